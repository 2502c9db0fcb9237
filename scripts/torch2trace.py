#!/usr/bin/python3
"""torch2trace.py: turn a PyTorch CUDA memory snapshot into a gpumemtrace.

A snapshot is the pickle written by torch.cuda.memory._dump_snapshot() (or
the dict of torch.cuda.memory._snapshot() pickled, gzipped or not) after
torch.cuda.memory._record_memory_history(). Its device_traces hold, per
device, the caching allocator's own log: what the program asked for
(alloc, free_requested), when a block really became reusable
(free_completed) and what the allocator did upstream (segment_alloc,
segment_free). The trace keeps what the program did and drops what the
allocator decided, so every policy can replay the program its own way:

  alloc           a new buffer (size = the requested, unrounded size of the
                  entry) and an ALLOC on the entry's stream
  free_requested  no event: the program let go, but the block may still be
                  in use by another stream (record_stream) until its
                  free_completed
  free_completed  FREE of that buffer, on the stream it was allocated on:
                  the point where PyTorch itself could reuse the block
  segment_alloc,  no event: the allocator's own cudaMalloc/cudaFree, and
  segment_free,   with expandable segments its mapping and unmapping of
  segment_map,    pages, which the replayed policy decides afresh (counted
  segment_unmap   in the description, with the peak they imply)
  snapshot, oom,  no event: markers (a snapshot was taken; an allocation
  user_defined    threw out-of-memory, so the program got nothing)

The snapshot's allocator_settings (the PyTorch settings the program ran
under) become the trace's root attribute allocator_settings, written as
the caching policy's parameters ("expandable_segments=1,
garbage_collection_threshold=0.6,max_split_size=inf,
roundup_power2_divisions=0"), under which simrun replays a plain
`caching` by default.

The stack an alloc entry recorded (its "frames", innermost first, present
when history was recorded with stacks) goes to the optional /frames and
/stacks datasets as "FILE:LINE:FUNCTION" names.

Stream pointers become small ids: 0 stays 0 (the default stream), others are
numbered 1, 2, ... in the order they first appear. Rules follow
c10/cuda/CUDACachingAllocator.cpp (record_trace calls in malloc, free,
free_block, release_block) and torch/csrc/cuda/Module.cpp / memory_snapshot.cpp
(the action names and block states); docs/importers.md has the details.

A recording that did not start cold (a free of an address the trace never
allocated, or a block in use at the end that no alloc produced) is an error
naming the entry; with --assume-live-at-start such blocks are instead
allocated at the start of the trace.

Unpickling can run code. This script uses a restricted unpickler that only
builds plain containers (dict, list, tuple, str, numbers), which is all a
snapshot holds, but import only snapshots you trust.
"""

import argparse
import gzip
import os
import pickle
import sys
import zlib

sys.path.insert(0, os.path.dirname(os.path.realpath(__file__)))
import gms_output  # noqa: E402
import gpumemtrace as gmt  # noqa: E402
from gpumemtrace import InputError  # noqa: E402

PROG = "torch2trace"

# Block states of a snapshot's segments (older PyTorch: active_pending_free;
# newer: active_awaiting_free; the same thing: freed by the program, waiting
# for another stream's work to finish).
ACTIVE_STATES = ("active_allocated", "active_pending_free", "active_awaiting_free")
BLOCK_STATES = ACTIVE_STATES + ("inactive",)

# Actions that produce no event, with why (see the paragraph at the top).
MARKER_ACTIONS = ("snapshot", "oom", "user_defined")
SEGMENT_ACTIONS = {"segment_alloc": 1, "segment_free": -1, "segment_map": 1,
                   "segment_unmap": -1}  # sign: what each does to reserved bytes
UNLIMITED = (-1, 2**64 - 1, 2**63 - 1)  # max_split_size when not set


