#!/bin/sh
# make_plots.sh: the figures of `make plots`, from traces tracegen writes here
# (small sizes: a few minutes on 2 cores), into OUTDIR as NAME.png, NAME.svg
# and NAME.csv (the data drawn). docs/plots.md describes each figure.
#
#   plots/make_plots.sh BUILD_DIR OUTDIR      make every figure
#   plots/make_plots.sh --check OUTDIR        exit 1 unless every figure's
#                                             PNG, SVG and CSV exist, non-empty,
#                                             and gnuplot said nothing drawing them
#
# gnuplot's messages (a warning such as "empty y2 range" or "no valid points"
# means a panel with nothing to see) go to OUTDIR/work/NAME.gnuplot.err;
# making the figures fails when one is not empty, and so does --check.
set -eu

FIGURES="sps_vs_batch peak_reserved_vs_batch memory_timeline um_timeline_none \
um_timeline_launch sim_vs_measured captured_peak_reserved live_sps_vs_batch"

if [ "${1:-}" = "--check" ]; then
    [ $# -eq 2 ] || { echo "usage: $0 --check OUTDIR" >&2; exit 2; }
    bad=0
    for f in $FIGURES; do
        for ext in png svg csv; do
            if [ ! -s "$2/$f.$ext" ]; then echo "plots: $2/$f.$ext: missing or empty" >&2; bad=1; fi
        done
    done
    for e in "$2"/work/*.gnuplot.err; do
        [ -s "$e" ] || continue
        echo "plots: gnuplot warned drawing $(basename "$e" .gnuplot.err):" >&2
        sed 's/^/  /' "$e" >&2; bad=1
    done
    [ $bad -eq 0 ] && echo "plots: $(echo $FIGURES | wc -w) figures in $2, each with PNG, SVG and CSV"
    exit $bad
fi

[ $# -eq 2 ] || { echo "usage: $0 BUILD_DIR OUTDIR | --check OUTDIR" >&2; exit 2; }
BUILD=$1 OUT=$2
PY=/usr/bin/python3
HERE=$(dirname "$0")
SIMRUN=$BUILD/bin/simrun TRACEGEN=$BUILD/bin/tracegen
ROOT=$(cd "$HERE/.." && pwd)
GMS_PROFILES=${GMS_PROFILES:-$ROOT/profiles}; export GMS_PROFILES
mkdir -p "$OUT"
W=$OUT/work
SWEEP="$PY $ROOT/scripts/sweep.py --simrun $SIMRUN --tracegen $TRACEGEN"
mkdir -p "$W"
rm -f "$W"/*.gnuplot.err

# gnuplot for figure NAME: gp NAME [gnuplot arguments]; its messages are kept
# in $W/NAME.gnuplot.err and shown (the final --check fails on them).
gp() {
    g=$1; shift
    gnuplot "$@" 2> "$W/$g.gnuplot.err" || { cat "$W/$g.gnuplot.err" >&2; exit 1; }
    if [ -s "$W/$g.gnuplot.err" ]; then sed "s/^/plots: $g: /" "$W/$g.gnuplot.err" >&2; fi
}

# Draw a wide CSV (pivot.py) with lines.gp:
#   lines SWEEP.csv NAME TITLE SUBTITLE XLABEL YLABEL [extra gnuplot]
lines() {
    n=$($PY $HERE/pivot.py "$1" "$OUT/$2.csv" $PIVOT)
    gp "$2" -e "data='$OUT/$2.csv'; out='$OUT/$2'; ncols=$n; ttl='$3'; sub='$4'; xl='$5'; yl='$6'; ${7:-}" \
        $HERE/lines.gp
}

# 1. Samples/sec versus batch size, one line per allocator x launch-time
# prefetch, ResNet-1001 on a 16 GB V100: in memory at small batches, beyond
# it (Unified Memory oversubscribed) at large ones. The steady state: the
# second iteration of two (the first is the cold start).
RN="dl --model resnet --depth 1001 --iters 2 --seed 1"
$SWEEP -d $W/sps --gen "$RN" --vary batch=16,32,48,64,96,128,160 \
    --policy caching,bfc --prefetch none,manual,launch,lookahead \
    --gpu v100-pcie3-16g -o $W/sps.csv
PIVOT="--x grid_batch --y steady_samples_per_sec --series grid_policy,grid_prefetch --label grid_prefetch=prefetch"
lines $W/sps.csv sps_vs_batch \
    "Samples/sec vs batch: ResNet-1001 (tracegen, fp32, 2 iterations; steady state: the second) on v100-pcie3-16g" \
    "managed memory, fault-time density prefetch 51, evict lrm; one line per allocator and launch-time prefetch" \
    "batch size (samples)" "samples/sec (simulated)" "key='outside'; logy=1"

# 2. Peak reserved versus batch size per allocator: the transformer with a
# new sequence length every iteration, device memory on an H200.
$SWEEP -d $W/peak --gen "dl --model transformer --iters 6 --seed 1" --vary batch=8,16,32,48,64 \
    --policy cuda,bestfit,bfc,stream,caching,rmm-pool --memory device --gpu h200-pcie5 -o $W/peak.csv
PIVOT="--x grid_batch --y peak_reserved_bytes --series grid_policy --scale 1073741824"
lines $W/peak.csv peak_reserved_vs_batch \
    "Peak reserved vs batch: transformer, sequence length 32..512 drawn per iteration (tracegen, 6 iterations)" \
    "h200-pcie5, device memory (cudaMalloc); one line per allocator" \
    "batch size (samples)" "peak reserved (GiB)" "key='outside'"

# 3. Memory over time: allocated and reserved, three allocators, one trace.
T=$W/peak/traces/gen0-batch32.h5
$SIMRUN -q --csv --no-wall --memory device --gpu h200-pcie5 --policy bestfit,bfc,caching \
    --timeline $OUT/memory_timeline.csv $T > $W/memory_timeline.runs.csv
gp memory_timeline -e "data='$OUT/memory_timeline.csv'; out='$OUT/memory_timeline'; pols='bestfit bfc caching'; \
    ttl='Memory over time: transformer batch 32, sequence 32..512 (tracegen, 6 iterations)'; \
    sub='h200-pcie5, device memory; allocators bestfit, bfc, caching'" \
    $HERE/memory_timeline.gp

# 4. Unified Memory over time: ResNet-1001 batch 160 oversubscribes the 16 GB
# V100; demand paging against PUMP's launch-time prefetch.
T=$W/sps/traces/gen0-batch160.h5
CAP=$($PY -c "import csv,sys; print(next(csv.DictReader(open(sys.argv[1])))['capacity_bytes'])" $W/sps/runs/00000.csv)
for pf in none launch; do
    $SIMRUN -q --csv --no-wall --gpu v100-pcie3-16g --policy caching --prefetch $pf \
        --timeline $OUT/um_timeline_$pf.csv $T > $W/um_$pf.runs.csv
    $PY -c "
import csv, sys
r = next(csv.DictReader(open(sys.argv[1])))
w = csv.writer(sys.stdout, lineterminator='\n'); w.writerow(['cause', 'bytes', 'label'])
for k in [k for k in r if (k.startswith('h2d_') or k.startswith('d2h_')) and k.count('_') > 1]:
    c = k[:-6]
    w.writerow([c, r[k], ('to GPU: ' if c.startswith('h2d') else 'to CPU: ') + c[4:].replace('_', ' ')])" \
        $W/um_$pf.runs.csv > $OUT/um_timeline_$pf.causes.csv
    B=$($PY $HERE/timeline_bins.py $OUT/um_timeline_$pf.csv $OUT/um_timeline_$pf.bins.csv)
    gp um_timeline_$pf -e "data='$OUT/um_timeline_$pf.csv'; bins='$OUT/um_timeline_$pf.bins.csv'; \
        causes='$OUT/um_timeline_$pf.causes.csv'; out='$OUT/um_timeline_$pf'; cap=$CAP; $B; \
        ttl='Unified Memory over time: ResNet-1001 batch 160 (tracegen, 2 iterations), v100-pcie3-16g, caching, prefetch $pf, density 51, evict lrm'" \
        $HERE/um_timeline.gp
done

# 5. Simulated versus measured, from what the validation suite committed
# under docs/ (no points, and a note on the figure, until there are some).
set -- $($PY $HERE/validation.py $OUT/sim_vs_measured.csv "$ROOT/docs")
n=$1 unit=${2:-same unit as measured}
gp sim_vs_measured -e "data='$OUT/sim_vs_measured.csv'; out='$OUT/sim_vs_measured'; npts=$n; \
    ttl='Simulated vs measured: $n runs (simrun against gpurun)'; sub='from docs/validation.md (scripts/compare.py --summary docs/data/h100-2026-11-27)'; \
    xl='measured on the GPU ($unit)'; yl='simulated by simrun ($unit)'" $HERE/scatter.gp

# 6. Captured programs (traces/captured/, docs/capture.md): the peak each
# allocator reserves for the tensors of real PyTorch training runs.
POLS=cuda,bestfit,bfc,stream,caching,rmm-pool
for t in resnet50-bs64 gpt-350m-bs8; do
    $SIMRUN -q --csv --no-wall --memory device --gpu h200-pcie5 --policy $POLS \
        "$ROOT/traces/captured/$t.h5" > $W/captured_$t.csv
done
$PY -c "
import csv, sys
pols = sys.argv[1].split(',')
w = csv.writer(sys.stdout, lineterminator='\n'); w.writerow(['trace'] + pols)
for path in sys.argv[2:]:
    runs = {r['policy']: r for r in csv.DictReader(open(path))}
    w.writerow([path.split('captured_')[-1][:-4]] + ['%.3f' % (int(runs[p]['peak_reserved_bytes']) / 2**30) for p in pols])" \
    $POLS $W/captured_resnet50-bs64.csv $W/captured_gpt-350m-bs8.csv > $OUT/captured_peak_reserved.csv
gp captured_peak_reserved -e "data='$OUT/captured_peak_reserved.csv'; out='$OUT/captured_peak_reserved'; ncols=7; \
    ttl='Peak reserved per allocator: captured PyTorch training (gmscapture, H200, 10 iterations)'; \
    sub='h200-pcie5, device memory; tensors only (--allocs async)'; yl='peak reserved (GiB)'" $HERE/bars.gp

# 7. Policies inside real programs (gmslive, docs/live.md): ResNet-50 training measured on
# an H200 per batch, one line per allocator and launch-time prefetcher, in memory and at an
# emulated 5G, beside simrun on the captures of the same program (where there is one).
$PY -c "
import csv, sys
w = csv.writer(sys.stdout, lineterminator='\\n'); w.writerow(['batch', 'line', 'samples_per_sec'])
for r in csv.DictReader(open(sys.argv[1])):
    pf = r['prefetch'].replace(':factor=60', '')
    if r['model'] != 'resnet50' or r['capacity_bytes'] not in ('', '5368709120') or r['evict'] not in ('', 'lru') \\
            or pf not in ('', 'none', 'launch'):
        continue
    line = ('PyTorch' if r['allocator'] == 'pytorch' else r['allocator']) + \\
        (' 5G ' + pf if r['capacity_bytes'] else '')  # no commas: gnuplot's headers
    for src in ('measured', 'simulated'):
        if r[src]:
            w.writerow([r['batch'], line + (' (simrun)' if src == 'simulated' else ''), r[src]])" \
    "$ROOT/docs/data/h200-2026-11-28/live-sweep.csv" > $W/live_sweep.csv
PIVOT="--x batch --y samples_per_sec --series line"
lines $W/live_sweep.csv live_sps_vs_batch \
    "Samples/sec vs batch: ResNet-50 training under gmslive, H200 (measured; simrun on captures of each batch)" \
    "PyTorch: its own allocator; bfc, caching: over managed memory; 5G: emulated, prefetch none or launch, evict lru" \
    "batch size (samples)" "samples/sec, steady state" "key='outside'; logy=1"

sh "$0" --check "$OUT"
