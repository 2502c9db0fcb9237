# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-7.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T16:57:36Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T16:57:36Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.0% RMS relative over 5 repetitions.
launch_ns = 3.891us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.985us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.305us + bytes / 8.97e+03 GB/s, misses by 59.4% RMS,
# so it is not used.
# Residual: 25.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.197us 64K:2.386us 1M:2.3us 1536K:2.338us 2M:56.43us 8M:44.39us 64M:48.66us 256M:69.83us 1G:94.41us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.817us + bytes / 1.58e+03 GB/s, misses by 47.2% RMS, so it is
# not used.
# Residual: 19.0% RMS relative over 45 repetitions.
free_ns = 4K:3.249us 64K:3.286us 1M:2.951us 1536K:3.148us 2M:38.83us 8M:41us 64M:68.18us 256M:166.5us 1G:579.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.113us + bytes / 6.68e+03 GB/s, misses by 64.5% RMS, so it is not used.
# Residual: 34.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.059us 64K:2.624us 2M:21.4us 16M:28.42us 64M:38.53us 256M:35.38us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.05us + bytes / 5.54e+05 GB/s, written at the measured sizes (the
# medians would give 6.0%).
# Residual: 6.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.05us 64K:12.05us 2M:12.06us 16M:12.08us 64M:12.17us 256M:12.54us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.5%, 512K 17.2%, 1M 16.7%, 2M 16.1%, 4M 15.7%, 8M 15.4%, 16M
# 15.5%, 32M 16.1%.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     69.38us     57.55us
# seq             2M          0         2         2     2097152           0     235.5us     285.5us
# seq            16M          0        16        16    16777216           0     1.885ms     2.162ms
# seq            64M          0        64        64    67108864           0     9.106ms     8.597ms
# seq           256M          0       256       256   268435456           0     40.61ms     34.34ms
# stride         64M        64K         8        32    67108864           0     7.095ms     6.983ms
# stride        256M         2M        32       128     8388608           0     2.641ms     3.032ms
# random         16M          0        12        16    16777216           0      2.14ms     2.074ms
# random         64M          0        36       161    67108864           0     10.22ms      9.12ms
# random        256M          0       125      1211   268435456           0      52.9ms     42.68ms
# fresh           2M          0         2         2           0     2097152     140.3us     167.9us
# fresh          16M          0        16        16           0    16777216     1.103ms     1.221ms
# fresh          64M          0        64        64           0    67108864     5.987ms     4.833ms
# fresh         256M          0       256       256           0   268435456     24.84ms     19.28ms
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
# prefetch at the driver's defaults). Result: 22.09us per batch, 11.77us per
# VA block, bytes / 10.5 GB/s moved, 17.43us per faulting kernel, bytes / 25.3
# GB/s zero-filled.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_batch_ns = 22.09us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_block_ns = 11.77us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:391.4ns 64K:6.262us 512K:50.1us 1M:100.2us 2M:200.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_wake_ns = 17.43us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:161.6ns 64K:2.586us 512K:20.69us 1M:41.38us 2M:82.76us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 40.49us + bytes / 46.9 GB/s, written at the measured sizes (the
# medians would give 3.0%).
# Residual: 14.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.89us 2M:85.24us 16M:398.5us 64M:1.473ms 256M:5.769ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.31us + bytes / 15.6 GB/s, written at
# the measured sizes (the medians would give 2.2%).
# Residual: 7.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.52us 2M:150.1us 16M:1.094ms 64M:4.328ms 256M:17.27ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 12.95us + bytes / 10.6 GB/s, written at the
# measured sizes (the medians would give 13.4%).
# Residual: 13.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.16us 512K:62.6us 2M:211.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.04us + bytes / 3.75 GB/s, written at
# the measured sizes (the medians would give 8.8%).
# Residual: 12.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.49us 512K:161.7us 2M:580.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 290.6us + bytes / 2.86
# GB/s, written at the measured sizes (the medians would give 3.4%).
# Residual: 12.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:313.5us 256K:382.3us 2M:1.024ms 16M:6.162ms 64M:23.77ms 256M:94.23ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.152us + bytes / 1.61e+03 GB/s, misses by 23.6% RMS,
# so it is not used.
# Residual: 18.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.728us 2M:2.825us 16M:13.86us 64M:44.28us 256M:172.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 16.14us +
# bytes / 89.6 GB/s, written at the measured sizes (the medians would give
# 6.6%).
# Residual: 13.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.88us 2M:39.56us 16M:203.5us 64M:765.5us 256M:3.013ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 17.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.2us

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
# sizes): 9.658us + bytes / 242 GB/s, written at the measured sizes (the
# medians would give 14.7%).
# Residual: 14.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.33us 16M:79.05us 64M:287.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 26.84us + bytes / 182 GB/s, misses by 20.2% RMS, so it is not used.
# Residual: 20.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:38.14us 16M:121.7us 64M:388.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.883us +
# bytes / 175 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.98us 16M:95.55us 64M:381us 256M:1.575ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.651us
# + bytes / 11.5 GB/s, misses by 28.6% RMS, so it is not used.
# Residual: 14.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.208us 64K:22.26us 2M:139.1us 16M:1.558ms 64M:7.202ms 256M:30.62ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.03us + bytes / 11.6 GB/s,
# misses by 22.2% RMS, so it is not used.
# Residual: 11.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.883us 64K:28.44us 2M:240.5us 16M:1.377ms 64M:5.793ms 256M:20.21ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.5 GB/s, misses by 25.7% RMS, so it is not used.
# Residual: 25.3% RMS relative over 20 repetitions.
host_read_ns = 64K:6.321us 2M:206.6us 16M:2.205ms 64M:9.233ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22.8 GB/s, misses by
# 29.0% RMS, so it is not used.
# Residual: 15.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.179us 2M:71.81us 16M:802.3us 64M:5.088ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 747ns +
# bytes / 11 GB/s, written at the measured sizes (the medians would give
# 4.2%).
# Residual: 4.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.709us 2M:191.5us 16M:1.527ms 64M:6.106ms

