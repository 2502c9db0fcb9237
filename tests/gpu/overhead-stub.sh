#!/bin/sh
# tests/gpu/overhead-stub.sh: gpurun's own host work per trace event, timed on a
# machine without a GPU (docs/gpurun.md "Host overhead").
#
# usage: tests/gpu/overhead-stub.sh BUILD OUTDIR
# Builds gpurun from gpu/gpurun*.cu and gpu/cuda_um_counters.c (without CUPTI)
# against tests/gpu/cudastub.c (a CUDA runtime that does nothing) and
# $BUILD/libgpuhost.a (from `make gpu`), runs it
# on dl, etl and micro traces made by $BUILD/bin/tracegen, and prints
# host_overhead_ns_per_event, host_overhead_first_ns and setup_ns per run. These are
# estimates of the host side only, not GPU measurements: the real figures come
# from gpurun on the GPU (scripts/validate.sh).
#
# It is also CI's run of gpurun's host side (.ci/run, `make gpu-stub`): it fails
# when a run does not end with status ok, when its longest wait for the planner
# (planner_wait_max_ns, _row) is not one of its waits, and when a --capacity run, made twice
# and once with --one-thread (no planner thread), differs in its evictions, the
# bytes they asked for or its reserved peak (the stub's addresses are the same
# from run to run: cudastub.c). Before the runs it checks which CPUs gpurun
# finds taking the GPU's interrupts, on a made-up /proc (tests/gpu/cpus.cu),
# and the chunks it plans for strided ranges (tests/gpu/plan.cu); after
# them, that scripts/validate.sh with REPS=0 finishes a stopped suite without
# touching its timing runs.
set -eu
[ $# -eq 2 ] || { echo "usage: $0 BUILD OUTDIR" >&2; exit 2; }
build=$1 out=$2
nvcc=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)
mkdir -p "$out/obj"
cc -std=gnu11 -O2 -w -c tests/gpu/cudastub.c -o "$out/obj/cudastub.o"
for f in gpu/gpurun*.cu gpu/cuda_um_counters.c; do
    "$nvcc" -O2 -DNDEBUG -arch=sm_90 -Itraces -Ipolicies -Ihosts -Imodel -Icalib -DGMS_VERSION='"stub"' \
        -c "$f" -o "$out/obj/$(basename "${f%.*}").o"
