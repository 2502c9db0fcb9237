#!/usr/bin/python3
"""variants.py ETL.h5 OUTDIR: the etl-2-device trace and two variants of it, to
find what makes its launches cost more than the calibration's back-to-back ones.

  v0.h5  the trace as tracegen writes it;
  v1.h5  the same events with every ALLOC moved to the front and every FREE to the
         end (order kept within each), so no allocator work runs between launches;
  v2.h5  v1 with each LAUNCH touching only its first /accesses row (one range,
         as the calibration's launch_ns kernel).
Needs h5py (Debian's python3-h5py)."""
import sys, shutil, h5py, numpy as np

src, out = sys.argv[1], sys.argv[2]
ALLOC, FREE, LAUNCH = 1, 2, 3

def write(path, events):
    shutil.copy(src, path)
    with h5py.File(path, "r+") as f:
        attrs = dict(f["events"].attrs)
        del f["events"]
        d = f.create_dataset("events", data=events)
        for k, v in attrs.items():
            d.attrs[k] = v

with h5py.File(src, "r") as f:
    e = f["events"][:]
shutil.copy(src, out + "/v0.h5")
op = e["op"]
v1 = np.concatenate([e[op == ALLOC], e[(op != ALLOC) & (op != FREE)], e[op == FREE]])
write(out + "/v1.h5", v1)
v2 = v1.copy()
v2["b"][v2["op"] == LAUNCH] = 1
write(out + "/v2.h5", v2)