class PlainUnpickler(pickle.Unpickler):
    """Builds only plain containers: what pickle's opcodes make without
    importing anything (dict, list, tuple, set, str, bytes, int, float,
    bool, None), plus the few names in PLAIN, which build lists and dicts.
    A pickle that names any other class or function is refused, so loading
    runs no code of the file's choosing."""

    # Names that stand for plain containers in pickles written by PyTorch's
    # C++ pickler (torch/csrc/jit/serialization/pickler.cpp writes typed
    # lists as torch.jit._pickle.build_intlist(list) and so on) or by
    # Python code that used an OrderedDict. Each maps to a builtin that
    # builds a container and runs nothing else.
    PLAIN = {("torch.jit._pickle", "build_intlist"): list,
             ("torch.jit._pickle", "build_doublelist"): list,
             ("torch.jit._pickle", "build_boollist"): list,
             ("torch.jit._pickle", "build_stringlist"): list,
             ("collections", "OrderedDict"): dict}

    def find_class(self, module, name):
        if (module, name) in self.PLAIN:
            return self.PLAIN[(module, name)]
        raise InputError("", "refused: the pickle would import %s.%s (a memory snapshot holds "
                         "only plain containers; loading this one could run code)"
                         % (module, name))


# A gzipped snapshot may decompress to at most GZIP_SLACK bytes plus
# GZIP_RATIO times its own size. Real snapshots compress about 10:1, gzip at
# most 1032:1: past the bound it is a gzip bomb (docs/importers.md, "Limits
# on the input").
GZIP_RATIO = 100
GZIP_SLACK = 16 << 20


class GzipInput:
    """A gzip file's bytes, decompressed as the unpickler asks for them,
    refused past the bound above (before decompressing, when one object
    asks for more)."""

    def __init__(self, raw, compressed):
        self.z = gzip.GzipFile(fileobj=raw, mode="rb")
        self.bound = GZIP_SLACK + GZIP_RATIO * compressed
        self.left = self.bound
        self.compressed = compressed

    def _bomb(self):
        return InputError("", "would decompress to more than %d bytes (%d MiB plus %d times its "
                          "%d bytes): a gzip bomb? If you trust it, gunzip it first: an "
                          "uncompressed snapshot has no such limit"
                          % (self.bound, GZIP_SLACK >> 20, GZIP_RATIO, self.compressed))

    def _take(self, fn, n):
        try:
            data = fn(n)
        except (OSError, EOFError, zlib.error) as e:
            raise InputError("", "not a valid gzip file: %s" % e)
        if len(data) > self.left:
            raise self._bomb()
        self.left -= len(data)
        return data

    def read(self, n=-1):
        if n is None or n < 0:
            return self._take(self.z.read, self.left + 1)
        if n > self.left:
            raise self._bomb()
        return self._take(self.z.read, n)

    def readline(self, n=-1):
        return self._take(self.z.readline, self.left + 1)

    def peek(self, n):
        # The unpickler peeks ahead (a few KiB) and then reads what it
        # used: without this it would make one call per opcode.
        try:
            return self.z.peek(n)
        except (OSError, EOFError, zlib.error) as e:
            raise InputError("", "not a valid gzip file: %s" % e)


def load_snapshot(path):
    """The unpickled object of a (gzipped) pickle file, read as it is
    unpickled; InputError if it is not one."""
    with gmt.open_input(path) as f:
        gzipped = f.peek(2)[:2] == b"\x1f\x8b"
        src = GzipInput(f, os.fstat(f.fileno()).st_size) if gzipped else f
        try:
            return PlainUnpickler(src).load()
        except (InputError, MemoryError):
            raise  # MemoryError: run_importer reports it
        except RecursionError:
            raise InputError("", "not a memory snapshot: the pickle nests too deeply")
        except Exception as e:  # UnpicklingError, EOFError, ValueError, ...
            raise InputError("", "not a pickle: %s" % (e or type(e).__name__))


