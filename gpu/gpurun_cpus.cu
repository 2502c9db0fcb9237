/* gpurun_cpus.cu: keep gpurun's threads off the CPUs that take the GPU's
 * interrupts. While a run lasts, neither the issuer nor the planner sleeps
 * (their waits spin, docs/gpurun.md "Planner and issuer"), and a thread
 * spinning on the CPU where the nvidia driver's interrupts arrive loses
 * time to their handling without ever being switched out: on an H100
 * (docs/gpurun.md, "Planner and issuer"), 13 of the 14 runs whose planner sat on
 * that CPU waited 1.3 to 3.4 ms in all for it, none of the 146 whose
 * planner sat on one of the other 15 CPUs did; the planner had no context
 * switch and no run-queue wait there, so its scheduler never saw the time
 * go. So after the CUDA context exists gpurun reads /proc/interrupts for the
 * nvidia driver's interrupt vectors, and takes the CPUs they are delivered
 * to (/proc/irq/N/effective_affinity_list) out of its own CPU mask, which
 * the planner and the watchdog inherit, when two CPUs or more are left.
 * Every vector, not only those that have fired: on a fresh lease only one
 * of the eight had (a dozen times, at boot), so the first run would not
 * know the busy ones, and the mask should not depend on what ran before.
 * --share-irq-cpus leaves the mask as it is.
 */
#include "gpurun_cpus.h"

#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Add the CPUs of a list like "0-3,14" to set; false when it does not parse. */
static bool parse_cpu_list(const char *s, cpu_set_t *set)
{
    while (*s && *s != '\n') {
        char *end;
        long a = strtol(s, &end, 10), b = a;
        if (end == s || a < 0)
            return false;
        if (*end == '-') {
            s = end + 1;
            b = strtol(s, &end, 10);
            if (end == s || b < a)
                return false;
        }
        for (long c = a; c <= b && c < CPU_SETSIZE; c++)
            CPU_SET((int)c, set);
        s = *end == ',' ? end + 1 : end;
    }
    return true;
}

/* The CPUs the interrupt irq is delivered to, added to set. */
static bool irq_cpus(const char *proc, long irq, cpu_set_t *set)
{
    static const char *const files[] = { "effective_affinity_list", "smp_affinity_list" };
    for (int i = 0; i < 2; i++) {
        char path[4096], line[512];
        snprintf(path, sizeof path, "%s/irq/%ld/%s", proc, irq, files[i]);
        FILE *f = fopen(path, "r");
        if (!f)
            continue;
        cpu_set_t these;
        CPU_ZERO(&these);
        bool ok = fgets(line, sizeof line, f) && parse_cpu_list(line, &these) &&
                  CPU_COUNT(&these) > 0;
        fclose(f);
        if (ok) {
            CPU_OR(set, set, &these);
            return true;
        }
    }
    return false;
}

void gr_cpus_gpu_irqs(const char *proc, cpu_set_t *set)
{
    CPU_ZERO(set);
    char path[4096];
    snprintf(path, sizeof path, "%s/interrupts", proc);
    FILE *f = fopen(path, "r");
    if (!f)
        return;
    char *line = NULL; /* a column per CPU: longer than any fixed buffer on large machines */
    size_t cap = 0;
    while (getline(&line, &cap, f) > 0) {
        char *end;
        long irq = strtol(line, &end, 10);
        if (end != line && *end == ':' && strstr(end, "nvidia"))
            irq_cpus(proc, irq, set);
    }
    free(line);
    fclose(f);
}

void gr_cpus_format(const cpu_set_t *set, char *out, size_t len)
{
    size_t used = 0;
    out[0] = '\0';
    for (int c = 0; c < CPU_SETSIZE && used < len; c++)
        if (CPU_ISSET(c, set))
            used += (size_t)snprintf(out + used, len - used, "%s%d", used ? "," : "", c);
}

void gr_cpus_avoid_gpu_irqs(bool share, struct gr_cpus *out)
{
    cpu_set_t irq, mine, left;
    gr_cpus_gpu_irqs("/proc", &irq);
    gr_cpus_format(&irq, out->irq_cpus, sizeof out->irq_cpus);
    CPU_ZERO(&mine);
    if (sched_getaffinity(0, sizeof mine, &mine)) {
        out->allowed = 0;
        return;
    }
    CPU_AND(&left, &mine, &irq);
    CPU_XOR(&left, &mine, &left); /* mine without the interrupts' CPUs */
    out->allowed = CPU_COUNT(&mine);
    if (!share && CPU_COUNT(&left) >= 2 && CPU_COUNT(&left) < CPU_COUNT(&mine) &&
        sched_setaffinity(0, sizeof left, &left) == 0)
        out->allowed = CPU_COUNT(&left);
}
