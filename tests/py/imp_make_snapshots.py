#!/usr/bin/python3
"""imp_make_snapshots.py: small synthetic PyTorch memory snapshots, good and
bad, for tests/test_importers.c.

    imp_make_snapshots.py OUTDIR

writes OUTDIR/KIND.pkl (or .pkl.gz) for every KIND below. The good ones
follow the shape of torch.cuda.memory._snapshot(): a dict with segments
(blocks with a state), device_traces (a list per device of entries with
action, addr, size, stream, time_us) and allocator_settings. The comments
say what test_importers.c expects of each.
"""

import gzip
import os
import pickle
import struct
import sys
import zlib

SEG = 0x7F0000000000   # a 2 MiB segment
A1, A2, A3 = SEG, SEG + 0x10000, SEG + 0x20000
SIDE, THIRD = 0x55D0C0A1B2C0, 0x55D0C0A1B400  # stream pointers
EXP = 0x7E0000000000   # an expandable segment

SETTINGS = {"PYTORCH_CUDA_ALLOC_CONF": "", "max_split_size": -1,
            "garbage_collection_threshold": 0.0, "expandable_segments": False,
            "roundup_power2_divisions": {"1": 0, "2": 0}}


def e(action, addr, size, stream=0, t=0):
    return {"action": action, "addr": addr, "size": size, "stream": stream, "time_us": 1000 + t}


def segment(blocks, device=0, stream=0):
    return {"device": device, "address": SEG, "total_size": 2097152, "stream": stream,
            "segment_type": "small", "segment_pool_id": (0, 0), "is_expandable": False,
            "blocks": [{"address": a, "size": s, "requested_size": s, "state": st}
                       for a, s, st in blocks]}


# The good one: three streams, a free delayed by record_stream (A2's
# free_completed comes after a later alloc), an address reused, markers.
# Expected trace: buffers 1000, 3000, 700, 512; events ALLOC 0 s0, ALLOC 1
# s1, FREE 0 s0, ALLOC 2 s0, FREE 1 s1, ALLOC 3 s2.
def good_trace(pending_state):
    trace = [e("segment_alloc", SEG, 2097152),
             e("alloc", A1, 1000),
             e("alloc", A2, 3000, SIDE),
             e("free_requested", A1, 1000),
             e("free_completed", A1, 1000),
             e("free_requested", A2, 3000, SIDE),
             e("alloc", A3, 700),
             e("free_completed", A2, 3000, SIDE),
             {"action": "snapshot", "addr": 0, "size": 0, "stream": 0, "time_us": 2000},
             e("alloc", A1, 512, THIRD),
             e("free_requested", A3, 700)]
    seg = segment([(A1, 1024, "active_allocated"), (A2, 3072, "inactive"),
                   (A3, 1024, pending_state)])
    return {"segments": [seg], "device_traces": [trace], "allocator_settings": SETTINGS}


