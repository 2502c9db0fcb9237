# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/lg/cal-1.profile --base
# profiles/h100-pcie5.profile --reps 5` on 2026-11-27T02:44:36Z: NVIDIA H100
# 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000. Every
# repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T02:44:36Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.9% RMS relative over 5 repetitions.
launch_ns = 3.398us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.186us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.722us + bytes / 6.89e+03 GB/s, misses by 59.8% RMS,
# so it is not used.
# Residual: 28.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.696us 64K:2.752us 1M:2.693us 1536K:2.668us 2M:44.83us 8M:35.26us 64M:37.95us 256M:54.53us 1G:123.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.265us + bytes / 2.83e+03 GB/s, misses by 51.9% RMS, so it is
# not used.
# Residual: 21.4% RMS relative over 45 repetitions.
free_ns = 4K:1.5us 64K:1.507us 1M:1.461us 1536K:1.438us 2M:33.06us 8M:33us 64M:47.3us 256M:109.1us 1G:304.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 11.88us + bytes / 5.76e+03 GB/s, misses by 102.8% RMS, so it is not used.
# Residual: 78.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:10.23us 64K:9.692us 2M:39.82us 16M:44.77us 64M:50.47us 256M:49.44us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.48us + bytes * -2.84e-06 ns/B, written at the measured sizes (the
# medians would give 10.0%).
# Residual: 13.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.48us 64K:12.48us 2M:12.47us 16M:12.43us 64M:12.29us 256M:11.72us

# Model parameter (pages per batch), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 21.4%, 512K 21.1%, 1M 20.9%, 2M 19.8%, 4M 19.6%, 8M 17.6%, 16M
# 16.6%, 32M 17.2%.
# Residual: 24.2% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     66.05us     60.41us
# seq             2M          0         2         2     2097152           0     203.9us     240.7us
# seq            16M          0        16        16    16777216           0      1.53ms     1.925ms
# seq            64M          0        64        64    67108864           0     9.661ms     7.701ms
# seq           256M          0       256       256   268435456           0     33.55ms      30.8ms
# stride         64M        64K         4        32    67108864           0     4.497ms     4.679ms
# stride        256M         2M        16       128     8388608           0     2.545ms     2.865ms
# random         16M          0        16        16    16777216           0     2.001ms     1.925ms
# random         64M          0        39       104    67108864           0     9.846ms     7.133ms
# random        256M          0       127       907   268435456           0     43.09ms     33.63ms
# fresh           2M          0         2         2           0     2097152     102.8us     114.7us
# fresh          16M          0        16        16           0    16777216     813.8us     917.9us
# fresh          64M          0        64        64           0    67108864      4.22ms     3.672ms
# fresh         256M          0       256       256           0   268435456     18.37ms     14.69ms
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
# prefetch at the driver's defaults). Result: 43.46us per batch, 12.96us per
# VA block, bytes / 16.4 GB/s moved, 0ns per faulting kernel, bytes / 1.09e+03
# GB/s zero-filled.
# Residual: 24.2% RMS relative over 70 repetitions.
fault_batch_ns = 43.46us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.2% RMS relative over 70 repetitions.
fault_block_ns = 12.96us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:249.7ns 64K:3.995us 512K:31.96us 1M:63.92us 2M:127.8us

# One of the five coefficients of the fault model: see fault_batch_ns. This
# coefficient came out negative and is held at 0.
# Residual: 24.2% RMS relative over 70 repetitions.
fault_wake_ns = 0ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:3.751ns 64K:60.02ns 512K:480.2ns 1M:960.4ns 2M:1.921us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.36us + bytes /
# 43.7 GB/s, misses by 21.4% RMS, so it is not used.
# Residual: 16.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.52us 2M:122.8us 16M:439.5us 64M:1.483ms 256M:5.778ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 16.33us + bytes / 8.33 GB/s, written at the
# measured sizes (the means would give 15.7%).
# Residual: 13.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.2us 2M:268.2us 16M:2.031ms 64M:8.076ms 256M:32.25ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 20.36us + bytes / 9.67 GB/s, written at the measured
# sizes (the means would give 13.9%).
# Residual: 14.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.13us 512K:74.55us 2M:237.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (30 points at 3 sizes): the best
# line, 53.12us + bytes / 3.49 GB/s, misses by 37.4% RMS, so it is not used.
# Residual: 35.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:68.06us 512K:298us 2M:574.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 335.8us +
# bytes / 2.7 GB/s, misses by 31.6% RMS, so it is not used.
# Residual: 28.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:387.8us 256K:479.7us 2M:832.4us 16M:7.039ms 64M:28.08ms 256M:118.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.613us + bytes / 1.01e+03 GB/s, misses by 22.8% RMS,
# so it is not used.
# Residual: 15.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.612us 2M:3.679us 16M:19.68us 64M:74.07us 256M:287.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 12.47us + bytes / 76 GB/s, misses by
# 18.7% RMS, so it is not used.
# Residual: 7.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.58us 2M:30.92us 16M:241.5us 64M:1.062ms 256M:3.961ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.7us

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
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). Fit
# (weighted least squares, relative errors, to the medians of 15 points at 3
# sizes): 9.589us + bytes / 188 GB/s, written at the measured sizes (the
# medians would give 13.1%).
# Residual: 13.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:20.72us 16M:98.66us 64M:365.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 27.79us + bytes / 159 GB/s, written at the measured
# sizes (the medians would give 7.5%).
# Residual: 7.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:40.95us 16M:133us 64M:448.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.535us +
# bytes / 155 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 22.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.2us 16M:108.2us 64M:440.2us 256M:1.75ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.759us
# + bytes / 10.1 GB/s, misses by 30.0% RMS, so it is not used.
# Residual: 16.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.377us 64K:23.21us 2M:157.8us 16M:1.769ms 64M:8.347ms 256M:32.77ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 13.48us + bytes / 12 GB/s,
# misses by 23.8% RMS, so it is not used.
# Residual: 13.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.06us 64K:27.39us 2M:234.9us 16M:1.364ms 64M:5.398ms 256M:19.95ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.52 GB/s, misses by 25.5% RMS, so it is not used.
# Residual: 16.1% RMS relative over 20 repetitions.
host_read_ns = 64K:7.073us 2M:189.6us 16M:2.623ms 64M:10.41ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.9 GB/s, misses by
# 45.3% RMS, so it is not used.
# Residual: 12.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.144us 2M:50.76us 16M:1.242ms 64M:5.945ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 549ns +
# bytes / 11 GB/s, written at the measured sizes (the medians would give
# 4.6%).
# Residual: 5.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.513us 2M:191.4us 16M:1.527ms 64M:6.108ms

