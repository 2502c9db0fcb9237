#!/usr/bin/python3
"""summary.py: the medians of popprobe.txt, popprobe2.txt and wprobe.txt (run from this
directory): microseconds per touch, by size and case."""
import collections, statistics as st

def medians(path, key, value):
    d = collections.defaultdict(list)
    for line in open(path):
        f = line.split()
        d[key(f)].append(float(f[value]))
    return {k: st.median(v) for k, v in d.items()}

m = medians("popprobe2.txt", lambda f: f[1], 3)
print("popprobe2: a fresh buffer's first touch (us), by bytes")
for k in sorted(m, key=lambda k: (k.startswith("begun"), int(k) if k.isdigit() else 0)):
    print("  %-10s %8.1f" % (k if not k.isdigit() else "%d" % int(k), m[k]))
m = medians("popprobe.txt", lambda f: (f[1], f[2]), 4)
print("popprobe: the first touch (us) of s MiB in A its own allocation, B a 20 MiB one, C a 64 MiB one")
for s in ("1", "3", "4", "9"):
    print("  %s MiB  A %7.0f  B %7.0f  C %7.0f" % (s, m[("A", s)], m[("B", s)], m[("C", s)]))
m = medians("wprobe.txt", lambda f: (f[1], f[2]), 4)
print("wprobe: the GPU's first touch (us, the kernel less its rerun on resident data)")
for k in ("fresh-read", "fresh-write", "cpu-read", "cpu-write"):
    print("  %-12s 2M %6.0f  16M %6.0f  64M %6.0f" % (k, m[(k, "2")], m[(k, "16")], m[(k, "64")]))
m = medians("wprobe2.txt", lambda f: (f[1], f[2]), 4)
print("wprobe2: never-touched memory read by one kernel (A), four 16 MiB kernels (B), one kernel"
      " over four 16 MiB buffers (C): us per MiB")
print("  A " + "  ".join("%sM %.1f" % (s, m[("A", s)] / int(s))
                          for s in ("2", "4", "8", "16", "32", "64", "128", "256")))
print("  B 64M %.1f  C 64M %.1f" % (m[("B", "64")] / 64, m[("C", "64")] / 64))
