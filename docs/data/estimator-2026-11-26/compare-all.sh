#!/bin/bash
# compare-all.sh SIMRUN OUT PROFDIR: scripts/compare.py for every machine q to yy with
# the profile PROFDIR/M.profile; OUT: "machine geomean min max within-15% bytes",
# OUT.cases: "machine case policy time-ratio". Run from the repository root.
set -u
S=$1; O=$2; P=$3; : > $O; : > $O.cases; : > $O.out
W=$(mktemp -d)
for m in q r s t u v w x y z aa bb cc dd ee ff gg hh ii jj kk ll mm nn oo pp qq rr ss tt uu vv ww xx yy; do
  d=$(ls -d docs/data/validation-h100-2026-11-2?$m)
  mkdir -p $W/$m; ln -sfn $PWD/$d $W/$m/gpu
  r=$(/usr/bin/python3 scripts/compare.py --simrun $S --gpu $P/$m.profile $W/$m 2>&1)
  echo "== $m" >> $O.out; echo "$r" | tail -4 >> $O.out
  echo "$m $(echo "$r" | grep 'geometric mean' | sed 's/.*geometric mean \([0-9.]*\) over [0-9]* runs, min \([0-9.]*\), max \([0-9.]*\); within 15%: \([0-9]*\) of.*/\1 \2 \3 \4/') $(echo "$r" | grep 'within 10% of the range' | sed 's/.*range between them \([0-9]* of [0-9]*\).*/\1/' | tr ' ' _)" >> $O
  echo "$r" | grep '^| ' | awk -F'|' -v m=$m '{gsub(/ /,"",$2); gsub(/ /,"",$3); gsub(/ /,"",$6); print m, $2, $3, $6}' >> $O.cases
done
rm -rf $W
