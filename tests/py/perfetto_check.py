"""perfetto_check.py FILE: check a --perfetto file (simrun's or gpurun's)
against the rules of the Trace Event Format that Perfetto and chrome://tracing
rely on, then print what it holds, one fact a line, for the tests to compare
with figures worked out by hand (tests/test_perfetto.c, tests/gpu/overhead-stub.sh).

Rules: the file is one JSON object whose "traceEvents" is a list; every event
has ph, name, pid, tid and ts (a number >= 0, microseconds); ph is X (a complete
event, with dur >= 0), i (an instant, scope t, p or g), C (a counter, its args
numbers) or M (process_name, thread_name or their sort_index, with args);
slices of one track come in time order and never overlap partly; a counter's
values come in time order; every track and process with events is named.

Prints: "process PID NAME", "track PID TID NAME", "kernel PID STREAM NAME TS DUR",
"copy PID TRACK CAUSE COUNT BYTES", "instant PID TRACK NAME TS",
"counter PID NAME COUNT LAST", "events N"; exits 1 with a message on the
first rule broken.
"""
import json
import sys
from collections import defaultdict

def fail(i, e, what):
    sys.exit("perfetto_check: %s: traceEvents[%d] %s: %s" % (sys.argv[1], i, json.dumps(e), what))

def num(x):
    return isinstance(x, (int, float)) and not isinstance(x, bool)

def main():
    d = json.load(open(sys.argv[1]))
    if not isinstance(d, dict) or not isinstance(d.get("traceEvents"), list):
        sys.exit("perfetto_check: %s: not an object with a traceEvents list" % sys.argv[1])
    if d.get("displayTimeUnit", "ms") not in ("ms", "ns"):
        sys.exit("perfetto_check: %s: displayTimeUnit %r" % (sys.argv[1], d["displayTimeUnit"]))
    procs, threads = {}, {}
    last_slice, last_counter, used = {}, {}, set()
    copies = defaultdict(lambda: [0, 0])
    counters = {}
    out = []
    for i, e in enumerate(d["traceEvents"]):
        for k in ("ph", "name", "pid", "tid", "ts"):
            if k not in e:
                fail(i, e, "no %s" % k)
        if not isinstance(e["name"], str) or not isinstance(e["pid"], int) \
                or not isinstance(e["tid"], int) or not num(e["ts"]) or e["ts"] < 0:
            fail(i, e, "name, pid, tid or ts of the wrong type")
        ph, key, ts = e["ph"], (e["pid"], e["tid"]), e["ts"]
        if ph == "M":
            a = e.get("args")
            if e["name"] in ("process_name", "thread_name"):
                if not isinstance(a, dict) or not isinstance(a.get("name"), str):
                    fail(i, e, "metadata without args.name")
                (procs if e["name"] == "process_name" else threads)[
                    e["pid"] if e["name"] == "process_name" else key] = a["name"]
            elif e["name"] not in ("process_sort_index", "thread_sort_index") \
                    or not num((a or {}).get("sort_index")):
                fail(i, e, "unknown metadata")
        elif ph == "X":
            if not num(e.get("dur")) or e["dur"] < 0:
                fail(i, e, "a complete event needs dur >= 0")
            end = ts + e["dur"]
            if key in last_slice:
                s0, e0 = last_slice[key]
                if ts < s0 or (ts < e0 - 1e-9 and end > e0 + 1e-9):
                    fail(i, e, "before or partly over the slice before it on its track")
            last_slice[key] = (ts, end)
            used.add(key)
            track = threads.get(key, "")
            if track.startswith("stream "):
                out.append("kernel %d %s %s %.3f %.3f" % (e["pid"], track[7:], e["name"], ts,
                                                          e["dur"]))
            elif track.startswith("copy "):
                c = copies[(e["pid"], track[5:], e["name"])]
                c[0] += 1
                c[1] += e.get("args", {}).get("bytes", 0)
        elif ph == "i":
            if e.get("s", "t") not in ("t", "p", "g"):
                fail(i, e, "instant scope not t, p or g")
            used.add(key)
            out.append("instant %d %s %s %.3f" % (e["pid"], threads.get(key, "?"), e["name"], ts))
        elif ph == "C":
            a = e.get("args")
            if not isinstance(a, dict) or not a or not all(num(v) for v in a.values()):
                fail(i, e, "a counter needs args of numbers")
            ck = (e["pid"], e["name"])
            if ck in last_counter and ts < last_counter[ck]:
                fail(i, e, "a counter's values out of time order")
            last_counter[ck] = ts
            n, _ = counters.get(ck, (0, 0))
            counters[ck] = (n + 1, list(a.values())[0])
        else:
            fail(i, e, "phase %r is none of X, i, C, M" % ph)
    for key in sorted(used):
        if key not in threads or key[0] not in procs:
            sys.exit("perfetto_check: %s: pid %d tid %d has events but no name" % (
                sys.argv[1], key[0], key[1]))
    for pid, name in sorted(procs.items()):
        print("process %d %s" % (pid, name))
    for (pid, tid), name in sorted(threads.items()):
        print("track %d %d %s" % (pid, tid, name))
    for line in out:
        print(line)
    for (pid, track, cause), (n, b) in sorted(copies.items()):
        print("copy %d %s %s %d %d" % (pid, track, cause, n, b))
    for (pid, name), (n, v) in sorted(counters.items()):
        print("counter %d %s %d %d" % (pid, name, n, v))
    print("events %d" % len(d["traceEvents"]))

main()
