# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T14:27:04Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T14:27:04Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.0% RMS relative over 5 repetitions.
launch_ns = 3.057us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.152us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.217us + bytes / 8.1e+03 GB/s, misses by 59.1% RMS,
# so it is not used.
# Residual: 25.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.145us 64K:2.341us 1M:2.156us 1536K:2.259us 2M:43.92us 8M:39.48us 64M:48.03us 256M:82us 1G:103.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.586us + bytes / 1.67e+03 GB/s, misses by 48.0% RMS, so it is
# not used.
# Residual: 17.1% RMS relative over 45 repetitions.
free_ns = 4K:1.945us 64K:1.962us 1M:1.905us 1536K:1.953us 2M:35.17us 8M:38.61us 64M:66.11us 256M:167.4us 1G:548us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.898us + bytes / 7.73e+03 GB/s, misses by 64.5% RMS, so it is not used.
# Residual: 33.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.739us 64K:2.501us 2M:19.2us 16M:27.54us 64M:31.7us 256M:30.79us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.23us + bytes / 2.42e+05 GB/s, written at the measured sizes (the
# medians would give 6.7%).
# Residual: 6.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.23us 64K:12.23us 2M:12.24us 16M:12.3us 64M:12.51us 256M:13.34us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.3%, 512K 15.9%, 1M 15.5%, 2M 15.6%, 4M 15.6%, 8M 16.4%, 16M
# 17.6%, 32M 19.5%.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     57.66us     49.59us
# seq             2M          0         2         2     2097152           0     177.6us     201.8us
# seq            16M          0        16        16    16777216           0     1.334ms     1.461ms
# seq            64M          0        64        64    67108864           0     6.008ms     5.778ms
# seq           256M          0       256       256   268435456           0     35.62ms     23.05ms
# stride         64M        64K        64        64    67108864           0      5.65ms     5.778ms
# stride        256M         2M       128       128     8388608           0     3.347ms     3.563ms
# random         16M          0        10        55    16777216           0      2.04ms     2.003ms
# random         64M          0        38       373    67108864           0     9.145ms     10.25ms
# random        256M          0       160      1651   268435456           0     50.31ms     43.43ms
# fresh           2M          0         2         2           0     2097152     143.1us     175.2us
# fresh          16M          0        16        16           0    16777216     1.179ms     1.248ms
# fresh          64M          0        64        64           0    67108864     5.824ms     4.925ms
# fresh         256M          0       256       256           0   268435456     25.11ms     19.63ms
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
# prefetch at the driver's defaults). Result: 8.328us per batch, 15.19us per
# VA block, bytes / 15.8 GB/s moved, 21.92us per faulting kernel, bytes / 19.7
# GB/s zero-filled.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_batch_ns = 8.328us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_block_ns = 15.19us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:259.5ns 64K:4.152us 512K:33.21us 1M:66.43us 2M:132.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_wake_ns = 21.92us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:207.4ns 64K:3.319us 512K:26.55us 1M:53.1us 2M:106.2us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 49.94us + bytes /
# 48.7 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 9.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:46.63us 2M:126.6us 16M:412.4us 64M:1.338ms 256M:5.295ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.75us + bytes / 16.8 GB/s, written at
# the measured sizes (the medians would give 4.0%).
# Residual: 9.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.64us 2M:139.3us 16M:1.011ms 64M:4.001ms 256M:15.96ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.63us + bytes / 9.2 GB/s, written at the
# measured sizes (the medians would give 8.8%).
# Residual: 8.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.76us 512K:73.65us 2M:244.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 17.85us + bytes / 3.63 GB/s, written at
# the measured sizes (the medians would give 7.2%).
# Residual: 7.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.9us 512K:162.3us 2M:595.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 298.1us + bytes / 2.84 GB/s, misses by 16.4% RMS, so
# it is not used.
# Residual: 9.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:348.7us 256K:411.4us 2M:801.3us 16M:6.781ms 64M:26.09ms 256M:107.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.719us + bytes / 1.81e+03 GB/s, misses by 19.8% RMS,
# so it is not used.
# Residual: 11.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.32us 2M:2.292us 16M:11.65us 64M:40.41us 256M:156.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.08us + bytes / 108 GB/s, misses by
# 26.3% RMS, so it is not used.
# Residual: 21.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.47us 2M:22.96us 16M:210.4us 64M:672us 256M:2.58ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.45us

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
# sizes): 7.244us + bytes / 308 GB/s, written at the measured sizes (the
# medians would give 13.5%).
# Residual: 13.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.04us 16M:61.64us 64M:224.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 54.55us + bytes / 208 GB/s, written at the measured
# sizes (the medians would give 5.1%).
# Residual: 5.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:64.66us 16M:135.4us 64M:377.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 171 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.03us 16M:94.17us 64M:383.4us 256M:1.626ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.772us
# + bytes / 12.8 GB/s, misses by 25.7% RMS, so it is not used.
# Residual: 14.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.196us 64K:23.24us 2M:136.9us 16M:1.24ms 64M:5.986ms 256M:26.73ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.59us + bytes / 10.7 GB/s,
# misses by 27.4% RMS, so it is not used.
# Residual: 15.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.22us 64K:32.38us 2M:274us 16M:1.731ms 64M:5.148ms 256M:23.66ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 12.2 GB/s, misses by 34.9% RMS, so it is not used.
# Residual: 31.6% RMS relative over 20 repetitions.
host_read_ns = 64K:3.112us 2M:130.9us 16M:1.791ms 64M:7.547ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.4 GB/s, misses by
# 37.2% RMS, so it is not used.
# Residual: 11.8% RMS relative over 20 repetitions.
host_write_ns = 64K:933ns 2M:48.18us 16M:855.8us 64M:4.581ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 12.7 GB/s, written at the measured sizes (the medians would give
# 4.8%).
# Residual: 4.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.962us 2M:164.9us 16M:1.32ms 64M:5.282ms

