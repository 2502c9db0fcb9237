#!/bin/bash
# append-late.sh FILE...: fault_late_ns = 4K:0ns (no late cost) appended to each profile
# that lacks it (the files with prefetch_zero_defer_ns: the newer keys)
for f in "$@"; do
  grep -q "^fault_late_ns" "$f" && continue
  grep -q "^prefetch_zero_defer_ns" "$f" || continue
  cat >> "$f" <<'X'

# fault_late_ns: added 2026-11-26, when simrun began to charge the bytes a
# kernel's faults bring in after its first faulting window more per byte
# (docs/validation-log.md, item 41). This file's fit predates that term: 0, the
# model before it. `gpurun --calibrate --from` its measurements fits it.
fault_late_ns = 4K:0ns
X
done
