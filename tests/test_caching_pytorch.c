/* test_caching_pytorch.c: the caching policy against PyTorch itself.
 *
 * Each snapshot in tests/data/torch-snapshots/ (a copy of
 * ../shared/data/torch-snapshots/) is PyTorch's own log of
 * its caching allocator: every alloc with the address it returned, every
 * cudaMalloc (segment_alloc) with its size and address. Replayed through
 * `caching` with a host that hands out the snapshot's segment addresses in
 * order, every reservation must have the size PyTorch asked cudaMalloc
 * for and every block the address PyTorch gave it; peak reserved must equal
 * the max_reserved beside the snapshot, and peak allocated (decremented at
 * free_requested, as PyTorch's allocated_bytes is) must equal
 * max_allocated. */
#include <check.h>
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "policy.h"
#include "testutil.h"

#define SNAPSHOT_DIR "tests/data/torch-snapshots"

static const char snapshot_to_text[] =
    "import gzip,pickle,sys\n"
    "d=pickle.load(gzip.open(sys.argv[1]))\n"
    "o=open(sys.argv[2],'w');s={};live={};n=0\n"
    "for e in d['device_traces'][0]:\n"
    " a=e['action'];st=s.setdefault(e['stream'],len(s))\n"
    " if a=='alloc': live[e['addr']]=n;o.write('A %d %d %d\\n'%(e['size'],st,e['addr']));n+=1\n"
    " elif a=='free_requested': o.write('R %d\\n'%live[e['addr']])\n"
    " elif a=='free_completed': o.write('F %d\\n'%live.pop(e['addr']))\n"
    " elif a=='segment_alloc': o.write('S %d %d\\n'%(e['size'],e['addr']))\n"
    " elif a in ('segment_free','segment_map','segment_unmap'): o.write('X\\n')\n";

struct snap_host {
    uint64_t (*segs)[2];
    size_t nsegs, next;
    const char *name;
};

static int snap_reserve(void *h, uint64_t size, uint32_t stream, uint64_t *addr)
{
    struct snap_host *s = h;
    (void)stream;
    REQUIRE(s->next < s->nsegs, "%s: more cudaMallocs than PyTorch made", s->name);
    REQUIRE(s->segs[s->next][0] == size, "%s: cudaMalloc %zu: %llu bytes, PyTorch %llu", s->name,
            s->next, (unsigned long long)size, (unsigned long long)s->segs[s->next][0]);
    *addr = s->segs[s->next++][1];
    return 0;
}

static void snap_release(void *h, uint64_t addr, uint64_t size)
{
    (void)h;
    (void)addr;
    (void)size;
}

static uint64_t json_u64(const char *path, const char *key)
{
    FILE *f = fopen(path, "r");
    ck_assert_msg(f != NULL, "%s: cannot open", path);
    char buf[4096];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    char pat[64];
    snprintf(pat, sizeof pat, "\"%s\":", key);
    const char *p = strstr(buf, pat);
    ck_assert_msg(p != NULL, "%s: no %s", path, key);
    return strtoull(p + strlen(pat), NULL, 10);
}

