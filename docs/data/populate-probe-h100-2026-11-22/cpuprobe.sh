#!/bin/bash
# is a process's populate speed the speed of the vCPU it runs on?
mkdir -p /tmp/carry && tar xJf .carry/pack/pack.tar.xz -C /tmp/carry
export LD_LIBRARY_PATH=/tmp/carry/lib; B=/tmp/carry/bin; W=$OUT/c; mkdir -p $W
which taskset > $W/env.txt 2>&1; cat /proc/cpuinfo | grep MHz >> $W/env.txt
echo "round,cpu,new16_1,new16_2,new16_3,cycle0,cycle1,dd256_ms" > $W/cpu.csv
for round in 1 2 3; do
  for cpu in $(seq 0 15); do
    rm -rf $W/u; mkdir -p $W/u
    taskset -c $cpu $B/umprobe -i 7 -r 1 -m 128M -o $W/u > $W/u/log 2>&1
    v=$(python3 -c "
import json
rows=json.load(open('$W/u/umprobe.json'))['rows']
n=[x for r in rows if r['case']=='new_16M' for x in r['values']]
c=[r['values'][0] for r in sorted(rows,key=lambda r:r['chunk']) if r['case']=='cycle_16M']
print(','.join('%.0f'%x for x in (n+[0,0,0])[:3]+(c+[0,0])[:2]))" 2>>$W/err.txt)
    s0=$(date +%s%N); taskset -c $cpu dd if=/dev/zero of=/dev/null bs=256M count=1 2>/dev/null; s1=$(date +%s%N)
    echo "$round,$cpu,$v,$(( (s1-s0)/1000000 ))" >> $W/cpu.csv
  done
done
