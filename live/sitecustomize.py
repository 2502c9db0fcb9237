"""sitecustomize.py (gmslive): makes PyTorch allocate every tensor through the
project's allocator policy, libgmslive.so (docs/live.md), with no change to the
program. gmslive puts this folder first on PYTHONPATH and names the library in
GMS_LIVE_LIB; Python imports this module at start-up, before the program runs,
so the allocator is installed before PyTorch allocates anything. A program
without PyTorch, or without a GPU, is left as it is (to the library's other
way in, gpu/live_inject.c)."""
import os

_lib = os.environ.get("GMS_LIVE_LIB")
if _lib:
    try:
        import torch
    except ImportError:
        torch = None
    if torch is not None and torch.cuda.is_available():
        torch.cuda.memory.change_current_allocator(
            torch.cuda.memory.CUDAPluggableAllocator(_lib, "gms_malloc", "gms_free"))
        # The tensors come through gms_malloc now: the CUDA libraries' own
        # cudaMalloc calls pass through unchanged, as PyTorch counts them.
        import ctypes
        ctypes.CDLL(_lib).gms_live_torch()
