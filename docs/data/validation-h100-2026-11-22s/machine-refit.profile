# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-22s/machine-refit.profile --base
# docs/data/validation-h100-2026-11-22s/machine.profile --from
# docs/data/validation-h100-2026-11-22s/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22s/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22s/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22s/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22s/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22s/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22s/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22s/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22s/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22s/calibration-10.profile.measurements.csv.gz`
# on 2026-11-22T01:01:51Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API
# 13000), CUDA runtime 13000. Every repetition is in the measurements file
# beside this one (its name + .measurements.csv); `gpurun --calibrate FILE
# --from THAT.csv` redoes the fit without a GPU. Each key says how it was
# measured and fitted and its RMS relative residual: the written value against
# every repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-22s/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:01:51Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 50 repetitions.
# Residual: 23.5% RMS relative over 50 repetitions.
launch_ns = 4.206us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Not in these measurements: kept from the
# base profile docs/data/validation-h100-2026-11-22s/machine.profile.
kernel_gap_ns = 2us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (450 points at 9
# sizes): the best line, 2.574us + bytes / 6.73e+03 GB/s, misses by 64.0% RMS,
# so it is not used.
# Residual: 41.6% RMS relative over 450 repetitions.
malloc_ns = 4K:2.675us 64K:2.529us 1M:2.571us 1536K:2.553us 2M:49.83us 8M:44.24us 64M:51.62us 256M:73.29us 1G:124us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (450 points at 9 sizes): the
# best line, 1.826us + bytes / 1.63e+03 GB/s, misses by 62.7% RMS, so it is
# not used.
# Residual: 43.9% RMS relative over 450 repetitions.
free_ns = 4K:2.374us 64K:2.162us 1M:2.124us 1536K:2.169us 2M:39.08us 8M:41.89us 64M:73.97us 256M:168us 1G:563.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22s/machine.profile.
managed_malloc_ns = 4K:14.66us 64K:11.06us 2M:11us 16M:11.57us 64M:11.2us 256M:11.54us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (300 points at 6 sizes): the best line, 11.63us + bytes /
# 5.28e+05 GB/s, misses by 37.0% RMS, so it is not used.
# Residual: 36.8% RMS relative over 300 repetitions.
managed_free_ns = 4K:13.2us 64K:11.16us 2M:11.28us 16M:11.27us 64M:11.81us 256M:12.15us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-22s/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.6%, 512K 19.3%, 1M 18.7%, 2M 17.4%, 4M 15.5%, 8M 14.3%, 16M
# 15.5%, 32M 16.3%.
# Residual: 29.9% RMS relative over 700 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     73.42us     64.94us
# seq             2M          0         2         2     2097152           0     248.2us     256.7us
# seq            16M          0        16        16    16777216           0     1.835ms     1.914ms
# seq            64M          0        64        64    67108864           0     8.326ms     7.596ms
# seq           256M          0       256       256   268435456           0     35.36ms     30.32ms
# stride         64M        64K         8        32    67108864           0     5.823ms     5.596ms
# stride        256M         2M        32       128     8388608           0     2.615ms      2.92ms
# random         16M          0        12        16    16777216           0     1.446ms     1.795ms
# random         64M          0        36       161    67108864           0     8.399ms     7.762ms
# random        256M          0       125      1211   268435456           0     42.32ms     36.27ms
# fresh           2M          0         2         2           0     2097152     131.2us     150.1us
# fresh          16M          0        16        16           0    16777216     906.2us     1.061ms
# fresh          64M          0        64        64           0    67108864     5.312ms     4.184ms
# fresh         256M          0       256       256           0   268435456     21.44ms     16.68ms
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
# prefetch at the driver's defaults). Result: 29.81us per batch, 10.32us per
# VA block, bytes / 13.4 GB/s moved, 19.92us per faulting kernel, bytes / 42
# GB/s zero-filled.
# Residual: 29.9% RMS relative over 700 repetitions.
fault_batch_ns = 29.81us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 29.9% RMS relative over 700 repetitions.
fault_block_ns = 10.32us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 29.9% RMS relative over 700 repetitions.
fault_h2d_ns = 4K:305.7ns 64K:4.891us 512K:39.12us 1M:78.25us 2M:156.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 29.9% RMS relative over 700 repetitions.
fault_wake_ns = 19.92us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 29.9% RMS relative over 700 repetitions.
fault_zero_ns = 4K:97.45ns 64K:1.559us 512K:12.47us 1M:24.95us 2M:49.89us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (250 points at 5 sizes): the best line, 38.21us + bytes /
# 46.6 GB/s, misses by 18.0% RMS, so it is not used.
# Residual: 8.5% RMS relative over 250 repetitions.
prefetch_h2d_ns = 64K:36.15us 2M:120.4us 16M:425.4us 64M:1.368ms 256M:5.38ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (250 points at 5 sizes): the best line,
# 17.69us + bytes / 10.9 GB/s, misses by 30.0% RMS, so it is not used.
# Residual: 31.7% RMS relative over 250 repetitions.
prefetch_d2h_ns = 64K:23.37us 2M:250.4us 16M:1.397ms 64M:5.559ms 256M:28.27ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (4800 points at 3 sizes): the best line,
# 16.31us + bytes / 9.57 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 22.8% RMS relative over 4800 repetitions.
evict_d2h_ns = 64K:23.16us 512K:71.07us 2M:235.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (300 points at 3 sizes): the best
# line, 21.27us + bytes / 3.17 GB/s, misses by 26.9% RMS, so it is not used.
# Residual: 25.3% RMS relative over 300 repetitions.
cpu_fault_d2h_ns = 64K:40.9us 512K:230.4us 2M:613.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-22s/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (300 points at 6 sizes): the best line, 292.6us +
# bytes / 2.63 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 18.8% RMS relative over 300 repetitions.
host_populate_ns = 64K:343.9us 256K:400.4us 2M:874us 16M:7.018ms 64M:28.15ms 256M:115ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (500 points at 5
# sizes): the best line, 2.769us + bytes / 1.03e+03 GB/s, misses by 43.7% RMS,
# so it is not used.
# Residual: 41.3% RMS relative over 500 repetitions.
prefetch_host_ns = 64K:3.838us 2M:3.8us 16M:19.18us 64M:73.6us 256M:284us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (250 points at 5 sizes): the best line, 15.65us + bytes / 77 GB/s, misses by
# 28.6% RMS, so it is not used.
# Residual: 25.8% RMS relative over 250 repetitions.
prefetch_call_ns = 64K:18.46us 2M:35.34us 16M:247.5us 64M:944.7us 256M:3.72ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 150 repetitions.
# Residual: 33.2% RMS relative over 150 repetitions.
prefetch_defer_ns = 90.26us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Not in
# these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22s/machine.profile.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (150 points at 3 sizes): the best line, 11.06us + bytes /
# 237 GB/s, misses by 32.1% RMS, so it is not used.
# Residual: 32.2% RMS relative over 150 repetitions.
prefetch_zero_ns = 2M:20.02us 16M:79.19us 64M:302.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22s/machine.profile.
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (200 points at 4 sizes): the best line, 639.3ns
# + bytes / 169 GB/s, misses by 30.3% RMS, so it is not used.
# Residual: 29.9% RMS relative over 200 repetitions.
managed_free_resident_ns = 2M:13.35us 16M:94.19us 64M:387.3us 256M:1.714ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22s/machine.profile.
memcpy_h2d_ns = 4K:5.949us 64K:22.35us 2M:289.9us 16M:2.221ms 64M:8.801ms 256M:35.39ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (300 points at 6 sizes): the best line, 15.58us + bytes / 10.3 GB/s,
# misses by 29.4% RMS, so it is not used.
# Residual: 22.6% RMS relative over 300 repetitions.
memcpy_d2h_ns = 4K:14.04us 64K:30.62us 2M:258.8us 16M:1.573ms 64M:5.999ms 256M:25.01ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (200 points at 4 sizes): the best line, 0ns +
# bytes / 8.53 GB/s, misses by 41.4% RMS, so it is not used.
# Residual: 37.3% RMS relative over 200 repetitions.
host_read_ns = 64K:6.415us 2M:210.3us 16M:2.177ms 64M:8.837ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (200 points at 4 sizes): the best line, 0ns + bytes / 23.3 GB/s, misses by
# 38.5% RMS, so it is not used.
# Residual: 25.8% RMS relative over 200 repetitions.
host_write_ns = 64K:1.214us 2M:66.12us 16M:1.004ms 64M:5.029ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Not in these
# measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22s/machine.profile.
host_write_cold_ns = 64K:6.872us 2M:194.2us 16M:1.548ms 64M:6.188ms

