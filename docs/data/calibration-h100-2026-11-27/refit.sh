#!/bin/bash
# refit.sh GPURUN [OUT]: the committed H100 profile, the fit of every calibration of the
# machines q to ggg (docs/validation.md, "Machines") together, with no GPU. Run from the
# repository root; about 9 minutes. OUT defaults to this directory's h100-pcie5.profile;
# the measurements file the fit writes beside it (every input row again, about 110 MB) is
# removed: the inputs are the files named here.
set -eu
G=$1; O=${2:-docs/data/calibration-h100-2026-11-27/h100-pcie5.profile}; args=()
for m in q r s t u v w x y z aa bb cc dd ee ff gg hh ii jj kk ll mm nn oo pp qq rr ss tt uu vv \
         ww xx yy zz aaa bbb ccc ddd eee fff ggg; do
  for f in docs/data/validation-h100-2026-11-2?$m/calibration-*.profile.measurements.csv.gz; do
    args+=(--from "$f")
  done
done
"$G" --calibrate "$O" --base docs/data/calibration-h100-2026-11-22/h100-pcie5.profile "${args[@]}"
rm -f "$O.measurements.csv"
