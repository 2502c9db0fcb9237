"""capture_check.py: check a trace gmscapture made of tests/gpu/capture_prog.c
(tests/gpu/capture-stub.sh) row by row against what that program does.

usage: capture_check.py whole|two|crash TRACE.h5
  whole  the whole run: 3 iterations, frees, measured times
  two    --iters 2: the events up to the second marker, measured times
  crash  aborted after the second marker: no measured times
"""
import sys

import h5py

ALLOC, FREE, LAUNCH, HOST, PREFETCH, ADVISE, SYNC, ITER, RECORD, WAIT = range(1, 11)
A, B, C = 0, 1, 2
MIB = 1 << 20

# One iteration: (op, mode, stream, obj, a, b, ns or None) and each LAUNCH's accesses
# as (buffer, offset, length, mode). LAUNCH ns is the measured time.
ITERATION = [
    (LAUNCH, 0, 1, 0, [(A, 0, MIB, 3), (B, 0, 4096, 3)], 10000),
    (RECORD, 0, 1, 0, None, None),
    (WAIT, 0, 2, 0, None, None),
    (LAUNCH, 0, 2, 1, [(C, 0, 2 * MIB, 3), (A, 0, MIB, 3)], 20000),
    (LAUNCH, 0, 0, 2, [], 3000),
    (LAUNCH, 0, 1, 3, [(B, 0, 4096, 3)], 4000),
    (HOST, 2, 1, A, (64, 128), None),
    (HOST, 1, 0, B, (0, 4096), None),
    (LAUNCH, 0, 2, 4, [(A, 0, 256, 1), (B, 0, 256, 2)], 500),
    (LAUNCH, 0, 1, 5, [(B, 0, 64, 2)], 200),
    (PREFETCH, 0, 1, C, (0, 2 * MIB), None),
    (ADVISE, 1, 0, C, (0, 4096), None),
    (SYNC, 1, 1, 0, None, None),
    (ITER, 0, 0, 0, (8, 0), None),
]
START = [(ALLOC, 0, 0, A, None, None), (ALLOC, 0, 1, B, None, None), (ALLOC, 0, 0, C, None, None)]
END = [(FREE, 0, 1, B, None, None), (FREE, 0, 0, A, None, None), (FREE, 0, 0, C, None, None),
       (SYNC, 0, 0, 0, None, None)]


def fail(msg):
    sys.exit("capture_check: " + msg)


def main():
    case, path = sys.argv[1], sys.argv[2]
    iters = 3 if case == "whole" else 2
    want = START + ITERATION * iters + (END if case == "whole" else [])
    timed = case != "crash"
    with h5py.File(path, "r") as f:
        ev, acc, buf = f["events"][()], f["accesses"][()], f["buffers"][()]
        names = [n.decode() if isinstance(n, bytes) else n for n in f["kernels"]["name"]]
        attrs = {k: (v.decode() if isinstance(v, bytes) else str(v)) for k, v in f.attrs.items()}
    if list(buf["size"]) != [MIB, 4096, 2 * MIB]:
        fail("buffers %s" % list(buf["size"]))
    if names != ["k1", "k2", "k3", "k4", "[memcpy]", "[memset]"]:
        fail("kernels %s" % names)
    if attrs.get("gpu") != "Stub GPU" or attrs.get("cuda") != "13.0" or "capture-prog" not in attrs.get("command", ""):
        fail("provenance %s" % attrs)
    if len(ev) != len(want):
        fail("%d events, expected %d" % (len(ev), len(want)))
    for row, (e, w) in enumerate(zip(ev, want)):
        op, mode, stream, obj, extra, ns = w
        got = (int(e["op"]), int(e["mode"]), int(e["stream"]), int(e["obj"]))
        if got != (op, mode, stream, obj):
            fail("/events row %d: (op, mode, stream, obj) %s, expected %s" % (row, got, w[:4]))
        if op == LAUNCH:
            rows = [tuple(int(acc[i][k]) for k in ("buffer", "offset", "length", "mode"))
                    for i in range(int(e["a"]), int(e["a"]) + int(e["b"]))]
            if rows != extra:
                fail("/events row %d: accesses %s, expected %s" % (row, rows, extra))
            if int(e["ns"]) != (ns if timed else 0):
                fail("/events row %d: ns %d, expected %d" % (row, e["ns"], ns if timed else 0))
        elif extra is not None and (int(e["a"]), int(e["b"])) != extra:
            fail("/events row %d: a, b %s, expected %s" % (row, (e["a"], e["b"]), extra))
    # host time: none before the first call; the 5 ms inside the first
    # allocation is not the program's; the 2 ms of work before each
    # iteration's first launch lands on the RECORD after it
    if ev[0]["ns"] != 0 or ev[1]["ns"] >= 2000000:
        fail("host time around the allocations: %d, %d ns" % (ev[0]["ns"], ev[1]["ns"]))
    for i in range(iters):
        ns = int(ev[len(START) + i * len(ITERATION) + 1]["ns"])
        if not 2000000 <= ns < 200000000:
            fail("iteration %d: %d ns of host work before the RECORD, expected 2 ms or more" % (i, ns))
    print("capture_check: %s: %d events as expected" % (case, len(ev)))


main()
