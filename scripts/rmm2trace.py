#!/usr/bin/python3
"""rmm2trace.py: turn an RMM allocation log into a gpumemtrace.

The log is the CSV that rmm::mr::logging_resource_adaptor writes (RMM's
cpp/src/mr/detail/logging_resource_adaptor_impl.cpp): a header line
`Thread,Time,Action,Pointer,Size,Stream`, then one line per call, written
with the pattern "%t,%H:%M:%S.%f,%v" and the messages "allocate,%p,%zu,%s",
"free,%p,%zu,%s" and "allocate failure,%p,%zu,%s": the pointer as printf's
%p ("0x7f..." or "(nil)"), the stream in hex ("0" for the default stream).
Columns are found by name, so a log with more or reordered columns reads
the same; Action, Pointer, Size and Stream are required, Thread and Time
are not used.

  allocate          a new buffer of Size bytes and an ALLOC on its stream
  free              FREE of the buffer at Pointer, on the free's stream (RMM
                    frees are stream-ordered on the stream they are given)
  allocate failure  no event: the program got no memory (counted in the
                    trace's description)

Zero-byte allocations (and their frees) and frees of a null pointer have no
buffer to stand for; they are skipped and counted. Pointers and streams
without "0x" are read as hexadecimal, as RMM's own log parser does
(cpp/benchmarks/utilities/log_parser.hpp). Stream ids: 0 stays 0, others
become 1, 2, ... in the order they first appear. Lines are taken in file
order (the log is written in call order, across threads).
"""

import argparse
import csv
import io
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.realpath(__file__)))
import gms_output  # noqa: E402
import gpumemtrace as gmt  # noqa: E402
from gpumemtrace import InputError  # noqa: E402

PROG = "rmm2trace"
REQUIRED = ("Action", "Pointer", "Size", "Stream")
HEX = re.compile(r"(0[xX])?[0-9a-fA-F]+")
DECIMAL = re.compile(r"[0-9]+")
ACTIONS = ("allocate", "free", "allocate failure")


def parse_hex(text, what, where):
    """A pointer or stream as RMM prints it: 0x-prefixed or bare hex, or
    "(nil)" for a null pointer."""
    t = text.strip()
    if t in ("(nil)", "nil", "NULL"):
        return 0
    if not HEX.fullmatch(t):
        raise InputError(where, "bad %s %s" % (what, gmt.shown(text)))
    return gmt.check_u64(int(t, 16), where, what)


def parse_size(text, where):
    t = text.strip()
    if not DECIMAL.fullmatch(t):
        raise InputError(where, "bad size %s" % gmt.shown(text))
    digits = len(t.lstrip("0"))
    if digits > 20:  # before int(), which refuses over 4300 digits
        raise InputError(where, "size is out of range (0 to 2^64-1): a number of %d digits"
                         % digits)
    return gmt.check_u64(int(t), where, "size")


def convert(path, assume_live):
    raw = gmt.open_input(path)
    with io.TextIOWrapper(raw, newline="", encoding="utf-8", errors="strict") as f:
        try:
            return convert_rows(path, csv.reader(f), assume_live)
        except UnicodeDecodeError:
            raise InputError("", "not a text file (bad UTF-8)")
        except csv.Error as e:
            raise InputError("", "not CSV: %s" % e)


