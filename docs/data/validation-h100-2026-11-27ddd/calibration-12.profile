# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T03:03:54Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T03:03:54Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.4% RMS relative over 5 repetitions.
launch_ns = 3.67us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.187us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.495us + bytes / 5.06e+03 GB/s, misses by 59.2% RMS,
# so it is not used.
# Residual: 26.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.69us 64K:2.601us 1M:2.571us 1536K:2.375us 2M:49.45us 8M:43.42us 64M:49.13us 256M:84.18us 1G:163.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.898us + bytes / 1.72e+03 GB/s, misses by 48.9% RMS, so it is
# not used.
# Residual: 17.7% RMS relative over 45 repetitions.
free_ns = 4K:2.351us 64K:2.314us 1M:2.207us 1536K:2.162us 2M:38.14us 8M:42.03us 64M:75.1us 256M:155.6us 1G:541.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 3.52us
# + bytes / 2.98e+03 GB/s, misses by 60.3% RMS, so it is not used.
# Residual: 39.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.557us 64K:2.997us 2M:26.28us 16M:37.29us 64M:46.34us 256M:72.91us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 13.3us + bytes /
# 3.05e+05 GB/s, misses by 15.0% RMS, so it is not used.
# Residual: 13.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.07us 64K:13.38us 2M:15.45us 16M:12.16us 64M:12.38us 256M:14.68us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.1%, 512K 18.9%, 1M 18.4%, 2M 17.6%, 4M 16.0%, 8M 14.0%, 16M
# 14.1%, 32M 14.5%.
# Residual: 20.8% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     68.64us     56.13us
# seq             2M          0         2         2     2097152           0     208.7us     237.4us
# seq            16M          0        16        16    16777216           0     1.626ms      1.84ms
# seq            64M          0        64        64    67108864           0     7.752ms     7.335ms
# seq           256M          0       256       256   268435456           0     32.61ms     29.32ms
# stride         64M        64K         8        32    67108864           0     5.338ms     5.094ms
# stride        256M         2M        32       128     8388608           0     2.377ms      2.69ms
# random         16M          0        12        16    16777216           0     1.581ms     1.697ms
# random         64M          0        36       161    67108864           0     8.245ms     7.071ms
# random        256M          0       125      1211   268435456           0     35.54ms     31.88ms
# fresh           2M          0         2         2           0     2097152     98.21us     115.1us
# fresh          16M          0        16        16           0    16777216     762.8us     861.6us
# fresh          64M          0        64        64           0    67108864     4.426ms     3.421ms
# fresh         256M          0       256       256           0   268435456     16.94ms     13.66ms
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
# prefetch at the driver's defaults). Result: 35.7us per batch, 7.577us per VA
# block, bytes / 14.7 GB/s moved, 8.402us per faulting kernel, bytes / 104
# GB/s zero-filled.
# Residual: 20.8% RMS relative over 70 repetitions.
fault_batch_ns = 35.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.8% RMS relative over 70 repetitions.
fault_block_ns = 7.577us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:278.2ns 64K:4.451us 512K:35.6us 1M:71.21us 2M:142.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.8% RMS relative over 70 repetitions.
fault_wake_ns = 8.402us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:39.27ns 64K:628.2ns 512K:5.026us 1M:10.05us 2M:20.1us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.99us + bytes / 47
# GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 0.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.01us 2M:117.4us 16M:423.2us 64M:1.352ms 256M:5.362ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 16.13us + bytes / 11.1 GB/s, written at the
# measured sizes (the means would give 2.3%).
# Residual: 6.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.05us 2M:205.7us 16M:1.533ms 64M:6.082ms 256M:24.28ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 15.95us + bytes / 9.51 GB/s, written at the measured
# sizes (the means would give 7.3%).
# Residual: 7.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:22.84us 512K:71.08us 2M:236.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 23.34us + bytes / 3.51 GB/s, written at the
# measured sizes (the means would give 4.9%).
# Residual: 8.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.01us 512K:172.7us 2M:620.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 281.9us +
# bytes / 2.78 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 10.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:326.2us 256K:391.9us 2M:826.1us 16M:6.564ms 64M:26.86ms 256M:109.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.625us + bytes / 1.04e+03 GB/s, misses by 21.7% RMS,
# so it is not used.
# Residual: 12.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.66us 2M:3.631us 16M:19.93us 64M:70.15us 256M:278.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 9.927us +
# bytes / 123 GB/s, written at the measured sizes (the medians would give
# 4.4%).
# Residual: 11.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:10.46us 2M:27.03us 16M:146.7us 64M:557.2us 256M:2.199ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.17us

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
# sizes): 5.13us + bytes / 310 GB/s, written at the measured sizes (the
# medians would give 12.5%).
# Residual: 12.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:11.89us 16M:59.23us 64M:221.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 19.38us + bytes / 230 GB/s, written at the measured
# sizes (the medians would give 8.4%).
# Residual: 8.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:28.49us 16M:92.28us 64M:311us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 250.4ns +
# bytes / 164 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.88us 16M:104.9us 64M:405.2us 256M:1.618ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.282us
# + bytes / 11.2 GB/s, misses by 26.9% RMS, so it is not used.
# Residual: 17.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.882us 64K:22.46us 2M:143.2us 16M:1.803ms 64M:7.22ms 256M:26.29ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 14.74us + bytes / 10.6 GB/s,
# misses by 23.1% RMS, so it is not used.
# Residual: 19.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:13.51us 64K:27.64us 2M:217.8us 16M:1.419ms 64M:7.82ms 256M:23.27ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 12.2 GB/s, misses by 38.0% RMS, so it is not used.
# Residual: 25.6% RMS relative over 20 repetitions.
host_read_ns = 64K:2.802us 2M:129us 16M:1.928ms 64M:7.596ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.9 GB/s, misses by
# 38.6% RMS, so it is not used.
# Residual: 18.9% RMS relative over 20 repetitions.
host_write_ns = 64K:844ns 2M:47.11us 16M:1.045ms 64M:4.182ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 14 GB/s, written at the measured sizes (the medians would give
# 5.5%).
# Residual: 5.5% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.198us 2M:149.8us 16M:1.202ms 64M:4.808ms

