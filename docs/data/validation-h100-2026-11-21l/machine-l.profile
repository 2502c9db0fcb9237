# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /root/out/w/machine-l.profile
# --base profiles/h100-pcie5.profile --reps 5` on 2026-11-21T23:08:31Z: NVIDIA
# H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000. Every
# repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-21T23:08:31Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 5.2% RMS relative over 5 repetitions.
launch_ns = 4.322us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.486us + bytes / 5.57e+03 GB/s, misses by 62.3% RMS,
# so it is not used.
# Residual: 39.6% RMS relative over 45 repetitions.
malloc_ns = 4K:5.919us 64K:6.574us 1M:5.945us 1536K:2.699us 2M:71.68us 8M:60.65us 64M:86.65us 256M:85.9us 1G:138.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.298us + bytes / 1.36e+03 GB/s, misses by 56.6% RMS, so it is
# not used.
# Residual: 36.4% RMS relative over 45 repetitions.
free_ns = 4K:5.85us 64K:6.769us 1M:2.636us 1536K:2.411us 2M:59.59us 8M:50.99us 64M:84.15us 256M:190.1us 1G:680.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 14.62us + bytes * -1.74e-06
# ns/B, misses by 20.5% RMS, so it is not used.
# Residual: 20.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:15.53us 64K:13.97us 2M:14.16us 16M:14.42us 64M:13.94us 256M:14.05us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 14.63us +
# bytes / 3.75e+05 GB/s, written at the measured sizes (the medians would give
# 13.6%).
# Residual: 13.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.63us 64K:14.63us 2M:14.64us 16M:14.68us 64M:14.81us 256M:15.35us

