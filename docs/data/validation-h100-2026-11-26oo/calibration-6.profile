# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-6.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T16:57:05Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T16:57:05Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.2% RMS relative over 5 repetitions.
launch_ns = 5.071us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.197us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.511us + bytes / 5.93e+03 GB/s, misses by 58.3% RMS,
# so it is not used.
# Residual: 26.1% RMS relative over 45 repetitions.
malloc_ns = 4K:2.65us 64K:2.644us 1M:2.402us 1536K:2.543us 2M:55.05us 8M:51.04us 64M:81.99us 256M:85.54us 1G:142.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.807us + bytes / 1.45e+03 GB/s, misses by 49.1% RMS, so it is
# not used.
# Residual: 18.6% RMS relative over 45 repetitions.
free_ns = 4K:2.25us 64K:2.443us 1M:2.241us 1536K:2.12us 2M:40.98us 8M:47.32us 64M:79.42us 256M:175.7us 1G:698.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.291us + bytes / 3.65e+03 GB/s, misses by 65.1% RMS, so it is not used.
# Residual: 35.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.798us 64K:4.025us 2M:30.26us 16M:47.07us 64M:54.1us 256M:62.43us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.45us + bytes / 3.75e+05 GB/s, written at the measured sizes (the
# medians would give 11.4%).
# Residual: 11.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.45us 64K:13.45us 2M:13.45us 16M:13.49us 64M:13.63us 256M:14.16us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.9%, 512K 18.6%, 1M 18.1%, 2M 17.7%, 4M 17.6%, 8M 17.5%, 16M
# 17.4%, 32M 17.9%.
# Residual: 20.2% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     92.22us     71.45us
# seq             2M          0         2         2     2097152           0     233.1us     308.9us
# seq            16M          0        16        16    16777216           0     2.031ms     2.363ms
# seq            64M          0        64        64    67108864           0     10.43ms     9.407ms
# seq           256M          0       256       256   268435456           0      41.8ms     37.58ms
# stride         64M        64K         4        32    67108864           0     7.655ms     6.765ms
# stride        256M         2M        16       128     8388608           0     2.687ms      3.02ms
# random         16M          0        16        16    16777216           0     2.319ms     2.363ms
# random         64M          0        39       104    67108864           0     10.86ms     8.988ms
# random        256M          0       127       907   268435456           0     56.05ms      41.1ms
# fresh           2M          0         2         2           0     2097152     159.6us     182.4us
# fresh          16M          0        16        16           0    16777216     1.209ms     1.351ms
# fresh          64M          0        64        64           0    67108864     6.258ms     5.359ms
# fresh         256M          0       256       256           0   268435456     26.57ms     21.39ms
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
# prefetch at the driver's defaults). Result: 37.2us per batch, 12.78us per VA
# block, bytes / 10.8 GB/s moved, 15.42us per faulting kernel, bytes / 31.3
# GB/s zero-filled.
# Residual: 20.2% RMS relative over 70 repetitions.
fault_batch_ns = 37.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.2% RMS relative over 70 repetitions.
fault_block_ns = 12.78us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:378ns 64K:6.047us 512K:48.38us 1M:96.76us 2M:193.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.2% RMS relative over 70 repetitions.
fault_wake_ns = 15.42us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:130.9ns 64K:2.095us 512K:16.76us 1M:33.51us 2M:67.03us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 40.9us + bytes /
# 45.6 GB/s, misses by 17.7% RMS, so it is not used.
# Residual: 6.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.49us 2M:127us 16M:444.5us 64M:1.403ms 256M:5.455ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.81us + bytes / 13.1 GB/s, written at
# the measured sizes (the medians would give 8.4%).
# Residual: 14.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.83us 2M:175.3us 16M:1.299ms 64M:5.151ms 256M:20.56ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.89us + bytes / 12.4 GB/s, written at the
# measured sizes (the medians would give 9.5%).
# Residual: 9.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.19us 512K:57.27us 2M:184.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 30.58us + bytes / 3.75 GB/s, written at
# the measured sizes (the medians would give 8.6%).
# Residual: 12.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:48.03us 512K:170.2us 2M:589.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 322.8us + bytes / 2.35
# GB/s, written at the measured sizes (the medians would give 6.8%).
# Residual: 13.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:350.7us 256K:434.4us 2M:1.216ms 16M:7.466ms 64M:28.9ms 256M:114.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.991us + bytes / 1.07e+03 GB/s, misses by 22.7% RMS,
# so it is not used.
# Residual: 16.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.906us 2M:4.003us 16M:19.68us 64M:66.16us 256M:271.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 11.25us +
# bytes / 100 GB/s, written at the measured sizes (the medians would give
# 5.9%).
# Residual: 14.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.91us 2M:32.2us 16M:178.9us 64M:681.7us 256M:2.693ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.1us

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
# measured medians (15 points at 3 sizes): the best line, 7.153us + bytes /
# 288 GB/s, misses by 15.0% RMS, so it is not used.
# Residual: 15.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.47us 16M:64.91us 64M:242.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 36.89us + bytes / 194 GB/s, misses by 26.2% RMS, so it is not used.
# Residual: 26.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:47.51us 16M:125.5us 64M:379.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 157 GB/s, misses by 24.5% RMS, so it is not used.
# Residual: 24.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.13us 16M:102.8us 64M:425us 256M:1.768ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.146us
# + bytes / 7.18 GB/s, misses by 24.3% RMS, so it is not used.
# Residual: 16.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.011us 64K:28.15us 2M:256.6us 16M:2.283ms 64M:9.319ms 256M:41.44ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.34us + bytes / 11.8 GB/s,
# misses by 24.8% RMS, so it is not used.
# Residual: 12.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.11us 64K:29.2us 2M:275.7us 16M:1.364ms 64M:5.084ms 256M:20.94ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 10.4 GB/s, misses by 28.0% RMS, so it is not used.
# Residual: 19.8% RMS relative over 20 repetitions.
host_read_ns = 64K:4.557us 2M:158.7us 16M:1.861ms 64M:8.929ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 26.1 GB/s, misses by
# 35.6% RMS, so it is not used.
# Residual: 11.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.016us 2M:58.49us 16M:934.6us 64M:5.192ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 578.5ns +
# bytes / 11.5 GB/s, written at the measured sizes (the medians would give
# 5.0%).
# Residual: 5.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.262us 2M:182.5us 16M:1.456ms 64M:5.821ms

