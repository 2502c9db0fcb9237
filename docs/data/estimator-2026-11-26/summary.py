#!/usr/bin/python3
"""summary.py VARIANT...: for each machines-VARIANT.txt (compare-all.sh's output: machine,
geometric mean, min, max, runs within 15% of 45, bytes within 10%), how many machines have
their geometric mean in 0.97..1.03, all 45 runs within 15%, and every target (those two
and every byte figure), and the runs within 15% in all. Run in this directory."""
import sys
for t in sys.argv[1:]:
    rows = [l.split() for l in open("machines-%s.txt" % t)]
    band = [r for r in rows if 0.97 <= float(r[1]) <= 1.03]
    all45 = [r for r in rows if r[4] == "45"]
    every = [r for r in band if r[4] == "45" and len(set(r[5].split("_of_"))) == 1]
    print("%-12s machines %d: geomean in band %d, all 45 within 15%% %d, every target %d (%s);"
          " runs within 15%%: %d of %d" % (t, len(rows), len(band), len(all45), len(every),
                                          " ".join(r[0] for r in every),
                                          sum(int(r[4]) for r in rows), 45 * len(rows)))
