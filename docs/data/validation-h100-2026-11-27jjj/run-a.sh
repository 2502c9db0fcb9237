#!/bin/sh
# machine jjj, first call: the GPU tests, then suite A (twelve passes, thirteen calibrations, timelines)
set -u
B=.carry/bin; O=$OUT
export LD_LIBRARY_PATH=$PWD/.carry/lib:/usr/local/cuda/lib64:/usr/local/cuda/extras/CUPTI/lib64
{ date -u +%Y-%m-%dT%H:%M:%SZ; cat /proc/sys/kernel/random/boot_id; nvidia-smi --query-gpu=name,driver_version,memory.total,memory.free,uuid --format=csv,noheader; $B/gpurun --version; } > $O/env-tests.txt
t0=$(date +%s)
sh tests/gpu/run.sh $B /tmp/gt > $O/gpu-tests.log 2>&1; echo "gpu tests exit $? in $(( $(date +%s) - t0 )) s" >> $O/gpu-tests.log
REPS=12 CALIBRATE=1 TIMELINE=1 timeout 540 sh scripts/validate.sh $B /tmp/valA > $O/validate.log 2>&1; echo "validate exit $?" >> $O/validate.log
tar czf $O/valA.tgz -C /tmp/valA gpu
