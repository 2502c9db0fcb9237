#!/usr/bin/python3
"""async_replay.py: the requests of CUDA's recorded async-pool replays
(tests/data/torch-snapshots/async-replay.json.gz, made by
tests/gpu/record_snapshots.py's replay_probe) for tests/test_async_pool.c.

  async_replay.py steps OUT      every case and timing as text, one line a step:
                                 "case NAME TIMING", then "a SIZE OFFSET RESERVED"
                                 (an alloc: CUDA's address minus the pool's first,
                                 the reserved bytes after it) or "f INDEX RESERVED"
                                 (a free of the INDEX-th alloc), then "end MAX_RESERVED"
  async_replay.py trace WORKLOAD SYNCED OUT
                                 the workload's requests as a trace (stream 0), with
                                 a device-wide SYNC after every FREE when SYNCED is 1

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


def write_steps(out):
    with gzip.open(os.path.join(DATA, "async-replay.json.gz")) as f:
        res = json.load(f)["results"]
    with open(out, "w") as o:
        for name in list(record_snapshots.WORKLOADS) + list(record_snapshots.MICRO):
            st = steps(name)
            for timing in ("plain", "lagged", "synced"):
                r = res[name if timing == "plain" else name + "_" + timing]
                base, index, n = r["ptrs"][0], {}, 0
                o.write("case %s %s\n" % (name, timing))
                for s, reserved in zip(st, r["reserved"]):
                    if s[0] == "a":
                        o.write("a %d %d %d\n" % (s[2], r["ptrs"][n] - base, reserved))
                        index[s[1]] = n
                        n += 1
                    else:
                        o.write("f %d %d\n" % (index.pop(s[1]), reserved))
                o.write("end %d\n" % r["max_reserved"])


def write_trace(name, synced, out):
    import gpumemtrace as gmt
    b, buf = gmt.TraceBuilder(), {}
    for s in steps(name):
        if s[0] == "a":
            buf[s[1]] = b.add_buffer(s[2])
            b.alloc(buf[s[1]], 0)
        else:
            b.free(buf.pop(s[1]), 0)
            if synced:
                b.add_event(gmt.OP_SYNC, 0, 0, 0, 0, 0, 0)
    b.write(out, "async_replay.py", "%s, %s" % (name, "synced" if synced else "no syncs"))


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "steps":
        write_steps(sys.argv[2])
    elif len(sys.argv) == 5 and sys.argv[1] == "trace":
        write_trace(sys.argv[2], sys.argv[3] == "1", sys.argv[4])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
