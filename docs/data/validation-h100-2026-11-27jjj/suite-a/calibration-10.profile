# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valA/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:21:53Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:21:53Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.8% RMS relative over 5 repetitions.
launch_ns = 4.767us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.015us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.909us + bytes / 5.31e+03 GB/s, misses by 60.1% RMS,
# so it is not used.
# Residual: 29.4% RMS relative over 45 repetitions.
malloc_ns = 4K:3.774us 64K:3.176us 1M:3.421us 1536K:2.334us 2M:58.15us 8M:49.52us 64M:83.55us 256M:96.36us 1G:160.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.215us + bytes / 1.58e+03 GB/s, misses by 50.9% RMS, so it is
# not used.
# Residual: 23.2% RMS relative over 45 repetitions.
free_ns = 4K:2.517us 64K:3.175us 1M:3.196us 1536K:2.191us 2M:44.41us 8M:48.13us 64M:79.36us 256M:187.5us 1G:570us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.508us + bytes / 3.11e+03 GB/s, misses by 68.3% RMS, so it is not used.
# Residual: 40.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.257us 64K:4.073us 2M:42.82us 16M:52.98us 64M:71.53us 256M:72.94us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.69us + bytes / 1.52e+05 GB/s, written at the measured sizes (the
# medians would give 13.8%).
# Residual: 14.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.69us 64K:13.69us 2M:13.7us 16M:13.8us 64M:14.13us 256M:15.45us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 21.3%, 512K 21.1%, 1M 20.9%, 2M 21.4%, 4M 22.1%, 8M 23.1%, 16M
# 23.9%, 32M 24.4%.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     146.8us     91.73us
# seq             2M          0         2         2     2097152           0     319.2us     296.1us
# seq            16M          0        16        16    16777216           0     1.471ms     1.856ms
# seq            64M          0        64        64    67108864           0     7.713ms     7.204ms
# seq           256M          0       256       256   268435456           0     33.06ms     28.59ms
# stride         64M        64K        64        64    67108864           0     7.259ms     7.204ms
# stride        256M         2M       128       128     8388608           0     2.118ms      2.43ms
# random         16M          0        10        55    16777216           0     2.344ms     2.332ms
# random         64M          0        38       373    67108864           0     11.28ms     10.98ms
# random        256M          0       160      1651   268435456           0     57.93ms     45.63ms
# fresh           2M          0         2         2           0     2097152     157.8us     222.8us
# fresh          16M          0        16        16           0    16777216      1.28ms     1.269ms
# fresh          64M          0        64        64           0    67108864     6.481ms     4.856ms
# fresh         256M          0       256       256           0   268435456     26.41ms     19.21ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 12.21us per VA
# block, bytes / 10.6 GB/s moved, 73.32us per faulting kernel, bytes / 16.8
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_block_ns = 12.21us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:387.5ns 64K:6.2us 512K:49.6us 1M:99.2us 2M:198.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_wake_ns = 73.32us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:244.2ns 64K:3.908us 512K:31.26us 1M:62.52us 2M:125us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 48.26us + bytes /
# 45.1 GB/s, misses by 20.4% RMS, so it is not used.
# Residual: 1.8% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:41.77us 256K:49.5us 1M:109.9us 2M:134.7us 4M:175.5us 16M:427.2us 64M:1.356ms 256M:5.363ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 23.57us + bytes / 14.2 GB/s, written at the
# measured sizes (the means would give 1.9%).
# Residual: 12.0% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:28.18us 256K:42.03us 1M:97.4us 2M:171.2us 4M:318.9us 16M:1.205ms 64M:4.749ms 256M:18.93ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 16.1us + bytes / 11.8 GB/s, written at the measured
# sizes (the means would give 10.8%).
# Residual: 10.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.65us 512K:60.5us 2M:193.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 20.63us + bytes / 3.47 GB/s, written at the
# measured sizes (the means would give 5.3%).
# Residual: 7.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.5us 512K:171.6us 2M:624.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 318.7us +
# bytes / 2.3 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 11.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:368.5us 256K:450.2us 2M:981.8us 16M:8.133ms 64M:32.38ms 256M:127.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.275us + bytes / 1.43e+03 GB/s, misses by 21.2% RMS,
# so it is not used.
# Residual: 14.0% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.818us 256K:2.792us 1M:2.836us 2M:2.805us 4M:6.401us 16M:15.45us 64M:50.95us 256M:189.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 10.8us + bytes / 85.2 GB/s, misses by
# 19.5% RMS, so it is not used.
# Residual: 7.5% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:18.86us 256K:12.8us 1M:19.06us 2M:33.49us 4M:54.98us 16M:231.5us 64M:884us 256M:3.527ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 104.4us

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
# measured medians (15 points at 3 sizes): the best line, 6.892us + bytes /
# 269 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 15.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.52us 16M:74.65us 64M:243.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 61.94us + bytes / 176 GB/s, written at the measured
# sizes (the medians would give 4.2%).
# Residual: 4.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:73.83us 16M:157.1us 64M:442.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 6.835us +
# bytes / 155 GB/s, misses by 24.0% RMS, so it is not used.
# Residual: 24.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:20.67us 16M:111.7us 64M:430.7us 256M:1.824ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.647us + bytes / 14.4 GB/s, misses by 26.9% RMS, so it is not used.
# Residual: 11.6% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.533us 8K:8.218us 16K:9.445us 32K:14.13us 64K:21.43us 128K:13.88us 256K:20.04us 512K:34.04us 1M:64.27us 2M:139.6us 4M:320.4us 8M:663.4us 16M:1.415ms 32M:2.9ms 64M:7.464ms 256M:35.56ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.58us + bytes / 11.2 GB/s,
# misses by 28.5% RMS, so it is not used.
# Residual: 8.0% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:12.64us 8K:10.23us 16K:11.57us 32K:22.82us 64K:28.01us 128K:40.59us 256K:66.27us 512K:103.5us 1M:172.2us 2M:239.4us 4M:389.7us 8M:710.1us 16M:1.311ms 32M:2.521ms 64M:5.432ms 256M:19.6ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 15.5 GB/s, misses by 32.2% RMS, so it is not used.
# Residual: 22.7% RMS relative over 35 repetitions.
host_read_ns = 64K:3.521us 256K:13.89us 1M:55.13us 2M:122.4us 4M:269.2us 16M:1.819ms 64M:8.251ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 31.2 GB/s, misses by
# 33.3% RMS, so it is not used.
# Residual: 9.5% RMS relative over 35 repetitions.
host_write_ns = 64K:1.052us 256K:6.123us 1M:26.39us 2M:55.28us 4M:196.4us 16M:1.017ms 64M:5.004ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 11.4 GB/s, written at the measured sizes (the medians would give
# 7.4%).
# Residual: 7.5% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.655us 256K:22.98us 1M:92.26us 2M:184.6us 4M:369.4us 16M:1.478ms 64M:5.912ms

