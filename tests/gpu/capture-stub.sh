#!/bin/sh
# tests/gpu/capture-stub.sh: gmscapture end to end without a GPU (CI's `make gpu-stub`).
#
# usage: tests/gpu/capture-stub.sh BIN DIR
# DIR holds the capture library built over the CUPTI stub and capture-prog
# (tests/gpu/capture_prog.c), which plays a small CUDA program through it.
# Captures it whole, with --iters 2, crashing, and never initializing CUDA;
# converts a kept log again (the same bytes); feeds gmscapture a log that is
# not one. tests/gpu/capture_check.py checks each trace row by row.
set -eu
[ $# -eq 2 ] || { echo "usage: $0 BIN DIR" >&2; exit 2; }
bin=$1 dir=$2
cd "$(dirname "$0")/../.."
py=/usr/bin/python3
export GMS_CAPTURE_LIB="$dir/libgmscapture.so"
fail() { echo "capture-stub: FAIL: $*" >&2; exit 1; }
expect() { # expect STATUS MESSAGE-PATTERN ERRFILE: the exit status and a line of stderr
    [ "$rc" -eq "$1" ] || { cat "$3" >&2; fail "exit status $rc, expected $1"; }
    grep -q -- "$2" "$3" || { cat "$3" >&2; fail "no '$2' in the messages"; }
}

rc=0; "$bin/gmscapture" -o "$dir/whole.h5" --keep-log "$dir/whole.log" -- "$dir/capture-prog" \
    2>"$dir/whole.err" || rc=$?
expect 0 "3 iterations" "$dir/whole.err"
grep -q "3 calls have no trace event: cuMemcpy2D_v2 (3)" "$dir/whole.err" \
    || { cat "$dir/whole.err"; fail "the skipped call is not named"; }
"$bin/tracecheck" "$dir/whole.h5" >"$dir/whole.txt"
grep -q "launches with a buffer .*15 of 18" "$dir/whole.txt" || { cat "$dir/whole.txt"; fail "resolved fraction"; }
grep -q "gpu  *Stub GPU" "$dir/whole.txt" || fail "no provenance in tracecheck's summary"
$py tests/gpu/capture_check.py whole "$dir/whole.h5"

"$bin/gmscapture" -o "$dir/again.h5" --from-log "$dir/whole.log" 2>/dev/null
cmp -s "$dir/whole.h5" "$dir/again.h5" || fail "the same log gave another trace"

# --allocs async keeps B (cuMemAllocAsync) alone: A's and C's launches resolve less
rc=0; "$bin/gmscapture" -o "$dir/async.h5" --allocs async --from-log "$dir/whole.log" \
    2>"$dir/async.err" || rc=$?
expect 0 "2 allocations of a kind --allocs does not keep were left out" "$dir/async.err"
grep -q "1 buffers, .* 15 launches, 9 (60.0%) with a buffer" "$dir/async.err" \
    || { cat "$dir/async.err"; fail "--allocs async: launches"; }

rc=0; "$bin/gmscapture" -o "$dir/two.h5" --iters 2 -- "$dir/capture-prog" 2>"$dir/two.err" || rc=$?
expect 0 "2 iterations" "$dir/two.err"
$py tests/gpu/capture_check.py two "$dir/two.h5"

rc=0; "$bin/gmscapture" -o "$dir/crash.h5" -- "$dir/capture-prog" --crash 2>"$dir/crash.err" || rc=$?
expect 1 "without its exit handlers" "$dir/crash.err"
grep -q "killed by signal 6" "$dir/crash.err" || fail "the signal is not named"
grep -q "have no measured time" "$dir/crash.err" || fail "untimed launches are not said"
"$bin/tracecheck" --quiet "$dir/crash.h5"
$py tests/gpu/capture_check.py crash "$dir/crash.h5"

rc=0; "$bin/gmscapture" -o "$dir/none.h5" -- "$dir/capture-prog" --no-cuda 2>"$dir/none.err" || rc=$?
expect 1 "no trace written: the program never initialized CUDA" "$dir/none.err"
[ ! -e "$dir/none.h5" ] || fail "a trace was written for a program that ran no CUDA"

printf 'not a log' >"$dir/bad.log"
rc=0; "$bin/gmscapture" -o "$dir/bad.h5" --from-log "$dir/bad.log" 2>"$dir/bad.err" || rc=$?
expect 2 "bad.log: offset 0: not a capture log" "$dir/bad.err"
rc=0; "$bin/gmscapture" -o "$dir/x.h5" -- /nonexistent/program 2>"$dir/exec.err" || rc=$?
expect 1 "cannot run" "$dir/exec.err"
echo "capture-stub: ok (whole, --from-log, --allocs, --iters 2, crash, no CUDA, bad log, no program)"
