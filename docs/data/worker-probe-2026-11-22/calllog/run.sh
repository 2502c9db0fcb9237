#!/bin/bash
# call-log diagnosis: per-call host times, CUPTI migrations and kernels
mkdir -p /tmp/carry && tar xJf .carry/cl/pack.tar.xz -C /tmp/carry
export LD_LIBRARY_PATH=/tmp/carry/lib:$(dirname $(find /usr /opt -name 'libcupti.so.13*' 2>/dev/null | head -1))
B=/tmp/carry/bin; T=/tmp/carry/traces; W=$OUT/cl; mkdir -p $W
nvidia-smi --query-gpu=name,driver_version,memory.total,memory.used --format=csv > $W/env.txt; date -u >> $W/env.txt
$B/gpurun --calibrate $W/cal.profile --base profiles/h100-pcie5.profile --reps 5 2> $W/cal.log || echo calfail
for rep in 1 2 3 4 5; do
while IFS='|' read -r name flags; do
  GMS_CALLLOG=$W/$name-$rep.log timeout 60 $B/gpurun --quiet --json --timeline $W/$name-$rep-tl.csv $flags $T/$name.h5 >> $W/$name.json 2>>$W/err.txt
done <<LIST
rn18-launch|--policy caching --prefetch launch
xf-small-launch|--policy caching --prefetch launch
rn18-none|--policy caching
rn18-manual|--policy caching --prefetch manual
rn18-lookahead|--policy caching --prefetch lookahead
rn18-bs64-launch|--policy caching --prefetch launch
LIST
done
for rep in 1 2; do
while IFS='|' read -r name flags; do
  GMS_CALLLOG_KERNELS=1 GMS_CALLLOG=$W/$name-cupti$rep.log timeout 60 $B/gpurun --quiet --json --cupti=bytes --timeline $W/$name-cupti$rep-tl.csv $flags $T/$name.h5 >> $W/$name-cupti.json 2>>$W/err.txt
done <<LIST
rn18-launch|--policy caching --prefetch launch
xf-small-launch|--policy caching --prefetch launch
rn18-none|--policy caching
rn18-manual|--policy caching --prefetch manual
LIST
done
date -u >> $W/env.txt
tar czf $OUT/cl.tgz -C $OUT cl
