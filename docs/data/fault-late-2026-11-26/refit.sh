#!/bin/bash
# refit.sh GPURUN OUTDIR [--before]: every machine o to uu refitted from its own
# calibrations' measurements into OUTDIR/M.profile, base its machine.profile. Run from
# the repository root. GPURUN: gpurun of 070e377 with late.patch applied (the sixth
# term; the base gets fault_late_ns = 0 first), or of 070e377 as it is with --before.
# o and p time launch_ns on an empty kernel, which today's fit does not take: their
# rows are renamed for the fit and only its fault keys are spliced into their
# machine.profile.
set -u
G=$1; O=$2; before=${3:-}; mkdir -p $O
here=$(dirname "$0")
for m in o p q r s t u v w x y z aa bb cc dd ee ff gg hh ii jj kk ll mm nn oo pp qq rr ss tt uu; do
  d=$(ls -d docs/data/validation-h100-2026-11-2?$m)
  cp $d/machine.profile $O/$m-base.profile
  [ -z "$before" ] && bash $here/append-late.sh $O/$m-base.profile
  args=""
  for f in $(ls $d/calibration-*.profile.measurements.csv.gz | sort -V); do
    if [ $m = o ] || [ $m = p ]; then
      b=$O/$m-$(basename $f .gz); zcat $f | sed 's/^m,launch_ns,empty,/m,launch_ns,replay,/' > $b; f=$b
    fi
    args="$args --from $f"
  done
  out=$O/$m.profile; [ $m = o ] || [ $m = p ] && out=$O/$m-full.profile
  if [ -n "$before" ] && { [ $m = o ] || [ $m = p ]; }; then cp $d/machine.profile $O/$m.profile; continue; fi
  $G --calibrate $out --base $O/$m-base.profile $args > $O/$m.log 2>&1 || echo "$m: $(tail -1 $O/$m.log)"
  if [ $m = o ] || [ $m = p ]; then
    /usr/bin/python3 - $O/$m-base.profile $out $O/$m.profile <<'X'
import sys
keys = {'fault_window', 'fault_batch_ns', 'fault_block_ns', 'fault_h2d_ns', 'fault_wake_ns',
        'fault_zero_ns', 'fault_late_ns'}
key = lambda l: l.split(' = ')[0] if ' = ' in l and not l.startswith('#') else None
full = {key(l): l for l in open(sys.argv[2]) if key(l)}
open(sys.argv[3], 'w').write(''.join(full[key(l)] if key(l) in keys else l for l in open(sys.argv[1])))
X
  fi
done
