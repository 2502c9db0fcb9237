# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-22r/machine-refit.profile --base
# docs/data/validation-h100-2026-11-22r/machine.profile --from
# docs/data/validation-h100-2026-11-22r/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22r/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22r/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22r/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22r/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22r/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22r/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22r/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22r/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22r/calibration-10.profile.measurements.csv.gz`
# on 2026-11-22T00:46:30Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API
# 13000), CUDA runtime 13000. Every repetition is in the measurements file
# beside this one (its name + .measurements.csv); `gpurun --calibrate FILE
# --from THAT.csv` redoes the fit without a GPU. Each key says how it was
# measured and fitted and its RMS relative residual: the written value against
# every repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-22r/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:46:30Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 50 repetitions.
# Residual: 11.1% RMS relative over 50 repetitions.
launch_ns = 4.794us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Not in these measurements: kept from the
# base profile docs/data/validation-h100-2026-11-22r/machine.profile.
kernel_gap_ns = 2us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (450 points at 9
# sizes): the best line, 3.097us + bytes / 4.68e+03 GB/s, misses by 60.9% RMS,
# so it is not used.
# Residual: 33.7% RMS relative over 450 repetitions.
malloc_ns = 4K:3.193us 64K:3.148us 1M:3.102us 1536K:3.106us 2M:63us 8M:53.13us 64M:84.27us 256M:89.62us 1G:180.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (450 points at 9 sizes): the
# best line, 2.682us + bytes / 1.32e+03 GB/s, misses by 56.6% RMS, so it is
# not used.
# Residual: 36.0% RMS relative over 450 repetitions.
free_ns = 4K:3.768us 64K:3.058us 1M:3.065us 1536K:2.942us 2M:46.33us 8M:50.38us 64M:85.46us 256M:204us 1G:700us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22r/machine.profile.
managed_malloc_ns = 4K:16.06us 64K:13.7us 2M:14.42us 16M:14.29us 64M:13.57us 256M:14.5us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (300 points at 6 sizes): the best line, 14.37us + bytes /
# 2.42e+05 GB/s, misses by 25.4% RMS, so it is not used.
# Residual: 25.0% RMS relative over 300 repetitions.
managed_free_ns = 4K:16.03us 64K:13.86us 2M:14.23us 16M:14.21us 64M:14.13us 256M:15.66us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-22r/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.8%, 512K 17.4%, 1M 16.5%, 2M 14.9%, 4M 13.2%, 8M 12.6%, 16M
# 13.9%, 32M 15.2%.
# Residual: 24.1% RMS relative over 700 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     83.87us     77.78us
# seq             2M          0         2         2     2097152           0     305.7us     313.7us
# seq            16M          0        16        16    16777216           0     2.077ms     2.273ms
# seq            64M          0        64        64    67108864           0     10.63ms      8.99ms
# seq           256M          0       256       256   268435456           0     43.99ms     35.86ms
# stride         64M        64K         8        32    67108864           0     7.318ms     7.268ms
# stride        256M         2M        32       128     8388608           0     3.254ms     3.588ms
# random         16M          0        12        16    16777216           0     1.782ms     2.186ms
# random         64M          0        36       161    67108864           0     10.71ms     9.933ms
# random        256M          0       125      1211   268435456           0     55.95ms     48.27ms
# fresh           2M          0         2         2           0     2097152     178.5us     195.1us
# fresh          16M          0        16        16           0    16777216     1.178ms     1.324ms
# fresh          64M          0        64        64           0    67108864     5.644ms     5.196ms
# fresh         256M          0       256       256           0   268435456     25.23ms     20.68ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 700 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted to each case's median (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte +
# fault_wake_ns (once: the kernel's first fault) + bytes zero-filled *
# fault_zero_ns per byte, with batches, blocks and bytes those simrun's engine
# produces for the same access (fault_batch and fault_window as below, density
# prefetch at the driver's defaults). Result: 21.62us per batch, 15.96us per
# VA block, bytes / 10.2 GB/s moved, 33.79us per faulting kernel, bytes / 24.3
# GB/s zero-filled.
# Residual: 24.1% RMS relative over 700 repetitions.
fault_batch_ns = 21.62us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.1% RMS relative over 700 repetitions.
fault_block_ns = 15.96us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.1% RMS relative over 700 repetitions.
fault_h2d_ns = 4K:399.8ns 64K:6.397us 512K:51.17us 1M:102.3us 2M:204.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.1% RMS relative over 700 repetitions.
fault_wake_ns = 33.79us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.1% RMS relative over 700 repetitions.
fault_zero_ns = 4K:168.2ns 64K:2.692us 512K:21.53us 1M:43.07us 2M:86.13us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (250 points at 5 sizes): the best line, 51.13us + bytes /
# 44.8 GB/s, misses by 20.6% RMS, so it is not used.
# Residual: 11.9% RMS relative over 250 repetitions.
prefetch_h2d_ns = 64K:47.3us 2M:144.5us 16M:472.4us 64M:1.424ms 256M:5.578ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (250 points at 5 sizes): the best line,
# 18.36us + bytes / 9.08 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 14.5% RMS relative over 250 repetitions.
prefetch_d2h_ns = 64K:25.36us 2M:275.4us 16M:1.871ms 64M:7.23ms 256M:28.09ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (4800 points at 3 sizes): the best line,
# 19.35us + bytes / 8.45 GB/s, misses by 19.7% RMS, so it is not used.
# Residual: 19.6% RMS relative over 4800 repetitions.
evict_d2h_ns = 64K:27.25us 512K:79.8us 2M:271.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 300 points at 3 sizes): 21.88us + bytes / 2.94 GB/s, written at the
# measured sizes (the means would give 12.5%).
# Residual: 14.3% RMS relative over 300 repetitions.
cpu_fault_d2h_ns = 64K:44.2us 512K:200.4us 2M:736.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-22r/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (300 points at 6 sizes): the best line, 361.2us +
# bytes / 2.18 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 12.6% RMS relative over 300 repetitions.
host_populate_ns = 64K:417.4us 256K:498.6us 2M:1.064ms 16M:8.616ms 64M:33.84ms 256M:135.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (500 points at 5
# sizes): the best line, 3.813us + bytes / 839 GB/s, misses by 31.4% RMS, so
# it is not used.
# Residual: 28.7% RMS relative over 500 repetitions.
prefetch_host_ns = 64K:5.362us 2M:4.989us 16M:24.59us 64M:87.47us 256M:348us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (250 points at 5 sizes): the best line, 17.49us + bytes / 66.7 GB/s, misses
# by 16.8% RMS, so it is not used.
# Residual: 10.0% RMS relative over 250 repetitions.
prefetch_call_ns = 64K:21.29us 2M:39.03us 16M:282.4us 64M:1.115ms 256M:4.433ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 150 repetitions.
# Residual: 37.4% RMS relative over 150 repetitions.
prefetch_defer_ns = 122.1us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Not in
# these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22r/machine.profile.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (150 points at 3 sizes): the best line, 9.438us + bytes /
# 203 GB/s, misses by 24.3% RMS, so it is not used.
# Residual: 24.2% RMS relative over 150 repetitions.
prefetch_zero_ns = 2M:19.86us 16M:89.62us 64M:348.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22r/machine.profile.
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (200 points at 4 sizes): the best line, 1.456us
# + bytes / 151 GB/s, misses by 31.6% RMS, so it is not used.
# Residual: 31.7% RMS relative over 200 repetitions.
managed_free_resident_ns = 2M:15.67us 16M:107.2us 64M:451.7us 256M:1.833ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22r/machine.profile.
memcpy_h2d_ns = 4K:6.279us 64K:24.15us 2M:360us 16M:2.655ms 64M:10.67ms 256M:41.7ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (300 points at 6 sizes): the best line, 16.9us + bytes / 8.87 GB/s,
# misses by 26.0% RMS, so it is not used.
# Residual: 19.1% RMS relative over 300 repetitions.
memcpy_d2h_ns = 4K:15.35us 64K:33.01us 2M:305us 16M:1.877ms 64M:7.051ms 256M:27.98ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (200 points at 4 sizes): the best line, 0ns +
# bytes / 5.49 GB/s, misses by 25.8% RMS, so it is not used.
# Residual: 23.2% RMS relative over 200 repetitions.
host_read_ns = 64K:11.51us 2M:347.3us 16M:3.191ms 64M:13.14ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (200 points at 4 sizes): the best line, 0ns + bytes / 17.3 GB/s, misses by
# 44.3% RMS, so it is not used.
# Residual: 23.6% RMS relative over 200 repetitions.
host_write_ns = 64K:1.47us 2M:87.56us 16M:1.549ms 64M:6.996ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Not in these
# measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22r/machine.profile.
host_write_cold_ns = 64K:6.872us 2M:194.2us 16M:1.548ms 64M:6.188ms

