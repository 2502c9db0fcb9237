#!/usr/bin/python3
"""bimodal.py: prefetch_d2h_ns (case chunk, 2 MiB calls) in every calibration of machines q
to yy: each calibration's median of its repetitions, how many sit in the fast mode (under
215 us), the mean and median of all repetitions, and the machine.profile's value. Run from
the repository root."""
import glob, gzip, csv, re, statistics as st
for m in "q r s t u v w x y z aa bb cc dd ee ff gg hh ii jj kk ll mm nn oo pp qq rr ss tt uu vv ww xx yy".split():
    d = glob.glob("docs/data/validation-h100-2026-11-2?%s" % m)[0]
    per, allv = [], []
    for f in sorted(glob.glob(d + "/calibration-*.profile.measurements.csv.gz")):
        v = [float(r[7]) / 1e3 for r in csv.reader(gzip.open(f, "rt"))
             if r[0] == "m" and r[1] == "prefetch_d2h_ns" and r[2] == "chunk" and r[3] == "2097152"]
        if v:
            per.append(st.median(v))
            allv += v
    prof = re.search(r"2M:([0-9.]+)us", [l for l in open(d + "/machine.profile")
                                          if l.startswith("prefetch_d2h_ns")][0]).group(1)
    print("%-3s %2d calibrations, %2d fast; all %3d reps: mean %5.1f us, median %5.1f; profile %s"
          % (m, len(per), sum(x < 215 for x in per), len(allv), st.mean(allv), st.median(allv), prof))
