# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /root/out/w/machine-k.profile
# --base profiles/h100-pcie5.profile --reps 5` on 2026-11-21T22:51:16Z: NVIDIA
# H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000. Every
# repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-21T22:51:16Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 3.3% RMS relative over 5 repetitions.
launch_ns = 4.453us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time.
# The measured medians (40 points at 8 sizes): the best line, 2.802us + bytes
# / 7.23e+03 GB/s, misses by 61.5% RMS, so it is not used.
# Residual: 21.1% RMS relative over 40 repetitions.
malloc_ns = 4K:2.859us 64K:2.626us 1M:2.679us 2M:51.84us 8M:45.09us 64M:82.2us 256M:77us 1G:115.5us

# cudaFree of cudaMalloc memory, host time of the call. The measured medians
# (40 points at 8 sizes): the best line, 3.308us + bytes / 1.52e+03 GB/s,
# misses by 49.3% RMS, so it is not used.
# Residual: 18.8% RMS relative over 40 repetitions.
free_ns = 4K:3.554us 64K:3.728us 1M:3.646us 2M:40.28us 8M:43.05us 64M:80.21us 256M:190.6us 1G:560.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 12.41us + bytes * -3.02e-06
# ns/B, misses by 15.8% RMS, so it is not used.
# Residual: 15.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:13.28us 64K:12.09us 2M:12.28us 16M:12.42us 64M:11.83us 256M:11.61us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 12.65us +
# bytes * -2.44e-06 ns/B, written at the measured sizes (the medians would
# give 11.6%).
# Residual: 12.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.65us 64K:12.65us 2M:12.65us 16M:12.61us 64M:12.49us 256M:12us

# Model parameter (pages per batch), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     63.33us     56.91us
# seq             2M          0         2         2     2097152           0     262.6us     234.9us
# seq            16M          0        16        16    16777216           0     1.702ms     1.626ms
# seq            64M          0        64        64    67108864           0     5.919ms     6.395ms
# seq           256M          0       256       256   268435456           0      37.4ms     25.47ms
# stride         64M        64K        64        64    67108864           0     6.263ms     6.395ms
# stride        256M         2M       128       128     8388608           0     2.712ms     2.691ms
# random         16M          0        10        55    16777216           0     1.366ms     1.705ms
# random         64M          0        38       373    67108864           0     7.295ms      7.27ms
# random        256M          0       160      1651   268435456           0     41.55ms     29.67ms
# fresh           2M          0         2         2           0     2097152     120.5us       144us
# fresh          16M          0        16        16           0    16777216     920.9us       899us
# fresh          64M          0        64        64           0    67108864     4.133ms     3.487ms
# fresh         256M          0       256       256           0   268435456     17.68ms     13.84ms
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
# defaults). Result: 11.68us per batch, 3.815us per VA block, bytes / 12.5
# GB/s moved, 36.18us per faulting kernel, bytes / 27.3 GB/s zero-filled.
# Residual: 25.5% RMS relative over 70 repetitions.
fault_batch_ns = 11.68us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.5% RMS relative over 70 repetitions.
fault_block_ns = 3.815us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 25.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:327.6ns 64K:5.241us 512K:41.93us 1M:83.86us 2M:167.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.5% RMS relative over 70 repetitions.
fault_wake_ns = 36.18us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 25.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:150.1ns 64K:2.402us 512K:19.22us 1M:38.43us 2M:76.86us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.46us + bytes /
# 43.8 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 4.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.12us 2M:125.2us 16M:459.9us 64M:1.396ms 256M:6.267ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 16.89us + bytes / 9.23 GB/s, written at the measured sizes (the
# medians would give 7.8%).
# Residual: 11.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.99us 2M:244.2us 16M:1.835ms 64M:7.291ms 256M:29.11ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 18.85us + bytes / 11 GB/s, written at the measured sizes (the
# medians would give 10.3%).
# Residual: 10.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.83us 512K:66.7us 2M:210.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 23.61us + bytes / 3.12 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 14.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.88us 512K:215us 2M:662.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of fresh managed memory right after cudaMallocManaged (CPU first
# touch). Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 0ns + bytes / 1.89 GB/s, written at the measured sizes (the medians would
# give 12.1%).
# Residual: 14.0% RMS relative over 20 repetitions.
host_populate_ns = 2M:780.8us 16M:8.542ms 64M:35.15ms 256M:141.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.476us + bytes / 811 GB/s, misses by 20.7% RMS, so
# it is not used.
# Residual: 11.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.777us 2M:4.767us 16M:26us 64M:92.06us 256M:345.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 14.47us + bytes / 80.2
# GB/s, written at the measured sizes (the medians would give 6.6%).
# Residual: 13.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.28us 2M:40.6us 16M:223.6us 64M:850.9us 256M:3.36ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 157 GB/s, misses by 24.3% RMS, so it is not used.
# Residual: 23.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.53us 16M:95.94us 64M:401.2us 256M:1.844ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.394us
# + bytes / 6.33 GB/s, misses by 21.3% RMS, so it is not used.
# Residual: 16.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.836us 64K:23.86us 2M:339.3us 16M:2.623ms 64M:10.22ms 256M:39.4ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 15.69us + bytes / 8.91 GB/s,
# misses by 22.3% RMS, so it is not used.
# Residual: 11.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.98us 64K:36.02us 2M:328.7us 16M:1.857ms 64M:7.166ms 256M:28.29ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.6 GB/s, misses by 36.0% RMS, so it is not used.
# Residual: 33.7% RMS relative over 20 repetitions.
host_read_ns = 64K:7.135us 2M:210us 16M:2.786ms 64M:10.67ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 25.7 GB/s, misses by
# 46.2% RMS, so it is not used.
# Residual: 30.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.071us 2M:61.98us 16M:953us 64M:5.635ms


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
