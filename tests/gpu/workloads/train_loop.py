"""tests/gpu/workloads/train_loop.py: the options, the timed loop and the JSON
report that resnet50_train.py and gpt_train.py share (kept beside them; the
scripts need nothing of gpumemsim). Each iteration ends with a realistic sync,
loss.item(), then the NVTX mark "gms:iter BATCH" that gmscapture turns into an
ITER event. --iters counts every iteration run and marked; the first --warmup
of them are left out of the steady-state figures. --deterministic turns on
PyTorch's deterministic algorithms and reports a SHA-256 of the trained
parameters, for checks that a run is bit for bit another's."""
import time

START = time.perf_counter()  # before importing torch: wall_s covers its import

import argparse  # noqa: E402
import hashlib  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import statistics  # noqa: E402
import sys  # noqa: E402

import torch  # noqa: E402


def parser(description, batch):
    """The options both scripts take; the caller adds its own."""
    p = argparse.ArgumentParser(description=description)
    p.add_argument("--batch", type=int, default=batch, help="samples per iteration")
    p.add_argument("--iters", type=int, default=8, help="iterations run and marked")
    p.add_argument("--warmup", type=int, default=2,
                   help="first iterations left out of the steady-state time")
    p.add_argument("--json", metavar="FILE", help="write the results here")
    p.add_argument("--deterministic", action="store_true",
                   help="deterministic algorithms; report the parameters' SHA-256")
    return p


def parse(p):
    """Parses and checks the options (exit 2 on bad ones) and seeds torch."""
    args = p.parse_args()
    if args.batch < 1 or args.iters < 1 or not 0 <= args.warmup < args.iters:
        p.error("need --batch >= 1, --iters >= 1 and 0 <= --warmup < --iters")
    if not torch.cuda.is_available():
        sys.exit(f"{p.prog}: no CUDA device")
    torch.manual_seed(0)
    torch.backends.cudnn.benchmark = False  # same algorithms, same allocations
    if args.deterministic:  # cuBLAS needs its workspace fixed for it
        os.environ.setdefault("CUBLAS_WORKSPACE_CONFIG", ":4096:8")
        torch.use_deterministic_algorithms(True)
    return args


def digest(model):
    """The SHA-256 of the model's parameters, bit for bit."""
    h = hashlib.sha256()
    for p in model.parameters():
        h.update(p.detach().cpu().contiguous().view(torch.uint8).numpy().tobytes())
    return h.hexdigest()


def run(step, args):
    """Runs step() (one training iteration returning its loss tensor)
    args.iters times; returns the seconds and the loss of each iteration."""
    seconds, losses = [], []
    t0 = time.perf_counter()
    for _ in range(args.iters):
        losses.append(step().item())
        t1 = time.perf_counter()
        seconds.append(t1 - t0)
        torch.cuda.nvtx.mark(f"gms:iter {args.batch}")
        t0 = t1
    return seconds, losses


def steady(args, seconds):
    """The steady-state iteration time: the median after the warm-up."""
    return statistics.median(seconds[args.warmup:])


def stat(fn):
    """A memory statistic, or None under an allocator that keeps none (a
    pluggable allocator such as gmslive's)."""
    try:
        return fn()
    except RuntimeError:
        return None


def report(args, name, model, seconds, losses, **extra):
    """Prints a summary line and writes the JSON results (extra's keys
    included) to --json."""
    median = steady(args, seconds)
    out = {
        "model": name,
        "batch": args.batch,
        "iters": args.iters,
        "warmup": args.warmup,
        "params": sum(p.numel() for p in model.parameters()),
        "iter_s": seconds,
        "losses": losses,
        "steady_iter_s": median,
        "samples_per_sec": args.batch / median,
        "max_memory_reserved": stat(torch.cuda.max_memory_reserved),
        "max_memory_allocated": stat(torch.cuda.max_memory_allocated),
        "torch_version": torch.__version__,
        "gpu": torch.cuda.get_device_name(),
        "alloc_conf": os.environ.get("PYTORCH_CUDA_ALLOC_CONF"),
        "allocator_backend": torch.cuda.get_allocator_backend(),
    }
    if args.deterministic:
        out["params_sha256"] = digest(model)
    out.update(extra)
    out["wall_s"] = time.perf_counter() - START
    print(f"{name}: batch {args.batch}, steady {median * 1e3:.1f} ms/iter, "
          f"{out['samples_per_sec']:.1f} samples/s, "
          f"max reserved {(out['max_memory_reserved'] or 0) / 2**20:.0f} MiB")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(out, f, indent=2)
            f.write("\n")
