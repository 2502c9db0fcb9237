#!/bin/sh
# tests/gpu/live-stub.sh: the live allocator's policy plumbing without a GPU
# (CI's `make gpu-stub`).
#
# usage: tests/gpu/live-stub.sh BIN DIR
# DIR holds libgmslive.so built over tests/gpu/cudastub.c (a CUDA runtime that
# does nothing). tests/gpu/live_replay.py calls it as PyTorch would, with the
# allocations of a captured PyTorch run and of a generated multi-stream
# trace, once per allocator policy; the results it writes at exit must agree
# with simrun's replay of the same trace through the same policy, key by key.
# (Not splits, merges or the allocated peak: the stub places reservations
# otherwise than the driver, which simrun models, and best fits break ties
# by address.)
# Then: a bad GMS_LIVE setting stops the program with exit 2 and its name,
# and gmslive refuses bad options before running anything.
set -eu
[ $# -eq 2 ] || { echo "usage: $0 BIN DIR" >&2; exit 2; }
bin=$1 dir=$2
cd "$(dirname "$0")/../.."
py=/usr/bin/python3
fail() { echo "live-stub: FAIL: $*" >&2; exit 1; }
keys='peak_reserved_bytes peak_requested_bytes upstream_allocs upstream_frees cache_hits alloc_ops'
n=0
for t in traces/captured/resnet50-bs64.h5 traces/examples/transformer-varlen.h5; do
    for p in cuda bestfit bfc stream caching rmm-pool; do
        GMS_LIVE="--policy $p --memory device --json $dir/live.json" \
            $py tests/gpu/live_replay.py "$dir/libgmslive.so" "$t"
        "$bin/simrun" --memory device --policy "$p" --json "$t" > "$dir/sim.json"
        for k in $keys; do
            a=$(grep -o "\"$k\":[0-9]*" "$dir/live.json") b=$(grep -o "\"$k\":[0-9]*" "$dir/sim.json")
            [ "$a" = "$b" ] || fail "$t, $p: live $a, simrun $b"
        done
        n=$((n + 1))
    done
done
# Launches through the CUPTI stub (tests/gpu/live_prog.c): 16 launches over four 3 MiB
# buffers, 4 markers; an 8 MiB capacity makes the evictor work, 64 MiB does not.
for cap in 8M 64M; do
    GMS_LIVE="--policy caching --prefetch launch --evict lru --capacity $cap --json $dir/launch.json" \
        "$dir/live-prog"
    for k in '"launches":16' '"iterations":4' '"samples":16' '"prefetcher":"launch"' '"evictor":"lru"'; do
        grep -q "$k" "$dir/launch.json" || fail "--capacity $cap: no $k in $(cat "$dir/launch.json")"
    done
    ev=$(grep -o '"evictions":[0-9]*' "$dir/launch.json" | cut -d: -f2)
    if [ $cap = 8M ]; then [ "$ev" -gt 0 ] || fail "no eviction at 8M"; else [ "$ev" -eq 0 ] || fail "$ev evictions at 64M"; fi
done
rc=0; GMS_LIVE="--policy caching --memory device --capacity 8M" "$dir/live-prog" 2>"$dir/bad.err" || rc=$?
[ $rc -eq 2 ] && grep -q "need --memory managed" "$dir/bad.err" || { cat "$dir/bad.err"; fail "--capacity with device memory"; }
rc=0; GMS_LIVE="--policy nosuch" $py tests/gpu/live_replay.py "$dir/libgmslive.so" \
    traces/captured/cuda-streams.h5 2>"$dir/bad.err" || rc=$?
[ $rc -eq 2 ] && grep -q "gmslive: GMS_LIVE: .*nosuch" "$dir/bad.err" || { cat "$dir/bad.err"; fail "a bad setting"; }
rc=0; "$bin/gmslive" --policy bfc:nokey=1 -- true 2>"$dir/bad.err" || rc=$?
[ $rc -eq 2 ] && grep -q "gmslive: --policy: bfc" "$dir/bad.err" || { cat "$dir/bad.err"; fail "gmslive --policy"; }
echo "live-stub: ok ($n runs agree with simrun on $keys; launches prefetched and evicted; bad settings refused)"
