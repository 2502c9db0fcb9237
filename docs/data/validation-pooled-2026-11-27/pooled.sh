#!/bin/bash
# pooled.sh SIMRUN: scripts/compare.py for every machine of fourteen or nine passes with a
# fit of this model (q to ccc), each against the profile docs/validation.md uses for it
# (machine-refit.profile where there is one, else machine.profile). Writes, in this
# directory, machines.txt ("machine geomean min max within-15% bytes-within-10%") and
# cases.txt.gz ("machine case policy time-ratio"). Run from the repository root.
set -u
S=$1; O=docs/data/validation-pooled-2026-11-27; W=$(mktemp -d)
: > $O/machines.txt; : > $W/cases.txt
for m in q r s t u v w x y z aa bb cc dd ee ff gg hh ii jj kk ll mm nn oo pp qq rr ss tt uu vv ww xx yy zz aaa bbb ccc; do
  d=$(ls -d docs/data/validation-h100-2026-11-2?$m)
  p=$d/machine-refit.profile; [ -f $p ] || p=$d/machine.profile
  mkdir -p $W/$m; ln -sfn $PWD/$d $W/$m/gpu
  r=$(/usr/bin/python3 scripts/compare.py --simrun $S --gpu $p $W/$m 2>&1)
  echo "$m $(echo "$r" | grep 'geometric mean' | sed 's/.*geometric mean \([0-9.]*\) over [0-9]* runs, min \([0-9.]*\), max \([0-9.]*\); within 15%: \([0-9]*\) of.*/\1 \2 \3 \4/') $(echo "$r" | grep 'within 10% of the range' | sed 's/.*range between them \([0-9]* of [0-9]*\).*/\1/' | tr ' ' _)" >> $O/machines.txt
  echo "$r" | grep '^| ' | grep -v '^| case' | awk -F'|' -v m=$m '{gsub(/ /,"",$2); gsub(/ /,"",$3); gsub(/ /,"",$6); print m, $2, $3, $6}' >> $W/cases.txt
done
gzip -9n < $W/cases.txt > $O/cases.txt.gz
rm -rf $W