def convert_rows(path, reader, assume_live):
    header = next(reader, None)
    if not header:
        raise InputError("line 1", "empty file: no header (expected %s)"
                         % "Thread,Time,Action,Pointer,Size,Stream")
    names = [h.strip() for h in header]
    col = {}
    for name in REQUIRED:
        if name not in names:
            raise InputError("line 1", "no column %s in the header %r (expected "
                             "Thread,Time,Action,Pointer,Size,Stream)" % (name, ",".join(header)))
        col[name] = names.index(name)

    stream_id = {0: 0}
    b = gmt.TraceBuilder()
    live = {}        # pointer -> (buffer id, size)
    zero = set()     # pointers of zero-byte allocations
    count = dict(allocate=0, free=0, failures=0, zero=0, null_frees=0, size_mismatch=0)
    first_mismatch = None
    unknown = 0

    for row in reader:
        where = "line %d" % reader.line_num
        if not row or all(not c.strip() for c in row):
            continue
        if len(row) < len(names):
            raise InputError(where, "%d fields, the header has %d" % (len(row), len(names)))
        action = row[col["Action"]].strip()
        if action not in ACTIONS:
            raise InputError(where, "unknown action %s (known: %s)"
                             % (gmt.shown(action), ", ".join(ACTIONS)))
        ptr = parse_hex(row[col["Pointer"]], "pointer", where)
        size = parse_size(row[col["Size"]], where)
        s = parse_hex(row[col["Stream"]], "stream", where)
        if s not in stream_id:
            stream_id[s] = len(stream_id)
        stream = stream_id[s]

        if action == "allocate failure":
            count["failures"] += 1
        elif action == "allocate":
            if size == 0:
                count["zero"] += 1
                if ptr:
                    zero.add(ptr)
                continue
            if ptr == 0:
                raise InputError(where, "allocate of %d bytes returned a null pointer" % size)
            if ptr in live:
                raise InputError(where, "allocate at 0x%x, which is still allocated" % ptr)
            zero.discard(ptr)
            buf = b.add_buffer(size)
            b.alloc(buf, stream)
            live[ptr] = (buf, size)
            count["allocate"] += 1
        else:  # free
            if ptr == 0:
                count["null_frees"] += 1
                continue
            if ptr not in live:
                if ptr in zero and size == 0:
                    zero.discard(ptr)
                    continue
                if not assume_live or size == 0:
                    raise InputError(where, "free of 0x%x, which the log never allocated (a log "
                                     "that did not start with the program? "
                                     "--assume-live-at-start takes such buffers as allocated "
                                     "before the first line)" % ptr)
                live[ptr] = (b.add_initial_buffer(size, stream), size)
                unknown += 1
            buf, alloc_size = live.pop(ptr)
            if size != alloc_size:
                count["size_mismatch"] += 1
                if first_mismatch is None:
                    first_mismatch = "%s: free of 0x%x with size %d, allocated with %d" % (
                        where, ptr, size, alloc_size)
            b.free(buf, stream)
            count["free"] += 1

    if first_mismatch:
        sys.stderr.write("%s: %s: warning: %d frees give another size than their allocate "
                         "(first: %s); the allocate's size is used\n"
                         % (PROG, path, count["size_mismatch"], first_mismatch))
    desc = ("RMM log %s: %d allocates, %d frees, %d buffers still allocated at the end, "
            "%d streams; skipped: %d allocate failures, %d zero-byte allocations, "
            "%d frees of a null pointer"
            % (os.path.basename(path), count["allocate"], count["free"], len(live),
               len(stream_id), count["failures"], count["zero"], count["null_frees"]))
    if unknown:
        desc += "; %d buffers taken as allocated before the first line" % unknown
    return b, "rmm-log", desc


def main(argv=None):
    ap = argparse.ArgumentParser(
        prog=PROG,
        description="Convert an RMM logging_resource_adaptor CSV log "
                    "(Thread,Time,Action,Pointer,Size,Stream) into a gpumemtrace v1 file of "
                    "ALLOC/FREE events.",
        epilog="Exit status: 0 done, 2 bad usage or bad input (the message names the line), "
               "or when the output cannot be written or is the input. See docs/importers.md.")
    ap.add_argument("log", metavar="LOG.csv", help="the log to convert")
    ap.add_argument("-o", "--output", metavar="TRACE.h5", required=True,
                    help="the trace to write (replaced once complete; never the input)")
    ap.add_argument("--assume-live-at-start", action="store_true",
                    help="a free of a pointer the log never allocated is taken as a buffer "
                         "allocated before the first line (ALLOCed at the start of the trace, "
                         "with the free's size and stream); without it, that is an error")
    ap.add_argument("--version", action="version", version="%s %s" % (PROG, gmt.TOOLS_VERSION))
    args = ap.parse_args(argv)
    return gmt.run_importer(PROG, args.log, args.output,
                            lambda: convert(args.log, args.assume_live_at_start))


if __name__ == "__main__":
    gms_output.run_main(PROG, main)
