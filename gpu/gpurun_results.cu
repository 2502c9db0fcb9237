/* gpurun_results.cu: one run's figures as the result keys
 * (hosts/host_results.h), simrun's where the meaning is the same, gpurun's
 * own beside them (docs/gpurun.md), and their printing. A key gpurun cannot
 * measure in a run is left out, not printed as 0: the sets of keys a run has
 * say which (CUPTI's counts only with --cupti, the split of its prefetch
 * bytes only when one kind of prefetch issued them, ...).
 */
#include "gpurun.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

static void fill_allocator(const struct gpurun *g, int i, const struct gr_results *r,
                           struct host_results *h)
{
    const struct gr_config *c = &g->o.cfg;
    snprintf(h->trace, sizeof h->trace, "%s", g->o.trace);
    snprintf(h->policy, sizeof h->policy, "%s", g->o.alloc[i]->info.name);
    policy_format_params(&g->o.alloc[i]->info, g->o.values[i], h->params, sizeof h->params);
    snprintf(h->profile, sizeof h->profile, "%.*s", (int)sizeof h->profile - 1, g->gpu); /* the GPU */
    snprintf(h->upstream, sizeof h->upstream, "%s", c->managed ? "managed" : "device");
    h->capacity_bytes = c->capacity;
    h->seed = c->seed;
    snprintf(h->status, sizeof h->status, "%s", r->status);
    h->failed_row = r->failed_row;
    h->events = r->events;
    h->time_ns = r->time_ns;
    h->time_s = r->time_ns / 1e9;
    h->kernel_ns = r->kernel_ns;
    snprintf(h->kernel_time_rule, sizeof h->kernel_time_rule, "%s", r->kernel_time_rule);
    h->iterations = r->iterations;
    h->samples = r->samples;
    h->samples_per_sec = r->time_ns ? r->samples / h->time_s : 0;
    if (host_iters_results(&r->iters, c->warmup, h)) {
        fprintf(stderr, "gpurun: %s: out of host memory\n", g->o.trace);
        exit(2);
    }
    h->peak_requested_bytes = r->peak_requested_bytes;
    h->peak_allocated_bytes = r->peak_allocated_bytes;
    h->peak_reserved_bytes = r->peak_reserved_bytes;
    h->upstream_allocs = r->upstream_allocs;
    h->upstream_frees = r->upstream_frees;
    h->upstream_failed = r->upstream_failed;
    h->upstream_alloc_ns = r->upstream_alloc_ns;
    h->upstream_free_ns = r->upstream_free_ns;
    h->frag_reserved_at_peak = r->frag_reserved_at_peak;
    h->frag_free_at_peak = r->frag_free_at_peak;
    h->cache_hits = r->counts[POLICY_STAT_CACHE_HIT];
    h->splits = r->counts[POLICY_STAT_SPLIT];
    h->merges = r->counts[POLICY_STAT_MERGE];
    h->oom_flushes = r->counts[POLICY_STAT_OOM_FLUSH];
    h->stream_steals = r->counts[POLICY_STAT_STREAM_STEAL];
    h->alloc_ops = r->alloc_ops;
    h->alloc_wall_ns_per_op = r->alloc_ops ? (double)r->alloc_wall_ns / r->alloc_ops : 0;
    h->wall_s = h->time_s;
}

/* Managed memory: the Unified Memory keys gpurun knows without counters. */
static unsigned fill_managed(const struct gpurun *g, const struct gr_results *r,
                             struct host_results *h)
{
    const struct gr_config *c = &g->o.cfg;
    snprintf(h->fault_prefetch, sizeof h->fault_prefetch, "driver"); /* whatever it is set to */
    snprintf(h->prefetcher, sizeof h->prefetcher, "%s", c->pf_spec);
    snprintf(h->evictor, sizeof h->evictor, "%s", c->ev_spec);
    snprintf(h->capacity_mode, sizeof h->capacity_mode, "%s",
             c->capacity ? "kernel-boundary" : "driver");
    h->evictions = r->evictions;
    h->evict_request_bytes = r->evict_request_bytes;
    return HOST_GPURUN_MANAGED | (c->capacity ? HOST_GPURUN_CAPACITY : 0);
}

/* Bytes of CUPTI's "user" cause (any cudaMemPrefetchAsync) go to the one
 * kind of prefetch that issued calls in that direction (evictions are
 * prefetches to the CPU); with several kinds the split is unknown and false
 * leaves its keys out. */
static bool split_user(uint64_t bytes, uint64_t prog_calls, uint64_t *prog,
                       uint64_t launch_calls, uint64_t *launch, uint64_t evict_calls,
                       uint64_t *evict)
{
    if ((prog_calls > 0) + (launch_calls > 0) + (evict_calls > 0) > 1)
        return false;
    *prog = prog_calls ? bytes : 0;
    *launch = launch_calls ? bytes : 0;
    *evict = evict_calls ? bytes : 0;
    return true;
}

/* --cupti: CUPTI's keys (cuda_um_counters.h; byte figures are lower bounds
 * when faults are counted too), and its user-cause bytes split by who
 * issued the prefetches. */
