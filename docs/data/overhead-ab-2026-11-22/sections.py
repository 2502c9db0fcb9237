# usage: sections.py < sec.txt: gpurun's own time by event kind, and a LAUNCH's parts
# (SECTIONS i:ns:count; i < 9 the trace op, 9 load, 10 before_launch outside its calls,
# 11 the kernel's blocks to the evictor (count: migrations), 12 choosing and clipping
# victims outside their calls (count: evictions), 14 planning the kernel, 15 the
# prefetcher's blocks to the evictor (inside 10; count: calls))
import sys,re
names={9:'L.load',14:'L.queue',15:'pf.touch(in L.pre)',1:'ALLOC',2:'FREE',3:'LAUNCH',4:'HOST',5:'PREFETCH',6:'ADVISE',7:'SYNC',10:'L.pre',11:'L.touch(n=migrated)',12:'L.trim(n=evict)',13:'P.touch'}
for l in sys.stdin:
    if not l.startswith('SECTIONS'): continue
    tot=0;out=[]
    for f in l.split()[1:]:
        i,ns,n=map(int,f.split(':'))
        if ns==0 and n==0: continue
        out.append('%s %.2fms n=%d (%.2fus)'%(names.get(i,i),ns/1e6,n,ns/1e3/max(n,1)))
        if i<10: tot+=ns
    print('tot %.2f ms |'%(tot/1e6),' | '.join(out))
