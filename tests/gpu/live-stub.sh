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
# Then tests/gpu/live_prog.c's launches, prefetched and evicted, and with --cupti the
# bytes by cause in the results; a program that knows nothing of the library
# (tests/gpu/inject_prog.c) run under gmslive, its allocation calls through the
# policy; a bad GMS_LIVE setting stops the program with exit 2 and its name, and
# gmslive refuses bad options before running anything.
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
    for k in '"launches":16' '"iterations":4' '"samples":16' '"prefetcher":"launch"' '"evictor":"lru"' \
             '"warmup_iterations":1' '"steady_iterations":3' '"iteration_ns":\[[0-9]*,[0-9]*,[0-9]*,[0-9]*\]'; do
        grep -q "$k" "$dir/launch.json" || fail "--capacity $cap: no $k in $(cat "$dir/launch.json")"
    done
    ev=$(grep -o '"evictions":[0-9]*' "$dir/launch.json" | cut -d: -f2)
    if [ $cap = 8M ]; then [ "$ev" -gt 0 ] || fail "no eviction at 8M"; else [ "$ev" -eq 0 ] || fail "$ev evictions at 64M"; fi
done
# --cupti over the CUPTI stub's counters (tests/gpu/cuptistub.c): the library's own
# prefetches come back as user-cause records of their bytes, beside fixed records of the
# driver's own migrations (1 MiB demand, 2 MiB the driver's prefetch, 4 KiB unknown to
# the GPU; 64 KiB CPU faults, 128 KiB eviction to the CPU; 3 fault groups, 1 CPU fault).
for what in bytes faults; do
    GMS_LIVE="--policy caching --prefetch launch --evict lru --capacity 8M --cupti $what --json $dir/um.json" \
        "$dir/live-prog"
    $py - "$what" "$dir/um.json" <<'PY' || fail "--cupti $what"
import json, sys
what, d = sys.argv[1], json.load(open(sys.argv[2]))
ev = d["evict_request_bytes"]
want = {"bytes": {"h2d_launch_prefetch_bytes": 16 * 3 << 20, "d2h_eviction_bytes": ev,
                  "h2d_demand_bytes": 1 << 20, "h2d_density_bytes": 2 << 20,
                  "d2h_cpu_fault_bytes": 65536, "cupti_h2d_other_bytes": 4096,
                  "cupti_d2h_other_bytes": 131072, "h2d_program_prefetch_bytes": 0,
                  "h2d_bytes": (48 + 3 << 20) + 4096, "d2h_bytes": ev + 65536 + 131072,
                  "cupti_dropped_records": 0},
        "faults": {"fault_batches": 1, "cupti_gpu_fault_groups": 3, "cupti_cpu_fault_records": 1,
                   "cupti_dropped_records": 0}}[what]
other = {"bytes": "fault_batches", "faults": "h2d_bytes"}[what]
bad = {k: d.get(k) for k in want if d.get(k) != want[k]}
if bad or ev == 0 or other in d:
    sys.exit("live-stub: --cupti %s: %s (want %s), evicted %d, %s %s" % (
        what, bad, {k: want[k] for k in bad}, ev, other, "present" if other in d else "absent"))
PY
done
rc=0; GMS_LIVE="--cupti nosuch" "$dir/live-prog" 2>"$dir/bad.err" || rc=$?
[ $rc -eq 2 ] && grep -q "GMS_LIVE: --cupti: all, bytes or faults, not 'nosuch'" "$dir/bad.err" ||
    { cat "$dir/bad.err"; fail "--cupti nosuch"; }
rc=0; GMS_LIVE="--memory device --cupti bytes" "$dir/live-prog" 2>"$dir/bad.err" || rc=$?
[ $rc -eq 2 ] && grep -q "cupti needs --memory managed" "$dir/bad.err" || { cat "$dir/bad.err"; fail "--cupti with device memory"; }
rc=0; "$bin/gmslive" --cupti=nosuch -- true 2>"$dir/bad.err" || rc=$?
[ $rc -eq 2 ] && grep -q "gmslive: --cupti: all, bytes or faults, not nosuch" "$dir/bad.err" ||
    { cat "$dir/bad.err"; fail "gmslive --cupti=nosuch"; }
