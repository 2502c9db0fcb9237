#!/bin/bash
# populate modes: is the CPU's first touch bimodal per process, and does the
# guest's free-page state (buddyinfo) or a compaction explain it?
mkdir -p /tmp/carry && tar xJf .carry/pack/pack.tar.xz -C /tmp/carry
export LD_LIBRARY_PATH=/tmp/carry/lib; B=/tmp/carry/bin; W=$OUT/p; mkdir -p $W
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; uname -a; lscpu; 
  for f in /sys/kernel/mm/transparent_hugepage/enabled /sys/kernel/mm/transparent_hugepage/defrag /proc/sys/vm/compact_memory /proc/sys/kernel/numa_balancing; do echo "$f: $(cat $f 2>&1)"; done
  ls /sys/devices/system/node/; cat /proc/meminfo; cat /proc/buddyinfo; id; } > $W/env.txt 2>&1
buddy() { awk '$4=="Normal"{print $(NF-1)"/"$NF}' /proc/buddyinfo | tr '\n' ' '; }
echo "i,cond,buddy_before,new16_1,new16_2,new16_3,cycle0,cycle1,dd256_s,buddy_after" > $W/pop.csv
for i in $(seq 14); do
  for cond in plain compact; do
    [ $cond = compact ] && { sync; echo 1 > /proc/sys/vm/compact_memory 2>>$W/err.txt; }
    b0=$(buddy)
    rm -rf $W/u; mkdir -p $W/u
    $B/umprobe -i 7 -r 1 -m 128M -o $W/u > $W/u/log 2>&1
    v=$(python3 -c "
import json
rows=json.load(open('$W/u/umprobe.json'))['rows']
n=[x for r in rows if r['case']=='new_16M' for x in r['values']]
c=[r['values'][0] for r in sorted(rows,key=lambda r:r['chunk']) if r['case']=='cycle_16M']
print(','.join('%.0f'%x for x in (n+[0,0,0])[:3]+(c+[0,0])[:2]))" 2>>$W/err.txt)
    dd=$(dd if=/dev/zero of=/dev/null bs=256M count=1 2>&1 | awk '/copied/{for(k=1;k<=NF;k++) if($k ~ /^s,?$/) print $(k-1)}')
    echo "$i,$cond,$b0,$v,$dd,$(buddy)" >> $W/pop.csv
  done
done
cp $W/u/umprobe.json $W/last-umprobe.json
tar czf $OUT/p.tgz -C $OUT p
