# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-26vv/machine-refit.profile --base
# docs/data/validation-h100-2026-11-26vv/machine.profile --from
# docs/data/validation-h100-2026-11-26vv/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26vv/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26vv/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26vv/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26vv/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26vv/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26vv/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26vv/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26vv/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26vv/calibration-10.profile.measuremen` on
# 2026-11-26T21:56:31Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-26vv/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:56:31Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 75 repetitions.
# Residual: 12.9% RMS relative over 75 repetitions.
launch_ns = 4.681us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 75 repetitions.
# Residual: 4.8% RMS relative over 75 repetitions.
kernel_gap_ns = 2.166us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (675 points at 9
# sizes): the best line, 2.998us + bytes / 4.38e+03 GB/s, misses by 60.2% RMS,
# so it is not used.
# Residual: 32.1% RMS relative over 675 repetitions.
malloc_ns = 4K:3.258us 64K:3.072us 1M:3.017us 1536K:2.94us 2M:68.52us 8M:52.62us 64M:86us 256M:86.69us 1G:195.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (675 points at 9 sizes): the
# best line, 2.959us + bytes / 1.33e+03 GB/s, misses by 55.2% RMS, so it is
# not used.
# Residual: 32.7% RMS relative over 675 repetitions.
free_ns = 4K:3.709us 64K:3.514us 1M:3.614us 1536K:3.008us 2M:48.27us 8M:48.99us 64M:87.26us 256M:203.5us 1G:688.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (450 points at 6 sizes): the best line,
# 4.459us + bytes / 2.92e+03 GB/s, misses by 68.0% RMS, so it is not used.
# Residual: 45.5% RMS relative over 450 repetitions.
managed_malloc_ns = 4K:4.317us 64K:3.873us 2M:28.9us 16M:55.52us 64M:76.08us 256M:77.21us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (450 points at 6 sizes): the best line, 14.44us + bytes /
# 4.63e+05 GB/s, misses by 22.0% RMS, so it is not used.
# Residual: 21.9% RMS relative over 450 repetitions.
managed_free_ns = 4K:15.2us 64K:14.42us 2M:14.28us 16M:14.48us 64M:13.94us 256M:15.21us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-26vv/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.3%, 512K 16.0%, 1M 15.4%, 2M 14.5%, 4M 14.4%, 8M 14.3%, 16M
# 14.6%, 32M 15.5%.
# Residual: 22.4% RMS relative over 1050 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     92.26us     76.27us
# seq             2M          0         2         2     2097152           0     259.1us     312.4us
# seq            16M          0        16        16    16777216           0      1.96ms      2.27ms
# seq            64M          0        64        64    67108864           0     9.899ms     8.982ms
# seq           256M          0       256       256   268435456           0     41.86ms     35.83ms
# stride         64M        64K         8        32    67108864           0     6.989ms     7.264ms
# stride        256M         2M        32       128     8388608           0     3.014ms     3.473ms
# random         16M          0        12        16    16777216           0     2.361ms     2.181ms
# random         64M          0        36       161    67108864           0     11.21ms     9.808ms
# random        256M          0       125      1211   268435456           0     57.89ms     47.17ms
# fresh           2M          0         2         2           0     2097152     171.9us     200.4us
# fresh          16M          0        16        16           0    16777216     1.265ms     1.374ms
# fresh          64M          0        64        64           0    67108864     6.177ms     5.398ms
# fresh         256M          0       256       256           0   268435456     26.01ms     21.49ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 1050 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted to each case's median (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte +
# fault_wake_ns (once: the kernel's first fault) + bytes zero-filled *
# fault_zero_ns per byte, with batches, blocks and bytes those simrun's engine
# produces for the same access (fault_batch and fault_window as below, density
# prefetch at the driver's defaults). Result: 22.17us per batch, 14.92us per
# VA block, bytes / 10.2 GB/s moved, 32.77us per faulting kernel, bytes / 22.4
# GB/s zero-filled.
# Residual: 22.4% RMS relative over 1050 repetitions.
fault_batch_ns = 22.17us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.4% RMS relative over 1050 repetitions.
fault_block_ns = 14.92us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.4% RMS relative over 1050 repetitions.
fault_h2d_ns = 4K:401.4ns 64K:6.422us 512K:51.38us 1M:102.8us 2M:205.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.4% RMS relative over 1050 repetitions.
fault_wake_ns = 32.77us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.4% RMS relative over 1050 repetitions.
fault_zero_ns = 4K:182.6ns 64K:2.922us 512K:23.37us 1M:46.75us 2M:93.49us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (375 points at 5 sizes): the best line, 42.48us + bytes /
# 45.5 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 4.5% RMS relative over 375 repetitions.
prefetch_h2d_ns = 64K:39.92us 2M:127.7us 16M:450us 64M:1.4ms 256M:5.496ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (375 points at 5 sizes): the best line,
# 18.36us + bytes / 9.71 GB/s, misses by 18.6% RMS, so it is not used.
# Residual: 17.6% RMS relative over 375 repetitions.
prefetch_d2h_ns = 64K:24.87us 2M:262.2us 16M:1.711ms 64M:6.688ms 256M:26.94ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 7200 points at 3 sizes): 19.25us + bytes / 8.3 GB/s, written at the measured
# sizes (the means would give 14.6%).
# Residual: 14.7% RMS relative over 7200 repetitions.
evict_d2h_ns = 64K:27.15us 512K:82.44us 2M:272us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (450 points at 3 sizes): the best
# line, 22.96us + bytes / 3.11 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 14.0% RMS relative over 450 repetitions.
cpu_fault_d2h_ns = 64K:43.39us 512K:212.3us 2M:653.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-26vv/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (450 points at 6 sizes): the best line, 330.3us +
# bytes / 2.29 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 13.9% RMS relative over 450 repetitions.
host_populate_ns = 64K:380.4us 256K:459.2us 2M:1.013ms 16M:8.047ms 64M:32.22ms 256M:128.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (750 points at 5
# sizes): the best line, 3.264us + bytes / 897 GB/s, misses by 35.7% RMS, so
# it is not used.
# Residual: 32.5% RMS relative over 750 repetitions.
prefetch_host_ns = 64K:4.607us 2M:4.401us 16M:22.66us 64M:81.29us 256M:331.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (375 points at 5 sizes): the best line, 16.18us + bytes / 71.6 GB/s, misses
# by 24.4% RMS, so it is not used.
# Residual: 21.3% RMS relative over 375 repetitions.
prefetch_call_ns = 64K:19.5us 2M:36.64us 16M:262.2us 64M:1.028ms 256M:4.145ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 225 repetitions.
# Residual: 26.0% RMS relative over 225 repetitions.
prefetch_defer_ns = 103.5us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Fit:
# the median of 75 repetitions.
# Residual: 0.0% RMS relative over 75 repetitions.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (225 points at 3 sizes): the best line, 8.381us + bytes /
# 209 GB/s, misses by 19.9% RMS, so it is not used.
# Residual: 19.9% RMS relative over 225 repetitions.
prefetch_zero_ns = 2M:18.4us 16M:88.21us 64M:329.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of
# 225 points at 3 sizes): 25.9us + bytes / 176 GB/s, written at the measured
# sizes (the medians would give 13.9%).
# Residual: 13.9% RMS relative over 225 repetitions.
prefetch_zero_defer_ns = 2M:37.8us 16M:121.1us 64M:406.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (300 points at 4 sizes): the best line, 1.734us
# + bytes / 151 GB/s, misses by 25.6% RMS, so it is not used.
# Residual: 25.6% RMS relative over 300 repetitions.
managed_free_resident_ns = 2M:15.76us 16M:111.2us 64M:449.9us 256M:1.797ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (450 points at 6 sizes): the best line,
# 8.398us + bytes / 8.76 GB/s, misses by 29.0% RMS, so it is not used.
# Residual: 17.4% RMS relative over 450 repetitions.
memcpy_h2d_ns = 4K:8.038us 64K:25.16us 2M:183.6us 16M:2.103ms 64M:9.103ms 256M:37.03ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (450 points at 6 sizes): the best line, 16us + bytes / 9.39 GB/s,
# misses by 24.6% RMS, so it is not used.
# Residual: 17.2% RMS relative over 450 repetitions.
memcpy_d2h_ns = 4K:14.49us 64K:31.95us 2M:282.1us 16M:1.707ms 64M:6.721ms 256M:27.38ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (300 points at 4 sizes): the best line, 0ns +
# bytes / 7.89 GB/s, misses by 33.9% RMS, so it is not used.
# Residual: 25.8% RMS relative over 300 repetitions.
host_read_ns = 64K:7.224us 2M:215.1us 16M:2.433ms 64M:10.73ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (300 points at 4 sizes): the best line, 0ns + bytes / 22.4 GB/s, misses by
# 40.1% RMS, so it is not used.
# Residual: 18.5% RMS relative over 300 repetitions.
host_write_ns = 64K:1.323us 2M:67.58us 16M:1.233ms 64M:6.387ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 300 points at 4 sizes): 703.3ns
# + bytes / 10.2 GB/s, written at the measured sizes (the medians would give
# 8.9%).
# Residual: 8.9% RMS relative over 300 repetitions.
host_write_cold_ns = 64K:7.135us 2M:206.5us 16M:1.647ms 64M:6.587ms

