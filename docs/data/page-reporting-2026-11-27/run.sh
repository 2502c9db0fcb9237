#!/bin/sh
# Run from the repository root on the GPU machine: sh docs/data/page-reporting-2026-11-27/run.sh BIN OUT
# BIN holds popsleep (built from popsleep.cu here), gpurun and tracegen; OUT gets env.txt,
# popsleep.csv and runs.jsonl (gpurun JSON lines, each with "case" and "sleep" added: a sleep of 0 or 5 s before the run; kept here as gpurun-sleep.jsonl).
bin=$1 out=$2
{
    date -u +%Y-%m-%dT%H:%M:%SZ
    nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
    uname -a
    echo "--- modules"; lsmod | grep -i -E 'balloon|virtio|reporting' || echo none
    echo "--- /sys/module"; ls /sys/module | grep -i -E 'balloon|reporting' || echo none
    for f in /sys/module/page_reporting/parameters/*; do [ -e "$f" ] && echo "$f: $(cat $f)"; done
    echo "--- virtio drivers"; ls /sys/bus/virtio/drivers 2>&1
    for d in /sys/bus/virtio/devices/*; do [ -e "$d" ] && echo "$d: device $(cat $d/device) driver $(basename $(readlink $d/driver) 2>/dev/null) features $(cat $d/features)"; done
    echo "--- dmesg"; dmesg 2>&1 | grep -i -E 'balloon|reporting|hypervisor|kvm|free page' | head -20
    echo "--- thp"; cat /sys/kernel/mm/transparent_hugepage/enabled /sys/kernel/mm/transparent_hugepage/defrag
    echo "--- meminfo"; head -5 /proc/meminfo
    echo "--- lscpu"; lscpu | head -20
} >"$out/env.txt" 2>&1
echo "kind,round,sleep_s,touch_ms" >"$out/popsleep.csv"
for k in anon anon4k managed; do "$bin/popsleep" $k 4 >>"$out/popsleep.csv"; done
t=/tmp/prtraces; mkdir -p $t
"$bin/tracegen" micro --pattern seq --size 256M --seed 1 -o $t/seq-256M.h5 >/dev/null
"$bin/tracegen" etl --partitions 2 --rows 200K --seed 1 -o $t/etl-2-device.h5 >/dev/null
: >"$out/runs.jsonl"
for round in 1 2 3 4 5 6 7 8; do
    for s in 0 5; do
        sleep $s
        "$bin/gpurun" --quiet --json --policy caching $t/seq-256M.h5 | sed "s/^{/{\"case\":\"seq-256M\",\"sleep\":$s,/" >>"$out/runs.jsonl"
        sleep $s
        "$bin/gpurun" --quiet --json --policy rmm-pool --memory device $t/etl-2-device.h5 | sed "s/^{/{\"case\":\"etl-2-device\",\"sleep\":$s,/" >>"$out/runs.jsonl"
    done
done
