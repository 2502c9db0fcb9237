#!/usr/bin/python3
"""gen_footprint.py: memory footprint of a generated trace, read with h5py.

Usage: gen_footprint.py TRACE [--check]

Prints, per buffer tag, the bytes allocated, and the peak over time of the
live bytes in total and of live activations, from /buffers and the
ALLOC/FREE events of /events. docs/workloads.md's footprint table comes
from it. With --check it also verifies what the generators promise
(tests/test_tracegen.c runs it): ALLOC before FREE, HOST write of every
host-initialized buffer before any kernel touches it, one ITER per
iteration with a positive sample count, and exits 1 on a violation.
"""
import sys

import h5py
import numpy as np

TAGS = ["other", "weight", "activation", "gradient", "optimizer", "workspace", "input", "output"]
ALLOC, FREE, LAUNCH, HOST, ITER = 1, 2, 3, 4, 8


def footprint(path, check):
    with h5py.File(path, "r") as f:
        buffers = f["buffers"][:]
        events = f["events"][:]
        accesses = f["accesses"][:]
        assert f.attrs["format"] in (b"gpumemtrace", "gpumemtrace")
    size = buffers["size"].astype(np.int64)
    tag = buffers["tag"].astype(np.int64)
    flags = buffers["flags"].astype(np.int64)
    ops, objs = events["op"], events["obj"].astype(np.int64)

    # Live bytes over time: +size at ALLOC, -size at FREE.
    is_alloc, is_free = ops == ALLOC, ops == FREE
    delta = np.zeros(len(events), dtype=np.int64)
    delta[is_alloc] = size[objs[is_alloc]]
    delta[is_free] = -size[objs[is_free]]
    live = np.cumsum(delta)
    act = np.where(tag[objs] == 2, delta, 0) * (is_alloc | is_free)
    live_act = np.cumsum(act)
    iters = events[ops == ITER]
    out = {
        "buffers": len(buffers), "events": len(events), "accesses": len(accesses),
        "iterations": len(iters), "samples": int(iters["a"].sum()),
        "peak_live": int(live.max()) if len(live) else 0,
        "peak_live_activation": int(live_act.max()) if len(live_act) else 0,
        "bytes_by_tag": {TAGS[t]: int(size[tag == t].sum()) for t in range(8) if (tag == t).any()},
    }
    if check:
        errors = []
        state = np.zeros(len(buffers), dtype=np.int8)  # 0 new, 1 live, 2 freed
        written = np.zeros(len(buffers), dtype=bool)
        for i, e in enumerate(events):
            op, obj = int(e["op"]), int(e["obj"])
            if op == ALLOC:
                if state[obj] != 0:
                    errors.append(f"event {i}: ALLOC of buffer {obj} twice")
                state[obj] = 1
            elif op == FREE:
                if state[obj] != 1:
                    errors.append(f"event {i}: FREE of buffer {obj} not live")
                state[obj] = 2
            elif op == HOST:
                written[obj] = True
            elif op == LAUNCH:
                for a in accesses[int(e["a"]):int(e["a"]) + int(e["b"])]:
                    b = int(a["buffer"])
                    if flags[b] & 1 and not written[b]:
                        errors.append(f"event {i}: kernel touches host-initialized buffer {b} "
                                      "before the host wrote it")
                    if state[b] != 1:
                        errors.append(f"event {i}: kernel touches buffer {b}, not live")
            elif op == ITER and int(e["a"]) <= 0:
                errors.append(f"event {i}: ITER with no samples")
            if len(errors) > 5:
                break
        if not len(iters):
            errors.append("no ITER event")
        out["errors"] = errors
    return out


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: gen_footprint.py TRACE [--check]")
    r = footprint(sys.argv[1], "--check" in sys.argv[2:])
    for k, v in r.items():
        if k == "bytes_by_tag":
            for t, b in v.items():
                print(f"bytes_{t} {b}")
        elif k != "errors":
            print(f"{k} {v}")
    for e in r.get("errors", []):
        print(f"gen_footprint.py: {sys.argv[1]}: {e}", file=sys.stderr)
    sys.exit(1 if r.get("errors") else 0)


if __name__ == "__main__":
    main()
