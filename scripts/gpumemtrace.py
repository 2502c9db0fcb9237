"""gpumemtrace.py: write gpumemtrace version 1 files from Python.

The importers (torch2trace.py, rmm2trace.py) turn other tools' records into
traces; this module is the one place where Python knows the file layout of
docs/design.md section 3, as the C library traces/ does for C: the compound types
with their exact field names, widths and order, the root attributes, and how
datasets are stored (chunked, gzip-compressed). Output is deterministic: the
same rows give the same bytes (no timestamps in the file).

Use: collect rows with a TraceBuilder, then call its write(). The builder
does not validate; run tracecheck on the result.
"""

import io
import os
import sys

import h5py
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.realpath(__file__)))
import gms_output  # noqa: E402

FORMAT = "gpumemtrace"
VERSION = 1

# The project's version (VERSION in the Makefile), printed by --version.
TOOLS_VERSION = "0.1.0"

# /events.op (docs/design.md section 3).
OP_ALLOC = 1
OP_FREE = 2
OP_LAUNCH = 3
OP_HOST = 4
OP_PREFETCH = 5
OP_ADVISE = 6
OP_SYNC = 7
OP_ITER = 8
OP_RECORD = 9
OP_WAIT = 10

# Ops whose obj is a buffer id.
BUFFER_OPS = (OP_ALLOC, OP_FREE, OP_HOST, OP_PREFETCH, OP_ADVISE)

# /buffers.tag.
TAG_OTHER = 0

KERNEL_NAME_LEN = 64
FRAME_NAME_LEN = 256

# Packed little-endian compounds, fields in the order of the tables in
# docs/design.md section 3.
BUFFER_DTYPE = np.dtype([("size", "<u8"), ("tag", "u1"), ("flags", "u1")])
EVENT_DTYPE = np.dtype([("op", "u1"), ("mode", "u1"), ("stream", "<u4"), ("obj", "<u8"),
                        ("a", "<u8"), ("b", "<u8"), ("ns", "<u8")])
ACCESS_DTYPE = np.dtype([("buffer", "<u8"), ("offset", "<u8"), ("length", "<u8"),
                         ("mode", "u1"), ("pattern", "u1"), ("stride", "<u8"),
                         ("piece", "<u8")])
KERNEL_DTYPE = np.dtype([("name", "S%d" % KERNEL_NAME_LEN)])
FRAME_DTYPE = np.dtype([("name", "S%d" % FRAME_NAME_LEN)])
STACK_DTYPE = np.dtype([("buffer", "<u8"), ("frame", "<u8")])

# Rows per chunk; the same order of size as the C writer's blocks.
CHUNK_ROWS = 65536
GZIP_LEVEL = 6