s=$(GMS_LIVE_LIB="$dir/libgmslive.so" "$bin/gmslive" --cupti -- sh -c 'echo "$GMS_LIVE"')
case $s in *"--cupti all"*) ;; *) fail "gmslive --cupti: GMS_LIVE is '$s'" ;; esac
# Any CUDA program, through gmslive with the library preloaded (tests/gpu/inject_prog.c):
# its cudaMalloc and cudaMallocAsync reach the policy, its launches the prefetcher, and
# the one allocation made past every hook is counted and said.
live() { GMS_LIVE_LIB="$dir/libgmslive.so" "$bin/gmslive" --via cuda "$@"; }
for pf in launch lookahead; do
    live --prefetch $pf --evict lru --capacity 8M --json "$dir/inject-$pf.json" -- "$dir/inject-prog" \
        2>"$dir/inject.err" || { cat "$dir/inject.err"; fail "inject-prog, --prefetch $pf"; }
    for k in '"alloc_ops":8' '"launches":16' '"iterations":4' '"peak_requested_bytes":12582912' \
             '"allocs_unseen":1' '"allocs_passed_through":0' '"upstream":"managed"'; do
        grep -q "$k" "$dir/inject-$pf.json" || fail "inject-prog, $pf: no $k in $(cat "$dir/inject-$pf.json")"
    done
    grep -q "1 device allocations reached the driver past the library" "$dir/inject.err" ||
        fail "inject-prog: the allocation past the library not said"
done
# lookahead's future, the previous iteration, moves other blocks than launch's present
ev() { grep -o '"evictions":[0-9]*' "$1" | cut -d: -f2; }
[ "$(ev "$dir/inject-launch.json")" != "$(ev "$dir/inject-lookahead.json")" ] ||
    fail "lookahead evicted as launch did: no future from the previous iteration"
# Not preloaded: nothing reaches the policy, no results, and the library says why.
rm -f "$dir/none.json"
CUDA_INJECTION64_PATH="$dir/libgmslive.so" GMS_LIVE="--json $dir/none.json" "$dir/inject-prog" \
    2>"$dir/inject.err" || fail "inject-prog without the library preloaded"
[ ! -e "$dir/none.json" ] && grep -q "1 device allocations reached the driver past" "$dir/inject.err" ||
    { cat "$dir/inject.err"; fail "allocations past the library"; }
# Over the cap (16 GiB on the stub's 80 GiB): refused as out of memory, or with --over-cap
# device made in device memory.
rc=0; live -- "$dir/inject-prog" 6 2>"$dir/inject.err" || rc=$?
[ $rc -eq 1 ] && grep -q "could not serve 6442450944 bytes" "$dir/inject.err" ||
    { cat "$dir/inject.err"; fail "over the cap: rc $rc"; }
live --over-cap device --json "$dir/over.json" -- "$dir/inject-prog" 6 2>/dev/null || fail "--over-cap device"
for k in '"fallback_reserves":2' '"fallback_bytes":12884901888' '"status":"ok"'; do
    grep -q "$k" "$dir/over.json" || fail "--over-cap device: no $k in $(cat "$dir/over.json")"
done
rc=0; GMS_LIVE="--policy caching --memory device --capacity 8M" "$dir/live-prog" 2>"$dir/bad.err" || rc=$?
[ $rc -eq 2 ] && grep -q "need --memory managed" "$dir/bad.err" || { cat "$dir/bad.err"; fail "--capacity with device memory"; }
rc=0; GMS_LIVE="--policy nosuch" $py tests/gpu/live_replay.py "$dir/libgmslive.so" \
    traces/captured/cuda-streams.h5 2>"$dir/bad.err" || rc=$?
[ $rc -eq 2 ] && grep -q "gmslive: GMS_LIVE: .*nosuch" "$dir/bad.err" || { cat "$dir/bad.err"; fail "a bad setting"; }
rc=0; "$bin/gmslive" --policy bfc:nokey=1 -- true 2>"$dir/bad.err" || rc=$?
[ $rc -eq 2 ] && grep -q "gmslive: --policy: bfc" "$dir/bad.err" || { cat "$dir/bad.err"; fail "gmslive --policy"; }
echo "live-stub: ok ($n runs agree with simrun on $keys; launches prefetched and evicted;" \
    "--cupti bytes and faults by cause; a program's own calls served, past ones counted," \
    "the cap kept; bad settings refused)"
