#!/bin/bash
# oldsizes.sh GPURUN: machine-oldsizes.profile, the fit of this suite's thirteen calibrations
# with only the sizes gpurun --calibrate measured before docs/validation-log.md item 45 (the
# rows of the new sizes of copies, prefetches and the CPU's touches left out). Run from the
# repository root; writes into this directory.
set -eu
D=docs/data/validation-h100-2026-11-27eee; W=$(mktemp -d); args=()
for f in $D/calibration-*.profile.measurements.csv.gz; do
  b=$W/$(basename "$f" .gz)
  zcat "$f" | /usr/bin/python3 -c '
import sys
K, M = 1024, 1 << 20
copies = {8*K, 16*K, 32*K, 128*K, 256*K, 512*K, M, 4*M, 8*M, 32*M}
new = {"memcpy_h2d_ns": copies, "memcpy_d2h_ns": copies,
       "host_read_ns": {256*K, M, 4*M}, "host_write_ns": {256*K, M, 4*M}}
prefetch = {256*K, M, 4*M}
kept = ("prefetch_zero_ns", "prefetch_zero_defer_ns", "prefetch_defer_ns", "prefetch_queue")
for line in sys.stdin:
    c = line.split(",")
    if c[0] == "m":
        size = int(float(c[3]))
        if size in new.get(c[1], ()):
            continue
        if c[1].startswith("prefetch_") and c[1] not in kept and size in prefetch:
            continue
    sys.stdout.write(line)' > "$b"
  args+=(--from "$b")
done
"$1" --calibrate $D/machine-oldsizes.profile --base profiles/h100-pcie5.profile "${args[@]}" 2>$W/log
rm -f $D/machine-oldsizes.profile.measurements.csv; rm -rf "$W"
