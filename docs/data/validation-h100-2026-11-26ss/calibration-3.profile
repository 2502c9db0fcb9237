# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-3.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T20:21:51Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T20:21:51Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 9.0% RMS relative over 5 repetitions.
launch_ns = 2.911us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.992us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.659us + bytes / 1.12e+04 GB/s, misses by 58.4% RMS,
# so it is not used.
# Residual: 29.7% RMS relative over 45 repetitions.
malloc_ns = 4K:1.53us 64K:1.689us 1M:1.466us 1536K:2.38us 2M:43.1us 8M:31.73us 64M:37.81us 256M:38.57us 1G:76.05us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.092us + bytes / 2.97e+03 GB/s, misses by 50.7% RMS, so it is
# not used.
# Residual: 21.3% RMS relative over 45 repetitions.
free_ns = 4K:1.304us 64K:1.28us 1M:1.224us 1536K:1.35us 2M:28.89us 8M:30.43us 64M:45.25us 256M:92.54us 1G:304.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.307us + bytes / 1.07e+04 GB/s, misses by 62.9% RMS, so it is not used.
# Residual: 32.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.293us 64K:1.894us 2M:13.85us 16M:17.39us 64M:26.63us 256M:22.45us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.294us + bytes / 3.99e+05 GB/s, written at the measured sizes (the
# medians would give 13.3%).
# Residual: 13.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.294us 64K:7.294us 2M:7.299us 16M:7.336us 64M:7.462us 256M:7.967us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.3%, 512K 18.1%, 1M 17.6%, 2M 16.8%, 4M 16.3%, 8M 15.3%, 16M
# 14.8%, 32M 15.2%.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     58.66us     49.38us
# seq             2M          0         2         2     2097152           0     178.3us       192us
# seq            16M          0        16        16    16777216           0       1.2ms     1.445ms
# seq            64M          0        64        64    67108864           0     5.723ms     5.741ms
# seq           256M          0       256       256   268435456           0     25.24ms     22.93ms
# stride         64M        64K         4        32    67108864           0     4.088ms      3.97ms
# stride        256M         2M        16       128     8388608           0     1.603ms     1.782ms
# random         16M          0        16        16    16777216           0     1.361ms     1.445ms
# random         64M          0        39       104    67108864           0     6.131ms     5.379ms
# random        256M          0       127       907   268435456           0     33.01ms      24.2ms
# fresh           2M          0         2         2           0     2097152     95.42us       113us
# fresh          16M          0        16        16           0    16777216       733us     812.5us
# fresh          64M          0        64        64           0    67108864     3.844ms     3.211ms
# fresh         256M          0       256       256           0   268435456     16.51ms      12.8ms
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
# prefetch at the driver's defaults). Result: 25.76us per batch, 7.055us per
# VA block, bytes / 18.5 GB/s moved, 13.02us per faulting kernel, bytes / 61.1
# GB/s zero-filled.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_batch_ns = 25.76us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_block_ns = 7.055us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:221.4ns 64K:3.543us 512K:28.34us 1M:56.69us 2M:113.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_wake_ns = 13.02us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:66.99ns 64K:1.072us 512K:8.575us 1M:17.15us 2M:34.3us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 30.8us + bytes /
# 47.5 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 1.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:29.58us 2M:111.1us 16M:402.5us 64M:1.337ms 256M:5.289ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.53us + bytes / 17.6 GB/s, written at
# the measured sizes (the medians would give 0.5%).
# Residual: 8.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.26us 2M:133.8us 16M:968.7us 64M:3.831ms 256M:15.28ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.12us + bytes / 9.6 GB/s, written at the
# measured sizes (the medians would give 9.9%).
# Residual: 10.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.95us 512K:68.73us 2M:232.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 19.76us + bytes / 4.38 GB/s, written at
# the measured sizes (the medians would give 11.4%).
# Residual: 13.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.71us 512K:139.4us 2M:498.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 193.3us + bytes / 3.83 GB/s, misses by 18.8% RMS, so
# it is not used.
# Residual: 13.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:223.1us 256K:275us 2M:585.8us 16M:4.791ms 64M:19.97ms 256M:77.73ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.643us + bytes / 1.88e+03 GB/s, misses by 19.5% RMS,
# so it is not used.
# Residual: 11.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.192us 2M:2.207us 16M:11.25us 64M:39.07us 256M:150.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 9.658us +
# bytes / 121 GB/s, written at the measured sizes (the medians would give
# 7.7%).
# Residual: 13.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:10.2us 2M:26.96us 16M:148.1us 64M:563.4us 256M:2.225ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.14us

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
# sizes): 5.594us + bytes / 308 GB/s, written at the measured sizes (the
# medians would give 14.5%).
# Residual: 14.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.4us 16M:60.07us 64M:223.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 19.11us + bytes / 229 GB/s, written at the measured
# sizes (the medians would give 7.3%).
# Residual: 7.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:28.27us 16M:92.44us 64M:312.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.262us +
# bytes / 205 GB/s, misses by 22.0% RMS, so it is not used.
# Residual: 22.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.5us 16M:83.42us 64M:328.6us 256M:1.311ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.811us
# + bytes / 14 GB/s, misses by 30.0% RMS, so it is not used.
# Residual: 14.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.331us 64K:21.83us 2M:120.7us 16M:1.104ms 64M:5.793ms 256M:28.39ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.57us + bytes / 15 GB/s,
# misses by 24.5% RMS, so it is not used.
# Residual: 10.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.309us 64K:26.07us 2M:215.5us 16M:1.084ms 64M:4.043ms 256M:16.34ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 17 GB/s, misses by 34.5% RMS, so it is not used.
# Residual: 27.5% RMS relative over 20 repetitions.
host_read_ns = 64K:2.82us 2M:91.56us 16M:1.358ms 64M:6.672ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 35.9 GB/s, misses by
# 35.9% RMS, so it is not used.
# Residual: 13.3% RMS relative over 20 repetitions.
host_write_ns = 64K:840ns 2M:42.9us 16M:638.4us 64M:3.726ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 13.3 GB/s, written at the measured sizes (the medians would give
# 6.1%).
# Residual: 7.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.26us 2M:157us 16M:1.261ms 64M:5.046ms