def kinds():
    good = good_trace("active_awaiting_free")
    yield "good.pkl.gz", good
    yield "good-old-names.pkl", good_trace("active_pending_free")

    # Two devices: --device 1 gives one buffer of 4096 bytes on stream 0.
    two = good_trace("active_awaiting_free")
    two["device_traces"].append([e("segment_alloc", SEG, 2097152), e("alloc", SEG, 4096)])
    two["segments"].append(segment([(SEG, 4096, "active_allocated")], device=1))
    yield "two-devices.pkl.gz", two

    # Not cold: entry 1 frees 0x7f0000100000, never allocated. With
    # --assume-live-at-start: buffers 200 (initial), 100; events ALLOC 0,
    # ALLOC 1, FREE 0.
    unknown = SEG + 0x100000
    yield "unknown-free.pkl.gz", {
        "segments": [segment([(A1, 512, "active_allocated")])],
        "device_traces": [[e("alloc", A1, 100), e("free_requested", unknown, 200),
                           e("free_completed", unknown, 200)]],
        "allocator_settings": SETTINGS}

    # Not cold either: block A2 is in use at the end but never allocated.
    yield "unknown-block.pkl.gz", {
        "segments": [segment([(A1, 512, "active_allocated"), (A2, 512, "active_allocated")])],
        "device_traces": [[e("alloc", A1, 100)]], "allocator_settings": SETTINGS}

    # Recorded with max_split_size_mb:128 and garbage_collection_threshold:0.6:
    # converts (exit 0) without a warning; allocator_settings
    # "expandable_segments=0,garbage_collection_threshold=0.6,
    # max_split_size=134217728,roundup_power2_divisions=0".
    odd = good_trace("active_awaiting_free")
    odd["allocator_settings"] = dict(
        SETTINGS, max_split_size=128 << 20, garbage_collection_threshold=0.6,
        PYTORCH_CUDA_ALLOC_CONF="max_split_size_mb:128,garbage_collection_threshold:0.6")
    yield "non-default.pkl.gz", odd

    # roundup_power2_divisions differing per size interval: converts with a
    # warning; allocator_settings leaves the key out.
    mixed = good_trace("active_awaiting_free")
    mixed["allocator_settings"] = dict(SETTINGS, roundup_power2_divisions={"1": 4, "2": 8})
    yield "mixed-roundup.pkl.gz", mixed

    # Recorded with expandable_segments:True, large pool, stream 0, pages of
    # 20 MiB: A (30 MiB) maps 2 pages; B (50 MiB) maps 2 more after A's
    # 10 MiB remainder; both freed, they merge into one free 80 MiB block
    # across the two mappings; C (75 MiB) fits in it. PyTorch's peak
    # reserved: 80 MiB. Without expandable segments: segments of 30, 50
    # and 76 MiB, peak 156 MiB.
    mb = 1 << 20
    xa, xb = EXP, EXP + 30 * mb
    yield "expandable.pkl.gz", {
        "segments": [{"device": 0, "address": EXP, "total_size": 80 * mb, "stream": 0,
                      "segment_type": "large", "segment_pool_id": (0, 0),
                      "is_expandable": True,
                      "blocks": [{"address": EXP, "size": 75 * mb,
                                  "requested_size": 75 * mb, "state": "active_allocated"},
                                 {"address": EXP + 75 * mb, "size": 5 * mb,
                                  "requested_size": 0, "state": "inactive"}]}],
        "device_traces": [[e("segment_map", EXP, 40 * mb), e("alloc", xa, 30 * mb),
                           e("segment_map", EXP + 40 * mb, 40 * mb), e("alloc", xb, 50 * mb),
                           e("free_requested", xa, 30 * mb), e("free_completed", xa, 30 * mb),
                           e("free_requested", xb, 50 * mb), e("free_completed", xb, 50 * mb),
                           e("alloc", EXP, 75 * mb)]],
        "allocator_settings": dict(SETTINGS, expandable_segments=True,
                                   PYTORCH_CUDA_ALLOC_CONF="expandable_segments:True")}

    bad = good_trace("active_awaiting_free")
    bad["device_traces"][0][6] = e("teleport", A3, 700)
    yield "unknown-action.pkl.gz", bad           # device_traces[0][6]

    bad = good_trace("active_awaiting_free")
    bad["device_traces"][0][6] = e("alloc", A2, 700)
    yield "alloc-live.pkl.gz", bad               # A2 awaits its free: [6]

    bad = good_trace("active_awaiting_free")
    bad["device_traces"][0][2]["size"] = "3000"
    yield "bad-size.pkl.gz", bad                 # device_traces[0][2]

    # Numbers past the format's uint64 fields: exit 2 naming the entry.
    bad = good_trace("active_awaiting_free")
    bad["device_traces"][0][1]["size"] = 2**64
    yield "size-2-64.pkl.gz", bad                # device_traces[0][1]
    bad = good_trace("active_awaiting_free")
    bad["device_traces"][0][1]["size"] = 10**5000 - 1
    yield "size-5000-digits.pkl", bad            # device_traces[0][1]
    bad = good_trace("active_awaiting_free")
    bad["segments"][0]["blocks"][0]["requested_size"] = 2**64
    yield "requested-2-64.pkl", bad              # segments[0].blocks[0]

    yield "list.pkl", [1, 2, 3]                   # a pickle, not a snapshot
    yield "empty-trace.pkl", {"segments": [], "device_traces": [[]]}


class Exploit:
    """Unpickling this would run a shell command; torch2trace must refuse it
    without running anything (the test checks the marker file stays absent)."""

    def __init__(self, marker):
        self.marker = marker

    def __reduce__(self):
        return (os.system, ("touch %s" % self.marker,))


def gzip_bomb(path, head, unit, size, tail):
    """A gzip file of head, unit repeated to size bytes, and tail: a valid
    pickle that decompresses about 1000 times its size."""
    z = zlib.compressobj(9, zlib.DEFLATED, 31)
    block = unit * ((1 << 20) // len(unit))
    with open(path, "wb") as f:
        f.write(z.compress(head))
        for _ in range(size // len(block)):
            f.write(z.compress(block))
        f.write(z.compress(tail) + z.flush())


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for name, obj in kinds():
        data = pickle.dumps(obj, protocol=4)
        if name.endswith(".gz"):
            data = gzip.compress(data, mtime=0)
        with open(os.path.join(out, name), "wb") as f:
            f.write(data)
    with open(os.path.join(out, "exploit.pkl"), "wb") as f:
        f.write(pickle.dumps({"device_traces": [[Exploit(os.path.join(out, "PWNED"))]]}))
    with open(os.path.join(out, "text.pkl"), "w") as f:
        f.write("this is not a pickle\n")
    # Past torch2trace's bound (16 MiB plus 100 times the file's size): one
    # object of 64 MiB (refused before it is decompressed), and 48 MiB of
    # small integers (refused once the bound is read).
    gzip_bomb(os.path.join(out, "bomb-object.pkl.gz"),
              b"\x80\x04\x8e" + struct.pack("<Q", 64 << 20), b"\0", 64 << 20, b".")
    gzip_bomb(os.path.join(out, "bomb-stream.pkl.gz"), b"\x80\x04](", b"K\0", 48 << 20, b"e.")
    whole = gzip.compress(pickle.dumps(good_trace("inactive")), mtime=0)
    with open(os.path.join(out, "truncated.pkl.gz"), "wb") as f:
        f.write(whole[:len(whole) // 2])


if __name__ == "__main__":
    main()