static void replay_snapshot(const char *dir, const char *name)
{
    char pkl[512], json[512], py[512];
    snprintf(pkl, sizeof pkl, "%s/%s.pkl.gz", dir, name);
    snprintf(json, sizeof json, "%s/%s.json", dir, name);
    const char *txt = test_tmp(".txt");
    snprintf(py, sizeof py, "%s", test_tmp(".py"));
    FILE *f = fopen(py, "w");
    ck_assert_ptr_nonnull(f);
    fputs(snapshot_to_text, f);
    fclose(f);
    char *out = NULL;
    int rc = test_run(&out, "%s %s %s %s", PYTHON, py, pkl, txt);
    ck_assert_msg(rc == 0, "%s: conversion failed: %s", name, out ? out : "");
    free(out);
    remove(py);

    /* first pass: the segment queue and the number of allocations */
    f = fopen(txt, "r");
    ck_assert_ptr_nonnull(f);
    struct snap_host host = {.name = name};
    size_t cap = 64, nallocs = 0;
    host.segs = malloc(cap * sizeof *host.segs);
    char line[128];
    while (fgets(line, sizeof line, f)) {
        unsigned long long a, b;
        if (line[0] == 'X')
            ck_abort_msg("%s: the snapshot frees segments (not cold)", name);
        if (line[0] == 'A')
            nallocs++;
        if (line[0] == 'S' && sscanf(line + 2, "%llu %llu", &a, &b) == 2) {
            if (host.nsegs == cap)
                host.segs = realloc(host.segs, (cap *= 2) * sizeof *host.segs);
            host.segs[host.nsegs][0] = a;
            host.segs[host.nsegs++][1] = b;
        }
    }
    rewind(f);
    struct policy_env env = {.host = &host, .reserve = snap_reserve, .release = snap_release};
    const struct policy_allocator *a = policy_find_allocator("caching");
    uint64_t values[POLICY_MAX_PARAMS];
    char err[128];
    ck_assert_int_eq(policy_parse_params(&a->info, NULL, values, err, sizeof err), 0);
    void *self = a->create(&env, values);
    uint64_t *addr = malloc((nallocs + 1) * sizeof *addr), *bsize = malloc((nallocs + 1) * sizeof *bsize);
    uint64_t requested_live = 0, peak_allocated = 0, peak_reserved = 0;
    size_t id = 0;
    while (fgets(line, sizeof line, f)) {
        unsigned long long x, y, z;
        if (line[0] == 'A' && sscanf(line + 2, "%llu %llu %llu", &x, &y, &z) == 3) {
            struct policy_usage before, after;
            a->usage(self, &before, false);
            REQUIRE(a->alloc(self, x, (uint32_t)y, &addr[id]) == 0, "%s: alloc failed", name);
            REQUIRE(addr[id] == z, "%s: alloc %zu of %llu bytes at %llx, PyTorch %llx", name, id, x,
                    (unsigned long long)addr[id], z);
            a->usage(self, &after, false);
            bsize[id] = after.allocated - before.allocated;
            requested_live += bsize[id];
            id++;
        } else if (line[0] == 'R' && sscanf(line + 2, "%llu", &x) == 1) {
            requested_live -= bsize[x]; /* PyTorch's allocated_bytes drops in free() */
        } else if (line[0] == 'F' && sscanf(line + 2, "%llu", &x) == 1) {
            a->free(self, addr[x], 0);
        }
        REQUIRE(a->valid(self), "%s: checker failed", name);
        struct policy_usage u;
        a->usage(self, &u, false);
        if (u.reserved > peak_reserved)
            peak_reserved = u.reserved;
        if (requested_live > peak_allocated)
            peak_allocated = requested_live;
    }
    fclose(f);
    remove(txt);
    ck_assert_msg(host.next == host.nsegs, "%s: %zu cudaMallocs, PyTorch %zu", name, host.next,
                  host.nsegs);
    ck_assert_uint_eq(peak_reserved, json_u64(json, "max_reserved"));
    ck_assert_uint_eq(peak_allocated, json_u64(json, "max_allocated"));
    a->destroy(self);
    free(addr);
    free(bsize);
    free(host.segs);
}

START_TEST(caching_reproduces_pytorch_addresses)
{
    DIR *d = opendir(SNAPSHOT_DIR);
    ck_assert_msg(d, "no directory %s (run the tests from the repository root)", SNAPSHOT_DIR);
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        size_t len = strlen(e->d_name);
        if (len > 7 && strcmp(e->d_name + len - 7, ".pkl.gz") == 0) {
            char name[256];
            snprintf(name, sizeof name, "%.*s", (int)(len - 7), e->d_name);
            replay_snapshot(SNAPSHOT_DIR, name);
            n++;
        }
    }
    closedir(d);
    ck_assert_int_gt(n, 0);
}
END_TEST

Suite *caching_pytorch_suite(void); /* the runner finds it by name */
Suite *caching_pytorch_suite(void)
{
    Suite *s = suite_create("caching_pytorch");
    TCase *t = tcase_create("snapshots");
    tcase_set_timeout(t, 60); /* 0.8 s alone; Check's default 4 s ran out on a loaded machine */
    tcase_add_test(t, caching_reproduces_pytorch_addresses);
    suite_add_tcase(s, t);
    return s;
}
