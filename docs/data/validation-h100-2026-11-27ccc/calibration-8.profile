# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-8.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T01:54:43Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:54:43Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 10.7% RMS relative over 5 repetitions.
launch_ns = 3.429us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.045us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.76us + bytes / 6.34e+03 GB/s, misses by 58.6% RMS,
# so it is not used.
# Residual: 26.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.636us 64K:2.765us 1M:2.762us 1536K:2.832us 2M:47.88us 8M:35.4us 64M:48.73us 256M:64.28us 1G:132.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.123us + bytes / 2.57e+03 GB/s, misses by 52.0% RMS, so it is
# not used.
# Residual: 22.6% RMS relative over 45 repetitions.
free_ns = 4K:1.328us 64K:1.406us 1M:1.322us 1536K:1.377us 2M:33.4us 8M:32.92us 64M:51.76us 256M:122.1us 1G:337.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 3.54us
# + bytes / 7.92e+03 GB/s, misses by 66.5% RMS, so it is not used.
# Residual: 41.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.95us 64K:3.396us 2M:20.58us 16M:27.61us 64M:30.92us 256M:30.76us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.231us + bytes / 2.64e+05 GB/s, written at the measured sizes (the
# medians would give 14.6%).
# Residual: 14.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.231us 64K:7.232us 2M:7.239us 16M:7.295us 64M:7.486us 256M:8.25us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.5%, 512K 16.0%, 1M 15.3%, 2M 15.5%, 4M 16.3%, 8M 17.8%, 16M
# 19.5%, 32M 21.1%.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      64.8us     57.45us
# seq             2M          0         2         2     2097152           0     180.1us     205.6us
# seq            16M          0        16        16    16777216           0     1.161ms     1.372ms
# seq            64M          0        64        64    67108864           0     6.078ms     5.371ms
# seq           256M          0       256       256   268435456           0     36.61ms     21.37ms
# stride         64M        64K        64        64    67108864           0     5.449ms     5.371ms
# stride        256M         2M       128       128     8388608           0     2.312ms     2.397ms
# random         16M          0        10        55    16777216           0     1.848ms     1.922ms
# random         64M          0        38       373    67108864           0     9.002ms     9.726ms
# random        256M          0       160      1651   268435456           0     47.21ms     41.03ms
# fresh           2M          0         2         2           0     2097152     192.5us       222us
# fresh          16M          0        16        16           0    16777216     1.448ms     1.503ms
# fresh          64M          0        64        64           0    67108864      6.83ms     5.893ms
# fresh         256M          0       256       256           0   268435456     25.25ms     23.46ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 14.09us per VA
# block, bytes / 15.1 GB/s moved, 39.03us per faulting kernel, bytes / 13.6
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_block_ns = 14.09us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:270.4ns 64K:4.326us 512K:34.61us 1M:69.21us 2M:138.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_wake_ns = 39.03us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:302.3ns 64K:4.836us 512K:38.69us 1M:77.38us 2M:154.8us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.83us + bytes / 47
# GB/s, misses by 18.0% RMS, so it is not used.
# Residual: 3.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.66us 2M:123.3us 16M:432.9us 64M:1.344ms 256M:5.301ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 15.1us + bytes / 15.9 GB/s, written at the
# measured sizes (the means would give 7.4%).
# Residual: 13.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.23us 2M:147.4us 16M:1.073ms 64M:4.248ms 256M:16.95ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 16.39us + bytes / 13.9 GB/s, written at the measured
# sizes (the means would give 12.2%).
# Residual: 12.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.11us 512K:54.16us 2M:167.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (30 points at 3 sizes): the best
# line, 13.92us + bytes / 3.27 GB/s, misses by 27.7% RMS, so it is not used.
# Residual: 30.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.28us 512K:164us 2M:695.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 224.4us +
# bytes / 3.64 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 10.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:265.2us 256K:302.7us 2M:635.2us 16M:5.193ms 64M:20.43ms 256M:82.01ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.666us + bytes / 1.86e+03 GB/s, misses by 23.3% RMS,
# so it is not used.
# Residual: 16.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.228us 2M:2.231us 16M:11.37us 64M:39.43us 256M:151us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 9.529us +
# bytes / 116 GB/s, written at the measured sizes (the medians would give
# 6.8%).
# Residual: 13.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:10.09us 2M:27.58us 16M:153.9us 64M:587.1us 256M:2.32ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.08us

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
# measured medians (15 points at 3 sizes): the best line, 5.757us + bytes /
# 310 GB/s, misses by 21.4% RMS, so it is not used.
# Residual: 21.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.55us 16M:58.87us 64M:225.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 25.72us + bytes / 269 GB/s, misses by 18.4% RMS, so it is not used.
# Residual: 16.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:34.93us 16M:78.77us 64M:306.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.604us +
# bytes / 193 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.47us 16M:88.55us 64M:340.3us 256M:1.425ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.744us
# + bytes / 13.3 GB/s, misses by 29.1% RMS, so it is not used.
# Residual: 16.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.288us 64K:22.17us 2M:130.4us 16M:1.129ms 64M:6.133ms 256M:28.35ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 13.34us + bytes / 12.1 GB/s,
# misses by 26.9% RMS, so it is not used.
# Residual: 18.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.96us 64K:27.11us 2M:226.2us 16M:1.21ms 64M:5.147ms 256M:24.36ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 12 GB/s, misses by 35.6% RMS, so it is not used.
# Residual: 34.3% RMS relative over 20 repetitions.
host_read_ns = 64K:3.781us 2M:133.7us 16M:1.748ms 64M:7.775ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27.8 GB/s, misses by
# 34.1% RMS, so it is not used.
# Residual: 17.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.04us 2M:57.24us 16M:712.2us 64M:4.753ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 974.6ns +
# bytes / 12 GB/s, written at the measured sizes (the medians would give
# 4.2%).
# Residual: 5.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.43us 2M:175.6us 16M:1.398ms 64M:5.588ms

