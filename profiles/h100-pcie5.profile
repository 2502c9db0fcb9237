# profiles/h100-pcie5.profile: a copy of docs/data/calibration-h100-2026-11-22/h100-pcie5.profile
# (the fit of 22 calibration runs on three H100 PCIe machines, o, p and q, 2026-11-22 00:15-00:35 UTC, each interleaved with a validation suite; see docs/validation.md, "Calibration").
#
# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/calibration-h100-2026-11-22/h100-pcie5.profile --base
# docs/data/calibration-h100-2026-11-22/base.profile --from
# docs/data/validation-h100-2026-11-22o/calibration-1.profile.measurements.csv
# --from
# docs/data/validation-h100-2026-11-22o/calibration-2.profile.measurements.csv
# --from
# docs/data/validation-h100-2026-11-22o/calibration-3.profile.measurements.csv
# --from
# docs/data/validation-h100-2026-11-22o/calibration-4.profile.measurements.csv
# --from
# docs/data/validation-h100-2026-11-22o/calibration-5.profile.measurements.csv
# --from
# docs/data/validation-h100-2026-11-22o/calibration-6.profile.measurements.csv
# --from
# docs/data/validation-h100-2026-11-22p/calibration-1.profile.measurements.csv
# --from
# docs/data/validation-h100-2026-11-22p/calibration-2.profile.measurements.csv
# --from
# docs/data/validation-h100-2026-11-22p/calibration-3.profile.measurements.csv
# --from
# docs/data/validation-h100-2026-11-22p/calibration-4.profile.measurements.csv
# --from docs/data/validation-h100-2026-1` on 2026-11-22T00:16:14Z: NVIDIA
# H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000. Every
# repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): docs/data/calibration-h100-2026-11-22/base.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:16:14Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 50 repetitions.
# Residual: 15.9% RMS relative over 50 repetitions.
launch_ns = 4.47us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (990 points at 9
# sizes): the best line, 2.692us + bytes / 6.26e+03 GB/s, misses by 60.1% RMS,
# so it is not used.
# Residual: 35.2% RMS relative over 990 repetitions.
malloc_ns = 4K:3.285us 64K:2.974us 1M:2.993us 1536K:2.849us 2M:62.03us 8M:50.84us 64M:77.56us 256M:79.27us 1G:157us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (990 points at 9 sizes): the
# best line, 2.049us + bytes / 1.6e+03 GB/s, misses by 55.8% RMS, so it is not
# used.
# Residual: 40.2% RMS relative over 990 repetitions.
free_ns = 4K:3.533us 64K:3.314us 1M:3.314us 1536K:2.913us 2M:45.09us 8M:47.96us 64M:85.63us 256M:200.1us 1G:671.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (660 points at 6 sizes): the best line, 12.29us + bytes * -7.75e-07
# ns/B, misses by 27.2% RMS, so it is not used.
# Residual: 28.9% RMS relative over 660 repetitions.
managed_malloc_ns = 4K:15.47us 64K:13.08us 2M:13.39us 16M:13.62us 64M:12.94us 256M:13.78us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (660 points at 6 sizes): the best line, 12.32us + bytes /
# 3.73e+05 GB/s, misses by 25.2% RMS, so it is not used.
# Residual: 27.1% RMS relative over 660 repetitions.
managed_free_ns = 4K:15us 64K:13.21us 2M:13.39us 16M:13.72us 64M:13.39us 256M:14.83us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/calibration-h100-2026-11-22/base.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# docs/data/calibration-h100-2026-11-22/base.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     78.22us     65.99us
# seq             2M          0         2         2     2097152           0     295.1us     260.8us
# seq            16M          0        16        16    16777216           0     1.864ms      1.77ms
# seq            64M          0        64        64    67108864           0     9.834ms     6.946ms
# seq           256M          0       256       256   268435456           0     40.77ms     27.65ms
# stride         64M        64K        64        64    67108864           0     6.479ms     6.946ms
# stride        256M         2M       128       128     8388608           0     2.838ms     2.719ms
# random         16M          0        10        55    16777216           0     1.636ms     1.965ms
# random         64M          0        38       373    67108864           0     9.585ms     8.676ms
# random        256M          0       160      1651   268435456           0     51.13ms     35.65ms
# fresh           2M          0         2         2           0     2097152     165.8us     176.3us
# fresh          16M          0        16        16           0    16777216     1.136ms     1.095ms
# fresh          64M          0        64        64           0    67108864     5.545ms     4.245ms
# fresh         256M          0       256       256           0   268435456     23.29ms     16.85ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 1540 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted (GSL weighted least squares, relative errors,
# coefficients >= 0) as batches * fault_batch_ns + VA blocks serviced *
# fault_block_ns + bytes moved * ns per byte + fault_wake_ns (once: the
# kernel's first fault) + bytes zero-filled * fault_zero_ns per byte, with
# batches, blocks and bytes those simrun's engine produces for the same access
# (fault_batch and fault_window as below, density prefetch at the driver's
# defaults). Result: 8.763us per batch, 6.335us per VA block, bytes / 11.3
# GB/s moved, 45.09us per faulting kernel, bytes / 20.8 GB/s zero-filled.
# Residual: 28.7% RMS relative over 1540 repetitions.
fault_batch_ns = 8.763us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.7% RMS relative over 1540 repetitions.
fault_block_ns = 6.335us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 28.7% RMS relative over 1540 repetitions.
fault_h2d_ns = 4K:362.3ns 64K:5.796us 512K:46.37us 1M:92.74us 2M:185.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.7% RMS relative over 1540 repetitions.
fault_wake_ns = 45.09us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 28.7% RMS relative over 1540 repetitions.
fault_zero_ns = 4K:197.4ns 64K:3.158us 512K:25.26us 1M:50.53us 2M:101.1us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (550 points at 5 sizes): the best line, 42.92us + bytes /
# 45.6 GB/s, misses by 19.5% RMS, so it is not used.
# Residual: 10.8% RMS relative over 550 repetitions.
prefetch_h2d_ns = 64K:40.75us 2M:127.4us 16M:446.7us 64M:1.384ms 256M:5.45ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (550 points at 5 sizes): the best
# line, 17.68us + bytes / 11.9 GB/s, misses by 25.1% RMS, so it is not used.
# Residual: 31.4% RMS relative over 550 repetitions.
prefetch_d2h_ns = 64K:24.68us 2M:264.2us 16M:1.728ms 64M:6.734ms 256M:26.74ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (10560 points at 3 sizes): the best line,
# 16.93us + bytes / 10.4 GB/s, misses by 19.2% RMS, so it is not used.
# Residual: 21.6% RMS relative over 10560 repetitions.
evict_d2h_ns = 64K:24.22us 512K:74.31us 2M:249us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (660 points at 3 sizes): the best
# line, 23.4us + bytes / 3.66 GB/s, misses by 20.3% RMS, so it is not used.
# Residual: 20.6% RMS relative over 660 repetitions.
cpu_fault_d2h_ns = 64K:42.55us 512K:206.1us 2M:612.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/calibration-h100-2026-11-22/base.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (660 points at 6
# sizes): the best line, 311.6us + bytes / 2.49 GB/s, misses by 20.0% RMS, so
# it is not used.
# Residual: 16.4% RMS relative over 660 repetitions.
host_populate_ns = 64K:376us 256K:444.7us 2M:942.7us 16M:7.622ms 64M:30.51ms 256M:124ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (1100 points at
# 5 sizes): the best line, 2.683us + bytes / 1.25e+03 GB/s, misses by 35.9%
# RMS, so it is not used.
# Residual: 45.1% RMS relative over 1100 repetitions.
prefetch_host_ns = 64K:4.657us 2M:4.527us 16M:22.38us 64M:78.44us 256M:308.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (550 points at 5 sizes): the best line, 14.18us + bytes / 80.8 GB/s, misses
# by 23.3% RMS, so it is not used.
# Residual: 21.5% RMS relative over 550 repetitions.
prefetch_call_ns = 64K:18.85us 2M:35.98us 16M:248.8us 64M:991.9us 256M:4.067ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 330 repetitions.
# Residual: 32.1% RMS relative over 330 repetitions.
prefetch_defer_ns = 112.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (440 points at 4 sizes): the best line, 0ns +
# bytes / 159 GB/s, misses by 29.4% RMS, so it is not used.
# Residual: 29.4% RMS relative over 440 repetitions.
managed_free_resident_ns = 2M:14.86us 16M:101.8us 64M:420.6us 256M:1.814ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (660 points at 6 sizes): the best line, 5.494us
# + bytes / 7.57 GB/s, misses by 27.8% RMS, so it is not used.
# Residual: 23.3% RMS relative over 660 repetitions.
memcpy_h2d_ns = 4K:5.944us 64K:23.12us 2M:292us 16M:2.206ms 64M:8.67ms 256M:35.31ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (660 points at 6 sizes): the best line, 13.51us + bytes / 10.8 GB/s,
# misses by 26.3% RMS, so it is not used.
# Residual: 19.3% RMS relative over 660 repetitions.
memcpy_d2h_ns = 4K:12.27us 64K:31.05us 2M:269.5us 16M:1.594ms 64M:6.111ms 256M:24.67ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (440 points at 4 sizes): the best line, 0ns +
# bytes / 7.06 GB/s, misses by 30.5% RMS, so it is not used.
# Residual: 32.5% RMS relative over 440 repetitions.
host_read_ns = 64K:10.35us 2M:301.1us 16M:2.765ms 64M:11.69ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (440 points at 4 sizes): the best line, 0ns + bytes / 24.1 GB/s, misses by
# 41.3% RMS, so it is not used.
# Residual: 23.8% RMS relative over 440 repetitions.
host_write_ns = 64K:1.244us 2M:68.62us 16M:1.183ms 64M:5.831ms

