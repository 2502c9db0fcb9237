# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-9.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T22:00:48Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:00:48Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.3% RMS relative over 5 repetitions.
launch_ns = 4.397us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.192us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.985us + bytes / 4.21e+03 GB/s, misses by 59.0% RMS,
# so it is not used.
# Residual: 23.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.996us 64K:3.312us 1M:2.924us 1536K:3.059us 2M:71.62us 8M:61.54us 64M:94.57us 256M:105.6us 1G:199.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.908us + bytes / 1.3e+03 GB/s, misses by 48.0% RMS, so it is not
# used.
# Residual: 16.0% RMS relative over 45 repetitions.
free_ns = 4K:4.483us 64K:4.397us 1M:3.912us 1536K:4.431us 2M:49.43us 8M:55.72us 64M:118.4us 256M:209.6us 1G:683.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.056us + bytes / 3.2e+03 GB/s, misses by 66.4% RMS, so it is not used.
# Residual: 38.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.317us 64K:3.345us 2M:26.32us 16M:57.36us 64M:74.26us 256M:70.87us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 15.39us + bytes / 8.79e+05 GB/s, written at the measured sizes (the
# medians would give 6.1%).
# Residual: 7.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:15.39us 64K:15.39us 2M:15.4us 16M:15.41us 64M:15.47us 256M:15.7us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.4%, 512K 16.1%, 1M 15.8%, 2M 15.7%, 4M 16.4%, 8M 17.5%, 16M
# 18.2%, 32M 19.1%.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     87.52us     71.48us
# seq             2M          0         2         2     2097152           0     240.8us     291.4us
# seq            16M          0        16        16    16777216           0     1.781ms     2.012ms
# seq            64M          0        64        64    67108864           0     9.157ms      7.91ms
# seq           256M          0       256       256   268435456           0     45.39ms      31.5ms
# stride         64M        64K        32        32    67108864           0     6.989ms     7.292ms
# stride        256M         2M       128       128     8388608           0     3.062ms     3.348ms
# random         16M          0         9        35    16777216           0     2.671ms     2.379ms
# random         64M          0        34       306    67108864           0     12.13ms     12.59ms
# random        256M          0       139      1560   268435456           0     60.89ms      56.7ms
# fresh           2M          0         2         2           0     2097152     179.9us     216.8us
# fresh          16M          0        16        16           0    16777216     1.305ms     1.415ms
# fresh          64M          0        64        64           0    67108864     6.724ms     5.522ms
# fresh         256M          0       256       256           0   268435456     26.28ms     21.95ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 19.33us per VA
# block, bytes / 10.1 GB/s moved, 45.68us per faulting kernel, bytes / 15.8
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_block_ns = 19.33us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:404.5ns 64K:6.472us 512K:51.78us 1M:103.6us 2M:207.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_wake_ns = 45.68us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:258.7ns 64K:4.14us 512K:33.12us 1M:66.23us 2M:132.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.92us + bytes /
# 45.5 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 2.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.95us 2M:122.5us 16M:436.8us 64M:1.401ms 256M:5.5ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.49us + bytes / 9.11 GB/s, written at
# the measured sizes (the medians would give 1.6%).
# Residual: 5.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.68us 2M:248.6us 16M:1.859ms 64M:7.382ms 256M:29.47ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.87us + bytes / 8.18 GB/s, written at the
# measured sizes (the medians would give 8.7%).
# Residual: 8.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.88us 512K:81.94us 2M:274.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.37us + bytes / 2.96 GB/s, written at
# the measured sizes (the medians would give 5.8%).
# Residual: 9.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.48us 512K:200.2us 2M:730.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 341us + bytes / 2.27 GB/s, written at the measured sizes
# (the medians would give 5.1%).
# Residual: 11.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:369.9us 256K:456.6us 2M:1.266ms 16M:7.741ms 64M:29.94ms 256M:118.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.075us + bytes / 872 GB/s, misses by 23.4% RMS, so
# it is not used.
# Residual: 15.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.253us 2M:4.295us 16M:23.76us 64M:82.77us 256M:336.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 16.43us +
# bytes / 66.4 GB/s, written at the measured sizes (the medians would give
# 5.6%).
# Residual: 14.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.42us 2M:48.04us 16M:269.2us 64M:1.028ms 256M:4.061ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.6us

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
# measured medians (15 points at 3 sizes): the best line, 7.034us + bytes /
# 202 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 16.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.49us 16M:86.97us 64M:349.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 26.82us + bytes / 184 GB/s, written at the measured
# sizes (the medians would give 4.8%).
# Residual: 4.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:38.19us 16M:117.8us 64M:390.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.254us +
# bytes / 149 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 22.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.6us 16M:108.9us 64M:463.4us 256M:1.826ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.983us
# + bytes / 9.46 GB/s, misses by 30.6% RMS, so it is not used.
# Residual: 16.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.718us 64K:25.21us 2M:164.1us 16M:1.974ms 64M:8.558ms 256M:37.68ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.27us + bytes / 9.13 GB/s,
# misses by 19.8% RMS, so it is not used.
# Residual: 12.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.22us 64K:30.23us 2M:250.4us 16M:1.78ms 64M:7.026ms 256M:28.84ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.38 GB/s, misses by 21.2% RMS, so it is not used.
# Residual: 14.2% RMS relative over 20 repetitions.
host_read_ns = 64K:6.613us 2M:231.1us 16M:2.52ms 64M:11.65ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 18.2 GB/s, misses by
# 36.3% RMS, so it is not used.
# Residual: 15.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.226us 2M:85.45us 16M:1.171ms 64M:6.471ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 9.89 GB/s, written at the measured sizes (the medians would give
# 6.8%).
# Residual: 7.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.286us 2M:211.8us 16M:1.697ms 64M:6.787ms

