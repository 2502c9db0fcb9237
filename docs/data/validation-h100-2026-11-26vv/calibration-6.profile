# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-6.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T21:59:12Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:59:12Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.2% RMS relative over 5 repetitions.
launch_ns = 4.603us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.177us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.761us + bytes / 2.46e+03 GB/s, misses by 78.0% RMS,
# so it is not used.
# Residual: 81.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.68us 64K:3.02us 1M:3.004us 1536K:3.118us 2M:64.52us 8M:51.52us 64M:101.2us 256M:84.87us 1G:570us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.293us + bytes / 1.14e+03 GB/s, misses by 47.1% RMS, so it is
# not used.
# Residual: 22.8% RMS relative over 45 repetitions.
free_ns = 4K:3.414us 64K:3.808us 1M:3.93us 1536K:3.784us 2M:43.27us 8M:49.09us 64M:89.31us 256M:193.8us 1G:970.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.776us + bytes / 3.32e+03 GB/s, misses by 65.9% RMS, so it is not used.
# Residual: 36.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.52us 64K:3.42us 2M:30.32us 16M:41.93us 64M:65.33us 256M:67.27us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.58us + bytes / 1.33e+06 GB/s, written at the measured sizes (the
# medians would give 8.0%).
# Residual: 8.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.58us 64K:14.58us 2M:14.58us 16M:14.59us 64M:14.63us 256M:14.78us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.4%, 512K 17.0%, 1M 16.3%, 2M 15.7%, 4M 15.6%, 8M 15.9%, 16M
# 16.2%, 32M 17.0%.
# Residual: 18.9% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     73.02us     60.45us
# seq             2M          0         2         2     2097152           0     225.2us     295.7us
# seq            16M          0        16        16    16777216           0     2.106ms     2.131ms
# seq            64M          0        64        64    67108864           0     10.52ms     8.422ms
# seq           256M          0       256       256   268435456           0     44.14ms     33.59ms
# stride         64M        64K        16        32    67108864           0     7.422ms     7.754ms
# stride        256M         2M        64       128     8388608           0     3.014ms     3.357ms
# random         16M          0         9        23    16777216           0     2.369ms     2.244ms
# random         64M          0        35       230    67108864           0      11.5ms     11.37ms
# random        256M          0       128      1431   268435456           0      60.2ms     54.61ms
# fresh           2M          0         2         2           0     2097152     181.9us     212.3us
# fresh          16M          0        16        16           0    16777216      1.33ms     1.464ms
# fresh          64M          0        64        64           0    67108864     6.788ms     5.754ms
# fresh         256M          0       256       256           0   268435456     27.75ms     22.91ms
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
# prefetch at the driver's defaults). Result: 1.855us per batch, 18.09us per
# VA block, bytes / 9.44 GB/s moved, 33.56us per faulting kernel, bytes / 15.1
# GB/s zero-filled.
# Residual: 18.9% RMS relative over 70 repetitions.
fault_batch_ns = 1.855us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.9% RMS relative over 70 repetitions.
fault_block_ns = 18.09us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:434.1ns 64K:6.946us 512K:55.56us 1M:111.1us 2M:222.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.9% RMS relative over 70 repetitions.
fault_wake_ns = 33.56us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:271.2ns 64K:4.34us 512K:34.72us 1M:69.43us 2M:138.9us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 47.18us + bytes / 45.8 GB/s, written at the measured sizes (the
# medians would give 1.8%).
# Residual: 14.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:48.61us 2M:92.98us 16M:413.6us 64M:1.513ms 256M:5.909ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.76us + bytes / 9.14 GB/s, written at
# the measured sizes (the medians would give 1.9%).
# Residual: 4.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.92us 2M:247.2us 16M:1.853ms 64M:7.359ms 256M:29.38ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.36us + bytes / 8.19 GB/s, written at the
# measured sizes (the medians would give 8.5%).
# Residual: 8.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.36us 512K:81.37us 2M:273.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.11us + bytes / 3.04 GB/s, written at
# the measured sizes (the medians would give 7.5%).
# Residual: 10.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.66us 512K:195.5us 2M:712.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 303.2us + bytes / 2.45 GB/s, written at the measured
# sizes (the medians would give 4.0%).
# Residual: 12.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:329.9us 256K:410.2us 2M:1.159ms 16M:7.151ms 64M:27.7ms 256M:109.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.095us + bytes / 880 GB/s, misses by 21.9% RMS, so
# it is not used.
# Residual: 13.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.491us 2M:5.276us 16M:22.38us 64M:85.32us 256M:338.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.72us + bytes / 72.1 GB/s, misses
# by 15.8% RMS, so it is not used.
# Residual: 6.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.22us 2M:35.55us 16M:261.9us 64M:1.028ms 256M:4.141ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 15.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 121.4us

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
# sizes): 9.426us + bytes / 212 GB/s, written at the measured sizes (the
# medians would give 13.4%).
# Residual: 13.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:19.31us 16M:88.5us 64M:325.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.18us + bytes / 171 GB/s, written at the measured
# sizes (the medians would give 9.5%).
# Residual: 9.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.44us 16M:121.3us 64M:415.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 882.7ns +
# bytes / 159 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.16us 16M:105.5us 64M:420.3us 256M:1.717ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.11us
# + bytes / 8.41 GB/s, misses by 28.9% RMS, so it is not used.
# Residual: 17.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.762us 64K:27.93us 2M:196.1us 16M:2.165ms 64M:8.926ms 256M:37.34ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.73us + bytes / 9.35 GB/s,
# misses by 21.1% RMS, so it is not used.
# Residual: 10.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.5us 64K:32.12us 2M:296.9us 16M:1.685ms 64M:6.783ms 256M:26.47ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8 GB/s, misses by 21.6% RMS, so it is not used.
# Residual: 13.4% RMS relative over 20 repetitions.
host_read_ns = 64K:6.52us 2M:211.9us 16M:2.402ms 64M:10.55ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22.9 GB/s, misses by
# 40.5% RMS, so it is not used.
# Residual: 11.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.205us 2M:65.97us 16M:1.236ms 64M:6.953ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.291us +
# bytes / 10.2 GB/s, written at the measured sizes (the medians would give
# 4.8%).
# Residual: 5.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.699us 2M:206.3us 16M:1.642ms 64M:6.563ms

