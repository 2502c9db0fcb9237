"""tests/gpu/record_snapshots.py: record PyTorch allocator snapshots under the
settings issue 46 checks the caching and torch-async policies against, with
PyTorch's own peak figures beside each (run on a GPU machine; the files are
committed to tests/data/torch-snapshots/ and replayed by the test suite).

  python3 record_snapshots.py OUTDIR [CASE ...]

Each case runs in a child process of its own, since PYTORCH_CUDA_ALLOC_CONF is
read when CUDA starts. A case is a workload (a small varlen GPT or torchvision
ResNet-18, a few training iterations, cold: the first allocation starts the
record) under a setting:

  expandable  PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True
  gc          garbage_collection_threshold:0.6 with
              set_per_process_memory_fraction so that the allowed bytes are
              1.2 x the workload's peak allocated bytes under the defaults
              (measured first, in a child of its own)
  async       backend:cudaMallocAsync. PyTorch records no history under that
              backend, so the snapshot is the same workload's under the
              defaults (the program's requests do not depend on the backend)
              and the figures are the async run's (torch.cuda.max_memory_*,
              which that backend reads from the CUDA pool's attributes)
  blocking    the same as async with CUDA_LAUNCH_BLOCKING=1: each kernel has
              finished before the program goes on, so every free has
              completed when the next request comes (the figure does not
              depend on how far the GPU runs behind)

Writes OUTDIR/NAME.pkl.gz (for gc and async also default_WORKLOAD's: the run under the
defaults) (torch.cuda.memory._snapshot(), gzipped) and
OUTDIR/NAME.json: the snapshot that goes with it, max_reserved, max_allocated, the settings, the memory
fraction and the device's total memory (cudaMemGetInfo, what PyTorch
multiplies the fraction by), the GPU, PyTorch's and CUDA's versions. With the
case `async-probe`, OUTDIR/async-probe.json lists, for a fixed sequence of
allocations and frees on one stream under the async backend, the pool's
reserved and allocated bytes after each step: how CUDA's pool grows. With the
case `async-replay`, OUTDIR/async-replay.json holds, under the async backend,
the requests of each committed default_WORKLOAD.pkl.gz replayed with
torch.empty (alloc and free_requested in order, requested sizes, one stream,
no compute): the address given to each alloc and the reserved bytes after
each event, and max_reserved at the end; NAME_lagged the same behind a
2 s GPU sleep (every free pending), NAME_synced with a synchronization
after each free (every free completed); plus short fixed sequences
(MICRO) with the same figures: where CUDA's pool places blocks. The case
`async-heldout` writes OUTDIR/async-heldout.json, the same for the requests
of every committed cold_*.pkl.gz (workloads the pool's rules were not read
from); `async-syncs` writes OUTDIR/async-syncs.json, the two workloads'
requests with cudaStreamSynchronize (NAME_streamsynced) or an event
synchronized (NAME_eventsynced) after every free. The HELDOUT workloads
(async_NAME only, no snapshot) are for training runs captured by gmscapture
(docs/data/h200-2026-11-29): give OUTDIR a default_NAME.json to skip the
defaults' run, which would be the process the capture records."""
import gzip
import json
import os
import pickle
import subprocess
import sys

WORKLOADS = {"gpt_varlen_bs16": dict(kind="gpt", batch=16, seqs=[192, 512, 256, 512, 384, 128]),
             "resnet18_bs96": dict(kind="resnet18", batch=96, iters=4)}
# Workloads no rule was read from, for training runs captured under gmscapture
# (cases async_NAME; docs/data/h200-2026-11-29)
HELDOUT = {"gpt_varlen_bs24": dict(kind="gpt", batch=24, seqs=[256, 640, 128, 512, 768, 384]),
           "vgg16_bs32": dict(kind="vgg16", batch=32, iters=3),
           "mobilenet_v3_large_bs64": dict(kind="mobilenet_v3_large", batch=64, iters=4),
           "resnet50_bs64": dict(kind="resnet50", batch=64, iters=3),
           "densenet121_bs32": dict(kind="densenet121", batch=32, iters=3)}
