#!/usr/bin/python3
"""perbuf.py TRACE CASE: each host-initialized buffer of 1 MiB or more that begins a 2 MiB
block and shares no block with an earlier one, in every machine's `--timeline` run of CASE
(docs/data/validation-h100-*/CASE-timeline.csv.gz): its first touch as measured (the time
from its ALLOC to the next event, less the ALLOC's CUDA calls, gpurun's overhead where the
timeline has it, and the next event's own host time) against that machine's
host_populate_ns curve (a) at the buffer's bytes, (b) per 2 MiB block as simrun charges it
since this directory's change: whole blocks at their bytes together, a block written in
part at its own bytes, flat below the curve's first size. Geometric means by buffer size
(MiB) and blocks. Run from the repository root with TRACE made by tracegen with the case's
arguments and --seed 1."""
import collections, csv, glob, gzip, math, os, re, sys
import h5py

M2 = 2 << 20

def curve(profile):
    for line in open(profile):
        if line.startswith("host_populate_ns"):
            pts = []
            for m in re.finditer(r"(\d+)([KMG]):([\d.]+)(ms|us)", line):
                size = int(m.group(1)) * {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}[m.group(2)]
                pts.append((size, float(m.group(3)) * (1e3 if m.group(4) == "ms" else 1)))
            return pts

def at(pts, x):  # simrun's sim_curve_ns: flat below the first point, log-log between
    if x <= pts[0][0]:
        return pts[0][1]
    for (a, ya), (b, yb) in zip(pts, pts[1:]):
        if x <= b or (a, ya) == pts[-2]:
            return math.exp(math.log(ya) + (math.log(x) - math.log(a)) /
                            (math.log(b) - math.log(a)) * (math.log(yb) - math.log(ya)))

trace, case = sys.argv[1], sys.argv[2]
t = h5py.File(trace)
ev, bufs = t["events"][:], t["buffers"][:]
whole_bytes, part = {}, {}
by_curve, by_block = collections.defaultdict(list), collections.defaultdict(list)
for d in sorted(glob.glob("docs/data/validation-h100-2026-11-2*")):
    prof = d + "/machine-refit.profile"
    prof = prof if os.path.exists(prof) else d + "/machine.profile"
    tl = "%s/%s-timeline.csv.gz" % (d, case)
    if not (os.path.exists(prof) and os.path.exists(tl)):
        continue
    pts = curve(prof)
    rows = list(csv.DictReader(gzip.open(tl, "rt")))
    rows = [r for r in rows if r["policy"] == rows[0]["policy"]]
    seen = set()
    for i, r in enumerate(rows[:-1]):
        if r["op"] != "ALLOC":
            continue
        b = bufs[ev[int(r["row"])]["obj"]]
        if not b["flags"] & 1:
            continue
        addr, size = int(r["addr"], 16), int(b["size"])
        blocks = set(range(addr // M2, (addr + size - 1) // M2 + 1))
        fresh = not blocks & seen
        seen |= blocks
        if size < (1 << 20) or not fresh or addr % M2:
            continue
        nx = rows[i + 1]
        spin = int(ev[int(nx["row"])]["ns"]) if nx["op"] not in ("LAUNCH", "HOST") else 0
        us = (int(nx["start_ns"]) - int(r["start_ns"]) - int(r["cuda_ns"]) -
              int(r.get("overhead_ns") or 0) - spin) / 1e3
        whole = size // M2 * M2
        charge = (at(pts, whole) if whole else 0) + (at(pts, size - whole) if size > whole else 0)
        key = "%.2f MiB, %d blocks" % (size / 2**20, len(blocks))
        by_curve[key].append(us / at(pts, size))
        by_block[key].append(us / charge)
gm = lambda v: math.exp(sum(map(math.log, v)) / len(v))
for k in sorted(by_curve, key=lambda k: float(k.split()[0])):
    print("%-22s n %3d  measured / the curve at its bytes %.3f  measured / per block %.3f" %
          (k, len(by_curve[k]), gm(by_curve[k]), gm(by_block[k])))
