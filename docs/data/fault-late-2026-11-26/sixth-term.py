#!/usr/bin/python3
"""sixth-term.py: the check made before late.patch was written. For every machine's own
profile (machine-refit.profile where there is one) in docs/data, the fault table it
prints ("the fault path: the cases": simulated batches, blocks, bytes moved and
zero-filled, and the measured median of each of the fourteen cases) is fitted again,
relative least squares with coefficients >= 0, with the five terms of the fit and with a
sixth: the bytes moved or zero-filled past the first fault_window of the kernel's stream,
(bytes) * max(0, 1 - window / size). Prints each machine's RMS relative residual both
ways, the sixth term's cost per MiB, and every case's fitted / measured both ways.
Run from the repository root."""
import glob, itertools, math, os, re
import numpy as np

def ns(s):
    m = re.match(r'([\d.]+)(ns|us|ms|s)$', s)
    return float(m.group(1)) * {'ns': 1, 'us': 1e3, 'ms': 1e6, 's': 1e9}[m.group(2)]

def size(s):
    m = re.match(r'(\d+)([KMG]?)$', s)
    return int(m.group(1)) * {'': 1, 'K': 1 << 10, 'M': 1 << 20, 'G': 1 << 30}[m.group(2)]

def nnls(A, b):
    """least squares with x >= 0, by trying every set of free columns (few columns)"""
    best = None
    for k in range(A.shape[1], 0, -1):
        for S in itertools.combinations(range(A.shape[1]), k):
            x = np.linalg.lstsq(A[:, S], b, rcond=None)[0]
            if (x >= 0).all():
                r = np.linalg.norm(A[:, S] @ x - b)
                if best is None or r < best[0]:
                    full = np.zeros(A.shape[1]); full[list(S)] = x; best = (r, full)
    return best[1]

for d in sorted(glob.glob('docs/data/validation-h100-*')):
    p = d + '/machine-refit.profile'
    if not os.path.exists(p):
        p = d + '/machine.profile'
    if not os.path.exists(p):
        continue
    txt = open(p).read()
    W = size(re.search(r'^fault_window = (\S+)', txt, re.M).group(1))
    rows = [(m.group(1), size(m.group(2)), *map(int, m.group(4, 5, 6, 7)), ns(m.group(8)))
            for m in re.finditer(r'^# (seq|stride|random|fresh)\s+(\S+)\s+(\S+)\s+(\d+)\s+(\d+)'
                                 r'\s+(\d+)\s+(\d+)\s+(\S+)\s+(\S+)$', txt, re.M)]
    if not rows:
        continue
    def fit(sixth):
        A = np.array([[x / meas for x in [ba, bl, by, 1, z] +
                       ([(by + z) * max(0, 1 - W / S)] if sixth else [])]
                      for c, S, ba, bl, by, z, meas in rows])
        x = nnls(A, np.ones(len(rows)))
        return x, A @ x
    x5, r5 = fit(False)
    x6, r6 = fit(True)
    rms = lambda r: math.sqrt(np.mean((r - 1) ** 2))
    print('%s window %dM: RMS five terms %.3f, six %.3f; sixth %.1f us per MiB |' %
          (d.split('-')[-1], W >> 20, rms(r5), rms(r6), x6[-1] * (1 << 20) / 1e3),
          ' '.join('%s%d %.2f/%.2f' % (c[:2], S >> 20, a, b)
                   for (c, S, *_), a, b in zip(rows, r5, r6)))
