/* gpurun_cpus.h: the CPUs gpurun's threads run on (gpurun_cpus.cu): off
 * those that take the GPU's interrupts. */
#ifndef GPURUN_CPUS_H
#define GPURUN_CPUS_H

#include <sched.h>
#include <stdbool.h>
#include <stddef.h>

struct gr_cpus {
    char irq_cpus[256]; /* the CPUs the nvidia driver's interrupts go to, "14"; "" none known */
    int allowed;        /* the CPUs gpurun's threads may run on after the call */
};

/* Call on the main thread after the CUDA context exists and before any
 * thread of gpurun's is started: they inherit the mask. Leaves the mask as
 * it is when share is set, when fewer than two CPUs would be left, or when
 * /proc tells nothing; out says what was found either way. */
void gr_cpus_avoid_gpu_irqs(bool share, struct gr_cpus *out);

/* The CPUs that take the nvidia driver's interrupts, from PROC/interrupts
 * (every line naming nvidia, whether it has fired or not) and each such
 * interrupt's PROC/irq/N/effective_affinity_list (smp_affinity_list where
 * the kernel has no effective one); empty when PROC tells nothing. */
void gr_cpus_gpu_irqs(const char *proc, cpu_set_t *set);

/* set as a CPU list: "0,14". */
void gr_cpus_format(const cpu_set_t *set, char *out, size_t len);

#endif
