#!/bin/bash
# refit.sh GPURUN OUTDIR: every machine q to yy refitted from its own calibrations'
# measurements (gpurun --calibrate --from, as scripts/validate.sh does) into
# OUTDIR/M.profile, base its machine.profile. Run from the repository root.
set -u
G=$1; O=$2; mkdir -p $O
for m in q r s t u v w x y z aa bb cc dd ee ff gg hh ii jj kk ll mm nn oo pp qq rr ss tt uu vv ww xx yy; do
  d=$(ls -d docs/data/validation-h100-2026-11-2?$m)
  args=""
  for f in $(ls $d/calibration-*.profile.measurements.csv.gz | sort -V); do args="$args --from $f"; done
  $G --calibrate $O/$m.profile --base $d/machine.profile $args > $O/$m.log 2>&1 || echo "$m: $(tail -1 $O/$m.log)"
done
