#!/bin/sh
# machine jjj, second call on the same lease: suite B, the same commands as suite A
set -u
B=.carry/bin; O=$OUT
export LD_LIBRARY_PATH=$PWD/.carry/lib:/usr/local/cuda/lib64:/usr/local/cuda/extras/CUPTI/lib64
{ date -u +%Y-%m-%dT%H:%M:%SZ; cat /proc/sys/kernel/random/boot_id; nvidia-smi --query-gpu=name,driver_version,memory.total,memory.free,uuid --format=csv,noheader; $B/gpurun --version; ls -d /tmp/valA 2>&1; } > $O/env-b.txt
REPS=12 CALIBRATE=1 TIMELINE=1 timeout 570 sh scripts/validate.sh $B /tmp/valB > $O/validate.log 2>&1; echo "validate exit $?" >> $O/validate.log
tar czf $O/valB.tgz -C /tmp/valB gpu