def settings_attr(snap, path):
    """The allocator_settings of the snapshot as caching's parameters, or
    None when it has none; a warning for what caching cannot replay."""
    settings = snap.get("allocator_settings")
    if not isinstance(settings, dict):
        return None
    out, lost = [], []
    out.append("expandable_segments=%d" % bool(settings.get("expandable_segments")))
    gc = settings.get("garbage_collection_threshold", 0)
    if isinstance(gc, (int, float)) and not isinstance(gc, bool) and 0 <= gc < 1:
        out.append("garbage_collection_threshold=%s" % (("%.6f" % gc).rstrip("0").rstrip(".")))
    else:
        lost.append("garbage_collection_threshold=%s" % gmt.shown(gc))
    mss = settings.get("max_split_size", -1)
    if isinstance(mss, int) and not isinstance(mss, bool) and (mss in UNLIMITED or
                                                               20 << 20 <= mss < 2**63):
        out.append("max_split_size=%s" % ("inf" if mss in UNLIMITED else mss))
    else:
        lost.append("max_split_size=%s" % gmt.shown(mss))
    rp2 = settings.get("roundup_power2_divisions", 0)
    values = set(rp2.values()) if isinstance(rp2, dict) else {rp2}
    if len(values) <= 1 and all(isinstance(v, int) and 0 <= v <= 64 for v in values):
        out.append("roundup_power2_divisions=%d" % (values.pop() if values else 0))
    else:
        lost.append("roundup_power2_divisions=%s (one value per size interval)" % gmt.shown(rp2))
    conf = settings.get("PYTORCH_CUDA_ALLOC_CONF")
    if isinstance(conf, str) and "cudaMallocAsync" in conf:
        lost.append("PYTORCH_CUDA_ALLOC_CONF=%s (the cudaMallocAsync backend)" % gmt.shown(conf))
    if lost:
        sys.stderr.write("%s: %s: allocator_settings: warning: the caching policy cannot "
                         "replay %s; the trace records the rest, and simrun replays a plain "
                         "caching with the defaults in their place\n"
                         % (PROG, path, ", ".join(lost)))
    return ",".join(out)


def entry_field(entry, key, where, minimum=0):
    v = entry.get(key)
    if isinstance(v, bool) or not isinstance(v, int):
        raise InputError(where, "%s: no integer '%s'" % (entry.get("action"), key))
    return gmt.check_u64(v, where, "%s: '%s'" % (entry.get("action"), key), minimum)


def entry_frames(entry, where):
    """The stack an alloc entry recorded ("frames", innermost first, when
    history was recorded with stacks) as "FILE:LINE:FUNCTION" names; [] when
    it has none."""
    frames = entry.get("frames", [])
    if not isinstance(frames, list):
        raise InputError(where, "alloc: 'frames' is not a list")
    names = []
    for i, f in enumerate(frames):
        if not isinstance(f, dict):
            raise InputError(where, "alloc: frames[%d] is not a dict" % i)
        names.append("%s:%s:%s" % (f.get("filename", "?"), f.get("line", "?"),
                                   f.get("name", "?")))
    return names


def active_blocks(snap, device):
    """(where, address, requested size, stream) of every block of the
    device's segments that was in use when the snapshot was taken."""
    segments = snap.get("segments", [])
    if not isinstance(segments, list):
        raise InputError("segments", "not a list")
    out = []
    for i, seg in enumerate(segments):
        where = "segments[%d]" % i
        if not isinstance(seg, dict) or not isinstance(seg.get("blocks"), list):
            raise InputError(where, "not a segment (a dict with a list of blocks)")
        if seg.get("device", device) != device:
            continue
        stream = seg.get("stream", 0)
        if isinstance(stream, bool) or not isinstance(stream, int):
            raise InputError(where, "no integer 'stream'")
        gmt.check_u64(stream, where, "'stream'")
        for j, block in enumerate(seg["blocks"]):
            bwhere = "%s.blocks[%d]" % (where, j)
            state = block.get("state") if isinstance(block, dict) else None
            if state not in BLOCK_STATES:
                raise InputError(bwhere, "unknown block state %r (known: %s)"
                                 % (state, ", ".join(BLOCK_STATES)))
            if state in ACTIVE_STATES:
                addr = block.get("address")
                req = block.get("requested_size", block.get("size"))
                if not isinstance(addr, int) or not isinstance(req, int):
                    raise InputError(bwhere, "no integer address or size")
                gmt.check_u64(addr, bwhere, "'address'")
                gmt.check_u64(req, bwhere, "'requested_size'")
                out.append((bwhere, addr, req, stream))
    return out