SETTINGS = {"expandable": "expandable_segments:True",
            "gc": "garbage_collection_threshold:0.6",
            "async": "backend:cudaMallocAsync",
            "blocking": "backend:cudaMallocAsync",
            "default": ""}
CASES = [f"{s}_{w}" for s in ("expandable", "gc", "async", "blocking") for w in WORKLOADS] + [
    "async-probe", "async-replay", "async-heldout", "async-syncs"]
MiB = 1 << 20
# name -> steps: ("a", key, bytes) allocates, ("f", key) frees, ("s",) synchronizes the
# device; each from an empty pool.
_APART = [("a", "A", MiB), ("a", "X", MiB), ("a", "B", MiB), ("a", "Y", MiB), ("a", "C", MiB),
          ("a", "Z", MiB), ("f", "B"), ("f", "A"), ("f", "C")]  # three 1 MiB holes, freed B, A, C
MICRO = {
    # the order a synchronization makes pending frees available in: equal sizes go
    # oldest-inserted first, so D, E, F take the holes in that order
    "syncorder": _APART + [("s",), ("a", "D", MiB), ("a", "E", MiB), ("a", "F", MiB)],
    # the same when nothing fits (rule 5): 2 MiB fits no hole, then D, E, F
    "checkorder": _APART + [("a", "G", 2 * MiB), ("a", "D", MiB), ("a", "E", MiB),
                            ("a", "F", MiB)],
    # holes A and C (not adjacent) and a 30 MiB tail: 64 MiB fits only by remapping pages
    "remap": [("a", "A", 32 * MiB), ("a", "B", MiB), ("a", "C", 32 * MiB), ("a", "D", MiB),
              ("f", "A"), ("f", "C"), ("a", "E", 64 * MiB), ("a", "F", 30 * MiB)],
    # two adjacent frees: merged at once, a 31 MiB block fits in the 32 MiB granule
    "merge": [("a", "X", MiB), ("a", "A", 15 * MiB), ("a", "B", 16 * MiB), ("f", "A"), ("f", "B"),
              ("a", "C", 31 * MiB)],
    # best fit (4 MiB into C's hole, 8 MiB into A's) keeps 32 MiB; first fit grows
    "fit": [("a", "A", 8 * MiB), ("a", "B", MiB), ("a", "C", 4 * MiB), ("a", "D", 19 * MiB),
            ("f", "A"), ("f", "C"), ("a", "E", 4 * MiB), ("a", "F", 8 * MiB)],
    # a small block, then a whole granule: one address space, or small blocks apart
    "small": [("a", "S", 512), ("a", "L", 32 * MiB), ("a", "T", 512), ("a", "U", 2 * MiB)],
    # the footprint of a block: how many fit before the pool grows past 32 MiB
    **{f"fill{n}": [("a", i, n) for i in range(min(32 * MiB // n + 2, 4200))]
       for n in (512, 4096 + 1, 65536 + 1, 262144 + 1, MiB + 512, 2 * MiB + 512, 3 * MiB)},
}


def workload(name):
    """Runs the workload's iterations (torch already initialized)."""
    import torch
    import torch.nn.functional as F
    torch.manual_seed(0)
    torch.backends.cudnn.benchmark = False
    w = {**WORKLOADS, **HELDOUT}[name]
    if w["kind"] == "gpt":
        sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "workloads"))
        import gpt_train
        model = gpt_train.GPT(max(w["seqs"]), 512, 6, 8).cuda().train()
        opt = torch.optim.AdamW(model.parameters(), lr=3e-4)
        for t in w["seqs"]:
            idx = torch.randint(0, gpt_train.VOCAB, (w["batch"], t), device="cuda")
            with torch.autocast("cuda", dtype=torch.bfloat16):
                logits = model(idx)
                loss = F.cross_entropy(logits.view(-1, gpt_train.VOCAB), idx.view(-1))
            loss.backward()
            opt.step()
            opt.zero_grad(set_to_none=True)
            loss.item()
    else:
        import torchvision
        model = getattr(torchvision.models, w["kind"])(weights=None).cuda().train()
        opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
        for _ in range(w["iters"]):
            x = torch.randn(w["batch"], 3, 224, 224, device="cuda")
            y = torch.randint(0, 1000, (w["batch"],), device="cuda")
            loss = F.cross_entropy(model(x), y)
            loss.backward()
            opt.step()
            opt.zero_grad(set_to_none=True)
            loss.item()
    torch.cuda.synchronize()


def child(setting, name, out, fraction):
    """One case in this (child) process: PYTORCH_CUDA_ALLOC_CONF is set."""
    import torch
    free, total = torch.cuda.mem_get_info()
    if fraction:
        torch.cuda.set_per_process_memory_fraction(fraction)
    recording = setting not in ("async", "blocking")
    if recording:
        torch.cuda.memory._record_memory_history(max_entries=10_000_000, stacks="python")
    workload(name)
    info = dict(name=f"{setting}_{name}", setting=setting,
                alloc_conf=os.environ.get("PYTORCH_CUDA_ALLOC_CONF", ""),
                max_reserved=torch.cuda.max_memory_reserved(),
                max_allocated=torch.cuda.max_memory_allocated(),
                memory_fraction=fraction, total_memory=total,
                gpu=torch.cuda.get_device_name(), torch=torch.__version__,
                cuda=torch.version.cuda, workload={**WORKLOADS, **HELDOUT}[name])
    info["snapshot"] = f"{setting if recording else 'default'}_{name}"
    if recording:
        snap = torch.cuda.memory._snapshot()
        torch.cuda.memory._record_memory_history(enabled=None)
        info["events"] = len(snap["device_traces"][0])
        with gzip.open(out + ".pkl.gz", "wb") as f:
            pickle.dump(snap, f)
    with open(out + ".json", "w") as f:
        json.dump(info, f)
        f.write("\n")


def probe(out):
    """The async pool's reserved bytes after each step of a fixed sequence."""
    import torch
    MiB = 1 << 20
    sizes = [512, 4096, MiB, 2 * MiB, 3 * MiB, 20 * MiB, 31 * MiB, 32 * MiB, 33 * MiB,
             64 * MiB, 100 * MiB, 1000 * MiB]
    steps, live = [], []
    def mark(what):
        torch.cuda.synchronize()
        steps.append(dict(step=what, reserved=torch.cuda.memory_reserved(),
                          allocated=torch.cuda.memory_allocated()))
    for s in sizes:
        live.append(torch.empty(s, dtype=torch.uint8, device="cuda"))
        mark(f"alloc {s}")
    for s in (3 * MiB, 33 * MiB):
        i = sizes.index(s)
        live[i] = None
        mark(f"free {s}")
    live.append(torch.empty(MiB, dtype=torch.uint8, device="cuda"))
    mark(f"alloc {MiB}")
    live = []
    mark("free all")
    torch.cuda.empty_cache()
    mark("empty_cache")
    with open(out + ".json", "w") as f:
        json.dump(dict(setting="async", gpu=torch.cuda.get_device_name(), torch=torch.__version__,
                       steps=steps), f)
        f.write("\n")


def replay(steps, torch, mode):
    """Runs steps (as MICRO's) on one stream; the address of each alloc and
    the reserved bytes after each step. mode "lagged": the stream first
    sleeps about 2 s on the GPU, so that every free is still pending (not
    completed) while the steps run, as when the GPU runs behind; "synced":
    the host synchronizes the device after each free (cudaDeviceSynchronize),
    "streamsynced" the stream (cudaStreamSynchronize), "eventsynced" an
    event recorded after it (cudaEventSynchronize); "plain": none of these."""
    if mode == "lagged":
        torch.cuda._sleep(4_000_000_000)
    live, ptrs, reserved = {}, [], []
    for st in steps:
        if st[0] == "a":
            live[st[1]] = torch.empty(st[2], dtype=torch.uint8, device="cuda")
            ptrs.append(live[st[1]].data_ptr())
        elif st[0] == "s":
            torch.cuda.synchronize()
        else:
            del live[st[1]]
            if mode == "synced":
                torch.cuda.synchronize()
            elif mode == "streamsynced":
                torch.cuda.current_stream().synchronize()
            elif mode == "eventsynced":
                ev = torch.cuda.Event()
                ev.record()
                ev.synchronize()
        reserved.append(torch.cuda.memory_reserved())
    live.clear()
    torch.cuda.synchronize()
    return dict(ptrs=ptrs, reserved=reserved, max_reserved=torch.cuda.max_memory_reserved())


def requests(path):
    """A snapshot's alloc and free_requested events as MICRO's steps."""
    with gzip.open(path) as f:
        trace = pickle.load(f)["device_traces"][0]
    return [("a", e["addr"], e["size"]) if e["action"] == "alloc" else ("f", e["addr"])
            for e in trace if e["action"] in ("alloc", "free_requested")]


def replay_probe(out, which):
    """async-replay: the default_ snapshots' requests and MICRO, replayed;
    async-heldout: the cold_ snapshots' (workloads no rule was read from);
    async-syncs: the default_ snapshots' with the other synchronizations."""
    import torch
    data = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "torch-snapshots")
    modes = ("plain", "lagged", "synced")
    if which == "syncs":
        runs = {name: requests(os.path.join(data, f"default_{name}.pkl.gz"))
                for name in ("gpt_varlen_bs16", "resnet18_bs96")}
        modes = ("streamsynced", "eventsynced")
    elif which == "heldout":
        runs = {f[5:-7]: requests(os.path.join(data, f)) for f in sorted(os.listdir(data))
                if f.startswith("cold_") and f.endswith(".pkl.gz")}
    else:
        runs = {name: requests(os.path.join(data, f"default_{name}.pkl.gz")) for name in WORKLOADS}
        runs.update(MICRO)
    res = {}
    for name, steps in runs.items():
        for mode in modes:
            torch.cuda.synchronize()
            torch.cuda.empty_cache()
            try:
                torch.cuda.reset_peak_memory_stats()
            except RuntimeError:  # a backend without it: max_reserved is the process's
                pass
            res[name + ("" if mode == "plain" else "_" + mode)] = replay(steps, torch, mode)
    with open(out + ".json", "w") as f:
        json.dump(dict(setting="async", gpu=torch.cuda.get_device_name(), torch=torch.__version__,
                       results=res), f)
        f.write("\n")


