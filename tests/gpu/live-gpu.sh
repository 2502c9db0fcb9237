#!/bin/sh
# tests/gpu/live-gpu.sh: gmslive's GPU tests (docs/live.md); tests/gpu/run.sh runs them.
#
# usage: tests/gpu/live-gpu.sh BINDIR OUTDIR
# BINDIR holds gmslive (its library in BINDIR/../lib), workload-streams (the CUDA C
# program tests/gpu/workloads/streams.cu linked with -cudart shared) and
# workload-streams-static (the same, nvcc's default static runtime). Prints "ok - NAME"
# or "not ok - NAME (why)" per check and "# N failed"; exit 1 when any failed.
#  1. A small PyTorch training step (ResNet-50, batch 8, deterministic algorithms) gives
#     bit for bit the same losses and trained parameters under gmslive (caching over
#     managed memory, launch-time prefetch, a 512 MiB capacity that makes it evict) as
#     without it. Skipped where python3 has no PyTorch.
#  2. A CUDA C program that knows nothing of the library: its cudaMalloc calls go through
#     the policy, its launches to the prefetcher, its results stay right ("ok").
#  3. The same program with the runtime linked statically: nothing reaches the policy,
#     and the library says so.
set -u
[ $# -eq 2 ] || { echo "usage: $0 BINDIR OUTDIR" >&2; exit 2; }
mkdir -p "$2" || exit 2
bin=$(cd "$1" && pwd) out=$(cd "$2" && pwd) || exit 2
cd "$(dirname "$0")/../.."
fails=0
ok() { echo "ok - $1"; }
bad() { echo "not ok - $1 ($2)"; fails=$((fails + 1)); }
key() { grep -o "\"$1\": *[^,}]*" "$2" | head -1 | sed 's/.*: *//; s/"//g'; }
rn=tests/gpu/workloads/resnet50_train.py
if python3 -c 'import torch' 2>/dev/null; then
    small="--batch 8 --iters 3 --warmup 1 --deterministic"
    timeout 300 python3 $rn $small --json "$out/plain.json" >"$out/plain.out" 2>&1 ||
        bad bitwise-plain "exit $?: $(tail -c 300 "$out/plain.out")"
    timeout 300 "$bin/gmslive" --policy caching --prefetch launch --evict lru --capacity 512M \
        --json "$out/live.json" -- python3 $rn $small --json "$out/lib.json" >"$out/lib.out" 2>&1 ||
        bad bitwise-live "exit $?: $(tail -c 300 "$out/lib.out")"
    a=$(key params_sha256 "$out/plain.json") b=$(key params_sha256 "$out/lib.json")
    la=$(tr -d ' \n' <"$out/plain.json" | grep -o '"losses":\[[^]]*\]')
    lb=$(tr -d ' \n' <"$out/lib.json" | grep -o '"losses":\[[^]]*\]')
    if [ -z "$a" ] || [ "$a" != "$b" ] || [ "$la" != "$lb" ]; then
        bad bitwise "parameters $a and $b, $la and $lb"
    elif [ "$(key evictions "$out/live.json")" = 0 ] || [ -z "$(key evictions "$out/live.json")" ]; then
        bad bitwise "no eviction at 512M: the check moved nothing"
    else
        ok "bitwise (losses and parameters the same; $(key evictions "$out/live.json") evictions)"
    fi
else
    echo "ok - bitwise # SKIP python3 has no PyTorch"
fi
timeout 120 "$bin/gmslive" --policy caching --prefetch launch --json "$out/streams.json" \
    -- "$bin/workload-streams" >"$out/streams.out" 2>&1
rc=$?
if [ $rc -ne 0 ] || ! grep -q '^ok' "$out/streams.out"; then
    bad streams-injected "exit $rc: $(tail -c 300 "$out/streams.out")"
elif [ "$(key alloc_ops "$out/streams.json")" = 0 ] || [ "$(key launches "$out/streams.json")" = 0 ] ||
     [ "$(key allocs_unseen "$out/streams.json")" != 0 ]; then
    bad streams-injected "$(cat "$out/streams.json")"
else
    ok "streams-injected ($(key alloc_ops "$out/streams.json") allocation calls, $(key launches \
"$out/streams.json") launches through the policies)"
fi
timeout 120 "$bin/gmslive" --policy caching -- "$bin/workload-streams-static" >"$out/static.out" 2>&1
rc=$?
[ $rc -eq 0 ] && grep -q 'past the library' "$out/static.out" && ok streams-static-said ||
    bad streams-static-said "exit $rc: $(tail -c 300 "$out/static.out")"
echo "# $fails failed"
[ $fails -eq 0 ]
