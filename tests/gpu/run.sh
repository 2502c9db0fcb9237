#!/bin/sh
# tests/gpu/run.sh: the GPU tests of gpurun (make gpu-test; needs a GPU).
#
# usage: tests/gpu/run.sh BINDIR OUTDIR
# BINDIR holds gpurun, gpurun-overlap, replay-bench and tracegen. Every check prints
# "ok - NAME" or "not ok - NAME (why)"; exit 1 when any failed.
#  1. --check on tracegen traces (dl, etl, micro patterns, a stride of 2^64 - 4096)
#     with every allocator policy, managed and device memory, and with each
#     launch-time prefetcher;
#  2. the deliberately overlapping allocator (tests/gpu/overlap.c) must fail
#     --check with exit 1 and a message naming the overlap;
#  3. a footprint over the cap is refused with exit 2 before allocating;
#  4. a kernel that runs far longer than --watchdog ends the run with exit 1;
#  5. the counters: --cupti=bytes counts prefetched bytes exactly, --pcie's payload is within
#     10% of them, and each run reports only what it was asked to count;
#  6. the replay kernel on resident memory (replay-bench, printed): reading and writing
#     128 MiB takes at most 4 times as long as reading it (a store behind its own load
#     made it 12 times; two passes, 1.6 times);
#  7. gmslive's tests, tests/gpu/live-gpu.sh (BINDIR holds gmslive and the streams
#     workloads too).
set -u
[ $# -eq 2 ] || { echo "usage: $0 BINDIR OUTDIR" >&2; exit 2; }
bin=$1 out=$2
mkdir -p "$out" || exit 2
fails=0
ok() { echo "ok - $1"; }
bad() { echo "not ok - $1 ($2)"; fails=$((fails + 1)); }
gen() { # NAME ARGS...
    n=$1; shift
    "$bin/tracegen" "$@" --seed 1 -o "$out/$n.h5" >/dev/null || bad "tracegen $n" "exit $?"
}
gen resnet18 dl --model resnet --depth 18 --batch 8 --iters 2
gen transformer dl --model transformer --batch 2 --iters 2 --layers 2 --seq-max 128
gen etl etl --partitions 2 --rows 100K
gen seq micro --pattern seq --size 16M
gen strided micro --pattern strided --size 16M --stride 64K --piece 4K
gen random micro --pattern random --size 16M --fraction 0.3
gen strided4M micro --pattern strided --size 64M --stride 4M --piece 64K --iters 2
gen huge micro --pattern seq --size 20G
gen slow micro --pattern seq --size 4M --gpu-bw 1e5
gen pfchunk micro --pattern seq --size 16M --prefetch --prefetch-back --prefetch-chunk 64K --iters 2
gen wide micro --pattern random --size 16M --fraction 0.5
# a stride near 2^64: one piece; its planning once wrapped (2^52 chunks, a kernel without end)
gen stride-max micro --pattern strided --size 16M --stride 18446744073709547520 --piece 4K
ALL=cuda,bestfit,bfc,stream,caching,rmm-pool
run() { # NAME EXPECTED-EXIT GREP-PATTERN ARGS...
    name=$1 want=$2 pat=$3; shift 3
    timeout 120 "$@" >"$out/$name.out" 2>"$out/$name.err"
    rc=$?
    if [ "$rc" != "$want" ]; then
        bad "$name" "exit $rc, expected $want: $(tail -c 300 "$out/$name.err")"
    elif [ -n "$pat" ] && ! grep -q -- "$pat" "$out/$name.err" "$out/$name.out"; then
        bad "$name" "no '$pat' in the output"
    else
        ok "$name"
    fi
}
for t in resnet18 transformer etl seq strided random stride-max; do
    run "check-$t" 0 '"status":"ok"' "$bin/gpurun" --quiet --json --check --policy $ALL "$out/$t.h5"
done
run check-device-resnet18 0 '"status":"ok"' "$bin/gpurun" --quiet --json --check --memory device --policy $ALL "$out/resnet18.h5"
for pf in manual launch lookahead; do
    run "check-prefetch-$pf" 0 '"status":"ok"' "$bin/gpurun" --quiet --json --check --prefetch $pf --policy caching "$out/resnet18.h5"
done
# device memory: HOST events as pageable cudaMemcpy both ways (etl reads and writes on the CPU)
run check-device-etl 0 '"status":"ok"' "$bin/gpurun" --quiet --json --check --memory device --policy rmm-pool,caching "$out/etl.h5"
# prefetches in 64 KiB calls to the GPU and back; a launch of 128 ranges (the staging ring,
# beyond the 32 carried in kernel parameters); set-up reported apart
run check-prefetch-chunks 0 '"status":"ok"' "$bin/gpurun" --quiet --json --check --policy caching "$out/pfchunk.h5"
run check-wide-launch 0 '"status":"ok"' "$bin/gpurun" --quiet --json --check --policy bfc "$out/wide.h5"
run setup-reported 0 '"setup_ns":[1-9]' "$bin/gpurun" --quiet --json --policy caching "$out/seq.h5"
run check-capacity 0 '"status":"ok"' "$bin/gpurun" --quiet --json --check --capacity 64M --policy bfc "$out/resnet18.h5"
run check-capacity-strided 0 '"evictions":[1-9]' "$bin/gpurun" --quiet --json --check --capacity 4M --policy bfc "$out/strided4M.h5"
# counters: pfchunk prefetches 16 MiB to the GPU and back twice, 32 MiB each way in all; CUPTI
# counts prefetches exactly, the payload read off the PCIe link's counters is within 10% of it,
# and only what was asked for is reported
val() { v=$(grep -o "\"$1\":[0-9]*" "$2" | head -1 | cut -d: -f2); echo "${v:-0}"; }
run counters-bytes 0 '"h2d_bytes":33554432,' "$bin/gpurun" --quiet --json --cupti=bytes --pcie --policy caching "$out/pfchunk.h5"
f=$out/counters-bytes.out
h=$(val link_h2d_bytes "$f") d=$(val link_d2h_bytes "$f")
if grep -q '"fault_batches"' "$f"; then bad counters-bytes-only "fault_batches with --cupti=bytes"
elif [ "$h" -lt 30198989 ] || [ "$h" -gt 36909875 ] || [ "$d" -lt 30198989 ] || [ "$d" -gt 36909875 ]; then
    bad counters-link "link_h2d_bytes $h, link_d2h_bytes $d: not within 10% of 33554432"
else ok counters-link; fi
run counters-faults 0 '"fault_batches":[1-9]' "$bin/gpurun" --quiet --json --cupti=faults --policy caching "$out/seq.h5"
grep -q '"h2d_bytes"' "$out/counters-faults.out" && bad counters-faults-only "h2d_bytes with --cupti=faults" || ok counters-faults-only
# --timeline: one row per event and policy, events in order on the host clock, every LAUNCH
# with a kernel end on the GPU, kernels of the one-stream trace ending in launch order, and
# the last one before the run's measured end; every ALLOC, and nothing else, with an address
run timeline 0 '"status":"ok"' "$bin/gpurun" --quiet --json --timeline "$out/timeline.csv" --memory device --policy cuda,caching "$out/resnet18.h5"
events=$(val events "$out/timeline.out") end=$(val time_ns "$out/timeline.out")
why=$(awk -F, -v events="$events" -v end="$end" '
    NR == 1 { next }
    $1 != pol { pol = $1; n[pol] = 0; last = -1; kend = -1 }
    { n[pol]++
      if ($2 != n[pol] - 1) { print "row " $2 " of " pol " out of order"; exit }
      if ($5 < last) { print "start_ns going back at row " $2; exit }
      last = $5
      if ($3 == "LAUNCH") {
          if ($8 == "" || $8 <= 0 || $8 < kend) { print "LAUNCH at row " $2 ": kernel_end_ns " $8; exit }
          kend = $8
      } else if ($8 != "") { print $3 " at row " $2 " has a kernel end"; exit }
      if (($3 == "ALLOC") != ($9 ~ /^0x[0-9a-f]+$/)) { print $3 " at row " $2 ": addr " $9; exit }
      if (pol == "cuda" && kend > end) { print "kernel end " kend " after the run end " end; exit } }
    END { if (n["cuda"] != events || n["caching"] != events) print "rows " n["cuda"] "/" n["caching"] ", events " events }
' "$out/timeline.csv")
[ -z "$why" ] && ok timeline-rows || bad timeline-rows "$why"
for t in resnet18 etl; do
    run "overlap-fails-$t" 1 'overlapping' "$bin/gpurun-overlap" --quiet --json --check --policy overlap "$out/$t.h5"
done
run cap-refused-20G 2 'refused' "$bin/gpurun" --quiet --policy bfc "$out/huge.h5"
run cap-refused-small-cap 2 'refused' "$bin/gpurun" --quiet --cap 8M --policy bfc "$out/seq.h5"
"$bin/replay-bench" >"$out/replay-bench.out" 2>&1
sed 's/^/# /' "$out/replay-bench.out"
why=$(awk '/: read 128 MiB:/ { r = $5 } /: read-write 128 MiB:/ { rw = $5 }
    END { if (!r || !rw) print "no figures"; else if (rw > 4 * r) print "read-write " rw " us, read " r " us" }' \
    "$out/replay-bench.out")
[ -z "$why" ] && ok replay-read-write || bad replay-read-write "$why"
start=$(date +%s)
run watchdog 1 'watchdog' "$bin/gpurun" --quiet --watchdog 2 --policy bfc "$out/slow.h5"
echo "# watchdog run took $(( $(date +%s) - start )) s (kernel of the trace: $(( 4 * 1048576 / 100000 )) s)"
sh "$(dirname "$0")/live-gpu.sh" "$bin" "$out/live" | tee "$out/live.out" | grep -v '^# [0-9]* failed'
fails=$((fails + $(grep -c '^not ok' "$out/live.out")))
echo "# $fails failed"
[ $fails -eq 0 ]
