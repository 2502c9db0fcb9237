#!/usr/bin/python3
"""validation.py: gather simulated-versus-measured pairs from docs/validation.md.

    validation.py OUT.csv [DOCS_DIR]

Writes OUT.csv with columns label,quantity,simulated,measured, one row per
pair found, and prints the number of rows and the unit they share (as in a
column 'simulated ms'; nothing when they differ). The pairs are the rows of
the Markdown tables in DOCS_DIR/validation.md (default docs) whose header has
a cell containing 'simulated' (or starting with 'simrun') and one containing
'measured' (or starting with 'gpurun'): the first such pair of columns, the
label the first column plus the 'policy' column's first word when there is
one, the quantity the simulated column's header. That table is the one
`scripts/compare.py --summary docs/data/h100-DATE` prints from a committed
summary (docs/validation.md); nothing is made up.

A label counts once: the first table that has it wins. Only positive numbers
are kept (the plot is log-log); a cell like '1.23 s', '4,567' or
'44.7 (36.1–53.6)' is read as its first number.
"""

import csv
import os
import re
import sys

NUM = re.compile(r"^\s*\**\s*([0-9][0-9,]*(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?)")


def number(s):
    m = NUM.match(s or "")
    if not m:
        return None
    v = float(m.group(1).replace(",", ""))
    return v if v > 0 else None


def from_markdown(path):
    out, lines = [], open(path, errors="replace").read().splitlines()
    i = 0
    while i < len(lines):
        if lines[i].lstrip().startswith("|") and i + 1 < len(lines) and \
                re.match(r"^\s*\|[\s:|-]+\|\s*$", lines[i + 1]):
            head = [c.strip() for c in lines[i].strip().strip("|").split("|")]
            sim = next((k for k, c in enumerate(head) if "simulated" in c.lower() or
                        c.lower().startswith("simrun")), None)
            meas = next((k for k, c in enumerate(head) if "measured" in c.lower() or
                         c.lower().startswith("gpurun")), None)
            pol = next((k for k, c in enumerate(head) if c.lower() == "policy"), None)
            i += 2
            while i < len(lines) and lines[i].lstrip().startswith("|"):
                cells = [c.strip() for c in lines[i].strip().strip("|").split("|")]
                if sim is not None and meas is not None and max(sim, meas) < len(cells):
                    s, m = number(cells[sim]), number(cells[meas])
                    if s and m:
                        # the policy's name only: tables may add notes such as "(device)"
                        label = cells[0] + (" " + cells[pol].split()[0] if pol is not None and pol < len(cells)
                                            and cells[pol].strip() else "")
                        out.append((label.replace("`", ""), head[sim], s, m))
                i += 1
        else:
            i += 1
    return out


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: validation.py OUT.csv [DOCS_DIR]")
    docs = sys.argv[2] if len(sys.argv) == 3 else "docs"
    pts = []
    md = os.path.join(docs, "validation.md")
    if os.path.exists(md):
        pts += from_markdown(md)
    seen, unique = set(), []
    for p in pts:  # a run shown in several tables counts once (its first)
        if p[0] not in seen:
            seen.add(p[0])
            unique.append(p)
    pts = unique
    with open(sys.argv[1], "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["label", "quantity", "simulated", "measured"])
        for p in pts:
            w.writerow([p[0], p[1], "%.10g" % p[2], "%.10g" % p[3]])
    # the common unit, when every quantity is "simulated UNIT" with one UNIT
    units = {q.split()[-1] for _, q, _, _ in pts if len(q.split()) == 2}
    unit = units.pop() if len(units) == 1 and all(len(q.split()) == 2 for _, q, _, _ in pts) else ""
    print(len(pts), unit)


if __name__ == "__main__":
    main()
