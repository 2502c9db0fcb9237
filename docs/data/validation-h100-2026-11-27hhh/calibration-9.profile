# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-9.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T07:43:31Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T07:43:31Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.4% RMS relative over 5 repetitions.
launch_ns = 3.67us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.019us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.646us + bytes / 5.34e+03 GB/s, misses by 59.2% RMS,
# so it is not used.
# Residual: 27.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.624us 64K:2.823us 1M:2.572us 1536K:2.696us 2M:44.3us 8M:38.87us 64M:66.03us 256M:66.92us 1G:161.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.213us + bytes / 1.66e+03 GB/s, misses by 47.8% RMS, so it is
# not used.
# Residual: 18.1% RMS relative over 45 repetitions.
free_ns = 4K:2.607us 64K:2.686us 1M:2.554us 1536K:2.428us 2M:36.6us 8M:37.67us 64M:87.81us 256M:161.5us 1G:549.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.445us + bytes / 6.05e+03 GB/s, misses by 65.0% RMS, so it is not used.
# Residual: 38.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.314us 64K:2.148us 2M:17.99us 16M:22.66us 64M:35.86us 256M:37.34us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.319us + bytes * -5.76e-07 ns/B, written at the measured sizes (the
# medians would give 7.6%).
# Residual: 8.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.319us 64K:9.319us 2M:9.318us 16M:9.31us 64M:9.281us 256M:9.165us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 22.0%, 512K 21.6%, 1M 21.0%, 2M 20.6%, 4M 21.0%, 8M 21.6%, 16M
# 22.0%, 32M 22.7%.
# Residual: 24.7% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0        68us     48.16us
# seq             2M          0         2         2     2097152           0     150.1us     202.1us
# seq            16M          0        16        16    16777216           0     1.361ms     1.411ms
# seq            64M          0        64        64    67108864           0     7.017ms     5.555ms
# seq           256M          0       256       256   268435456           0     32.67ms     22.13ms
# stride         64M        64K        32        32    67108864           0     5.246ms     5.099ms
# stride        256M         2M       128       128     8388608           0     2.205ms      2.43ms
# random         16M          0         9        35    16777216           0     1.714ms     1.682ms
# random         64M          0        34       306    67108864           0     8.539ms     9.004ms
# random        256M          0       139      1560   268435456           0     45.55ms     40.71ms
# fresh           2M          0         2         2           0     2097152     136.3us     172.8us
# fresh          16M          0        16        16           0    16777216     1.108ms     1.176ms
# fresh          64M          0        64        64           0    67108864     7.093ms     4.617ms
# fresh         256M          0       256       256           0   268435456     21.37ms     18.38ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 14.25us per VA
# block, bytes / 14.5 GB/s moved, 29.41us per faulting kernel, bytes / 18.3
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 24.7% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.7% RMS relative over 70 repetitions.
fault_block_ns = 14.25us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:281.6ns 64K:4.505us 512K:36.04us 1M:72.08us 2M:144.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.7% RMS relative over 70 repetitions.
fault_wake_ns = 29.41us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:224.4ns 64K:3.59us 512K:28.72us 1M:57.43us 2M:114.9us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 39.33us + bytes /
# 44.7 GB/s, misses by 18.7% RMS, so it is not used.
# Residual: 1.8% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:35.87us 256K:40.38us 1M:90.8us 2M:121.6us 4M:160.7us 16M:425.8us 64M:1.346ms 256M:5.411ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 16.02us + bytes / 15.6 GB/s, written at the
# measured sizes (the means would give 1.1%).
# Residual: 8.2% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:20.23us 256K:32.87us 1M:83.41us 2M:150.8us 4M:285.6us 16M:1.094ms 64M:4.329ms 256M:17.27ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.36us + bytes / 11.9 GB/s, written at the measured
# sizes (the means would give 10.9%).
# Residual: 11.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.86us 512K:58.39us 2M:190.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 21.64us + bytes / 3.88 GB/s, written at the
# measured sizes (the means would give 7.0%).
# Residual: 10.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.54us 512K:156.8us 2M:562.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 342.5us +
# bytes / 2.48 GB/s, misses by 19.9% RMS, so it is not used.
# Residual: 15.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:398.9us 256K:447.5us 2M:993.4us 16M:7.616ms 64M:28.92ms 256M:115ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.179us + bytes / 1.61e+03 GB/s, misses by 18.2% RMS,
# so it is not used.
# Residual: 11.1% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.633us 256K:2.659us 1M:2.624us 2M:2.683us 4M:5.821us 16M:13.77us 64M:44.65us 256M:168.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 10.54us + bytes / 94 GB/s, misses by
# 19.9% RMS, so it is not used.
# Residual: 13.9% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:18.96us 256K:11.62us 1M:19.15us 2M:30.62us 4M:54.83us 16M:212.8us 64M:756.1us 256M:2.931ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.27us

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
# sizes): 6.416us + bytes / 290 GB/s, written at the measured sizes (the
# medians would give 14.3%).
# Residual: 14.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.66us 16M:64.36us 64M:238.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 29.99us + bytes / 240 GB/s, misses by 19.6% RMS, so it is not used.
# Residual: 19.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:39.02us 16M:97.51us 64M:315.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.553us +
# bytes / 201 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 22.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.12us 16M:84.87us 64M:339.6us 256M:1.359ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.335us + bytes / 12.6 GB/s, misses by 29.3% RMS, so it is not used.
# Residual: 14.1% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.112us 8K:7.606us 16K:9.712us 32K:14.57us 64K:22.39us 128K:15.29us 256K:21.69us 512K:37.12us 1M:72.17us 2M:214.2us 4M:300us 8M:700.7us 16M:1.661ms 32M:3.62ms 64M:9.327ms 256M:42.69ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.82us + bytes / 9.26 GB/s,
# misses by 26.4% RMS, so it is not used.
# Residual: 10.5% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.76us 8K:11.68us 16K:13.18us 32K:18.34us 64K:35.42us 128K:43.33us 256K:70.81us 512K:114.4us 1M:205.3us 2M:276.8us 4M:473.4us 8M:849.7us 16M:1.613ms 32M:3.183ms 64M:6.15ms 256M:24.22ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 13 GB/s, misses by 44.4% RMS, so it is not used.
# Residual: 27.4% RMS relative over 35 repetitions.
host_read_ns = 64K:3.168us 256K:12.27us 1M:70.9us 2M:152.4us 4M:537.3us 16M:2.259ms 64M:13.99ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 34.3 GB/s, misses by
# 46.0% RMS, so it is not used.
# Residual: 14.8% RMS relative over 35 repetitions.
host_write_ns = 64K:944ns 256K:5.472us 1M:26.26us 2M:48.58us 4M:330.7us 16M:1.078ms 64M:8.769ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 9.69 GB/s, misses by
# 15.9% RMS, so it is not used.
# Residual: 11.0% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.27us 256K:24.2us 1M:96.37us 2M:199.5us 4M:429.5us 16M:2.015ms 64M:8.841ms

