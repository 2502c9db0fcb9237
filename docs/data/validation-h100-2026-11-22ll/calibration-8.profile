# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-8.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T12:45:46Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:45:46Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.4% RMS relative over 5 repetitions.
launch_ns = 4.191us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.179us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.797us + bytes / 6.45e+03 GB/s, misses by 57.5% RMS,
# so it is not used.
# Residual: 26.1% RMS relative over 45 repetitions.
malloc_ns = 4K:1.962us 64K:1.964us 1M:1.713us 1536K:1.813us 2M:38.49us 8M:35us 64M:40.28us 256M:53.71us 1G:132.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.293us + bytes / 2.56e+03 GB/s, misses by 50.4% RMS, so it is
# not used.
# Residual: 19.5% RMS relative over 45 repetitions.
free_ns = 4K:1.484us 64K:1.479us 1M:1.557us 1536K:1.529us 2M:32.77us 8M:34.06us 64M:63.17us 256M:104.7us 1G:357us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.791us + bytes / 4.05e+03 GB/s, misses by 63.8% RMS, so it is not used.
# Residual: 34.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.042us 64K:3.097us 2M:28.63us 16M:35.53us 64M:51.02us 256M:55.87us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.83us + bytes / 1.37e+05 GB/s, written at the measured sizes (the
# medians would give 6.3%).
# Residual: 7.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.83us 64K:12.83us 2M:12.84us 16M:12.95us 64M:13.31us 256M:14.78us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.9%, 512K 18.8%, 1M 18.6%, 2M 18.5%, 4M 18.4%, 8M 18.3%, 16M
# 18.4%, 32M 19.1%.
# Residual: 20.8% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     68.38us     54.71us
# seq             2M          0         2         2     2097152           0     186.2us     250.5us
# seq            16M          0        16        16    16777216           0     1.578ms     1.882ms
# seq            64M          0        64        64    67108864           0     9.393ms     7.477ms
# seq           256M          0       256       256   268435456           0     37.85ms     29.86ms
# stride         64M        64K         8        32    67108864           0     6.231ms     6.006ms
# stride        256M         2M        32       128     8388608           0     2.614ms     3.006ms
# random         16M          0        12        16    16777216           0      2.19ms     1.808ms
# random         64M          0        36       161    67108864           0     8.934ms     8.257ms
# random        256M          0       125      1211   268435456           0     49.08ms     40.23ms
# fresh           2M          0         2         2           0     2097152     143.8us     162.8us
# fresh          16M          0        16        16           0    16777216     1.045ms     1.181ms
# fresh          64M          0        64        64           0    67108864     5.367ms     4.672ms
# fresh         256M          0       256       256           0   268435456     23.62ms     18.63ms
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
# prefetch at the driver's defaults). Result: 18.62us per batch, 13.41us per
# VA block, bytes / 12.4 GB/s moved, 17.4us per faulting kernel, bytes / 25.8
# GB/s zero-filled.
# Residual: 20.8% RMS relative over 70 repetitions.
fault_batch_ns = 18.62us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.8% RMS relative over 70 repetitions.
fault_block_ns = 13.41us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:330.2ns 64K:5.283us 512K:42.27us 1M:84.53us 2M:169.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.8% RMS relative over 70 repetitions.
fault_wake_ns = 17.4us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:159ns 64K:2.543us 512K:20.35us 1M:40.69us 2M:81.38us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 43.61us + bytes /
# 46.7 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 7.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.74us 2M:132.2us 16M:429us 64M:1.374ms 256M:5.386ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.83us + bytes / 10.7 GB/s, written at
# the measured sizes (the medians would give 6.2%).
# Residual: 8.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.94us 2M:213.1us 16M:1.58ms 64M:6.267ms 256M:25.01ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 15.09us + bytes / 12.8 GB/s, written at the
# measured sizes (the medians would give 10.3%).
# Residual: 10.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.23us 512K:56.21us 2M:179.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.01us + bytes / 3.61 GB/s, written at
# the measured sizes (the medians would give 6.0%).
# Residual: 7.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.17us 512K:169.3us 2M:605.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 233.8us + bytes / 3.24 GB/s, misses by 15.2% RMS, so
# it is not used.
# Residual: 9.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:267.6us 256K:330.8us 2M:707.4us 16M:5.51ms 64M:22.01ms 256M:100.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.063us + bytes / 1.59e+03 GB/s, misses by 22.8% RMS,
# so it is not used.
# Residual: 15.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.754us 2M:2.71us 16M:13.65us 64M:44.45us 256M:182us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 12.68us + bytes / 99.7 GB/s, misses
# by 17.2% RMS, so it is not used.
# Residual: 8.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.92us 2M:26.32us 16M:194.5us 64M:752.8us 256M:2.961ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 86.08us

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
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (15 points at 3 sizes): the best line, 5.733us + bytes /
# 284 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 15.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.15us 16M:64.38us 64M:244.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 54.84us + bytes / 184 GB/s, written at the measured
# sizes (the medians would give 3.8%).
# Residual: 5.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:66.2us 16M:145.8us 64M:418.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 166 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 23.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.4us 16M:99.14us 64M:431.3us 256M:1.555ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.153us
# + bytes / 9.76 GB/s, misses by 30.3% RMS, so it is not used.
# Residual: 15.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.761us 64K:24.41us 2M:157.3us 16M:2.151ms 64M:8.853ms 256M:32.95ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.46us + bytes / 10.1 GB/s,
# misses by 25.5% RMS, so it is not used.
# Residual: 15.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.13us 64K:30.92us 2M:253.9us 16M:1.288ms 64M:8.116ms 256M:28.11ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.36 GB/s, misses by 29.6% RMS, so it is not used.
# Residual: 27.7% RMS relative over 20 repetitions.
host_read_ns = 64K:7.552us 2M:214us 16M:2.134ms 64M:9.62ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.7 GB/s, misses by
# 39.2% RMS, so it is not used.
# Residual: 14.1% RMS relative over 20 repetitions.
host_write_ns = 64K:993ns 2M:52.71us 16M:989.8us 64M:5.44ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.5 GB/s, written at the measured sizes (the medians would give
# 7.0%).
# Residual: 7.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.109us 2M:199.3us 16M:1.595ms 64M:6.381ms

