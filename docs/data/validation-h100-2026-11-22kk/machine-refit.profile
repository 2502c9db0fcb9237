# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-22kk/machine-refit.profile --base
# docs/data/validation-h100-2026-11-22kk/machine.profile --from
# docs/data/validation-h100-2026-11-22kk/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22kk/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22kk/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22kk/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22kk/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22kk/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22kk/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22kk/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22kk/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22kk/calibration-10.profile.measuremen` on
# 2026-11-22T12:03:28Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-22kk/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:03:28Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 75 repetitions.
# Residual: 18.1% RMS relative over 75 repetitions.
launch_ns = 4.217us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 75 repetitions.
# Residual: 7.0% RMS relative over 75 repetitions.
kernel_gap_ns = 2.015us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (675 points at 9
# sizes): the best line, 2.993us + bytes / 5.67e+03 GB/s, misses by 64.3% RMS,
# so it is not used.
# Residual: 41.4% RMS relative over 675 repetitions.
malloc_ns = 4K:3.156us 64K:2.977us 1M:3.022us 1536K:2.895us 2M:59.63us 8M:49.23us 64M:65.07us 256M:77.54us 1G:148.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (675 points at 9 sizes): the
# best line, 3.092us + bytes / 1.5e+03 GB/s, misses by 74.3% RMS, so it is not
# used.
# Residual: 56.9% RMS relative over 675 repetitions.
free_ns = 4K:3.586us 64K:3.523us 1M:3.341us 1536K:3.336us 2M:43.46us 8M:45.34us 64M:84.06us 256M:181.9us 1G:594us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (450 points at 6 sizes): the best line,
# 4.109us + bytes / 4.69e+03 GB/s, misses by 69.1% RMS, so it is not used.
# Residual: 48.3% RMS relative over 450 repetitions.
managed_malloc_ns = 4K:4.081us 64K:3.431us 2M:24.51us 16M:42.91us 64M:49.2us 256M:49.83us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (450 points at 6 sizes): the best line, 12.12us + bytes /
# 2.38e+05 GB/s, misses by 30.3% RMS, so it is not used.
# Residual: 30.2% RMS relative over 450 repetitions.
managed_free_ns = 4K:12.76us 64K:11.77us 2M:12.02us 16M:12.38us 64M:12.07us 256M:13.34us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-22kk/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.2%, 512K 15.9%, 1M 15.3%, 2M 14.5%, 4M 14.4%, 8M 14.4%, 16M
# 14.6%, 32M 15.4%.
# Residual: 28.4% RMS relative over 1050 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     80.38us     66.59us
# seq             2M          0         2         2     2097152           0     229.5us     279.4us
# seq            16M          0        16        16    16777216           0     1.768ms     2.039ms
# seq            64M          0        64        64    67108864           0     8.895ms     8.073ms
# seq           256M          0       256       256   268435456           0        38ms     32.21ms
# stride         64M        64K         8        32    67108864           0     6.286ms     6.542ms
# stride        256M         2M        32       128     8388608           0     2.651ms     3.056ms
# random         16M          0        12        16    16777216           0     2.119ms     1.959ms
# random         64M          0        36       161    67108864           0     10.12ms      8.76ms
# random        256M          0       125      1211   268435456           0     51.23ms     41.86ms
# fresh           2M          0         2         2           0     2097152     158.8us     185.8us
# fresh          16M          0        16        16           0    16777216     1.207ms     1.291ms
# fresh          64M          0        64        64           0    67108864     5.698ms      5.08ms
# fresh         256M          0       256       256           0   268435456      24.6ms     20.24ms
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
# prefetch at the driver's defaults). Result: 20us per batch, 12.85us per VA
# block, bytes / 11.3 GB/s moved, 27.94us per faulting kernel, bytes / 22.8
# GB/s zero-filled.
# Residual: 28.4% RMS relative over 1050 repetitions.
fault_batch_ns = 20us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.4% RMS relative over 1050 repetitions.
fault_block_ns = 12.85us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 28.4% RMS relative over 1050 repetitions.
fault_h2d_ns = 4K:362.7ns 64K:5.803us 512K:46.43us 1M:92.86us 2M:185.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.4% RMS relative over 1050 repetitions.
fault_wake_ns = 27.94us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 28.4% RMS relative over 1050 repetitions.
fault_zero_ns = 4K:180ns 64K:2.88us 512K:23.04us 1M:46.09us 2M:92.17us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (375 points at 5 sizes): the best line, 39.73us + bytes /
# 46.1 GB/s, misses by 19.4% RMS, so it is not used.
# Residual: 11.7% RMS relative over 375 repetitions.
prefetch_h2d_ns = 64K:37.49us 2M:122.3us 16M:443.3us 64M:1.37ms 256M:5.424ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (375 points at 5 sizes): the best line,
# 17.45us + bytes / 10.8 GB/s, misses by 30.4% RMS, so it is not used.
# Residual: 29.9% RMS relative over 375 repetitions.
prefetch_d2h_ns = 64K:23.25us 2M:243us 16M:1.483ms 64M:5.751ms 256M:26.24ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (7200 points at 3 sizes): the best line,
# 19.93us + bytes / 9.07 GB/s, misses by 29.7% RMS, so it is not used.
# Residual: 30.6% RMS relative over 7200 repetitions.
evict_d2h_ns = 64K:27.68us 512K:73.04us 2M:265.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (450 points at 3 sizes): the best
# line, 22.8us + bytes / 3.42 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 20.2% RMS relative over 450 repetitions.
cpu_fault_d2h_ns = 64K:41.22us 512K:199.2us 2M:590.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-22kk/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (450 points at 6 sizes): the best line, 312.9us +
# bytes / 2.55 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 18.8% RMS relative over 450 repetitions.
host_populate_ns = 64K:357.5us 256K:432.4us 2M:924.4us 16M:7.36ms 64M:28.89ms 256M:113.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (750 points at 5
# sizes): the best line, 2.909us + bytes / 1.27e+03 GB/s, misses by 40.1% RMS,
# so it is not used.
# Residual: 37.9% RMS relative over 750 repetitions.
prefetch_host_ns = 64K:3.862us 2M:3.675us 16M:17.18us 64M:59.41us 256M:213.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (375 points at 5 sizes): the best line, 15.2us + bytes / 80.2 GB/s, misses
# by 28.4% RMS, so it is not used.
# Residual: 27.0% RMS relative over 375 repetitions.
prefetch_call_ns = 64K:17.75us 2M:34.36us 16M:242.5us 64M:956.7us 256M:3.334ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 225 repetitions.
# Residual: 35.6% RMS relative over 225 repetitions.
prefetch_defer_ns = 112.2us

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
# measured medians (225 points at 3 sizes): the best line, 7.999us + bytes /
# 249 GB/s, misses by 21.5% RMS, so it is not used.
# Residual: 21.5% RMS relative over 225 repetitions.
prefetch_zero_ns = 2M:16.43us 16M:75.22us 64M:277.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (225 points at 3 sizes): the best line,
# 25.16us + bytes / 209 GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 16.9% RMS relative over 225 repetitions.
prefetch_zero_defer_ns = 2M:35.07us 16M:106.4us 64M:342.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (300 points at 4 sizes): the best line, 4.079us
# + bytes / 166 GB/s, misses by 29.2% RMS, so it is not used.
# Residual: 29.2% RMS relative over 300 repetitions.
managed_free_resident_ns = 2M:16.79us 16M:104us 64M:408.4us 256M:1.636ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (450 points at 6 sizes): the best line,
# 8.063us + bytes / 9.51 GB/s, misses by 32.4% RMS, so it is not used.
# Residual: 23.0% RMS relative over 450 repetitions.
memcpy_h2d_ns = 4K:7.683us 64K:24.04us 2M:169.5us 16M:1.948ms 64M:8.109ms 256M:35.07ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (450 points at 6 sizes): the best line, 15.5us + bytes / 10.2 GB/s,
# misses by 29.5% RMS, so it is not used.
# Residual: 22.0% RMS relative over 450 repetitions.
memcpy_d2h_ns = 4K:13.98us 64K:30.56us 2M:268.1us 16M:1.683ms 64M:5.978ms 256M:24.61ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (300 points at 4 sizes): the best line, 0ns +
# bytes / 9.12 GB/s, misses by 48.5% RMS, so it is not used.
# Residual: 39.9% RMS relative over 300 repetitions.
host_read_ns = 64K:6.452us 2M:182.8us 16M:2.133ms 64M:9.902ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (300 points at 4 sizes): the best line, 0ns + bytes / 24.6 GB/s, misses by
# 43.2% RMS, so it is not used.
# Residual: 24.7% RMS relative over 300 repetitions.
host_write_ns = 64K:1.279us 2M:61.55us 16M:1.13ms 64M:5.753ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (300 points at 4 sizes): the best line, 0ns + bytes / 10.3 GB/s, misses by
# 15.9% RMS, so it is not used.
# Residual: 15.9% RMS relative over 300 repetitions.
host_write_cold_ns = 64K:6.343us 2M:199us 16M:1.665ms 64M:6.582ms

