/* tests/gpu/cpus.cu: gpurun_cpus.cu's reading of /proc, on a made-up /proc
 * (run by tests/gpu/overhead-stub.sh, so by CI, which has no GPU): which
 * CPUs take the nvidia driver's interrupts. Exit 0 when every check holds. */
#include "gpurun_cpus.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static int failures;

static void put(const char *dir, const char *name, const char *text)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    if (!f || fputs(text, f) < 0 || fclose(f)) {
        perror(path);
        exit(1);
    }
}

static void irq(const char *proc, int n, const char *effective, const char *smp)
{
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/irq/%d", proc, n);
    mkdir(dir, 0755);
    if (effective)
        put(dir, "effective_affinity_list", effective);
    if (smp)
        put(dir, "smp_affinity_list", smp);
}

static void expect(const char *proc, const char *want, const char *what)
{
    cpu_set_t set;
    char got[256];
    gr_cpus_gpu_irqs(proc, &set);
    gr_cpus_format(&set, got, sizeof got);
    bool ok = !strcmp(got, want);
    printf("cpus: %-58s %s (\"%s\")\n", what, ok ? "ok" : "FAILED", got);
    if (!ok) {
        printf("cpus:   expected \"%s\"\n", want);
        failures++;
    }
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s EMPTY-DIR\n", argv[0]);
        return 2;
    }
    const char *proc = argv[1];
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/irq", proc);
    mkdir(dir, 0755);
    expect(proc, "", "no interrupts file: nothing");
    put(proc, "interrupts",
        "           CPU0       CPU1       CPU2       CPU3\n"
        " 31:          0          0       1173          0 PCI-MSIX-0000:00:01.0   1-edge      virtio0-req.0\n"
        " 42:          0          0          0        489 PCI-MSIX-0000:00:06.0   0-edge      nvidia\n"
        " 43:          0          0          0          0 PCI-MSIX-0000:00:06.0   1-edge      nvidia\n"
        " 44:         13          0          0          0 PCI-MSIX-0000:00:06.0   2-edge      nvidia\n"
        " 45:          7          0          0          0 PCI-MSIX-0000:00:06.0   3-edge      nvidia\n"
        "LOC:       1001       1359       1388       1331   Local timer interrupts\n"
        "ERR:          0\n");
    irq(proc, 31, "2", "0-3");
    irq(proc, 42, "14", "0-15"); /* the effective CPU, not the allowed ones */
    irq(proc, 43, "15", "0-15"); /* never fired yet: counted all the same */
    irq(proc, 44, NULL, "0-1,6"); /* no effective list: the allowed ones */
    irq(proc, 45, "x", "9-8");    /* lists that do not parse: nothing */
    expect(proc, "0,1,6,14,15", "nvidia lines: effective, else allowed CPUs");
    put(proc, "interrupts", "           CPU0\n  5:  3   IO-APIC   5-edge   ttyS0\n"
                            " 42:  0   PCI-MSIX-0000:00:06.0   0-edge   nvidia\n");
    expect(proc, "14", "one nvidia line, never fired");
    put(proc, "interrupts", "           CPU0\n  5:  3   IO-APIC   5-edge   ttyS0\n");
    expect(proc, "", "no nvidia line: nothing");
    printf("cpus: %s\n", failures ? "FAILED" : "all checks passed");
    return failures ? 1 : 0;
}
