# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-1.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T22:18:55Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:18:55Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 20.2% RMS relative over 5 repetitions.
launch_ns = 4.795us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.97us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.93us + bytes / 3.88e+03 GB/s, misses by 59.8% RMS,
# so it is not used.
# Residual: 30.3% RMS relative over 45 repetitions.
malloc_ns = 4K:3.437us 64K:2.848us 1M:2.827us 1536K:3.051us 2M:56.28us 8M:49.18us 64M:57.03us 256M:82.96us 1G:221.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.533us + bytes / 1.42e+03 GB/s, misses by 47.1% RMS, so it is
# not used.
# Residual: 21.7% RMS relative over 45 repetitions.
free_ns = 4K:4.358us 64K:3.701us 1M:3.788us 1536K:3.764us 2M:40.41us 8M:45.57us 64M:89.1us 256M:179.5us 1G:649.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.191us + bytes / 3.68e+03 GB/s, misses by 65.1% RMS, so it is not used.
# Residual: 40.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.853us 64K:3.843us 2M:30.15us 16M:64.72us 64M:68.32us 256M:63.16us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.63us + bytes / 3.14e+05 GB/s, written at the measured sizes (the
# medians would give 12.4%).
# Residual: 12.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.63us 64K:12.63us 2M:12.64us 16M:12.68us 64M:12.84us 256M:13.48us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.2%, 512K 17.9%, 1M 17.5%, 2M 16.6%, 4M 16.1%, 8M 15.1%, 16M
# 14.7%, 32M 15.3%.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     80.74us     70.54us
# seq             2M          0         2         2     2097152           0     276.5us     301.5us
# seq            16M          0        16        16    16777216           0     1.865ms     2.356ms
# seq            64M          0        64        64    67108864           0     10.32ms     9.398ms
# seq           256M          0       256       256   268435456           0     40.08ms     37.57ms
# stride         64M        64K         4        32    67108864           0     6.533ms     6.386ms
# stride        256M         2M        16       128     8388608           0     2.906ms      3.25ms
# random         16M          0        16        16    16777216           0     2.327ms     2.356ms
# random         64M          0        39       104    67108864           0     10.37ms     8.911ms
# random        256M          0       127       907   268435456           0     55.75ms     41.46ms
# fresh           2M          0         2         2           0     2097152     143.3us     164.1us
# fresh          16M          0        16        16           0    16777216     1.125ms     1.257ms
# fresh          64M          0        64        64           0    67108864     5.879ms     5.002ms
# fresh         256M          0       256       256           0   268435456     25.03ms     19.99ms
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
# prefetch at the driver's defaults). Result: 42.53us per batch, 14.4us per VA
# block, bytes / 11.7 GB/s moved, 8.001us per faulting kernel, bytes / 49.7
# GB/s zero-filled.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_batch_ns = 42.53us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_block_ns = 14.4us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:350.8ns 64K:5.612us 512K:44.9us 1M:89.79us 2M:179.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_wake_ns = 8.001us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:82.45ns 64K:1.319us 512K:10.55us 1M:21.11us 2M:42.21us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.76us + bytes /
# 45.6 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 2.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.86us 2M:120us 16M:434.5us 64M:1.397ms 256M:5.495ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.35us + bytes / 9.18 GB/s, written at
# the measured sizes (the medians would give 2.4%).
# Residual: 6.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.49us 2M:246.8us 16M:1.846ms 64M:7.328ms 256M:29.26ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.16us + bytes / 11.4 GB/s, written at the
# measured sizes (the medians would give 11.5%).
# Residual: 11.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.93us 512K:60.34us 2M:198.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 25.99us + bytes / 3.18 GB/s, misses by 18.7% RMS, so it is not used.
# Residual: 13.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.51us 512K:226.5us 2M:625us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 471.7us +
# bytes / 2.06 GB/s, misses by 18.1% RMS, so it is not used.
# Residual: 9.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:563us 256K:644us 2M:1.11ms 16M:9.52ms 64M:37.32ms 256M:151.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.489us + bytes / 825 GB/s, misses by 22.8% RMS, so
# it is not used.
# Residual: 13.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.739us 2M:4.753us 16M:26.66us 64M:88.17us 256M:337.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.28us + bytes / 88.7 GB/s, misses
# by 18.3% RMS, so it is not used.
# Residual: 12.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.13us 2M:31.58us 16M:275.9us 64M:762us 256M:3.058ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 38.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.3us

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
# measured medians (15 points at 3 sizes): the best line, 9.873us + bytes /
# 247 GB/s, misses by 19.8% RMS, so it is not used.
# Residual: 16.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.94us 16M:91.76us 64M:256.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 35.52us + bytes / 191 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 17.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:47.03us 16M:119.1us 64M:398.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 8.571us +
# bytes / 169 GB/s, misses by 25.8% RMS, so it is not used.
# Residual: 25.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:21.87us 16M:98.85us 64M:397.9us 256M:1.763ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.811us
# + bytes / 10.6 GB/s, misses by 28.3% RMS, so it is not used.
# Residual: 14.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.383us 64K:23.15us 2M:154.1us 16M:1.687ms 64M:6.999ms 256M:34.42ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.92us + bytes / 10.8 GB/s,
# misses by 25.0% RMS, so it is not used.
# Residual: 11.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.5us 64K:31.38us 2M:295.1us 16M:1.66ms 64M:6.445ms 256M:19.66ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.94 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 12.8% RMS relative over 20 repetitions.
host_read_ns = 64K:7.688us 2M:233.3us 16M:2.29ms 64M:9.173ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 24.5 GB/s, misses by
# 35.1% RMS, so it is not used.
# Residual: 13.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.256us 2M:62.73us 16M:950us 64M:5.333ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.2 GB/s, written at the measured sizes (the medians would give
# 5.8%).
# Residual: 5.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.206us 2M:205.3us 16M:1.651ms 64M:6.607ms

