#!/usr/bin/python3
"""trace_h5py.py: gpumemtrace files written and read by h5py, for the tests.

The C library must read traces that other HDF5 tools wrote (issue 2), and
h5py must read what the C library writes. tests/test_trace.c and
tests/test_validate.c use this script:

  trace_h5py.py rewrite VARIANT IN OUT   rewrite trace IN as another tool would
  trace_h5py.py break CASE IN OUT        copy trace IN with one structural defect
  trace_h5py.py dump IN                  print every attribute and row as text

Variants (every one holds the same rows as IN):
  packed     numpy's packed compounds in docs/design.md's field order, contiguous
             datasets, variable-length UTF-8 string attributes, version int64
  reordered  fields in reverse order, fixed-length byte-string attributes,
             version uint16, chunked (7 rows) with gzip and no shuffle,
             kernel names as variable-length strings
  chunked    packed compounds in docs/design.md's order, as this library writes
             them, but chunks of 3 rows compressed with shuffle and gzip
             level 9 (the reader's own chunk decoder, other chunk sizes)
  plain      like packed, but fixed-length byte-string attributes: no
             variable-length data at all (the fuzz corpus seeds use it)
  wide       aligned (padded) compounds, fields of other widths (op uint16,
             stream uint64, obj int64, tag int8 ...), an extra field, version
             int8, chunked with shuffle, gzip and fletcher32
Cases: missing-events, missing-accesses, missing-buffers, missing-format,
  missing-version, missing-source, wrong-format, version-2, version-string,
  gpu-not-string (the provenance attribute gpu an integer),
  float-size, missing-field-ns, events-not-compound, negative-obj,
  wide-stream (the last event's stream 2^32, in a uint64 field),
  unwritten-events (a contiguous /events whose rows were never written),
  the cases of UNTRUSTED below (external storage and links, a virtual
  dataset, soft links, LZF), and
  tag-outside-row (IN as the C writer wrote it, with the byte offset of
  /buffers.tag patched to 250 in its datatype message: a damaged file that
  HDF5's API cannot make).
The dump format is the one tests/test_trace.c prints from C.
"""
import sys

import h5py
import numpy as np

TABLES = {
    "buffers": [("size", "u8"), ("tag", "u1"), ("flags", "u1")],
    "events": [("op", "u1"), ("mode", "u1"), ("stream", "u4"), ("obj", "u8"), ("a", "u8"),
               ("b", "u8"), ("ns", "u8")],
    "accesses": [("buffer", "u8"), ("offset", "u8"), ("length", "u8"), ("mode", "u1"),
                 ("pattern", "u1"), ("stride", "u8"), ("piece", "u8")],
}
# Other widths for the "wide" variant (signed where the test's values allow it).
WIDE = {"size": "u8", "tag": "i1", "flags": "u2", "op": "u2", "mode": "i4", "stream": "u8",
        "obj": "i8", "a": "u8", "b": "i8", "ns": "u8", "buffer": "u4", "offset": "i8",
        "length": "u8", "pattern": "u2", "stride": "u8", "piece": "i8"}


def text(v):
    return v.decode() if isinstance(v, bytes) else str(v)


def load(path):
    """Attributes and every table of a trace, as numpy arrays."""
    with h5py.File(path, "r") as f:
        attrs = {k: f.attrs[k] for k in f.attrs}
        tables = {name: f[name][()] for name in ("buffers", "events", "accesses", "kernels")
                  if name in f}
    return attrs, tables


def kernel_names(tables):
    if "kernels" not in tables:
        return None
    return [text(n).rstrip("\0") for n in tables["kernels"]["name"]]