def spawn(outdir, case, setting, name, fraction=0.0):
    env = dict(os.environ, PYTORCH_CUDA_ALLOC_CONF=SETTINGS[setting])
    if setting == "blocking":
        env["CUDA_LAUNCH_BLOCKING"] = "1"
    r = subprocess.run([sys.executable, __file__, "--child", setting, name,
                        os.path.join(outdir, case), repr(fraction)], env=env)
    if r.returncode:
        print(f"record_snapshots: {case}: exit {r.returncode}", file=sys.stderr)
    return r.returncode


def main():
    if len(sys.argv) == 6 and sys.argv[1] == "--child":
        if sys.argv[3] == "probe":
            return probe(sys.argv[4])
        if sys.argv[3] in ("replay", "heldout", "syncs"):
            return replay_probe(sys.argv[4], sys.argv[3])
        return child(sys.argv[2], sys.argv[3], sys.argv[4], float(sys.argv[5]))
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    outdir, cases = sys.argv[1], sys.argv[2:] or CASES
    os.makedirs(outdir, exist_ok=True)
    failed = 0
    for case in cases:
        if case == "async-probe":
            failed |= spawn(outdir, case, "async", "probe")
            continue
        if case in ("async-replay", "async-heldout", "async-syncs"):
            failed |= spawn(outdir, case, "async", case[6:])
            continue
        setting, name = case.split("_", 1)
        if setting not in SETTINGS or (name not in WORKLOADS and name not in HELDOUT):
            sys.exit(f"record_snapshots: unknown case {case}")
        fraction, base = 0.0, os.path.join(outdir, f"default_{name}")
        if setting in ("gc", "async", "blocking") and not os.path.exists(base + ".json"):
            failed |= spawn(outdir, f"default_{name}", "default", name)  # the defaults' run
        if setting == "gc":  # the fraction that allows 1.2 x the defaults' peak
            with open(base + ".json") as f:
                info = json.load(f)
            fraction = round(1.2 * info["max_allocated"] / info["total_memory"], 6)
        failed |= spawn(outdir, case, setting, name, fraction)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