class StreamIds:
    """Stream pointers to small ids: 0 stays 0, others 1, 2, ... by first use."""

    def __init__(self):
        self.ids = {0: 0}

    def __call__(self, pointer):
        if pointer not in self.ids:
            self.ids[pointer] = len(self.ids)
        return self.ids[pointer]


def convert(path, device, assume_live):
    snap = load_snapshot(path)
    if not isinstance(snap, dict) or not isinstance(snap.get("device_traces"), list):
        raise InputError("", "not a PyTorch memory snapshot (no list 'device_traces'; record one "
                         "with torch.cuda.memory._record_memory_history() and _dump_snapshot())")
    traces = snap["device_traces"]
    if device >= len(traces):
        raise InputError("device_traces", "no device %d (the snapshot has %d)"
                         % (device, len(traces)))
    trace = traces[device]
    if not isinstance(trace, list):
        raise InputError("device_traces[%d]" % device, "not a list of entries")
    if not trace:
        raise InputError("device_traces[%d]" % device, "empty: was history recorded with "
                         "torch.cuda.memory._record_memory_history() on this device?")
    settings = settings_attr(snap, path)

    stream_id = StreamIds()
    b = gmt.TraceBuilder()
    # live[addr] = [buffer id, stream id, free requested?] for blocks the
    # program holds or whose free has not completed.
    live = {}
    count = dict(alloc=0, free=0, pending=0, segment_alloc=0, segment_free=0, segment_map=0,
                 segment_unmap=0, reserved=0, peak_reserved=0, snapshot=0, oom=0,
                 user_defined=0)
    unknown = set()  # addresses of blocks allocated before the first entry

    for n, entry in enumerate(trace):
        where = "device_traces[%d][%d]" % (device, n)
        if not isinstance(entry, dict) or not isinstance(entry.get("action"), str):
            raise InputError(where, "not a trace entry (a dict with an 'action')")
        action = entry["action"]
        if action == "alloc":
            addr = entry_field(entry, "addr", where)
            size = entry_field(entry, "size", where, minimum=1)
            stream = stream_id(entry_field(entry, "stream", where))
            if addr in live:
                raise InputError(where, "alloc at 0x%x, which is still allocated or awaiting "
                                 "its free_completed" % addr)
            buf = b.add_buffer(size)
            b.alloc(buf, stream)
            b.add_stack(buf, entry_frames(entry, where))
            live[addr] = [buf, stream, False]
            count["alloc"] += 1
        elif action in ("free_requested", "free_completed"):
            addr = entry_field(entry, "addr", where)
            if addr not in live:
                if not assume_live:
                    raise InputError(where, "%s of 0x%x, which the trace never allocated (the "
                                     "recording did not start cold; --assume-live-at-start "
                                     "takes such blocks as allocated before the first entry)"
                                     % (action, addr))
                size = entry_field(entry, "size", where, minimum=1)
                stream = stream_id(entry_field(entry, "stream", where))
                live[addr] = [b.add_initial_buffer(size, stream), stream, False]
                unknown.add(addr)
            block = live[addr]
            if action == "free_requested":
                if block[2]:
                    raise InputError(where, "free_requested of 0x%x twice" % addr)
                block[2] = True
            else:
                if not block[2] and addr not in unknown:
                    raise InputError(where, "free_completed of 0x%x before its free_requested"
                                     % addr)
                b.free(block[0], block[1])
                del live[addr]
                count["free"] += 1
        elif action in SEGMENT_ACTIONS:
            size = entry_field(entry, "size", where, minimum=1)
            count[action] += 1
            count["reserved"] += SEGMENT_ACTIONS[action] * size
            count["peak_reserved"] = max(count["peak_reserved"], count["reserved"])
        elif action in MARKER_ACTIONS:
            count[action] += 1
        else:
            raise InputError(where, "unknown action %r" % action)

    # Blocks in use at the end that the trace never allocated were allocated
    # before the recording started.
    for bwhere, addr, req, seg_stream in active_blocks(snap, device):
        if addr in live:
            continue
        if not assume_live:
            raise InputError(bwhere, "block 0x%x is in use but the trace never allocated it (the "
                             "recording did not start cold; --assume-live-at-start takes such "
                             "blocks as allocated before the first entry)" % addr)
        stream = stream_id(seg_stream)
        live[addr] = [b.add_initial_buffer(max(req, 1), stream), stream, False]
        unknown.add(addr)

    count["pending"] = sum(1 for blk in live.values() if blk[2])
    still = len(live) - count["pending"]
    desc = ("PyTorch memory snapshot %s, device %d: %d allocs, %d frees placed at "
            "free_completed, %d blocks still allocated and %d frees pending at the end, "
            "%d streams; PyTorch's own entries: %d segment_alloc, %d segment_free, "
            "%d segment_map, %d segment_unmap, peak reserved %d bytes; ignored: %d snapshot, "
            "%d oom, %d user_defined"
            % (os.path.basename(path), device, count["alloc"], count["free"], still,
               count["pending"], len(stream_id.ids), count["segment_alloc"],
               count["segment_free"], count["segment_map"], count["segment_unmap"],
               count["peak_reserved"], count["snapshot"], count["oom"], count["user_defined"]))
    if unknown:
        desc += "; %d blocks taken as allocated before the first entry" % len(unknown)
    if settings is not None:
        b.attrs["allocator_settings"] = settings
    return b, "pytorch-snapshot", desc