def write(path, attrs, tables, variant):
    with h5py.File(path, "w") as f:
        for name, fields in TABLES.items():
            src = tables[name]
            if variant in ("packed", "plain"):
                dt = np.dtype(fields)
                kw = {}
            elif variant == "chunked":
                dt = np.dtype(fields)
                kw = {"chunks": (3,), "maxshape": (None,), "compression": "gzip",
                      "compression_opts": 9, "shuffle": True}
            elif variant == "reordered":
                dt = np.dtype(fields[::-1])
                kw = {"chunks": (7,), "maxshape": (None,), "compression": "gzip"}
            else:  # wide
                dt = np.dtype([(n, WIDE[n]) for n, _ in fields] + [("extra", "f4")], align=True)
                kw = {"chunks": (5,), "maxshape": (None,), "compression": "gzip",
                      "shuffle": True, "fletcher32": True}
            rows = np.zeros(len(src), dtype=dt)
            for n, _ in fields:
                rows[n] = src[n]
            if variant == "wide":
                rows["extra"] = 0.5
            if variant in ("packed", "plain") or len(rows) == 0:
                kw.pop("chunks", None)
                if len(rows) == 0:
                    kw = {"maxshape": (None,), "chunks": (4,)}
            f.create_dataset(name, data=rows, **kw)
        names = kernel_names(tables)
        if names is not None:
            if variant == "reordered":
                dt = np.dtype([("name", h5py.string_dtype("utf-8"))])
                rows = np.array([(n,) for n in names], dtype=dt)
            else:
                dt = np.dtype([("name", "S64")])
                rows = np.array([(n.encode(),) for n in names], dtype=dt)
            f.create_dataset("kernels", data=rows)
        version = {"packed": np.int64(1), "plain": np.int64(1), "chunked": np.int64(1),
                   "reordered": np.uint16(1), "wide": np.int8(1)}[variant]
        for k in ("format", "source", "description"):
            if k in attrs:
                v = text(attrs[k])
                fixed = variant in ("reordered", "plain")
                f.attrs[k] = np.bytes_(v.encode()) if fixed else v
        f.attrs["version"] = version


def rewrite(variant, src, dst):
    attrs, tables = load(src)
    write(dst, attrs, tables, variant)


def retype_last_event(f, field, ftype, value):
    """/events rewritten with field stored as ftype, and value in the last row."""
    e = f["events"][()]
    del f["events"]
    dt = np.dtype([(n, ftype if n == field else t) for n, t in TABLES["events"]])
    rows = np.zeros(len(e), dtype=dt)
    for n in dt.names:
        rows[n] = e[n]
    rows[field][-1] = value
    f.create_dataset("events", data=rows)


def break_trace(case, src, dst):
    if case == "tag-outside-row":
        data = bytearray(open(src, "rb").read())
        # Compound datatype message, version 1: the member name padded to 8
        # bytes, then its 4-byte offset (8 for tag in the packed row).
        at = data.find(b"tag\0\0\0\0\0")
        if at < 0 or data[at + 8:at + 12] != b"\x08\0\0\0":
            sys.exit("trace_h5py.py: no /buffers.tag member found to patch")
        data[at + 8] = 250
        open(dst, "wb").write(bytes(data))
        return
    attrs, tables = load(src)
    write(dst, attrs, tables, "packed")
    with h5py.File(dst, "r+") as f:
        if case.startswith("missing-") and case[8:] in ("events", "accesses", "buffers"):
            del f[case[8:]]
        elif case.startswith("missing-") and case[8:] in ("format", "version", "source"):
            del f.attrs[case[8:]]
        elif case == "wrong-format":
            f.attrs["format"] = "hdf5trace"
        elif case == "version-2":
            f.attrs["version"] = np.int64(2)
        elif case == "version-string":
            f.attrs["version"] = "1"
        elif case == "gpu-not-string":
            f.attrs["gpu"] = np.int64(7)
        elif case == "float-size":
            b = f["buffers"][()]
            del f["buffers"]
            dt = np.dtype([("size", "f8"), ("tag", "u1"), ("flags", "u1")])
            rows = np.zeros(len(b), dtype=dt)
            for n in dt.names:
                rows[n] = b[n]
            f.create_dataset("buffers", data=rows)
        elif case == "missing-field-ns":
            e = f["events"][()]
            del f["events"]
            fields = [x for x in TABLES["events"] if x[0] != "ns"]
            rows = np.zeros(len(e), dtype=np.dtype(fields))
            for n, _ in fields:
                rows[n] = e[n]
            f.create_dataset("events", data=rows)
        elif case == "events-not-compound":
            n = len(f["events"])
            del f["events"]
            f.create_dataset("events", data=np.zeros(n, dtype="u8"))
        elif case == "unwritten-events":
            n = len(f["events"])
            del f["events"]
            f.create_dataset("events", shape=(n,), dtype=np.dtype(TABLES["events"]))
        elif case in UNTRUSTED:
            untrusted(case, f, dst, attrs, tables)
        elif case == "negative-obj":
            retype_last_event(f, "obj", "i8", -1)
        elif case == "wide-stream":
            retype_last_event(f, "stream", "u8", 2**32)
        else:
            sys.exit(f"trace_h5py.py: unknown case {case}")


