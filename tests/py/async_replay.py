#!/usr/bin/python3
"""async_replay.py: the requests of CUDA's recorded async-pool replays
(tests/data/torch-snapshots/async-replay.json.gz, made by
tests/gpu/record_snapshots.py's replay_probe) for tests/test_async_cuda.c.

  async_replay.py steps OUT      every case and timing (async-syncs.json.gz's
                                 too) as text, one line a step:
                                 "case NAME TIMING", then "a SIZE OFFSET RESERVED"
                                 (an alloc: CUDA's address minus the pool's first,
                                 the reserved bytes after it), "f INDEX RESERVED"
                                 (a free of the INDEX-th alloc) or "s RESERVED" (a
                                 device synchronization), then "end MAX_RESERVED"
  async_replay.py trace WORKLOAD TIMING OUT
                                 the workload's requests as a trace (stream 0) in
                                 the replay's TIMING: plain (nothing else), lagged
                                 (first a 2 s kernel, which the frees queue behind)
                                 or synced (a device-wide SYNC after every FREE)
  async_replay.py captured RUN OUT
                                 the allocations, frees and synchronizations of
                                 tests/data/captured-async/RUN.h5 as text:
                                 "a SIZE STREAM OFFSET" (CUDA's address minus the
                                 pool's first, from addresses.json.gz), "f INDEX
                                 STREAM", "s MODE STREAM" (the trace's SYNC mode),
                                 then "end MAX_RESERVED" (PyTorch's, runs.json)

The requests are those record_snapshots.py replays: the alloc and
free_requested entries of the default_WORKLOAD.pkl.gz snapshot's
device_traces[0] (requested sizes), and its MICRO cases; a WORKLOAD named
cold_NAME is the cold_NAME.pkl.gz snapshot's (async-heldout.json.gz)."""
import gzip
import json
import os
import pickle
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "data", "torch-snapshots")
sys.path.insert(0, os.path.join(HERE, "..", "gpu"))
sys.path.insert(0, os.path.join(HERE, "..", "..", "scripts"))
import record_snapshots  # noqa: E402


def steps(name):
    """The case's steps: ("a", key, size) or ("f", key)."""
    if name in record_snapshots.MICRO:
        return record_snapshots.MICRO[name]
    snapshot = name if name.startswith("cold_") else "default_" + name
    return record_snapshots.requests(os.path.join(DATA, snapshot + ".pkl.gz"))


TIMINGS = ("plain", "lagged", "synced")


def results(name):
    with gzip.open(os.path.join(DATA, name)) as f:
        return json.load(f)["results"]


def write_steps(out):
    res = results("async-replay.json.gz")
    res.update(results("async-syncs.json.gz"))
    with open(out, "w") as o:
        for name in list(record_snapshots.WORKLOADS) + list(record_snapshots.MICRO):
            st = steps(name)
            for timing in TIMINGS + ("streamsynced", "eventsynced"):
                if timing != "plain" and name + "_" + timing not in res:
                    continue  # async-syncs has the two workloads only
                r = res[name if timing == "plain" else name + "_" + timing]
                base, index, n = r["ptrs"][0], {}, 0
                o.write("case %s %s\n" % (name, timing))
                for s, reserved in zip(st, r["reserved"]):
                    if s[0] == "a":
                        o.write("a %d %d %d\n" % (s[2], r["ptrs"][n] - base, reserved))
                        index[s[1]] = n
                        n += 1
                    elif s[0] == "s":
                        o.write("s %d\n" % reserved)
                    else:
                        o.write("f %d %d\n" % (index.pop(s[1]), reserved))
                o.write("end %d\n" % r["max_reserved"])


def write_trace(name, timing, out):
    import gpumemtrace as gmt
    b, buf = gmt.TraceBuilder(), {}
    if timing == "lagged":  # as record_snapshots.py's torch.cuda._sleep: no access
        b.add_event(gmt.OP_LAUNCH, 0, 0, 0, 0, 2_000_000_000)
    for s in steps(name):
        if s[0] == "a":
            buf[s[1]] = b.add_buffer(s[2])
            b.alloc(buf[s[1]], 0)
        elif s[0] == "s":
            b.add_event(gmt.OP_SYNC, 0, 0, 0, 0, 0, 0)
        else:
            b.free(buf.pop(s[1]), 0)
            if timing == "synced":
                b.add_event(gmt.OP_SYNC, 0, 0, 0, 0, 0, 0)
    b.write(out, "async_replay.py", "%s, %s" % (name, timing))


def write_captured(run, out):
    import h5py
    cap = os.path.join(HERE, "..", "data", "captured-async")
    with gzip.open(os.path.join(cap, "addresses.json.gz")) as f:
        offsets = json.load(f)[run]
    with open(os.path.join(cap, "runs.json")) as f:
        peak = json.load(f)[run]["max_reserved"]
    with h5py.File(os.path.join(cap, run + ".h5"), "r") as t:
        sizes, events = t["buffers"]["size"], t["events"][:]
    with open(out, "w") as o:
        for e in events:
            op, stream, obj = int(e["op"]), int(e["stream"]), int(e["obj"])
            if op == 1:
                o.write("a %d %d %d\n" % (sizes[obj], stream, offsets[obj]))
            elif op == 2:
                o.write("f %d %d\n" % (obj, stream))
            elif op == 7:
                o.write("s %d %d\n" % (int(e["mode"]), stream))
        o.write("end %d\n" % peak)


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "steps":
        write_steps(sys.argv[2])
    elif len(sys.argv) == 4 and sys.argv[1] == "captured":
        write_captured(sys.argv[2], sys.argv[3])
    elif len(sys.argv) == 5 and sys.argv[1] == "trace" and sys.argv[3] in TIMINGS:
        write_trace(sys.argv[2], sys.argv[3], sys.argv[4])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