class TraceBuilder:
    """Rows of a trace held in memory, written in one go by write()."""

    def __init__(self):
        self.buffers = []   # (size, tag, flags)
        self.events = []    # (op, mode, stream, obj, a, b, ns)
        self.accesses = []  # (buffer, offset, length, mode, pattern, stride, piece)
        self.kernels = []   # names (bytes)
        self.attrs = {}     # more root string attributes: name -> text
        self.initial = []   # (size, tag, flags, stream) of add_initial_buffer
        self.frames = []    # distinct stack frame names (str), /frames
        self.frame_ids = {}
        self.stacks = []    # (buffer, frame id), /stacks

    def add_buffer(self, size, tag=TAG_OTHER, flags=0):
        """Append a row to /buffers and return its id."""
        self.buffers.append((size, tag, flags))
        return len(self.buffers) - 1

    def add_initial_buffer(self, size, stream, tag=TAG_OTHER, flags=0):
        """A buffer that was already allocated when the recording began (an
        importer learns of it late, from its free). It is ALLOCed on stream
        before every other event, and becomes buffer 0, 1, ... in the order
        of these calls, the others following. Returns a handle to use in
        events as a buffer id."""
        self.initial.append((size, tag, flags, stream))
        return ("initial", len(self.initial) - 1)

    def add_stack(self, buf, names):
        """The stack that allocated buffer buf: frame names, innermost
        first ("FILE:LINE:FUNCTION"). Call in increasing buffer order."""
        for name in names:
            if name not in self.frame_ids:
                self.frame_ids[name] = len(self.frames)
                self.frames.append(name)
            self.stacks.append((buf, self.frame_ids[name]))

    def add_event(self, op, stream=0, obj=0, a=0, b=0, ns=0, mode=0):
        self.events.append((op, mode, stream, obj, a, b, ns))

    def alloc(self, buf, stream, ns=0):
        self.add_event(OP_ALLOC, stream=stream, obj=buf, ns=ns)

    def free(self, buf, stream, ns=0):
        self.add_event(OP_FREE, stream=stream, obj=buf, ns=ns)

    def write(self, path, source, description=None, inputs=()):
        """Write the whole trace to path (see write_trace)."""
        buffers, events, accesses = self.buffers, self.events, self.accesses
        stacks = self.stacks
        if self.initial:
            buffers, events, accesses = self._with_initial()
            stacks = [(buf + len(self.initial), frame) for buf, frame in stacks]
        write_trace(path, source, description, buffers, events, accesses, self.kernels or None,
                    inputs, self.frames or None, stacks or None, self.attrs)

    def _with_initial(self):
        # Initial buffers first; every other buffer id moves up by k.
        k = len(self.initial)

        def renumber(buf):
            return buf[1] if isinstance(buf, tuple) else buf + k

        buffers = [(size, tag, flags) for size, tag, flags, _ in self.initial] + self.buffers
        events = [(OP_ALLOC, 0, stream, i, 0, 0, 0)
                  for i, (_, _, _, stream) in enumerate(self.initial)]
        for op, mode, stream, obj, a, b, ns in self.events:
            if op in BUFFER_OPS:
                obj = renumber(obj)
            events.append((op, mode, stream, obj, a, b, ns))
        accesses = [(renumber(r[0]),) + tuple(r[1:]) for r in self.accesses]
        return buffers, events, accesses


def _ascii_attr(group, name, text):
    # Fixed-length ASCII strings, as C programs and h5dump show them plainly.
    data = text.encode("ascii", "replace")
    tid = h5py.h5t.C_S1.copy()
    tid.set_size(max(len(data), 1))
    tid.set_strpad(h5py.h5t.STR_NULLTERM if len(data) == 0 else h5py.h5t.STR_NULLPAD)
    group.attrs.create(name, np.array(data, dtype="S%d" % max(len(data), 1)),
                       dtype=h5py.Datatype(tid))


def _dataset(f, name, dtype, rows):
    data = np.array(rows, dtype=dtype) if rows else np.zeros(0, dtype=dtype)
    chunk = max(1, min(len(data), CHUNK_ROWS))
    f.create_dataset(name, data=data, maxshape=(None,), chunks=(chunk,),
                     compression="gzip", compression_opts=GZIP_LEVEL, shuffle=True,
                     track_times=False)


