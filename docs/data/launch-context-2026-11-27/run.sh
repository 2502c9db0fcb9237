#!/bin/bash
# run.sh BIN OUT: on the GPU machine, from the repository root, with BIN holding gpurun,
# replay-bench and tracegen and python3 with h5py. ROUNDS (default 8; README's call: 16)
# rounds of etl-2-device and its two variants (variants.py), each a --timeline run, in
# turn; replay-bench before and after; one calibration first (launch_ns of this lease;
# NOCAL=1: none). The timelines come back as OUT/tl.tgz.
set -u
B=$1; O=$2; mkdir -p $O/tl
"$B/tracegen" etl --partitions 2 --rows 200K --seed 1 -o /tmp/lc-etl.h5
python3 docs/data/launch-context-2026-11-27/variants.py /tmp/lc-etl.h5 /tmp
"$B/replay-bench" > $O/replay-bench-1.txt 2>&1
[ -n "${NOCAL:-}" ] || "$B/gpurun" --calibrate $O/cal.profile > $O/cal.log 2>&1
for r in $(seq 1 ${ROUNDS:-8}); do
  for v in v0 v1 v2; do
    echo "ROUND $r $v" >> $O/runs.txt
    timeout 60 "$B/gpurun" --quiet --json --timeline $O/tl/$v-$r.csv --memory device \
        --policy rmm-pool /tmp/$v.h5 >> $O/runs.txt 2>> $O/runs.err
  done
done
"$B/replay-bench" > $O/replay-bench-2.txt 2>&1
gzip -q $O/cal.profile.measurements.csv 2>/dev/null
(cd $O && tar czf tl.tgz tl && rm -r tl)
