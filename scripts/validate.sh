#!/bin/sh
# validate.sh: run the validation suite on the GPU (make validate; docs/validation.md).
#
# usage: scripts/validate.sh BINDIR OUTDIR [CASES]
# For each case of CASES (default scripts/validate-cases.txt): generate the trace with
# BINDIR/tracegen into OUTDIR/traces, run gpurun $REPS times (default 5) for time (no counters:
# CUPTI halves fault-driven bandwidth, docs/measurements.md; JSON lines appended) into OUTDIR/gpu/NAME.json,
# once with --cupti=bytes into OUTDIR/gpu/NAME-cupti.json and once with --cupti=faults into
# OUTDIR/gpu/NAME-faults.json (counting faults loses byte records on heavily faulting kernels), and
# with TIMELINE=1 once more with --timeline into OUTDIR/gpu/NAME-timeline.csv (docs/gpurun.md
# "Timeline"). Writes OUTDIR/gpu/env.txt (date, GPU, driver). scripts/compare.py turns it into the
# table.
set -u
[ $# -ge 2 ] || { echo "usage: $0 BINDIR OUTDIR [CASES]" >&2; exit 2; }
bin=$1 out=$2 cases=${3:-$(dirname "$0")/validate-cases.txt} reps=${REPS:-5}
mkdir -p "$out/traces" "$out/gpu" || exit 2
{
    echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    nvidia-smi --query-gpu=name,driver_version,memory.total,memory.free,pcie.link.gen.current,pcie.link.width.current --format=csv
} >"$out/gpu/env.txt" 2>&1
rc=0
suite_start=$(date +%s)
grep -v '^#' "$cases" | while IFS='|' read -r name gen flags; do
    case_start=$(date +%s)
    name=$(echo $name)
    [ -n "$name" ] || continue
    "$bin/tracegen" $gen --seed 1 -o "$out/traces/$name.h5" >/dev/null || { echo "$name: tracegen failed"; continue; }
    : >"$out/gpu/$name.json"
    for rep in $(seq "$reps"); do # timing runs, one JSON line per policy each
        timeout 120 "$bin/gpurun" --quiet --json $flags "$out/traces/$name.h5" >>"$out/gpu/$name.json" 2>>"$out/gpu/$name.err"
        r1=$?
    done
    timeout 120 "$bin/gpurun" --quiet --json --cupti=bytes --pcie $flags "$out/traces/$name.h5" >"$out/gpu/$name-cupti.json" 2>"$out/gpu/$name-cupti.err"
    r2=$?
    timeout 120 "$bin/gpurun" --quiet --json --cupti=faults $flags "$out/traces/$name.h5" >"$out/gpu/$name-faults.json" 2>"$out/gpu/$name-faults.err"
    r3=$?
    if [ "${TIMELINE:-0}" = 1 ]; then
        timeout 120 "$bin/gpurun" --quiet --json --timeline "$out/gpu/$name-timeline.csv" $flags "$out/traces/$name.h5" >/dev/null 2>"$out/gpu/$name-timeline.err"
    fi
    echo "$name: gpurun exit $r1, with --cupti=bytes exit $r2, --cupti=faults exit $r3 ($(($(date +%s) - case_start)) s)"
done
echo "validate.sh: the suite took $(($(date +%s) - suite_start)) s"
exit $rc
