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
# Launches through the CUPTI stub: prefetches and evictions, and with --cupti the
# bytes by cause in the results.
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
rc=0; GMS_LIVE="--policy caching --memory device --capacity 8M" "$dir/live-prog" 2>"$dir/bad.err" || rc=$?
[ $rc -eq 2 ] && grep -q "need --memory managed" "$dir/bad.err" || { cat "$dir/bad.err"; fail "--capacity with device memory"; }
rc=0; GMS_LIVE="--policy nosuch" $py tests/gpu/live_replay.py "$dir/libgmslive.so" \
    traces/captured/cuda-streams.h5 2>"$dir/bad.err" || rc=$?
[ $rc -eq 2 ] && grep -q "gmslive: GMS_LIVE: .*nosuch" "$dir/bad.err" || { cat "$dir/bad.err"; fail "a bad setting"; }
rc=0; "$bin/gmslive" --policy bfc:nokey=1 -- true 2>"$dir/bad.err" || rc=$?
[ $rc -eq 2 ] && grep -q "gmslive: --policy: bfc" "$dir/bad.err" || { cat "$dir/bad.err"; fail "gmslive --policy"; }
echo "live-stub: ok ($n runs agree with simrun on $keys; launches prefetched and evicted;"\
  "--cupti bytes and faults by cause; bad settings refused)"
