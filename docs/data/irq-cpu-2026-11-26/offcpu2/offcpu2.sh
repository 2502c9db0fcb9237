#!/bin/bash
# offcpu2.sh: as offcpu.sh, plus the planner's and issuer's loop gaps, and /proc/interrupts
# and /proc/softirqs around each run
set -u
export LD_LIBRARY_PATH=$PWD/.carry/lib:/usr/local/cuda/lib64:/usr/local/cuda/extras/CUPTI/lib64
B=.carry/bin; T=/tmp/ab-traces; W=$OUT/offcpu2; mkdir -p $T $W $W/irq
{ date -u; zcat /proc/config.gz 2>/dev/null | grep -E 'IRQ_TIME|VIRT_CPU_ACC|TICK_CPU_ACC|PAGE_REPORTING|NO_HZ_FULL' ; cat /proc/interrupts;
  for i in $(grep -i nvidia /proc/interrupts | cut -d: -f1); do echo "irq $i affinity $(cat /proc/irq/$i/smp_affinity_list) effective $(cat /proc/irq/$i/effective_affinity_list 2>/dev/null)"; done;
  ps -eLo pid,tid,psr,cls,ni,pri,comm | grep -v ' ps$' | awk '$3!="-"' | head -300; } > $W/env.txt 2>&1
CASES=${CASES:-"rn18-launch rn18-lookahead rn18-bs64-launch xf-small-launch"}
for c in $CASES; do
  gen=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f2)
  [ -f $T/$c.h5 ] || $B/tracegen $gen --seed 1 -o $T/$c.h5 >/dev/null
done
for r in $(seq 1 ${ROUNDS:-35}); do
  for c in $CASES; do
    flags=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f3)
    echo "$r $c dbg" >> $W/ab.txt
    { cat /proc/interrupts /proc/softirqs; grep '^cpu' /proc/stat; } > $W/irq/$r-$c.a
    timeout 60 $B/gpurun-dbg --quiet --json $flags $T/$c.h5 >> $W/ab.txt 2>> $W/ab.err
    { cat /proc/interrupts /proc/softirqs; grep '^cpu' /proc/stat; } > $W/irq/$r-$c.b
  done
done
tar czf $W/irq.tgz -C $W irq && rm -rf $W/irq
