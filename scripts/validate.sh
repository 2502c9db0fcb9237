#!/bin/sh
# validate.sh: run the validation suite on the GPU (make validate; docs/validation.md).
#
# usage: scripts/validate.sh BINDIR OUTDIR [CASES]
# Generates each case of CASES (default scripts/validate-cases.txt) with BINDIR/tracegen into
# OUTDIR/traces, then runs the suite $REPS times (default 14) for time, pass after pass, each case
# once per pass (no counters: CUPTI halves fault-driven bandwidth, docs/measurements.md; one JSON
# line per policy appended to OUTDIR/gpu/NAME.json), so that each case's runs spread over the
# whole suite instead of meeting one moment of a machine whose host-side speed drifts (docs/
# validation.md). Then once with --cupti=bytes --pcie into OUTDIR/gpu/NAME-cupti.json, once with
# --cupti=faults into OUTDIR/gpu/NAME-faults.json (counting faults loses byte records on heavily
# faulting kernels), and with TIMELINE=1 once with --timeline into OUTDIR/gpu/NAME-timeline.csv
# (docs/gpurun.md "Timeline").
#
# With CALIBRATE=1, gpurun --calibrate runs before the first pass and after every pass
# (OUTDIR/gpu/calibration-K.profile and its measurements; base profile $BASE, default
# profiles/h100-pcie5.profile), and OUTDIR/gpu/machine.profile is the fit of all of them
# together: the machine over the time the suite ran, for simrun --gpu.
# Writes OUTDIR/gpu/env.txt (date, GPU, driver); a run's stderr goes to NAME.err, removed when
# empty. `scripts/compare.py [--gpu PROFILE] OUTDIR` prints the table; `scripts/compare.py
# --summarize OUT.csv OUTDIR...` writes the summary docs/data keeps (docs/validation.md).
#
# COUNTERS=bytes skips the --cupti=faults runs, COUNTERS=none every counter run (default all).
#
# REPS=0 runs only the counter and timeline runs, keeping the timing runs and calibrations
# already in OUTDIR (its date, GPU and driver in OUTDIR/gpu/env-counters.txt, its cases in
# OUTDIR/cases-counters.txt; CALIBRATE is ignored): to finish a suite that was stopped
# before those runs, give it a CASES file of the cases left.
set -u
[ $# -ge 2 ] || { echo "usage: $0 BINDIR OUTDIR [CASES]" >&2; exit 2; }
bin=$1 out=$2 cases=${3:-$(dirname "$0")/validate-cases.txt} reps=${REPS:-14}
base=${BASE:-$(dirname "$0")/../profiles/h100-pcie5.profile}
envfile=env.txt list="$out/cases.txt" # list: NAME|FLAGS of every case whose trace was written
case ${COUNTERS:-all} in all | bytes | none) ;;
*) echo "$0: COUNTERS=$COUNTERS: not all, bytes or none" >&2; exit 2 ;;
esac
[ "$reps" = 0 ] && envfile=env-counters.txt list="$out/cases-counters.txt" CALIBRATE=0
mkdir -p "$out/traces" "$out/gpu" || exit 2
{
    echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    nvidia-smi --query-gpu=name,driver_version,memory.total,memory.free,pcie.link.gen.current,pcie.link.width.current --format=csv
} >"$out/gpu/$envfile" 2>&1
suite_start=$(date +%s)
: >"$list"
grep -v '^#' "$cases" | while IFS='|' read -r name gen flags; do
    name=$(echo $name)
    [ -n "$name" ] || continue
    if "$bin/tracegen" $gen --seed 1 -o "$out/traces/$name.h5" >/dev/null; then
        echo "$name|$flags" >>"$list"
        if [ "$reps" != 0 ]; then
            : >"$out/gpu/$name.json"
            : >"$out/gpu/$name.err"
        fi
    else
        echo "$name: tracegen failed"
    fi
done

calibrations=0
calibrate() {
    [ "${CALIBRATE:-0}" = 1 ] || return 0
    calibrations=$((calibrations + 1))
    "$bin/gpurun" --calibrate "$out/gpu/calibration-$calibrations.profile" --base "$base" \
        --reps 5 2>"$out/gpu/calibration-$calibrations.log" ||
        echo "calibration $calibrations failed (see calibration-$calibrations.log)"
}

calibrate
for pass in $(seq "$reps"); do
    pass_start=$(date +%s)
    while IFS='|' read -r name flags; do
        timeout 120 "$bin/gpurun" --quiet --json $flags "$out/traces/$name.h5" \
            >>"$out/gpu/$name.json" 2>>"$out/gpu/$name.err" </dev/null ||
            echo "$name: pass $pass: gpurun exit $?"
    done <"$list"
    echo "pass $pass of $reps: $(($(date +%s) - pass_start)) s"
    calibrate
done

counters=${COUNTERS:-all}
while IFS='|' read -r name flags; do
    case_start=$(date +%s) r2=skipped r3=skipped
    if [ "$counters" != none ]; then
        timeout 120 "$bin/gpurun" --quiet --json --cupti=bytes --pcie $flags "$out/traces/$name.h5" \
            >"$out/gpu/$name-cupti.json" 2>"$out/gpu/$name-cupti.err" </dev/null
        r2=$?
    fi
    if [ "$counters" = all ]; then
        timeout 120 "$bin/gpurun" --quiet --json --cupti=faults $flags "$out/traces/$name.h5" \
            >"$out/gpu/$name-faults.json" 2>"$out/gpu/$name-faults.err" </dev/null
        r3=$?
    fi
    if [ "${TIMELINE:-0}" = 1 ]; then
        timeout 120 "$bin/gpurun" --quiet --json --timeline "$out/gpu/$name-timeline.csv" $flags \
            "$out/traces/$name.h5" >/dev/null 2>"$out/gpu/$name-timeline.err" </dev/null
    fi
    echo "$name: with --cupti=bytes exit $r2, --cupti=faults exit $r3 ($(($(date +%s) - case_start)) s)"
done <"$list"

if [ "$calibrations" -gt 0 ]; then
    set --
    for k in $(seq "$calibrations"); do
        f="$out/gpu/calibration-$k.profile.measurements.csv"
        [ -s "$f" ] && set -- "$@" --from "$f"
    done
    if [ $# -gt 0 ]; then
        "$bin/gpurun" --calibrate "$out/gpu/machine.profile" --base "$base" "$@" \
            2>"$out/gpu/machine.profile.log" && echo "machine.profile: the fit of $(($# / 2)) calibrations"
    fi
fi
find "$out/gpu" -name '*.err' -type f -size 0 -exec rm -f {} +
echo "validate.sh: the suite took $(($(date +%s) - suite_start)) s"