# Model parameter (pages per batch), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     248.2us     75.99us
# seq             2M          0         2         2     2097152           0     462.7us       325us
# seq            16M          0        16        16    16777216           0     1.913ms     2.256ms
# seq            64M          0        64        64    67108864           0     9.681ms     8.878ms
# seq           256M          0       256       256   268435456           0     42.69ms     35.36ms
# stride         64M        64K        64        64    67108864           0     8.615ms     8.878ms
# stride        256M         2M       128       128     8388608           0     3.316ms     3.497ms
# random         16M          0        10        55    16777216           0     1.762ms     2.337ms
# random         64M          0        38       373    67108864           0     10.39ms      9.84ms
# random        256M          0       160      1651   268435456           0     53.07ms     40.03ms
# fresh           2M          0         2         2           0     2097152     131.6us       164us
# fresh          16M          0        16        16           0    16777216     858.2us     968.8us
# fresh          64M          0        64        64           0    67108864     4.479ms     3.728ms
# fresh         256M          0       256       256           0   268435456     23.37ms     14.76ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 70 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted (GSL weighted least squares, relative errors,
# coefficients >= 0) as batches * fault_batch_ns + VA blocks serviced *
# fault_block_ns + bytes moved * ns per byte + fault_wake_ns (once: the
# kernel's first fault) + bytes zero-filled * fault_zero_ns per byte, with
# batches, blocks and bytes those simrun's engine produces for the same access
# (fault_batch and fault_window as below, density prefetch at the driver's
# defaults). Result: 15.14us per batch, 4.387us per VA block, bytes / 8.85
# GB/s moved, 49.06us per faulting kernel, bytes / 27.6 GB/s zero-filled.
# Residual: 29.1% RMS relative over 70 repetitions.
fault_batch_ns = 15.14us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 29.1% RMS relative over 70 repetitions.
fault_block_ns = 4.387us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 29.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:462.6ns 64K:7.401us 512K:59.21us 1M:118.4us 2M:236.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 29.1% RMS relative over 70 repetitions.
fault_wake_ns = 49.06us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 29.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:148.2ns 64K:2.372us 512K:18.98us 1M:37.95us 2M:75.9us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 55.85us + bytes /
# 43.7 GB/s, misses by 19.4% RMS, so it is not used.
# Residual: 7.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:51.21us 2M:149.5us 16M:504.4us 64M:1.46ms 256M:5.578ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 19.47us + bytes / 9.26 GB/s, written at the measured sizes (the
# medians would give 4.8%).
# Residual: 6.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.54us 2M:245.9us 16M:1.831ms 64M:7.265ms 256M:29ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 17.29us + bytes / 8.12 GB/s, written at the measured sizes (the
# medians would give 10.7%).
# Residual: 10.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.36us 512K:81.84us 2M:275.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 23.36us + bytes / 3.03 GB/s, written at the measured sizes (the
# medians would give 7.9%).
# Residual: 9.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.02us 512K:196.7us 2M:716.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of fresh managed memory right after cudaMallocManaged (CPU first
# touch); simrun scales it with the bytes below the first size. The measured
# medians (30 points at 6 sizes): the best line, 148.2us + bytes / 2.53 GB/s,
# misses by 24.6% RMS, so it is not used.
# Residual: 15.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:213.1us 256K:236.6us 2M:728.3us 16M:8.002ms 64M:33.78ms 256M:117ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.039us + bytes / 845 GB/s, misses by 22.8% RMS, so
# it is not used.
# Residual: 13.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.292us 2M:4.296us 16M:24.25us 64M:85.18us 256M:345.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 17.25us + bytes / 68.1
# GB/s, written at the measured sizes (the medians would give 5.3%).
# Residual: 14.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.22us 2M:48.03us 16M:263.5us 64M:1.002ms 256M:3.957ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 14.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 140.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 144 GB/s, misses by 29.2% RMS, so it is not used.
# Residual: 29.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.82us 16M:103.3us 64M:452.6us 256M:1.873ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.588us
# + bytes / 6.48 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 19.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.881us 64K:23.5us 2M:331.9us 16M:2.425ms 64M:10.11ms 256M:41.26ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 15.91us + bytes / 9.17 GB/s,
# misses by 19.7% RMS, so it is not used.
# Residual: 14.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.61us 64K:31.96us 2M:274.1us 16M:1.757ms 64M:6.922ms 256M:27.75ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.14 GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 13.4% RMS relative over 20 repetitions.
host_read_ns = 64K:6.821us 2M:227.8us 16M:2.573ms 64M:11.08ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 20.1 GB/s, misses by
# 38.3% RMS, so it is not used.
# Residual: 13.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.321us 2M:71.43us 16M:1.303ms 64M:6.743ms


# kernel_gap_ns: added 2026-11-22, when simrun began to charge each kernel the
# GPU's time between back-to-back kernels; these measurements have no
# kernel_gap_ns rows, so this is the value replay-bench measured on machine z
# (gpurun's replay kernel with nothing to do: docs/measurements.md section 15).
kernel_gap_ns = 2us

# prefetch_zero_ns: added 2026-11-22, when simrun began to charge a prefetch to the
# GPU of pages resident nowhere; the fit of the committed H100 profile (42
# calibrations of machines o, p, r, u and y, prefetch_h2d_ns case fresh).
prefetch_zero_ns = 2M:18.94us 16M:83.1us 64M:311.9us

# prefetch_queue: added 2026-11-22, when simrun began to model the driver's
# queue of deferred prefetch calls; these measurements have none: 56, as
# gpurun --calibrate and probe_queue.cu measure it on an H100 PCIe, driver
# 580.159.04 (docs/measurements.md section 16).
prefetch_queue = 56

# host_write_cold_ns: added 2026-11-22, after this file was written, when
# simrun began to charge a device-memory HOST write's bytes of the host copy
# beyond those earlier HOST events touched out of the CPU's caches: the fit of
# the committed H100 profile (host_write_ns case cold, machine y's ten
# calibrations).
host_write_cold_ns = 64K:6.872us 2M:194.2us 16M:1.548ms 64M:6.188ms

# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
