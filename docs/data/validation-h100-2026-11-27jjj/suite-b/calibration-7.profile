# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valB/gpu/calibration-7.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:28:06Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:28:06Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.3% RMS relative over 5 repetitions.
launch_ns = 4.294us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.18us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.865us + bytes / 1.12e+04 GB/s, misses by 58.4% RMS,
# so it is not used.
# Residual: 23.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.769us 64K:2.925us 1M:2.724us 1536K:2.75us 2M:38.94us 8M:36.64us 64M:46.07us 256M:59.29us 1G:77.38us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.199us + bytes / 2.63e+03 GB/s, misses by 52.4% RMS, so it is
# not used.
# Residual: 21.9% RMS relative over 45 repetitions.
free_ns = 4K:1.517us 64K:1.45us 1M:1.319us 1536K:1.469us 2M:30.96us 8M:32.91us 64M:60.88us 256M:117.5us 1G:329.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.972us + bytes / 6.35e+03 GB/s, misses by 65.0% RMS, so it is not used.
# Residual: 36.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.07us 64K:2.44us 2M:19.36us 16M:29.36us 64M:40.39us 256M:36.89us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.499us + bytes / 4.25e+05 GB/s, written at the measured sizes (the
# medians would give 5.0%).
# Residual: 6.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.499us 64K:9.499us 2M:9.504us 16M:9.538us 64M:9.657us 256M:10.13us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.8%, 512K 16.4%, 1M 15.8%, 2M 15.3%, 4M 15.1%, 8M 15.6%, 16M
# 16.4%, 32M 17.5%.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     65.15us     51.52us
# seq             2M          0         2         2     2097152           0     181.9us     213.7us
# seq            16M          0        16        16    16777216           0     1.351ms      1.48ms
# seq            64M          0        64        64    67108864           0      6.04ms     5.823ms
# seq           256M          0       256       256   268435456           0      29.4ms     23.19ms
# stride         64M        64K        16        32    67108864           0     5.354ms     5.367ms
# stride        256M         2M        64       128     8388608           0     2.179ms     2.395ms
# random         16M          0         9        23    16777216           0     1.688ms      1.57ms
# random         64M          0        35       230    67108864           0     7.828ms      8.03ms
# random        256M          0       128      1431   268435456           0     43.12ms     38.86ms
# fresh           2M          0         2         2           0     2097152     115.2us     143.4us
# fresh          16M          0        16        16           0    16777216     836.3us     917.7us
# fresh          64M          0        64        64           0    67108864     4.416ms     3.573ms
# fresh         256M          0       256       256           0   268435456     18.83ms     14.19ms
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
# prefetch at the driver's defaults). Result: 560.8ns per batch, 13.4us per VA
# block, bytes / 13.7 GB/s moved, 32.78us per faulting kernel, bytes / 25.4
# GB/s zero-filled.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_batch_ns = 560.8ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_block_ns = 13.4us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:298.9ns 64K:4.782us 512K:38.26us 1M:76.52us 2M:153us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_wake_ns = 32.78us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:161.5ns 64K:2.585us 512K:20.68us 1M:41.35us 2M:82.71us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 47.21us + bytes /
# 47.3 GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 8.7% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:45.65us 256K:46.25us 1M:84.97us 2M:112.9us 4M:150.6us 16M:410.6us 64M:1.344ms 256M:5.304ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 15.67us + bytes / 15.9 GB/s, written at the
# measured sizes (the means would give 1.2%).
# Residual: 9.2% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:19.8us 256K:32.18us 1M:81.74us 2M:147.8us 4M:280us 16M:1.073ms 64M:4.244ms 256M:16.93ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 13.54us + bytes / 12.2 GB/s, written at the measured
# sizes (the means would give 10.6%).
# Residual: 10.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.93us 512K:56.68us 2M:186.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 20.36us + bytes / 4.1 GB/s, written at the
# measured sizes (the means would give 5.5%).
# Residual: 8.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.34us 512K:148.2us 2M:531.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 227.1us + bytes / 3.38 GB/s, written at the measured
# sizes (the medians would give 3.8%).
# Residual: 11.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:246.5us 256K:304.7us 2M:847.9us 16M:5.194ms 64M:20.09ms 256M:79.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.972us + bytes / 1.71e+03 GB/s, misses by 16.8% RMS,
# so it is not used.
# Residual: 13.3% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:3.393us 256K:3.448us 1M:3.468us 2M:3.478us 4M:5.601us 16M:13.25us 64M:43.19us 256M:162.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 14.54us +
# bytes / 77.6 GB/s, written at the measured sizes (the medians would give
# 3.8%).
# Residual: 14.0% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:15.38us 256K:17.91us 1M:28.05us 2M:41.56us 4M:68.58us 16M:230.7us 64M:879.2us 256M:3.473ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.25us

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
# measured medians (15 points at 3 sizes): the best line, 5.611us + bytes /
# 216 GB/s, misses by 18.1% RMS, so it is not used.
# Residual: 18.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.23us 16M:86.81us 64M:306.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.24us + bytes / 198 GB/s, written at the measured
# sizes (the medians would give 9.7%).
# Residual: 11.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.82us 16M:106.9us 64M:360.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 196 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.12us 16M:84.41us 64M:341.4us 256M:1.374ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.177us + bytes / 16.1 GB/s, misses by 24.5% RMS, so it is not used.
# Residual: 10.6% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:6.496us 8K:7.299us 16K:9.102us 32K:13.66us 64K:20.37us 128K:14us 256K:20.01us 512K:32.42us 1M:56.64us 2M:121.1us 4M:279.2us 8M:562us 16M:1.065ms 32M:2.64ms 64M:5.841ms 256M:29.13ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.1us + bytes / 11.4 GB/s,
# misses by 27.3% RMS, so it is not used.
# Residual: 7.3% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:11.77us 8K:9.915us 16K:11.39us 32K:22.3us 64K:27.76us 128K:38.46us 256K:58.43us 512K:96.68us 1M:158.9us 2M:230.6us 4M:369.3us 8M:664.9us 16M:1.246ms 32M:2.644ms 64M:5.401ms 256M:19.78ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 1.001us +
# bytes / 8.73 GB/s, misses by 20.4% RMS, so it is not used.
# Residual: 14.7% RMS relative over 35 repetitions.
host_read_ns = 64K:8.623us 256K:30.23us 1M:118.5us 2M:234.5us 4M:398.6us 16M:2.284ms 64M:10.07ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 27.9 GB/s, misses by
# 31.5% RMS, so it is not used.
# Residual: 12.6% RMS relative over 35 repetitions.
host_write_ns = 64K:1.167us 256K:7.131us 1M:26.55us 2M:71.89us 4M:195.2us 16M:970.1us 64M:5.138ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 9.88 GB/s, written at the measured sizes (the medians would give
# 3.6%).
# Residual: 3.6% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.292us 256K:26.2us 1M:105.8us 2M:212us 4M:424.4us 16M:1.699ms 64M:6.795ms

