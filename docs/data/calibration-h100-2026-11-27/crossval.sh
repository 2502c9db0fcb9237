#!/bin/bash
# crossval.sh BUILD: how well one profile predicts H100 machines (README.md here). From the
# repository root, BUILD holding gpurun and simrun; about 8 minutes, no GPU. Writes here:
#   pool-old.txt   the 43 suites q to ggg against the profile before this one
#                  (docs/data/calibration-h100-2026-11-22/h100-pcie5.profile)
#   pool-new.txt   the same against this directory's h100-pcie5.profile (refit.sh)
#   a-on-b.txt     the machines of half B against the fit of half A's calibrations alone
#   b-on-a.txt     and the other way round (halves: alternate machines in order)
set -eu
B=$(realpath "$1"); H=docs/data/calibration-h100-2026-11-27; T=$(mktemp -d)
A_HALF="q s u w y aa cc ee gg ii kk mm oo qq ss uu ww yy aaa ccc eee ggg"
B_HALF="r t v x z bb dd ff hh jj ll nn pp rr tt vv xx zz bbb ddd fff"
ALL="q r s t u v w x y z aa bb cc dd ee ff gg hh ii jj kk ll mm nn oo pp qq rr ss tt uu vv ww xx yy \
     zz aaa bbb ccc ddd eee fff ggg"
fit() { # fit OUT MACHINE...: the fit of those machines' calibrations together
  local out=$1 args=(); shift
  for m in "$@"; do
    for f in docs/data/validation-h100-2026-11-2?$m/calibration-*.profile.measurements.csv.gz; do
      args+=(--from "$f")
    done
  done
  "$B/gpurun" --calibrate "$out" --base docs/data/calibration-h100-2026-11-22/h100-pcie5.profile \
    -q "${args[@]}"
}
pool() { # pool PROFILE OUT MACHINE...: compare.py --pool of those suites against PROFILE
  local p; p=$(realpath "$1"); local out=$PWD/$2 w; w=$(mktemp -d); shift 2; local args=()
  for m in "$@"; do
    mkdir -p "$w/$m"; ln -sfn "$PWD/$(ls -d docs/data/validation-h100-2026-11-2?$m)" "$w/$m/gpu"
    args+=("$m=$p")
  done
  (cd "$w" && /usr/bin/python3 "$OLDPWD/scripts/compare.py" --simrun "$B/simrun" \
     --cases "$OLDPWD/scripts/validate-cases.txt" --pool "${args[@]}") > "$out"
  rm -rf "$w"
}
fit "$T/a.profile" $A_HALF
fit "$T/b.profile" $B_HALF
pool docs/data/calibration-h100-2026-11-22/h100-pcie5.profile $H/pool-old.txt $ALL
pool $H/h100-pcie5.profile $H/pool-new.txt $ALL
pool "$T/a.profile" $H/a-on-b.txt $B_HALF
pool "$T/b.profile" $H/b-on-a.txt $A_HALF
rm -rf "$T"