def write_trace(path, source, description, buffers, events, accesses=(), kernels=None,
                inputs=(), frames=None, stacks=None, attrs=None):
    """Write a trace: lists of row tuples in the field order of the dtypes
    above; kernels is a list of names or None (no /kernels dataset); frames
    a list of stack frame names and stacks of (buffer, frame) rows, or None
    (no /frames, /stacks: docs/trace-format.md). The
    file is built in memory, so that HDF5 never meets a failed write (after
    one, HDF5 1.10 can crash closing the file), then written whole or not
    at all, never over one of inputs (gms_output.py; OutputError)."""
    image = io.BytesIO()
    with h5py.File(image, "w", track_order=False) as f:
        _ascii_attr(f, "format", FORMAT)
        f.attrs.create("version", np.uint32(VERSION))
        _ascii_attr(f, "source", source)
        if description is not None:
            _ascii_attr(f, "description", description)
        for name, text in sorted((attrs or {}).items()):
            _ascii_attr(f, name, text)
        _dataset(f, "buffers", BUFFER_DTYPE, buffers)
        _dataset(f, "events", EVENT_DTYPE, events)
        _dataset(f, "accesses", ACCESS_DTYPE, list(accesses))
        if kernels is not None:
            names = [(n if isinstance(n, bytes) else n.encode("ascii", "replace"))[:KERNEL_NAME_LEN]
                     for n in kernels]
            _dataset(f, "kernels", KERNEL_DTYPE, [(n,) for n in names])
        if frames is not None:
            _dataset(f, "frames", FRAME_DTYPE,
                     [(n.encode("utf-8", "replace")[:FRAME_NAME_LEN],) for n in frames])
            _dataset(f, "stacks", STACK_DTYPE, list(stacks or ()))
    with gms_output.replacing(path, inputs, mode="wb") as out:
        out.write(image.getbuffer())


# ---- What both importers share: bad-input errors and the exit codes --------

class InputError(Exception):
    """Bad input: printed as "prog: FILE: where: what", exit 2."""

    def __init__(self, where, what):
        super().__init__(what)
        self.where = where
        self.what = what


U64_MAX = 2**64 - 1


def shown(value, limit=40):
    """A value of the input for a message: numbers too long to print (and
    to convert: Python refuses ints of over 4300 digits) by their length,
    text cut to limit characters."""
    if isinstance(value, int) and not -10**limit < value < 10**limit:
        return "a number of %d bits" % value.bit_length()
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "..."


def check_u64(value, where, what, minimum=0):
    """value, an int, in [minimum, 2^64-1] (a uint64 field of the format,
    or a pointer); else InputError naming where and what."""
    if not minimum <= value <= U64_MAX:
        raise InputError(where, "%s is out of range (%d to 2^64-1): %s"
                         % (what, minimum, shown(value)))
    return value


def open_input(path):
    """The input, opened to read bytes. Only a regular file: a FIFO would
    block the open (it is opened without blocking, then checked) and a
    device might never end. InputError otherwise."""
    import os
    import stat

    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError as e:
        raise InputError("", "cannot read: %s" % (e.strerror or e))
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        kinds = ((stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a FIFO"),
                 (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
                 (stat.S_ISSOCK, "a socket"))
        kind = next((k for test, k in kinds if test(mode)), "not a regular file")
        raise InputError("", "is %s, not a regular file" % kind)
    os.set_blocking(fd, True)
    return os.fdopen(fd, "rb")


def run_importer(prog, input_path, output_path, convert):
    """Run convert() -> (builder, source, description) and write the trace.

    Exit status (docs/design.md section 8): 0 done; 2 bad input, printed as
    "prog: FILE: where: what", or an input too large for host memory, or
    an output that cannot be written or is the input, printed as
    "prog: OUT: what: reason". Never a Python traceback: an unexpected
    exception is reported in one line too. Nothing is written unless the
    whole input converted, and an earlier file at the output path is kept
    unless the new one is complete.
    """
    try:
        builder, source, description = convert()
    except InputError as e:
        where = (e.where + ": ") if e.where else ""
        sys.stderr.write("%s: %s: %s%s\n" % (prog, input_path, where, e.what))
        return 2
    except MemoryError:
        sys.stderr.write("%s: %s: out of memory reading the input\n" % (prog, input_path))
        return 2
    except Exception as e:  # a bug of ours: still one line, no traceback
        sys.stderr.write("%s: %s: internal error: %s: %s\n"
                         % (prog, input_path, type(e).__name__, e))
        return 1
    try:
        builder.write(output_path, source, description, inputs=(input_path,))
    except gms_output.OutputError as e:
        sys.stderr.write("%s: %s\n" % (prog, e))
        return 2
    except Exception as e:  # h5py building the image: one line too
        sys.stderr.write("%s: %s: cannot write: %s\n" % (prog, output_path, e))
        return 2
    return 0