static unsigned fill_cupti(const struct gpurun *g, const struct gr_results *r,
                           const struct cuda_um_sums *cs, struct host_results *h)
{
    uint64_t unused;
    unsigned sets = cuda_um_results(cs, g->o.cfg.cupti, h);
    if (!(g->o.cfg.cupti & CUDA_UM_BYTES))
        return sets;
    if (split_user(cs->htod[1], r->program_prefetch_h2d_calls, &h->h2d_program_prefetch_bytes,
                   r->launch_prefetch_h2d_calls, &h->h2d_launch_prefetch_bytes, 0, &unused))
        sets |= HOST_GPURUN_H2D_SPLIT;
    if (split_user(cs->dtoh[1], r->program_prefetch_d2h_calls, &h->d2h_program_prefetch_bytes,
                   r->launch_prefetch_d2h_calls, &h->d2h_launch_prefetch_bytes, r->evictions,
                   &h->d2h_eviction_bytes))
        sets |= HOST_GPURUN_D2H_SPLIT;
    return sets;
}

/* --pcie (docs/gpurun.md): the link's counts, and the payload behind them. */
static unsigned fill_pcie(const struct gpurun *g, const struct gr_pcie_sums *s,
                          struct host_results *h)
{
    const struct gr_pcie_link *l = &g->link;
    double h2d, d2h;
    gr_pcie_payload(l, s, &h2d, &d2h);
    h->link_h2d_bytes = (uint64_t)llround(h2d > 0 ? h2d : 0);
    h->link_d2h_bytes = (uint64_t)llround(d2h > 0 ? d2h : 0);
    h->pcie_rx_bytes = s->rx_bytes;
    h->pcie_tx_bytes = s->tx_bytes;
    h->pcie_samples = s->samples;
    h->pcie_rx_per_h2d_byte = l->rx_per_h2d;
    h->pcie_tx_per_h2d_byte = l->tx_per_h2d;
    h->pcie_rx_per_d2h_byte = l->rx_per_d2h;
    h->pcie_tx_per_d2h_byte = l->tx_per_d2h;
    h->pcie_idle_rx_bytes_per_s = l->idle_rx_per_s;
    h->pcie_idle_tx_bytes_per_s = l->idle_tx_per_s;
    return HOST_GPURUN_PCIE;
}

/* Where the host's time went, and gpurun's own share of it. */
static unsigned fill_host(const struct gpurun *g, const struct gr_results *r,
                          struct host_results *h)
{
    const struct gr_config *c = &g->o.cfg;
    unsigned sets = 0;
    h->launches = r->launches;
    h->host_touch_ns = r->work_ns;
    h->host_init_ns = r->init_ns;
    h->host_spin_ns = r->spin_ns;
    h->cuda_call_ns = r->cuda_ns;
    h->harness_cuda_ns = r->harness_cuda_ns;
    h->setup_ns = r->setup_ns;
    snprintf(h->mode, sizeof h->mode, "%s", c->check ? "check" :
             c->cupti == CUDA_UM_BYTES ? "cupti-bytes" :
             c->cupti == CUDA_UM_FAULTS ? "cupti-faults" : c->cupti ? "cupti" : "timing");
    /* per event without the first event of each kind (one-off warm-up,
     * reported apart); absent when every event was a first */
    if (r->events > r->first_events) {
        sets |= HOST_GPURUN_OVERHEAD;
        h->overhead_ns_per_event = (double)(r->overhead_ns - r->overhead_first_ns) /
                                   (r->events - r->first_events);
    }
    h->host_overhead_first_ns = r->overhead_first_ns;
    h->host_overhead_ns = r->overhead_ns;
    h->planner_wait_ns = r->planner_wait_ns;
    if (r->planner_wait_max_ns)
        sets |= HOST_GPURUN_WAIT_MAX;
    h->planner_wait_max_ns = r->planner_wait_max_ns;
    h->planner_wait_max_row = r->planner_wait_max_row;
    snprintf(h->gpu_irq_cpus, sizeof h->gpu_irq_cpus, "%s", g->cpus.irq_cpus);
    h->cpus_allowed = g->cpus.allowed;
    return sets;
}

unsigned gpurun_results(const struct gpurun *g, int i, const struct gpurun_figures *f,
                        struct host_results *h)
{
    memset(h, 0, sizeof *h);
    unsigned sets = HOST_GPURUN;
    fill_allocator(g, i, f->r, h);
    if (g->o.cfg.managed)
        sets |= fill_managed(g, f->r, h);
    if (g->o.cfg.managed && f->cupti)
        sets |= fill_cupti(g, f->r, f->cupti, h);
    if (f->pcie)
        sets |= fill_pcie(g, f->pcie, h);
    return sets | fill_host(g, f->r, h);
}

void gpurun_print(struct gpurun *g, int i, const struct host_results *h, unsigned sets)
{
    switch (g->o.mode) {
    case 'j':
        host_results_json(stdout, h, sets);
        break;
    case 'c':
        if (i == 0) {
            g->csv_sets = sets;
            host_results_csv_header(stdout, sets);
        }
        host_results_csv_row(stdout, h, g->csv_sets);
        break;
    default:
        host_results_table(stdout, h, 1, sets);
        putchar('\n');
    }
    fflush(stdout);
}