# Cases that make /events something other than rows stored in this file
# (tests/test_untrusted.c). Files they name are written beside OUT: OUT.secret
# (bytes that must never show up in a message) and OUT.src.h5 (a copy of IN).
UNTRUSTED = ("external-storage", "external-link", "soft-into-external", "virtual",
             "dangling-link", "circular-link", "soft-link", "lzf")


def untrusted(case, f, dst, attrs, tables):
    events = f["events"][()]
    del f["events"]
    dt = np.dtype(TABLES["events"])
    if case in ("external-link", "soft-into-external", "virtual"):
        src = dst + ".src.h5"
        write(src, attrs, tables, "packed")
    if case == "external-storage":
        secret = dst + ".secret"
        with open(secret, "wb") as s:
            s.write(b"SECRET" * (len(events) * dt.itemsize))
        f.create_dataset("events", shape=events.shape, dtype=dt,
                         external=[(secret, 0, events.nbytes)])
    elif case == "external-link":
        f["events"] = h5py.ExternalLink(src, "/events")
    elif case == "soft-into-external":
        f["other"] = h5py.ExternalLink(src, "/")
        f["events"] = h5py.SoftLink("/other/events")
    elif case == "virtual":
        layout = h5py.VirtualLayout(shape=events.shape, dtype=dt)
        layout[:] = h5py.VirtualSource(src, "events", shape=events.shape)
        f.create_virtual_dataset("events", layout)
    elif case == "dangling-link":
        f["events"] = h5py.SoftLink("/nowhere")
    elif case == "circular-link":
        f["events"] = h5py.SoftLink("/events")
    elif case == "soft-link":  # a valid trace: the link leads to the rows
        f.create_dataset("rows", data=events)
        f["events"] = h5py.SoftLink("/rows")
    else:  # lzf: a filter HDF5 itself lacks (h5py brings its own)
        f.create_dataset("events", data=events, chunks=events.shape, compression="lzf")


def dump(path):
    attrs, tables = load(path)
    out = []
    for k in ("format", "source", "description"):
        out.append(f"{k}={text(attrs[k]) if k in attrs else ''}")
    out.append(f"version={int(attrs['version'])}")
    for name, fields in TABLES.items():
        rows = tables[name]
        out.append(f"{name} {len(rows)}")
        for i, r in enumerate(rows):
            out.append(f"{name[0]} {i} " + " ".join(str(int(r[n])) for n, _ in fields))
    names = kernel_names(tables) or []
    out.append(f"kernels {len(names)}")
    for i, n in enumerate(names):
        out.append(f"k {i} {n}")
    print("\n".join(out))


def main(argv):
    if len(argv) == 5 and argv[1] == "rewrite":
        rewrite(argv[2], argv[3], argv[4])
    elif len(argv) == 5 and argv[1] == "break":
        break_trace(argv[2], argv[3], argv[4])
    elif len(argv) == 3 and argv[1] == "dump":
        dump(argv[2])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv)
