# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-5.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T03:00:29Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T03:00:29Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 10.8% RMS relative over 5 repetitions.
launch_ns = 2.983us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.007us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.478us + bytes / 6.99e+03 GB/s, misses by 61.6% RMS,
# so it is not used.
# Residual: 28.2% RMS relative over 45 repetitions.
malloc_ns = 4K:1.452us 64K:1.659us 1M:1.55us 1536K:1.499us 2M:44.19us 8M:30.88us 64M:37us 256M:67.18us 1G:116.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.082us + bytes / 2.97e+03 GB/s, misses by 50.6% RMS, so it is
# not used.
# Residual: 19.1% RMS relative over 45 repetitions.
free_ns = 4K:1.259us 64K:1.333us 1M:1.289us 1536K:1.26us 2M:30.82us 8M:30.5us 64M:44.77us 256M:100.5us 1G:295.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.613us + bytes / 3.98e+03 GB/s, misses by 66.1% RMS, so it is not used.
# Residual: 40.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.305us 64K:2.843us 2M:26.72us 16M:36.81us 64M:54.69us 256M:56.84us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 10.92us + bytes / 2.2e+05 GB/s, written at the measured sizes (the
# medians would give 7.9%).
# Residual: 8.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.92us 64K:10.92us 2M:10.93us 16M:11us 64M:11.23us 256M:12.14us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 24.2%, 512K 23.8%, 1M 23.2%, 2M 22.7%, 4M 23.0%, 8M 22.9%, 16M
# 22.7%, 32M 23.0%.
# Residual: 24.5% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0       141us     76.85us
# seq             2M          0         2         2     2097152           0     196.6us     254.9us
# seq            16M          0        16        16    16777216           0     1.486ms     1.867ms
# seq            64M          0        64        64    67108864           0     8.621ms     7.393ms
# seq           256M          0       256       256   268435456           0     33.06ms      29.5ms
# stride         64M        64K         4        32    67108864           0     5.269ms     4.824ms
# stride        256M         2M        16       128     8388608           0     2.246ms     2.571ms
# random         16M          0        16        16    16777216           0     1.799ms     1.867ms
# random         64M          0        39       104    67108864           0     9.854ms     6.914ms
# random        256M          0       127       907   268435456           0     43.64ms     31.95ms
# fresh           2M          0         2         2           0     2097152     131.2us     156.2us
# fresh          16M          0        16        16           0    16777216     959.1us     1.077ms
# fresh          64M          0        64        64           0    67108864     5.257ms     4.234ms
# fresh         256M          0       256       256           0   268435456     21.54ms     16.86ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 70 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted to each case's median (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte +
# fault_wake_ns (once: the kernel's first fault) + bytes zero-filled *
# fault_zero_ns per byte, with batches, blocks and bytes those simrun's engine
# produces for the same access (fault_batch and fault_window as below, density
# prefetch at the driver's defaults). Result: 36.91us per batch, 11.08us per
# VA block, bytes / 15.6 GB/s moved, 24.67us per faulting kernel, bytes / 59
# GB/s zero-filled.
# Residual: 24.5% RMS relative over 70 repetitions.
fault_batch_ns = 36.91us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.5% RMS relative over 70 repetitions.
fault_block_ns = 11.08us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:262.3ns 64K:4.196us 512K:33.57us 1M:67.14us 2M:134.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.5% RMS relative over 70 repetitions.
fault_wake_ns = 24.67us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:69.46ns 64K:1.111us 512K:8.89us 1M:17.78us 2M:35.56us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.27us + bytes /
# 43.8 GB/s, misses by 28.6% RMS, so it is not used.
# Residual: 16.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.02us 2M:152.5us 16M:537us 64M:1.401ms 256M:5.384ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (25 points at 5 sizes): the best line,
# 13.2us + bytes / 9.88 GB/s, misses by 30.6% RMS, so it is not used.
# Residual: 39.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.59us 2M:263.6us 16M:2.54ms 64M:5.286ms 256M:28.32ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.37us + bytes / 14.1 GB/s, written at the measured
# sizes (the means would give 6.6%).
# Residual: 6.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.01us 512K:51.47us 2M:162.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (30 points at 3 sizes): the best
# line, 24.16us + bytes / 4.31 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 13.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.37us 512K:170.8us 2M:467.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 279.6us +
# bytes / 2.77 GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 14.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:323.4us 256K:383.8us 2M:844.1us 16M:6.851ms 64M:25.91ms 256M:106.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.776us + bytes / 1.63e+03 GB/s, misses by 23.3% RMS,
# so it is not used.
# Residual: 15.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.427us 2M:2.427us 16M:12.5us 64M:43.49us 256M:185.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.659us + bytes / 112 GB/s, misses by
# 15.7% RMS, so it is not used.
# Residual: 8.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.81us 2M:22.44us 16M:164.5us 64M:713.7us 256M:2.556ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.9us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Fit:
# the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). Fit
# (weighted least squares, relative errors, to the medians of 15 points at 3
# sizes): 5.21us + bytes / 310 GB/s, written at the measured sizes (the
# medians would give 13.3%).
# Residual: 13.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:11.98us 16M:59.39us 64M:221.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 19.22us + bytes / 219 GB/s, written at the measured
# sizes (the medians would give 6.6%).
# Residual: 7.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:28.78us 16M:95.73us 64M:325.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 11.68us +
# bytes / 174 GB/s, misses by 25.7% RMS, so it is not used.
# Residual: 25.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:24.61us 16M:98.79us 64M:403us 256M:1.645ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.975us
# + bytes / 11.3 GB/s, misses by 36.6% RMS, so it is not used.
# Residual: 20.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.632us 64K:23.83us 2M:131.9us 16M:1.68ms 64M:9.15ms 256M:35.25ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 13.23us + bytes / 15.2 GB/s,
# misses by 24.2% RMS, so it is not used.
# Residual: 11.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.68us 64K:25.25us 2M:214.2us 16M:1.036ms 64M:4.01ms 256M:17.05ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 24.94us +
# bytes / 6.82 GB/s, misses by 31.7% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
host_read_ns = 64K:33.7us 2M:616.5us 16M:2.736ms 64M:7.925ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 4.764us + bytes / 12 GB/s, misses by
# 24.9% RMS, so it is not used.
# Residual: 16.5% RMS relative over 20 repetitions.
host_write_ns = 64K:10.12us 2M:268.1us 16M:1.543ms 64M:4.552ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 13.4 GB/s, written at the measured sizes (the medians would give
# 6.0%).
# Residual: 6.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.457us 2M:156.6us 16M:1.256ms 64M:5.026ms

