"""live_replay.py: play a trace's allocations and frees through libgmslive.so
the way PyTorch's pluggable allocator calls it (gms_malloc, gms_free), for
tests/gpu/live-stub.sh. GMS_LIVE (set by the caller) picks the policy and the
results file, which the library writes at exit. Stream ids become stream
handles (id 0: the default stream, NULL).

usage: live_replay.py LIBRARY TRACE.h5
"""
import ctypes
import sys

import h5py

ALLOC, FREE = 1, 2


def main():
    lib = ctypes.CDLL(sys.argv[1])
    lib.gms_malloc.restype = ctypes.c_void_p
    lib.gms_malloc.argtypes = [ctypes.c_size_t, ctypes.c_int, ctypes.c_void_p]
    lib.gms_free.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_void_p]
    with h5py.File(sys.argv[2], "r") as f:
        sizes = f["buffers"]["size"][()]
        ev = f["events"][()]
    ptr = {}
    for e in ev:
        op, obj, stream = int(e["op"]), int(e["obj"]), int(e["stream"])
        handle = ctypes.c_void_p(0x1000 * stream or None)
        if op == ALLOC:
            ptr[obj] = lib.gms_malloc(int(sizes[obj]), 0, handle)
            if not ptr[obj]:
                sys.exit("live_replay: ALLOC of buffer %d failed" % obj)
        elif op == FREE:
            lib.gms_free(ptr.pop(obj), int(sizes[obj]), 0, handle)


main()
