#!/usr/bin/python3
"""pivot.py: turn a sweep CSV (scripts/sweep.py) into the wide table a plot reads.

    pivot.py IN.csv OUT.csv --x grid_batch --y samples_per_sec \
        --series grid_policy,grid_prefetch [--where COL=VALUE]... [--scale F]

OUT has one row per x value (sorted numerically; in order of first
appearance when some are not numbers, as sizes like 1M) and one column per series
(the distinct values of the --series columns, joined with ' + ', in order of
first appearance in IN, which sweep.py writes in grid order): the CSV that
sits beside each picture and that plots/lines.gp draws, one line per
column. A y of a run that failed (status not ok, or empty) is left empty,
so the line has a gap there rather than a made-up point. Prints the number
of columns of OUT on stdout, for gnuplot. OUT is written whole or not at
all and never over IN (exit 2; scripts/gms_output.py).
"""

import argparse
import csv
import os
import sys

HERE = os.path.dirname(os.path.realpath(__file__))
sys.path[:0] = [HERE, os.path.join(HERE, "..", "scripts")]  # installed: HERE; a checkout: ../scripts
import gms_output  # noqa: E402


def num(s):
    try:
        return float(s)
    except ValueError:
        return None


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("input")
    p.add_argument("output")
    p.add_argument("--x", required=True)
    p.add_argument("--y", required=True)
    p.add_argument("--series", required=True, help="comma-separated columns")
    p.add_argument("--where", action="append", default=[], metavar="COL=VALUE")
    p.add_argument("--scale", type=float, default=1.0, help="divide y by this")
    p.add_argument("--xname", help="header of the x column (default --x without grid_)")
    p.add_argument("--label", action="append", default=[], metavar="COL=TEXT",
                   help="prefix a series column's value with TEXT and a space (e.g. grid_prefetch=prefetch)")
    a = p.parse_args()
    rows = list(csv.DictReader(open(a.input, newline="")))
    series_cols = a.series.split(",")
    labels = dict(l.split("=", 1) for l in a.label)
    for c in [a.x, a.y] + series_cols + [w.split("=", 1)[0] for w in a.where]:
        if rows and c not in rows[0]:
            sys.exit("pivot.py: %s: no column '%s'" % (a.input, c))
    where = [w.split("=", 1) for w in a.where]
    rows = [r for r in rows if not any(r[c] != v for c, v in where) and r[a.x] != ""]
    # numbers sort as numbers; x values that are not all numbers (sizes such
    # as 1M) keep their order of first appearance
    numeric = all(num(r[a.x]) is not None for r in rows)
    order, table, xs = [], {}, []
    for r in rows:
        key = " + ".join((labels[c] + " " if c in labels else "") + r[c]
                        for c in series_cols if r[c] != "") or a.y
        if key not in order:
            order.append(key)
        x = num(r[a.x]) if numeric else r[a.x]
        if x not in xs:
            xs.append(x)
        y = num(r[a.y]) if r.get("status", "ok") == "ok" else None
        table[(key, x)] = "" if y is None else "%.10g" % (y / a.scale)
    with gms_output.replacing(a.output, [a.input], newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow([a.xname or a.x.replace("grid_", "")] + order)
        for x in (sorted(xs) if numeric else xs):
            w.writerow(["%g" % x if numeric else x] + [table.get((k, x), "") for k in order])
    print(len(order) + 1)
    return 0


if __name__ == "__main__":
    gms_output.run_main("pivot.py", main)
