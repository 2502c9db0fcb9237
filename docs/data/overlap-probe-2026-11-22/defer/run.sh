#!/bin/bash
# (defer.3.txt did not come back from the device; defer-all.txt holds all three
# processes' values, as the run printed them: SOURCE SIZE CONDITION then the 27 values in us)
# probe_defer in three processes, with a calibration before and after (its prefetch_defer_ns)
mkdir -p /tmp/carry && tar xJf .carry/packmini/pack.tar.xz -C /tmp/carry
C=$(dirname $(find /usr /opt -name 'libcupti.so.13*' 2>/dev/null | head -1))
export LD_LIBRARY_PATH=/tmp/carry/lib:$C; B=/tmp/carry/bin; O=$OUT
xz -dc .carry/defer/probe_defer.xz > /tmp/probe_defer; chmod +x /tmp/probe_defer
ldd $B/gpurun | grep -i "cupti\|not found" > $O/ldd.txt
nvidia-smi --query-gpu=name,driver_version --format=csv > $O/env.txt; date -u >> $O/env.txt
$B/gpurun --calibrate $O/cal-1.profile --base profiles/h100-pcie5.profile --reps 5 2> $O/cal-1.log
for i in 1 2 3; do /tmp/probe_defer 9 > $O/defer.$i.txt 2>&1; done
$B/gpurun --calibrate $O/cal-2.profile --base profiles/h100-pcie5.profile --reps 5 2> $O/cal-2.log
date -u >> $O/env.txt
grep "^prefetch_defer_ns\|^prefetch_call_ns\|^prefetch_h2d_ns\|^prefetch_zero_ns" $O/cal-*.profile
