# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/valA/gpu/machine.profile
# --base scripts/../profiles/h100-pcie5.profile --from
# /tmp/valA/gpu/calibration-1.profile.measurements.csv --from
# /tmp/valA/gpu/calibration-2.profile.measurements.csv --from
# /tmp/valA/gpu/calibration-3.profile.measurements.csv --from
# /tmp/valA/gpu/calibration-4.profile.measurements.csv --from
# /tmp/valA/gpu/calibration-5.profile.measurements.csv --from
# /tmp/valA/gpu/calibration-6.profile.measurements.csv --from
# /tmp/valA/gpu/calibration-7.profile.measurements.csv --from
# /tmp/valA/gpu/calibration-8.profile.measurements.csv --from
# /tmp/valA/gpu/calibration-9.profile.measurements.csv --from
# /tmp/valA/gpu/calibration-10.profile.measurements.csv --from
# /tmp/valA/gpu/calibration-11.profile.measurements.csv --from
# /tmp/valA/gpu/calibration-12.profile.measurements.csv --from
# /tmp/valA/gpu/calibration-13.profile.measurements.csv` from measurements of
# 2026-11-27T09:17:20Z to 2026-11-27T09:23:25Z: NVIDIA H100 80GB HBM3, driver
# 580.159.04 (API 13000), CUDA runtime 13000. Every repetition is in the
# measurements file beside this one (its name + .measurements.csv); `gpurun
# --calibrate FILE --from THAT.csv` redoes the fit without a GPU. Each key
# says how it was measured and fitted and its RMS relative residual: the
# written value against every repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:17:20Z to 2026-11-27T09:23:25Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 65 repetitions.
# Residual: 16.7% RMS relative over 65 repetitions.
launch_ns = 4.561us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 65 repetitions.
# Residual: 4.3% RMS relative over 65 repetitions.
kernel_gap_ns = 2.005us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (585 points at 9
# sizes): the best line, 2.922us + bytes / 6.27e+03 GB/s, misses by 59.3% RMS,
# so it is not used.
# Residual: 30.6% RMS relative over 585 repetitions.
malloc_ns = 4K:3.194us 64K:2.936us 1M:2.891us 1536K:2.774us 2M:56.38us 8M:50.37us 64M:77.76us 256M:78.29us 1G:136us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (585 points at 9 sizes): the
# best line, 2.154us + bytes / 1.48e+03 GB/s, misses by 57.4% RMS, so it is
# not used.
# Residual: 34.1% RMS relative over 585 repetitions.
free_ns = 4K:2.796us 64K:2.634us 1M:2.566us 1536K:2.392us 2M:43.12us 8M:47.15us 64M:80.62us 256M:187.1us 1G:618.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (390 points at 6 sizes): the best line,
# 4.234us + bytes / 5.08e+03 GB/s, misses by 68.0% RMS, so it is not used.
# Residual: 44.4% RMS relative over 390 repetitions.
managed_malloc_ns = 4K:4.012us 64K:3.653us 2M:28.12us 16M:40.6us 64M:47.29us 256M:46.6us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (390 points at 6 sizes): the best line, 13.36us + bytes /
# 1.92e+05 GB/s, misses by 20.6% RMS, so it is not used.
# Residual: 20.3% RMS relative over 390 repetitions.
managed_free_ns = 4K:14.31us 64K:13.3us 2M:13.13us 16M:13.32us 64M:13.18us 256M:14.94us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.1%, 512K 16.7%, 1M 16.1%, 2M 15.2%, 4M 15.4%, 8M 15.7%, 16M
# 15.8%, 32M 16.6%.
# Residual: 22.1% RMS relative over 910 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     83.74us     68.58us
# seq             2M          0         2         2     2097152           0     233.2us     273.9us
# seq            16M          0        16        16    16777216           0     1.764ms     1.865ms
# seq            64M          0        64        64    67108864           0     9.108ms     7.319ms
# seq           256M          0       256       256   268435456           0     39.55ms     29.13ms
# stride         64M        64K        32        32    67108864           0     6.182ms     6.814ms
# stride        256M         2M       128       128     8388608           0     2.665ms     2.849ms
# random         16M          0         9        35    16777216           0     2.185ms     2.164ms
# random         64M          0        34       306    67108864           0     10.46ms     11.14ms
# random        256M          0       139      1560   268435456           0     54.07ms      49.7ms
# fresh           2M          0         2         2           0     2097152     166.7us     203.7us
# fresh          16M          0        16        16           0    16777216     1.202ms     1.303ms
# fresh          64M          0        64        64           0    67108864     6.077ms     5.072ms
# fresh         256M          0       256       256           0   268435456     25.22ms     20.15ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 910 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted to each case's median (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte +
# fault_wake_ns (once: the kernel's first fault) + bytes zero-filled *
# fault_zero_ns per byte, with batches, blocks and bytes those simrun's engine
# produces for the same access (fault_batch and fault_window as below, density
# prefetch at the driver's defaults). Result: 0ns per batch, 15.77us per VA
# block, bytes / 10.7 GB/s moved, 46.69us per faulting kernel, bytes / 16.7
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 22.1% RMS relative over 910 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.1% RMS relative over 910 repetitions.
fault_block_ns = 15.77us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.1% RMS relative over 910 repetitions.
fault_h2d_ns = 4K:382.2ns 64K:6.116us 512K:48.92us 1M:97.85us 2M:195.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.1% RMS relative over 910 repetitions.
fault_wake_ns = 46.69us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.1% RMS relative over 910 repetitions.
fault_zero_ns = 4K:245.1ns 64K:3.922us 512K:31.38us 1M:62.75us 2M:125.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (520 points at 8 sizes): the best line, 44.99us + bytes /
# 44.6 GB/s, misses by 19.5% RMS, so it is not used.
# Residual: 9.2% RMS relative over 520 repetitions.
prefetch_h2d_ns = 64K:38.65us 256K:48.91us 1M:97.43us 2M:123.6us 4M:165.7us 16M:436.3us 64M:1.373ms 256M:5.403ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (520 points at 8 sizes): the best line,
# 17.54us + bytes / 10.7 GB/s, misses by 20.1% RMS, so it is not used.
# Residual: 19.2% RMS relative over 520 repetitions.
prefetch_d2h_ns = 64K:22.85us 256K:43.35us 1M:127.2us 2M:233.9us 4M:394.9us 16M:1.535ms 64M:6.042ms 256M:24.54ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (6240 points at 3 sizes): the best line,
# 17.54us + bytes / 9.59 GB/s, misses by 19.6% RMS, so it is not used.
# Residual: 19.6% RMS relative over 6240 repetitions.
evict_d2h_ns = 64K:24.26us 512K:73.55us 2M:233.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 390 points at 3 sizes): 22.58us + bytes / 2.97 GB/s, written at the
# measured sizes (the means would give 12.6%).
# Residual: 14.3% RMS relative over 390 repetitions.
cpu_fault_d2h_ns = 64K:44.62us 512K:198.9us 2M:727.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (390 points at 6 sizes): the best line, 301.9us +
# bytes / 2.46 GB/s, misses by 20.9% RMS, so it is not used.
# Residual: 17.3% RMS relative over 390 repetitions.
host_populate_ns = 64K:351.3us 256K:417.4us 2M:939.4us 16M:7.51ms 64M:30.27ms 256M:119.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (1040 points at
# 8 sizes): the best line, 3.343us + bytes / 941 GB/s, misses by 36.7% RMS, so
# it is not used.
# Residual: 33.7% RMS relative over 1040 repetitions.
prefetch_host_ns = 64K:4.381us 256K:4.167us 1M:4.247us 2M:4.236us 4M:7.857us 16M:22.47us 64M:79.17us 256M:310.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (520 points at 8 sizes): the best line, 12.97us + bytes / 92.8 GB/s, misses
# by 20.2% RMS, so it is not used.
# Residual: 16.1% RMS relative over 520 repetitions.
prefetch_call_ns = 64K:19.27us 256K:14.52us 1M:21.81us 2M:32.12us 4M:55.11us 16M:208.2us 64M:820.5us 256M:3.013ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 195 repetitions.
# Residual: 26.4% RMS relative over 195 repetitions.
prefetch_defer_ns = 94.43us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Fit:
# the median of 65 repetitions.
# Residual: 0.0% RMS relative over 65 repetitions.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (195 points at 3 sizes): the best line, 7.862us + bytes /
# 257 GB/s, misses by 21.0% RMS, so it is not used.
# Residual: 21.3% RMS relative over 195 repetitions.
prefetch_zero_ns = 2M:15.87us 16M:77.71us 64M:257.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (195 points at 3 sizes): the best line,
# 25.77us + bytes / 194 GB/s, misses by 20.5% RMS, so it is not used.
# Residual: 20.5% RMS relative over 195 repetitions.
prefetch_zero_defer_ns = 2M:36.54us 16M:112.9us 64M:370.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (260 points at 4 sizes): the best line, 2.738us
# + bytes / 158 GB/s, misses by 26.8% RMS, so it is not used.
# Residual: 26.8% RMS relative over 260 repetitions.
managed_free_resident_ns = 2M:16.12us 16M:106.5us 64M:430.4us 256M:1.714ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (1040 points at 16 sizes): the best line,
# 7.847us + bytes / 13 GB/s, misses by 26.4% RMS, so it is not used.
# Residual: 14.4% RMS relative over 1040 repetitions.
memcpy_h2d_ns = 4K:7.737us 8K:8.177us 16K:9.737us 32K:14.77us 64K:22.56us 128K:15.48us 256K:22.05us 512K:36.61us 1M:69.46us 2M:165.1us 4M:345.2us 8M:717.2us 16M:1.532ms 32M:3.277ms 64M:7.483ms 256M:34.48ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (1040 points at 16 sizes): the best line, 13.9us + bytes / 9.91 GB/s,
# misses by 29.0% RMS, so it is not used.
# Residual: 15.7% RMS relative over 1040 repetitions.
memcpy_d2h_ns = 4K:14.49us 8K:11.66us 16K:12.68us 32K:20.67us 64K:31.24us 128K:42.93us 256K:83.87us 512K:112.8us 1M:190.4us 2M:259.4us 4M:433.1us 8M:793.4us 16M:1.499ms 32M:2.906ms 64M:5.944ms 256M:22.85ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (455 points at 7 sizes): the best line, 0ns +
# bytes / 10.1 GB/s, misses by 47.1% RMS, so it is not used.
# Residual: 41.5% RMS relative over 455 repetitions.
host_read_ns = 64K:5.957us 256K:22.9us 1M:93.73us 2M:192.1us 4M:392.2us 16M:1.957ms 64M:9.02ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (455 points at 7 sizes): the best line, 0ns + bytes / 29.2 GB/s, misses by
# 34.1% RMS, so it is not used.
# Residual: 16.5% RMS relative over 455 repetitions.
host_write_ns = 64K:1.235us 256K:6.825us 1M:27.57us 2M:59.73us 4M:200.6us 16M:1.004ms 64M:5.111ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 455 points at 7 sizes): 324ns +
# bytes / 11 GB/s, written at the measured sizes (the medians would give
# 10.2%).
# Residual: 10.2% RMS relative over 455 repetitions.
host_write_cold_ns = 64K:6.264us 256K:24.08us 1M:95.36us 2M:190.4us 4M:380.5us 16M:1.521ms 64M:6.083ms

