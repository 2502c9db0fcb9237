#!/bin/sh
# Three suites of one lease against each suite's fit: scripts/compare.py for the nine
# pairings, the pool of the three, then same-lease.py over the tables.
# From the repository root, after make: sh docs/data/validation-h100-2026-11-27jjj/same-lease.sh [SIMRUN]
set -eu
D=$(cd "$(dirname "$0")" && pwd)
SIMRUN=$(cd "$(dirname "${1:-build/bin/simrun}")" && pwd)/$(basename "${1:-build/bin/simrun}")
ROOT=$(cd "$D/../../.." && pwd)
PY=/usr/bin/python3
W=$(mktemp -d)
for s in a b c; do
    for f in a b c; do
        mkdir -p "$W/$s$f" && ln -s "$D/suite-$s" "$W/$s$f/gpu"   # a directory each: compare.py writes DIR/traces
        (cd "$W/$s$f" && $PY "$ROOT/scripts/compare.py" --simrun "$SIMRUN" --cases "$ROOT/scripts/validate-cases.txt" \
            --gpu "$D/suite-$f/machine.profile" . > "$W/runs-$s-fit-$f.txt" 2>&1) &
    done
done
wait
(cd "$W" && $PY "$ROOT/scripts/compare.py" --simrun "$SIMRUN" --cases "$ROOT/scripts/validate-cases.txt" \
    --pool aa=aa/gpu/machine.profile bb=bb/gpu/machine.profile cc=cc/gpu/machine.profile > "$W/pool.txt" 2>&1) || :   # compare.py exits 1 when a target is missed
$PY "$D/same-lease.py" "$W" "$D"
echo
tail -8 "$W/pool.txt"
# Suite a's runs against fit a with one part of fit b: the CPU's first touch, or the fault path.
grep -v '^host_populate_ns' "$D/suite-a/machine.profile" > "$W/a-with-b-populate.profile"
grep '^host_populate_ns' "$D/suite-b/machine.profile" >> "$W/a-with-b-populate.profile"
grep -v '^fault_' "$D/suite-a/machine.profile" > "$W/a-with-b-fault.profile"
grep '^fault_' "$D/suite-b/machine.profile" >> "$W/a-with-b-fault.profile"
for h in populate fault; do
    printf '\nsuite a against fit a with fit b'"'"'s %s: ' "$h"
    (cd "$W/aa" && $PY "$ROOT/scripts/compare.py" --simrun "$SIMRUN" --cases "$ROOT/scripts/validate-cases.txt" \
        --gpu "$W/a-with-b-$h.profile" . 2>&1 | grep '^time ratio') || :
done
# Each suite against the shipped profile and the 2026-11-22 one, which never saw this lease.
for prof in "$ROOT/profiles/h100-pcie5.profile" "$ROOT/docs/data/calibration-h100-2026-11-22/h100-pcie5.profile"; do
    for s in a b c; do
        printf '\nsuite %s against %s: ' "$s" "${prof#$ROOT/}"
        (cd "$W/$s$s" && $PY "$ROOT/scripts/compare.py" --simrun "$SIMRUN" --cases "$ROOT/scripts/validate-cases.txt" \
            --gpu "$prof" . 2>&1 | grep '^time ratio') || :
    done
done
rm -rf "$W"
