#!/usr/bin/python3
"""wstreams_sim.py SIMRUN PROFILE: wstreams.cu's six variants as traces, through simrun.

Each trace: x (32 MiB, written by the CPU) and y (32 MiB, put on the GPU by a prefetch of
memory never touched) allocated; a 1 ms kernel on stream 0, which stream 1 waits for (simrun
runs one kernel at a time, where the probe ran one on each stream); then stream 0 prefetches
x to the GPU and stream 1 prefetches y to the CPU, both deferred, in one call of 32 MiB or
eight of 2 MiB; a device SYNC. Prints each variant's time from the kernel's end to the end
(the probe's span), as "variant,us". Run from the repository root."""
import os, subprocess, sys, tempfile
sys.path.insert(0, "scripts")
import gpumemtrace as g

M = 1 << 20
SIZE, PIECE = 32 * M, 2 * M


def trace(path, doa, dob, pieces):
    t = g.TraceBuilder()
    x, y = t.add_buffer(SIZE, flags=1), t.add_buffer(SIZE)
    t.alloc(x, 0)
    t.alloc(y, 0)
    t.add_event(g.OP_HOST, obj=x, a=0, b=SIZE, mode=2)
    t.add_event(g.OP_PREFETCH, stream=1, obj=y, a=0, b=SIZE, mode=0)
    t.add_event(g.OP_SYNC, mode=0)
    t.add_event(g.OP_LAUNCH, stream=0, obj=0, a=0, b=0, ns=1000000)
    if doa or dob:
        t.add_event(g.OP_RECORD, stream=0, obj=0)
        t.add_event(g.OP_WAIT, stream=1, obj=0)
    step, n = (PIECE, 8) if pieces else (SIZE, 1)
    for i in range(n):
        if doa:
            t.add_event(g.OP_PREFETCH, stream=0, obj=x, a=i * step, b=step, mode=0)
    for i in range(n):
        if dob:
            t.add_event(g.OP_PREFETCH, stream=1, obj=y, a=i * step, b=step, mode=1)
    t.add_event(g.OP_SYNC, mode=0)
    t.kernels = ["spin"]
    t.write(path, "wstreams_sim.py")


def sim_ns(simrun, profile, path):
    out = subprocess.run([simrun, "-q", "--json", "--no-wall", "--gpu", profile, "--policy",
                          "cuda", path], check=True, capture_output=True, text=True).stdout
    import json
    return json.loads(out.splitlines()[0])["sim_time_ns"]


def main():
    simrun, profile = sys.argv[1], sys.argv[2]
    d = tempfile.mkdtemp()
    base = os.path.join(d, "none.h5")
    trace(base, False, False, False)
    t0 = sim_ns(simrun, profile, base)
    for name, doa, dob, pieces in (("a-only", 1, 0, 0), ("b-only", 0, 1, 0), ("both", 1, 1, 0),
                                   ("a8-only", 1, 0, 1), ("b8-only", 0, 1, 1),
                                   ("both8", 1, 1, 1)):
        p = os.path.join(d, name + ".h5")
        trace(p, doa, dob, pieces)
        print("%s,%.0f" % (name, (sim_ns(simrun, profile, p) - t0) / 1e3))


main()
