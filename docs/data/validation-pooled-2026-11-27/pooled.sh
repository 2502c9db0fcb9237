#!/bin/bash
# pooled.sh SIMRUN: `scripts/compare.py --pool` over every machine of fourteen or nine passes
# with a fit of this model (q to ggg), each against the profile docs/validation.md uses for
# it (machine-refit.profile where there is one, else machine.profile). Writes pooled.txt in
# this directory. Run from the repository root.
set -eu
S=$(realpath "$1"); O=$PWD/docs/data/validation-pooled-2026-11-27; W=$(mktemp -d); args=()
for m in q r s t u v w x y z aa bb cc dd ee ff gg hh ii jj kk ll mm nn oo pp qq rr ss tt uu vv ww xx yy zz aaa bbb ccc ddd eee fff ggg; do
  d=$(ls -d docs/data/validation-h100-2026-11-2?$m)
  p=$d/machine-refit.profile; [ -f $p ] || p=$d/machine.profile
  mkdir -p $W/$m; ln -sfn $PWD/$d $W/$m/gpu
  args+=("$m=$PWD/$p")
done
(cd $W && /usr/bin/python3 $OLDPWD/scripts/compare.py --simrun $S \
   --cases $OLDPWD/scripts/validate-cases.txt --pool "${args[@]}") > $O/pooled.txt
rm -rf $W
