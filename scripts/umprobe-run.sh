#!/bin/sh
# umprobe-run.sh: the whole Unified Memory probe of docs/measurements.md, in one go.
#
# usage: scripts/umprobe-run.sh UMPROBE OUTDIR
# Writes OUTDIR/log.txt (date, nvidia-smi, the nvidia_uvm module parameters, the
# commands and their progress), OUTDIR/timing1 and OUTDIR/timing2 (two runs without
# CUPTI: the timings, twice to see run-to-run spread) and OUTDIR/cupti (a run with the
# CUPTI unified-memory counters: bytes by cause and fault groups). Each run is bounded
# by `timeout`; umprobe writes its JSON after every item, so a cut run keeps what it had.
set -u
if [ $# -ne 2 ] || [ ! -x "$1" ]; then
    echo "usage: $0 UMPROBE OUTDIR" >&2
    exit 2
fi
bin=$1 out=$2
mkdir -p "$out/timing1" "$out/timing2" "$out/cupti" || exit 2
log=$out/log.txt
{
    echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "host: $(uname -srm)"
    nvidia-smi
    nvidia-smi --query-gpu=name,driver_version,pcie.link.gen.current,pcie.link.width.current,memory.total,memory.free --format=csv
    echo "nvidia_uvm parameters:"
    grep -H . /sys/module/nvidia_uvm/parameters/* 2>&1
} >"$log" 2>&1
rc=0
run() { # LIMIT DIR ARGS...
    limit=$1 dir=$2
    shift 2
    echo "+ $bin -o $dir $*" >>"$log"
    timeout "$limit" "$bin" -o "$dir" "$@" >>"$log" 2>&1
    r=$?
    echo "exit $r" >>"$log"
    [ $r -eq 0 ] || rc=1
}
run 80 "$out/timing1" --reps 5
run 60 "$out/timing2" --reps 3 --items 2345
run 90 "$out/cupti" --reps 3 --cupti
# docs/design.md section 6 configures the counters after the context; if this driver refuses
# that, try NVIDIA's sample's order (before the context) in the same folder.
if ! grep -q '"cupti": "enabled' "$out/cupti/umprobe.json" 2>/dev/null; then
    run 90 "$out/cupti" --reps 3 --cupti-early
fi
exit $rc
