#!/bin/sh
# corpus.sh: measure issue 45's corpus on one GPU in one go (docs/validation.md "Corpus").
#
# usage: scripts/corpus.sh BINDIR OUTDIR
# BINDIR holds tracegen, gpurun and umtouch. Three steps, all under OUTDIR (about 400 s on
# an H200: docs/validation.md "Corpus"):
# 1. scripts/validate.sh over the fitting and the test set interleaved (one fit case, one
#    test case, ...: OUTDIR/cases-corpus.txt), REPS passes (default 2: the runs' own
#    spread), CALIBRATE=1 (gpurun --calibrate before the first pass and after each, their
#    fit OUTDIR/gpu/machine.profile), no counters: OUTDIR/gpu/NAME.json, a line a pass.
# 2. The independent kernel against gpurun's replay kernel (docs/gpurun.md "Fault order"):
#    for each case of $TOUCH (default: one-byte strides 16K to 1M over 1 GiB, one byte and
#    whole blocks of every 64 KiB block of 1 GiB and of 10% of them, random and address
#    order), pass after pass, `umtouch` (OUTDIR/touch/umtouch.csv: case,bytes,touches,
#    rep,ms) then `gpurun --timeline` on the same trace, whose kernel time (its LAUNCH's
#    kernel_end_ns - start_ns) goes to OUTDIR/touch/gpurun.csv (case,bytes,rep,ms) and
#    its JSON line to OUTDIR/touch/NAME.json.
# 3. The test set once more with --cupti=bytes --pcie (OUTDIR/gpu/NAME-cupti.json): the
#    bytes moved the test set's targets need (validate.sh REPS=0 COUNTERS=bytes).
# STOP_AFTER (seconds, default 450): steps 2 and 3 start no run after it (corpus.log says).
# FIT and TEST name other case files (default scripts/corpus-fit.txt, corpus-test.txt);
# OUTDIR/corpus.log says how long each step took. Then, with no GPU:
#   scripts/compare.py --cases scripts/corpus-test.txt --gpu OUTDIR/gpu/machine.profile OUTDIR
set -u
[ $# -eq 2 ] || { echo "usage: $0 BINDIR OUTDIR" >&2; exit 2; }
bin=$1 out=$2 here=$(dirname "$0")
fit=${FIT:-$here/corpus-fit.txt} test=${TEST:-$here/corpus-test.txt} reps=${REPS:-2}
touch_cases=${TOUCH:-"b1-stride-16K b1-stride-32K b1-stride-64K b1-stride-128K b1-stride-256K
  b1-stride-512K b1-stride-1M rnd-b1-1-random rnd-b1-1-address rnd-b1-0.1-random
  rnd-b1-0.1-address rnd-blk-1-random rnd-blk-1-address rnd-blk-0.1-random rnd-blk-0.1-address"}
for p in tracegen gpurun umtouch; do
    [ -x "$bin/$p" ] || { echo "corpus.sh: $bin/$p: no such program" >&2; exit 2; }
done
for f in "$fit" "$test"; do
    [ -r "$f" ] || { echo "corpus.sh: $f: cannot read" >&2; exit 2; }
done
mkdir -p "$out/touch" || exit 2
cp "$fit" "$out/corpus-fit.txt" && cp "$test" "$out/corpus-test.txt" || exit 2
log() { echo "$(date -u +%H:%M:%S) $*" | tee -a "$out/corpus.log"; }
start=$(date +%s)
# in_time: false, and says so, once the run is past STOP_AFTER seconds (default 450), so
# that steps 2 and 3 stop short of a 600 s limit with what they have
in_time() {
    [ $(($(date +%s) - start)) -lt "${STOP_AFTER:-450}" ] && return 0
    log "past STOP_AFTER=${STOP_AFTER:-450} s: the rest of steps 2 and 3 skipped"
    return 1
}

# 1. timing passes over both sets, interleaved
grep -hv '^#' "$fit" > "$out/fit.tmp" && grep -hv '^#' "$test" > "$out/test.tmp"
awk 'NR == FNR { f[FNR] = $0; nf = FNR; next } { t[FNR] = $0; nt = FNR }
     END { for (i = 1; i <= nf || i <= nt; i++) {
         if (i <= nf) print f[i]
         if (i <= nt) print t[i] } }' \
    "$out/fit.tmp" "$out/test.tmp" > "$out/cases-corpus.txt"
rm -f "$out/fit.tmp" "$out/test.tmp"
log "1. $(wc -l < "$out/cases-corpus.txt") cases, $reps passes, CALIBRATE=${CALIBRATE:-1}"
REPS=$reps CALIBRATE=${CALIBRATE:-1} COUNTERS=none sh "$here/validate.sh" "$bin" "$out" \
    "$out/cases-corpus.txt" > "$out/validate.log" 2>&1
tail -n 1 "$out/validate.log" | tee -a "$out/corpus.log"

# 2. the independent kernel and gpurun's replay kernel, same traces, interleaved
log "2. umtouch and gpurun's replay kernel: $(echo $touch_cases | wc -w) cases, $reps passes"
echo "case,bytes,touches,rep,ms" > "$out/touch/umtouch.csv"
echo "case,bytes,rep,ms" > "$out/touch/gpurun.csv"
for pass in $(seq "$reps"); do
    for name in $touch_cases; do
        in_time || break 2
        t="$out/traces/$name.h5"
        [ -s "$t" ] || { log "$name: no trace (not a corpus case?)"; continue; }
        timeout 120 "$bin/umtouch" --reps 1 --case "$name" "$t" 2>>"$out/touch/umtouch.err" |
            awk -F, -v OFS=, -v p="$pass" '{ $4 = p; print }' >> "$out/touch/umtouch.csv"
        tl="$out/touch/$name-timeline.csv"
        timeout 120 "$bin/gpurun" --quiet --json --policy caching --timeline "$tl" "$t" \
            >> "$out/touch/$name.json" 2>>"$out/touch/gpurun.err" </dev/null ||
            log "$name: pass $pass: gpurun exit $?"
        [ -s "$tl" ] && awk -F, -v n="$name" -v p="$pass" '$3 == "ALLOC" { b = $4 }
            $3 == "LAUNCH" { printf "%s,%s,%s,%.4f\n", n, b, p, ($8 - $5) / 1e6 }' "$tl" \
            >> "$out/touch/gpurun.csv"
        rm -f "$tl"
    done
done
# 3. bytes moved, test set
if in_time; then
    log "3. the test set with --cupti=bytes --pcie"
    REPS=0 COUNTERS=bytes sh "$here/validate.sh" "$bin" "$out" "$test" > "$out/counters.log" 2>&1
    tail -n 1 "$out/counters.log" | tee -a "$out/corpus.log"
fi

find "$out/touch" -name '*.err' -type f -size 0 -exec rm -f {} +
log "corpus.sh: $(($(date +%s) - start)) s in all"
