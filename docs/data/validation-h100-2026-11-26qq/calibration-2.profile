# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-2.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T19:16:37Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:16:37Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 47.5% RMS relative over 5 repetitions.
launch_ns = 18.69us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.168us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.097us + bytes / 4.71e+03 GB/s, misses by 58.2% RMS,
# so it is not used.
# Residual: 24.2% RMS relative over 45 repetitions.
malloc_ns = 4K:3.143us 64K:3.279us 1M:3.23us 1536K:2.959us 2M:69.93us 8M:53.75us 64M:86.04us 256M:114.1us 1G:177.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.371us + bytes / 1.25e+03 GB/s, misses by 48.3% RMS, so it is
# not used.
# Residual: 19.2% RMS relative over 45 repetitions.
free_ns = 4K:2.926us 64K:2.92us 1M:2.887us 1536K:2.715us 2M:45.39us 8M:49.37us 64M:81.09us 256M:258.7us 1G:696.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.626us + bytes / 3.18e+03 GB/s, misses by 67.3% RMS, so it is not used.
# Residual: 40.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.734us 64K:3.108us 2M:35.16us 16M:46.22us 64M:70.63us 256M:70.3us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.25us + bytes / 1.75e+05 GB/s, written at the measured sizes (the
# medians would give 11.3%).
# Residual: 12.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.25us 64K:12.25us 2M:12.26us 16M:12.35us 64M:12.64us 256M:13.78us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.0%, 512K 17.9%, 1M 18.0%, 2M 18.0%, 4M 17.7%, 8M 16.6%, 16M
# 15.9%, 32M 16.1%.
# Residual: 25.8% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     64.03us     56.35us
# seq             2M          0         2         2     2097152           0     239.2us     281.8us
# seq            16M          0        16        16    16777216           0      1.72ms     2.254ms
# seq            64M          0        64        64    67108864           0     9.921ms     9.017ms
# seq           256M          0       256       256   268435456           0     42.64ms     36.07ms
# stride         64M        64K         4        32    67108864           0     6.824ms     6.263ms
# stride        256M         2M        16       128     8388608           0     2.505ms     2.689ms
# random         16M          0        16        16    16777216           0     2.361ms     2.254ms
# random         64M          0        39       104    67108864           0     11.17ms      8.42ms
# random        256M          0       127       907   268435456           0     40.79ms     37.58ms
# fresh           2M          0         2         2           0     2097152     101.2us       111us
# fresh          16M          0        16        16           0    16777216     767.1us     888.2us
# fresh          64M          0        64        64           0    67108864     4.193ms     3.553ms
# fresh         256M          0       256       256           0   268435456     17.77ms     14.21ms
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
# prefetch at the driver's defaults). Result: 40.39us per batch, 10.32us per
# VA block, bytes / 11.6 GB/s moved, 0ns per faulting kernel, bytes / 218 GB/s
# zero-filled.
# Residual: 25.8% RMS relative over 70 repetitions.
fault_batch_ns = 40.39us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.8% RMS relative over 70 repetitions.
fault_block_ns = 10.32us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 25.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:352.2ns 64K:5.636us 512K:45.09us 1M:90.18us 2M:180.4us

# One of the five coefficients of the fault model: see fault_batch_ns. This
# coefficient came out negative and is held at 0.
# Residual: 25.8% RMS relative over 70 repetitions.
fault_wake_ns = 0ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 25.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:18.76ns 64K:300.2ns 512K:2.402us 1M:4.803us 2M:9.607us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 45.51us + bytes /
# 45.8 GB/s, misses by 20.4% RMS, so it is not used.
# Residual: 11.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:42.24us 2M:142.8us 16M:451us 64M:1.398ms 256M:5.43ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.46us + bytes / 9.98 GB/s, written at
# the measured sizes (the medians would give 10.4%).
# Residual: 11.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.03us 2M:228.6us 16M:1.7ms 64M:6.744ms 256M:26.92ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.3us + bytes / 9.1 GB/s, written at the
# measured sizes (the medians would give 11.5%).
# Residual: 11.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.51us 512K:74.91us 2M:247.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 26.13us + bytes / 3.25 GB/s, written at
# the measured sizes (the medians would give 10.5%).
# Residual: 12.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.26us 512K:187.2us 2M:670.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 313.1us + bytes / 2.36
# GB/s, written at the measured sizes (the medians would give 6.8%).
# Residual: 11.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:340.8us 256K:424.1us 2M:1.201ms 16M:7.415ms 64M:28.72ms 256M:113.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.728us + bytes / 956 GB/s, misses by 22.8% RMS, so
# it is not used.
# Residual: 14.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.83us 2M:3.845us 16M:20.79us 64M:78.54us 256M:307.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 22.89us + bytes / 72.1 GB/s, misses
# by 29.1% RMS, so it is not used.
# Residual: 32.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:21.75us 2M:87.3us 16M:239.3us 64M:948.3us 256M:3.547ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.68us

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
# measured medians (15 points at 3 sizes): the best line, 6.922us + bytes /
# 239 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 17.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.63us 16M:79.23us 64M:281.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 19.68us + bytes / 240 GB/s, written at the measured
# sizes (the medians would give 8.9%).
# Residual: 9.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:28.44us 16M:89.73us 64M:299.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.447us +
# bytes / 152 GB/s, misses by 24.1% RMS, so it is not used.
# Residual: 24.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18.62us 16M:109.3us 64M:455.4us 256M:1.82ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.183us
# + bytes / 9.52 GB/s, misses by 29.5% RMS, so it is not used.
# Residual: 17.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.869us 64K:25.04us 2M:174.2us 16M:1.812ms 64M:7.778ms 256M:35.71ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.62us + bytes / 9.82 GB/s,
# misses by 19.2% RMS, so it is not used.
# Residual: 11.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.42us 64K:30.33us 2M:252.1us 16M:1.647ms 64M:6.373ms 256M:26.47ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 20
# points at 4 sizes): 0ns + bytes / 6.69 GB/s, written at the measured sizes
# (the medians would give 12.1%).
# Residual: 13.4% RMS relative over 20 repetitions.
host_read_ns = 64K:7.832us 2M:311.4us 16M:2.505ms 64M:10.02ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22.1 GB/s, misses by
# 28.2% RMS, so it is not used.
# Residual: 12.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.122us 2M:71.5us 16M:921us 64M:5.033ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.8 GB/s, written at the measured sizes (the medians would give
# 6.3%).
# Residual: 6.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.538us 2M:193.1us 16M:1.548ms 64M:6.195ms