done
libs="$build/libgpuhost.a"
"$nvcc" -cudart=none "$out"/obj/*.o -o "$out/gpurun-stub" $libs \
    $(pkg-config --libs hdf5 gsl libdeflate) -lz -lm -lpthread
# which CPUs take the GPU's interrupts, read from a made-up /proc (gpurun_cpus.cu)
"$nvcc" -O2 -Igpu tests/gpu/cpus.cu "$out/obj/gpurun_cpus.o" -o "$out/cpus-test"
rm -rf "$out/proc" && mkdir -p "$out/proc" && "$out/cpus-test" "$out/proc"
# the chunks of strided ranges whose stride or piece is near 2^64 (gpurun_kernels.cu)
"$nvcc" -O2 -arch=sm_90 -Igpu -Itraces tests/gpu/plan.cu "$out/obj/gpurun_kernels.o" -o "$out/plan-test"
"$out/plan-test"
gen() { n=$1; shift; "$build/bin/tracegen" "$@" --seed 1 -o "$out/$n.h5" >/dev/null; }
gen rn18 dl --model resnet --depth 18 --batch 16 --iters 2
gen rn50 dl --model resnet --depth 50 --batch 4 --iters 2
gen xf dl --model transformer --batch 2 --iters 3 --layers 2 --seq-max 128
gen etl etl --partitions 2 --rows 200K
gen seq micro --pattern seq --size 64M
report() { # the figures of each JSON line on stdin; fails unless status ok
    /usr/bin/python3 -c '
import json, sys
n = 0
for l in sys.stdin:
    d = json.loads(l)
    n += 1
    if d["status"] != "ok":
        sys.exit("overhead-stub: %s %s: policy %s ended with status %s" % (
            sys.argv[1], sys.argv[2], d["policy"], d["status"]))
    w, wmax = d["planner_wait_ns"], d.get("planner_wait_max_ns", 0)
    if wmax > w or (wmax > 0) != (w > 0) or ("planner_wait_max_row" in d) != (wmax > 0) \
            or d.get("planner_wait_max_row", 0) >= d["events"]:
        sys.exit("overhead-stub: %s %s: policy %s: longest wait for the planner %d ns at row"
                 " %s against %d ns in all over %d events" % (sys.argv[1], sys.argv[2],
                 d["policy"], wmax, d.get("planner_wait_max_row"), w, d["events"]))
    if d["cpus_allowed"] < 1 or d["gpu_irq_cpus"]:  # no nvidia driver here
        sys.exit("overhead-stub: %s %s: policy %s: cpus_allowed %d, gpu_irq_cpus '%s'" % (
            sys.argv[1], sys.argv[2], d["policy"], d["cpus_allowed"], d["gpu_irq_cpus"]))
    pe = d.get("host_overhead_ns_per_event")
    print("%-5s %-34s %-9s events %5d  per event %s ns  first of each kind %.1f us  set-up %.2f ms" % (
        sys.argv[1], sys.argv[2], d["policy"], d["events"], "%.0f" % pe if pe is not None else "-",
        d["host_overhead_first_ns"] / 1e3, d["setup_ns"] / 1e6))
if n == 0:
    sys.exit("overhead-stub: %s %s: no result" % (sys.argv[1], sys.argv[2]))' "$@"
}
evictions() { # what a --capacity run evicted, without its timings
    "$out/gpurun-stub" --quiet --json "$@" | /usr/bin/python3 -c '
import json, sys
for l in sys.stdin:
    d = json.loads(l)
    print(d["policy"], d["status"], d["evictions"], d["evict_request_bytes"], d["peak_reserved_bytes"])'
}
for t in rn18 rn50 xf etl seq; do
    for flags in "--policy caching,bfc,rmm-pool" "--policy caching --prefetch lookahead" \
                 "--policy caching --capacity 256M" \
                 "--policy bfc --capacity 256M --prefetch manual --evict lru" \
                 "--policy caching --capacity 256M --prefetch launch --evict tag"; do
        "$out/gpurun-stub" --quiet --json $flags "$out/$t.h5" | report "$t" "$flags"
        case $flags in *--capacity*)
            a=$(evictions $flags "$out/$t.h5") b=$(evictions $flags "$out/$t.h5")
            c=$(evictions --one-thread $flags "$out/$t.h5")
            [ "$a" = "$b" ] || { echo "overhead-stub: $t $flags: two runs evicted differently: $a / $b" >&2; exit 1; }
            [ "$a" = "$c" ] || { echo "overhead-stub: $t $flags: --one-thread evicted differently: $a / $c" >&2; exit 1; }
        esac
    done
done
# --timeline's overhead_ns: the first event of each kind sums to host_overhead_first_ns,
# every event to at most host_overhead_ns (the rest came after the last event)
"$out/gpurun-stub" --quiet --json --timeline "$out/timeline.csv" --policy caching,bfc \
    --prefetch launch "$out/rn18.h5" > "$out/timeline.json"
/usr/bin/python3 - "$out/timeline.csv" "$out/timeline.json" <<'PY'
import csv, json, sys
runs = {json.loads(l)["policy"]: json.loads(l) for l in open(sys.argv[2])}
rows = list(csv.DictReader(open(sys.argv[1])))
for pol, d in runs.items():
    mine = [r for r in rows if r["policy"] == pol]
    seen, first, total = set(), 0, 0
    for r in mine:
        o = int(r["overhead_ns"])
        total += o
        if r["op"] not in seen:
            seen.add(r["op"])
            first += o
    if len(mine) != d["events"] or first != d["host_overhead_first_ns"] \
            or not first <= total <= d["host_overhead_ns"]:
        sys.exit("overhead-stub: --timeline %s: %d rows, overhead_ns %d in all, %d in the first"
                 " of each kind; the run: %d events, host_overhead_ns %d, first %d" % (
                 pol, len(mine), total, first, d["events"], d["host_overhead_ns"],
                 d["host_overhead_first_ns"]))
    print("timeline %-9s overhead_ns in all %d of host_overhead_ns %d, first of each kind %d" % (
        pol, total, d["host_overhead_ns"], first))
PY
# --perfetto: the format's rules (tests/py/perfetto_check.py), a process per policy with
# simrun's tracks, kernels on their streams, copies of the harness's evictions named so
"$out/gpurun-stub" --quiet --perfetto "$out/perfetto.json" --policy caching,bfc --capacity 256M \
    "$out/rn18.h5" > /dev/null
/usr/bin/python3 tests/py/perfetto_check.py "$out/perfetto.json" > "$out/perfetto.txt"
for want in "process 1 gpurun caching" "process 2 gpurun bfc" "track 2 4 copy H2D" \
            "track 2 5 copy D2H" "track 1 16 stream 0"; do
    grep -qx "$want" "$out/perfetto.txt" ||
        { echo "overhead-stub: --perfetto: no line '$want' in $out/perfetto.txt" >&2; exit 1; }
done
grep -q '^kernel 1 0 kernel ' "$out/perfetto.txt" && grep -q '^copy 1 D2H eviction ' "$out/perfetto.txt" &&
    grep -q '^instant 1 allocations ALLOC ' "$out/perfetto.txt" ||
    { echo "overhead-stub: --perfetto: no kernels, evictions or ALLOCs in $out/perfetto.json" >&2; exit 1; }
rc=0; "$out/gpurun-stub" --quiet --policy caching --perfetto /nonexistent/p.json "$out/rn18.h5" 2> "$out/perfetto.err" ||
    rc=$?
[ $rc = 2 ] || { echo "overhead-stub: --perfetto to a folder that does not exist: status $rc" >&2; exit 1; }
grep -qx "gpurun: --perfetto: /nonexistent/p.json: cannot create: No such file or directory" \
    "$out/perfetto.err" || { echo "overhead-stub: --perfetto: $(cat "$out/perfetto.err")" >&2; exit 1; }
echo "perfetto: $(tail -1 "$out/perfetto.txt"), the format's rules kept"
# --gpu PROFILE: a kernel with work (/work, which tracegen writes) runs for the profile's
# roofline, simrun --gpu's rule (model/model_kernel_time.c): the same kernel_time_rule and
# kernel_ns (the kernels' own times summed) as simrun, with the planner in its own thread or
# not, a look-ahead prefetcher (which sees the launches to come timed alike) and device
# memory; without --gpu the trace's ns, as simrun --trace-kernel-times, and a warning
kt() { /usr/bin/python3 -c 'import json, sys
for l in sys.stdin:
    d = json.loads(l)
    print(d["policy"], d["kernel_time_rule"], d["kernel_ns"])'; }
for flags in "--policy caching,bfc" "--policy caching --prefetch lookahead" \
             "--policy cuda --memory device"; do
    one=; case $flags in *lookahead*) one=--one-thread; esac # gpurun's alone
    for p in h200-pcie5 v100-pcie3-16g; do
        a=$("$out/gpurun-stub" --quiet --json --gpu $p $one $flags "$out/rn18.h5" | kt)
        b=$("$build/bin/simrun" --json --gpu $p $flags "$out/rn18.h5" | kt)
        [ "$a" = "$b" ] && case $a in *" roofline "*) ;; *) false;; esac ||
            { echo "overhead-stub: --gpu $p $flags: gpurun's kernel times '$a', simrun's '$b'" >&2; exit 1; }
    done
    a=$("$out/gpurun-stub" --quiet --json $flags "$out/rn18.h5" 2> "$out/kt.err" | kt)
    b=$("$build/bin/simrun" --json --trace-kernel-times $flags "$out/rn18.h5" | kt)
    [ "$a" = "$b" ] && case $a in *" trace "*) ;; *) false;; esac ||
        { echo "overhead-stub: $flags without --gpu: gpurun's kernel times '$a', simrun's '$b'" >&2; exit 1; }
    grep -qx "gpurun: warning: $out/rn18.h5: kernels carry work (/work), but no --gpu PROFILE gives their rates: kernel times are the trace's" \
        "$out/kt.err" || { echo "overhead-stub: no warning without --gpu: $(cat "$out/kt.err")" >&2; exit 1; }
done
[ "$("$out/gpurun-stub" --quiet --json --gpu h200-pcie5 --policy caching "$out/rn18.h5" | kt)" != "$a" ] ||
    { echo "overhead-stub: --gpu h200-pcie5 times rn18's kernels as the trace does" >&2; exit 1; }
rc=0; "$out/gpurun-stub" --quiet --gpu no-such-gpu --policy caching "$out/rn18.h5" 2> "$out/kt.err" || rc=$?
[ $rc = 2 ] && grep -q "^gpurun: --gpu: " "$out/kt.err" ||
    { echo "overhead-stub: --gpu no-such-gpu: status $rc, $(cat "$out/kt.err")" >&2; exit 1; }
echo "kernel times: gpurun --gpu replays simrun --gpu's (roofline), the trace's without it"
# --calibrate measures the roofline's rates (gpu/gpurun_calibrate_roofline.cu): over the
# stub, which has 1 SM and puts every pair of CUDA events CUDASTUB_EVENT_MS apart, every
# repetition takes 2 ms, so the rates are the kernels' work / 2 ms: fp32 8 blocks * 256
# threads * 65536 trips * 8 FMAs * 2 = 2^31 FLOPs -> 1.074T; fp16 16 warps * 32768 trips
# * 8 mma * 8192 = 2^35 -> 17.18T; mem_bw 2 GiB read + written -> 1.074T. The stub's whole
# calibration does not fit (its fault kernels are no slower than resident ones), so its
# roofline rows are fitted with the committed H100 calibration's
c=$out/calib && rm -rf "$c" && mkdir -p "$c"
rc=0; CUDASTUB_EVENT_MS=2 "$out/gpurun-stub" --quiet --calibrate "$c/stub.profile" \
    --base profiles/h200-pcie5.profile 2> "$c/stub.err" || rc=$?
[ $rc = 1 ] && grep -q "the fit failed: fault:" "$c/stub.err" ||
    { echo "overhead-stub: --calibrate over the stub: status $rc, $(cat "$c/stub.err")" >&2; exit 1; }
{ head -1 "$c/stub.profile.measurements.csv"
  grep -E '^m,(fp32_flops|fp16_flops|mem_bw),' "$c/stub.profile.measurements.csv"; } > "$c/roof.csv"
"$out/gpurun-stub" --quiet --calibrate "$c/roof.profile" --base profiles/h200-pcie5.profile \
    --from docs/data/h100-2026-11-27/calibration.csv --from "$c/roof.csv"
for want in "fp32_flops = 1.074T" "fp16_flops = 17.18T" "mem_bw = 1.074T"; do
    grep -qx "$want" "$c/roof.profile" ||
        { echo "overhead-stub: --calibrate: no line '$want' in $c/roof.profile" >&2; exit 1; }
done
[ "$(sed -n 's/^# //p' "$c/roof.profile" | tr '\n' ' ' |
      grep -o 'Measured by gpurun --calibrate; the value is the best of 5 repetitions' | wc -l)" = 3 ] ||
    { echo "overhead-stub: --calibrate: the three rates are not said measured" >&2; exit 1; }
echo "calibrate: the roofline's rates measured (stub: 1.074T, 17.18T, 1.074T)"
# scripts/validate.sh over the stub: a suite of two cases and one pass, then REPS=0 on
# one of them (the finish of a stopped suite) keeps the timing runs and env.txt and
# writes the counter and timeline runs anew
v=$out/validate && rm -rf "$v" && mkdir -p "$v/bin"
ln -sf "$(cd "$build/bin" && pwd)/tracegen" "$v/bin/tracegen"
ln -sf "$(cd "$out" && pwd)/gpurun-stub" "$v/bin/gpurun"
grep -E '^(seq-64M|rn18-bs4) ' scripts/validate-cases.txt > "$v/two.txt"
grep -E '^rn18-bs4 ' scripts/validate-cases.txt > "$v/one.txt"
REPS=1 TIMELINE=1 sh scripts/validate.sh "$v/bin" "$v/out" "$v/two.txt" > "$v/log"
cp "$v/out/gpu/rn18-bs4.json" "$v/out/gpu/env.txt" "$v" && rm "$v/out/gpu/rn18-bs4-timeline.csv"
REPS=0 TIMELINE=1 CALIBRATE=1 sh scripts/validate.sh "$v/bin" "$v/out" "$v/one.txt" >> "$v/log"
for f in rn18-bs4.json env.txt; do
    cmp -s "$v/$f" "$v/out/gpu/$f" || { echo "overhead-stub: validate.sh REPS=0 changed $f" >&2; exit 1; }
done
[ "$(wc -l < "$v/out/gpu/rn18-bs4.json")" = 1 ] && [ -s "$v/out/gpu/rn18-bs4-timeline.csv" ] &&
    [ -s "$v/out/gpu/env-counters.txt" ] && ! ls "$v/out/gpu/"calibration-* >/dev/null 2>&1 ||
    { echo "overhead-stub: validate.sh REPS=0 did not finish the suite as it should" >&2; exit 1; }
echo "validate.sh: REPS=0 finished a stopped suite, its timing runs kept"
# scripts/corpus.sh over the stub, on a corpus of four tiny cases: the sets interleaved, one
# timing run each, umtouch's and gpurun's kernel rows for the cases of TOUCH, counters for
# the test set only; umtouch's touches counted by hand
k=$out/corpus && rm -rf "$k" && mkdir -p "$k/bin"
"$nvcc" -O2 -DNDEBUG -arch=sm_90 -Itraces -c gpu/umtouch.cu -o "$k/umtouch.o"
"$nvcc" -cudart=none "$k/umtouch.o" "$out/obj/cudastub.o" -o "$k/bin/umtouch" $libs \
    $(pkg-config --libs hdf5 gsl libdeflate) -lz -lm -lpthread
ln -sf "$(cd "$build/bin" && pwd)/tracegen" "$k/bin/tracegen"
ln -sf "$(cd "$out" && pwd)/gpurun-stub" "$k/bin/gpurun"
cat > "$k/fit.txt" <<'EOF_FIT'
# one-byte strides
b1-64K | micro --pattern strided --size 1M --stride 64K --piece 1 | --policy caching
# random blocks
blk-0.5-random | micro --pattern random --size 1M --fraction 0.5 --order random | --policy caching
blk-0.5-address | micro --pattern random --size 1M --fraction 0.5 --order address | --policy caching
EOF_FIT
cat > "$k/test.txt" <<'EOF_TEST'
# one-byte strides
b1-128K | micro --pattern strided --size 1M --stride 128K --piece 1 | --policy caching
# ping-pong
pp-1M | micro --pattern pingpong --size 1M --sweeps 2 | --policy caching
EOF_TEST
FIT=$k/fit.txt TEST=$k/test.txt TOUCH="b1-64K blk-0.5-address b1-128K" REPS=1 CALIBRATE=0 \
    sh scripts/corpus.sh "$k/bin" "$k/out" > "$k/log" 2>&1 ||
    { echo "overhead-stub: corpus.sh: exit $?: $(cat "$k/log")" >&2; exit 1; }
printf 'b1-64K\nb1-128K\nblk-0.5-random\npp-1M\nblk-0.5-address\n' > "$k/order"
cut -d'|' -f1 "$k/out/cases-corpus.txt" | tr -d ' ' | cmp -s - "$k/order" ||
    { echo "overhead-stub: corpus.sh: not interleaved: $(cat "$k/out/cases-corpus.txt")" >&2; exit 1; }
printf 'b1-64K,1048576,16,1\nblk-0.5-address,1048576,128,1\nb1-128K,1048576,8,1\n' > "$k/touches"
tail -n +2 "$k/out/touch/umtouch.csv" | cut -d, -f1-4 | cmp -s - "$k/touches" ||
    { echo "overhead-stub: umtouch: $(cat "$k/out/touch/umtouch.csv")" >&2; exit 1; }
[ "$(tail -n +2 "$k/out/touch/gpurun.csv" | cut -d, -f1-3 | tr '\n' ' ')" = \
  "b1-64K,1048576,1 blk-0.5-address,1048576,1 b1-128K,1048576,1 " ] ||
    { echo "overhead-stub: corpus.sh: gpurun.csv: $(cat "$k/out/touch/gpurun.csv")" >&2; exit 1; }
for name in b1-64K b1-128K blk-0.5-random blk-0.5-address pp-1M; do
    [ "$(grep -c '"status": *"ok"' "$k/out/gpu/$name.json")" = 1 ] ||
        { echo "overhead-stub: corpus.sh: $name: $(cat "$k/out/gpu/$name.json")" >&2; exit 1; }
done
[ -e "$k/out/gpu/pp-1M-cupti.json" ] && [ -e "$k/out/gpu/b1-128K-cupti.json" ] &&
    [ ! -e "$k/out/gpu/b1-64K-cupti.json" ] && ! ls "$k/out/gpu/"*-faults.json >/dev/null 2>&1 ||
    { echo "overhead-stub: corpus.sh: counters not on the test set alone" >&2; exit 1; }
rc=0; "$k/bin/umtouch" /nonexistent.h5 2> "$k/err" || rc=$?
[ $rc = 2 ] && grep -q '^umtouch: /nonexistent.h5: ' "$k/err" ||
    { echo "overhead-stub: umtouch on a missing trace: exit $rc: $(cat "$k/err")" >&2; exit 1; }
echo "corpus.sh: $(grep -c . "$k/out/cases-corpus.txt") cases interleaved, umtouch and gpurun kernel rows, counters on the test set"
# --calibrate --from with no GPU: one calibration given a hundred times fits the values it
# fits alone, and the profile's header says how many arguments of the command it leaves out
m=docs/data/h100-2026-11-27/calibration.csv
"$out/gpurun-stub" --quiet --calibrate "$c/one.profile" --from "$m"
set --
i=0; while [ $i -lt 100 ]; do set -- "$@" --from "$m"; i=$((i + 1)); done
"$out/gpurun-stub" --quiet --calibrate "$c/many.profile" "$@"
grep -v '^#' "$c/one.profile" > "$c/one.values" && grep -v '^#' "$c/many.profile" > "$c/many.values"
cmp -s "$c/one.values" "$c/many.values" ||
    { echo "overhead-stub: --calibrate: 100 copies of one calibration fit otherwise" >&2; exit 1; }
grep -q 'more arguments)`' "$c/many.profile" ||
    { echo "overhead-stub: --calibrate: the header does not say what it left out" >&2; exit 1; }
echo "calibrate: --from a hundred times, the values of one"
# the shipped H100 profile is the fit of the committed calibration data (docs/data/h100-2026-11-27/)
"$out/gpurun-stub" --quiet --calibrate "$c/h100.profile" --base docs/data/h100-2026-11-22/h100-pcie5.profile \
    --from docs/data/h100-2026-11-27/calibration.csv
grep -v '^#' "$c/h100.profile" > "$c/h100.values"
grep -v '^#' profiles/h100-pcie5.profile | cmp -s - "$c/h100.values" ||
    { echo "overhead-stub: profiles/h100-pcie5.profile is not the fit of docs/data/h100-2026-11-27/calibration.csv" >&2; exit 1; }
echo "calibrate: profiles/h100-pcie5.profile refits from docs/data/h100-2026-11-27/calibration.csv"
