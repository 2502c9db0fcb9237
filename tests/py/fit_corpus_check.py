"""fit_corpus_check.py: scripts/fit_corpus.py recovers fault costs it is given.

usage: fit_corpus_check.py SIMRUN TMPDIR (run by tests/test_compare.c)

Five small cases (sequential read, one byte every 2 MiB, whole 64 KiB blocks of a tenth in
random order, one byte of every 64 KiB block in random order, write-then-read) are
"measured" by simrun itself on profiles/h200-pcie5.profile with known fault costs (batch
10 us, VA block 20 us, 10 GB/s moved, wake 500 us, 25 GB/s zero-filled, window 4 MiB):
time_ns as simrun's, host_init_ns its host_populate_ns, host_touch_ns the HOST events'
ns. Fitting those runs from other starting costs must give the same five costs back (to
4 significant digits) and a residual of 0. Prints "ok" or exits 1 with the difference.
"""
import csv
import json
import os
import subprocess
import sys

sys.path.insert(0, "scripts")
import fit_corpus  # noqa: E402

simrun, tmp = sys.argv[1], sys.argv[2]
tracegen = os.path.join(os.path.dirname(simrun), "tracegen")
cases = [("seq", "micro --pattern seq --size 64M"),
         ("b1-2M", "micro --pattern strided --size 64M --stride 2M --piece 1"),
         ("blk", "micro --pattern random --size 64M --fraction 0.1 --piece 64K --order random"),
         ("b1-rnd", "micro --pattern random --size 64M --fraction 1 --piece 1 --order random"),
         ("wr", "micro --pattern write-read --size 64M")]
true = [10e3, 20e3, 0.1, 500e3, 0.04]
with open(os.path.join(tmp, "cases.txt"), "w") as f:
    f.writelines("%s | %s | --policy caching\n" % c for c in cases)
with open(os.path.join(tmp, "passes.csv"), "w") as f:
    w = csv.writer(f)
    w.writerow(["set", "case", "pass", "time_ns", "host_init_ns", "host_touch_ns"])
    for name, gen in cases:
        tr = os.path.join(tmp, name + ".h5")
        subprocess.run([tracegen] + gen.split() + ["--seed", "1", "-o", tr], check=True)
        s = fit_corpus.sim(simrun, "profiles/h200-pcie5.profile", tr,
                           ["--policy", "caching", "--set", "fault_window=4M"],
                           fit_corpus.key_sets(true))
        w.writerow(["fit", name, 1, s["time_ns"], s.get("host_populate_ns", 0),
                    fit_corpus.host_event_ns(tr)])
out = os.path.join(tmp, "fitted.profile")
p = subprocess.run([sys.executable, "scripts/fit_corpus.py", "--simrun", simrun, "--cases",
                    os.path.join(tmp, "cases.txt"), "--windows", "4M",
                    os.path.join(tmp, "passes.csv"), "profiles/h200-pcie5.profile", out],
                   capture_output=True, text=True)
if p.returncode:
    sys.exit("fit_corpus.py failed: " + p.stderr)
got = {l.split("=")[0].strip(): l.split("=")[1].strip() for l in open(out)
       if "=" in l and not l.startswith("#")}
want = {"fault_window": "4M", "fault_batch_ns": "10us", "fault_block_ns": "20us",
        "fault_wake_ns": "500us", "fault_h2d_ns": "4K:0.4096us 64K:6.554us 512K:52.43us "
        "1M:104.9us 2M:209.7us", "fault_zero_ns": "4K:0.1638us 64K:2.621us 512K:20.97us "
        "1M:41.94us 2M:83.89us"}
bad = ["%s: %s, want %s" % (k, got.get(k), v) for k, v in want.items() if got.get(k) != v]
if bad or "residual 0.0%" not in p.stdout:
    sys.exit("\n".join(bad) + "\n" + p.stdout)
print("ok")
