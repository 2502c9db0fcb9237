#!/bin/sh
# tests/gpu/overhead-stub.sh: gpurun's own host work per trace event, timed on a
# machine without a GPU (docs/gpurun.md "Host overhead").
#
# usage: tests/gpu/overhead-stub.sh BUILD OUTDIR
# Builds gpurun from gpu/gpurun*.cu against tests/gpu/cudastub.c (a CUDA runtime
# that does nothing) and $BUILD/libtp.a, $BUILD/libsim.a (from `make gpu`), runs it
# on dl, etl and micro traces made by $BUILD/bin/tracegen, and prints
# host_overhead_ns_per_event, host_overhead_first_ns and setup_ns per run. These are
# estimates of the host side only, not GPU measurements: the real figures come
# from gpurun on the GPU (scripts/validate.sh).
set -eu
[ $# -eq 2 ] || { echo "usage: $0 BUILD OUTDIR" >&2; exit 2; }
build=$1 out=$2
nvcc=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)
mkdir -p "$out/obj"
cc -std=gnu11 -O2 -w -c tests/gpu/cudastub.c -o "$out/obj/cudastub.o"
for f in gpu/gpurun*.cu; do
    "$nvcc" -O2 -DNDEBUG -arch=sm_90 -Itraces -Ipolicies -Ihosts -Isim -DGMS_VERSION='"stub"' \
        -c "$f" -o "$out/obj/$(basename "$f" .cu).o"
done
libs="$build/libtp.a"
[ -f "$build/libsim.a" ] && libs="$build/libsim.a $libs"
"$nvcc" -cudart=none "$out"/obj/*.o -o "$out/gpurun-stub" $libs \
    $(pkg-config --libs hdf5 gsl) -lz -lm -lpthread
gen() { n=$1; shift; "$build/bin/tracegen" "$@" --seed 1 -o "$out/$n.h5" >/dev/null; }
gen rn18 dl --model resnet --depth 18 --batch 16 --iters 2
gen rn50 dl --model resnet --depth 50 --batch 4 --iters 2
gen xf dl --model transformer --batch 2 --iters 3 --layers 2 --seq-max 128
gen etl etl --partitions 2 --rows 200K
gen seq micro --pattern seq --size 64M
for t in rn18 rn50 xf etl seq; do
    for flags in "--policy caching,bfc,rmm-pool" "--policy caching --prefetch lookahead" \
                 "--policy caching --capacity 256M"; do
        "$out/gpurun-stub" --quiet --json $flags "$out/$t.h5" | /usr/bin/python3 -c '
import json, sys
for l in sys.stdin:
    d = json.loads(l)
    pe = d.get("host_overhead_ns_per_event")
    print("%-5s %-34s %-9s events %5d  per event %s ns  first of each kind %.1f us  set-up %.2f ms" % (
        sys.argv[1], sys.argv[2], d["policy"], d["events"], "%.0f" % pe if pe is not None else "-",
        d["host_overhead_first_ns"] / 1e3, d["setup_ns"] / 1e6))' "$t" "$flags"
    done
done