def main(argv=None):
    ap = argparse.ArgumentParser(
        prog=PROG,
        description="Convert a PyTorch CUDA memory snapshot (torch.cuda.memory._dump_snapshot() "
                    "pickle, gzipped or not) into a gpumemtrace v1 file of ALLOC/FREE events. "
                    "SECURITY: unpickling can run code; this tool only accepts plain pickles "
                    "(dicts, lists, strings, numbers), but import only snapshots you trust.",
        epilog="Exit status: 0 done, 2 bad usage or bad input (the message names the entry, "
               "e.g. device_traces[0][123]) or when the output cannot be written or is the input. "
               "See docs/importers.md.")
    ap.add_argument("snapshot", metavar="SNAPSHOT.pkl[.gz]", help="the snapshot to convert")
    ap.add_argument("-o", "--output", metavar="TRACE.h5", required=True,
                    help="the trace to write (replaced once complete; never the input)")
    ap.add_argument("--device", metavar="N", type=int, default=0,
                    help="which device's trace to convert (default 0)")
    ap.add_argument("--assume-live-at-start", action="store_true",
                    help="a snapshot whose recording did not start cold (frees of blocks the "
                         "trace never allocated, or blocks in use it never allocated) is "
                         "accepted: such blocks are allocated at the start of the trace; "
                         "without it, that is an error")
    ap.add_argument("--version", action="version", version="%s %s" % (PROG, gmt.TOOLS_VERSION))
    args = ap.parse_args(argv)
    if args.device < 0:
        ap.error("--device must be 0 or more")
    return gmt.run_importer(PROG, args.snapshot, args.output,
                            lambda: convert(args.snapshot, args.device,
                                            args.assume_live_at_start))


if __name__ == "__main__":
    gms_output.run_main(PROG, main)
