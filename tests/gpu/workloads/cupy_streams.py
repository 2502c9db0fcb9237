"""tests/gpu/workloads/cupy_streams.py: a CuPy program (not PyTorch) that
checks gmscapture on a GPU (issue 43): two non-blocking streams ordered by an
event, host->device and device->host copies from pinned memory, elementwise
kernels (cupy.sin, a custom ElementwiseKernel, a multiply), a reduction and
frees, over four arrays of --mib MiB each (256 MiB by default). CuPy's memory
pools are off (cupy.cuda.set_allocator(None)), so every array is one cudaMalloc
and its release one cudaFree. Each iteration ends with the NVTX mark
"gms:iter 1". The last results are checked against numpy; prints "ok".

  python3 cupy_streams.py [--iters 5] [--warmup 1] [--mib 64] [--json F]
  gmscapture -o cupy.h5 -- python3 cupy_streams.py --json c.json"""
import time

START = time.perf_counter()

import argparse  # noqa: E402
import json  # noqa: E402
import statistics  # noqa: E402
import sys  # noqa: E402

import cupy  # noqa: E402
import cupyx  # noqa: E402
import numpy  # noqa: E402

PROG = "cupy_streams.py"


def options():
    p = argparse.ArgumentParser(description="CuPy streams, events and copies")
    p.add_argument("--iters", type=int, default=5, help="iterations run and marked")
    p.add_argument("--warmup", type=int, default=1,
                   help="first iterations left out of the steady-state time")
    p.add_argument("--mib", type=int, default=64, help="MiB per array")
    p.add_argument("--json", metavar="FILE", help="write the results here")
    args = p.parse_args()
    if args.mib < 1 or args.iters < 1 or not 0 <= args.warmup < args.iters:
        p.error("need --mib >= 1, --iters >= 1 and 0 <= --warmup < --iters")
    return args


def main():
    args = options()
    if not cupy.cuda.nvtx.available:
        sys.exit(f"{PROG}: this CuPy has no NVTX")
    cupy.cuda.set_allocator(None)
    cupy.cuda.set_pinned_memory_allocator(None)
    n = args.mib * 2**20 // 4
    host_x = cupyx.empty_pinned(n, numpy.float32)
    host_x[:] = numpy.random.default_rng(0).random(n, dtype=numpy.float32)
    host_w = cupyx.empty_pinned(n, numpy.float32)
    saxpy = cupy.ElementwiseKernel("float32 a, float32 x, float32 y",
                                   "float32 z", "z = a * x + y", "gms_saxpy")
    s1 = cupy.cuda.Stream(non_blocking=True)
    s2 = cupy.cuda.Stream(non_blocking=True)
    seconds, totals = [], []
    t0 = time.perf_counter()
    for _ in range(args.iters):
        with s1:
            x = cupy.empty(n, cupy.float32)
            x.set(host_x, stream=s1)  # host -> device
            y = cupy.sin(x)
            z = saxpy(numpy.float32(2), x, y)
            ready = cupy.cuda.Event()
            ready.record(s1)
        s2.wait_event(ready)
        del x, y  # cudaFree
        with s2:
            w = z * z
            total = w.sum(dtype=cupy.float64)
            w.get(stream=s2, out=host_w)  # device -> host
            host_total = total.get(stream=s2)
        s2.synchronize()
        totals.append(float(host_total))
        del z, w, total
        t1 = time.perf_counter()
        seconds.append(t1 - t0)
        cupy.cuda.nvtx.Mark("gms:iter 1")
        t0 = t1

    z = 2 * host_x + numpy.sin(host_x)
    if not numpy.allclose(host_w, z * z, rtol=1e-5, atol=1e-6):
        sys.exit(f"{PROG}: w = (2x + sin x)^2 differs from numpy's")
    want = host_w.sum(dtype=numpy.float64)
    if not all(abs(t - want) <= 1e-6 * abs(want) for t in totals):
        sys.exit(f"{PROG}: sums {totals} differ from numpy's {want}")

    steady = statistics.median(seconds[args.warmup:])
    name = cupy.cuda.runtime.getDeviceProperties(cupy.cuda.Device().id)["name"]
    out = {
        "program": "cupy_streams",
        "iters": args.iters,
        "warmup": args.warmup,
        "mib": args.mib,
        "iter_s": seconds,
        "steady_iter_s": steady,
        "totals": totals,
        "cupy_version": cupy.__version__,
        "gpu": name.decode() if isinstance(name, bytes) else name,
        "wall_s": time.perf_counter() - START,
    }
    print(f"{PROG}: steady {steady * 1e3:.1f} ms/iter")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(out, f, indent=2)
            f.write("\n")
    print("ok")


if __name__ == "__main__":
    main()
