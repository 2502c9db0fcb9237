#!/bin/sh
# tests/gpu/live-measure.sh: the measurements of docs/live.md, on every GPU of the machine
# at once (one queue of cases per GPU, each case alone on its GPU).
#
# usage: tests/gpu/live-measure.sh BINDIR OUTDIR [SECONDS]
# BINDIR holds gmslive and gmscapture (their libraries in BINDIR/../lib). No case starts
# after SECONDS (default 3600); with ONLY=REGEX, only the cases whose whole name matches. For each queue Q, OUTDIR/qQ.jsonl gets one line per case:
# its name, GPU, gmslive's flags, exit status, wall seconds, the program's own JSON (tests/gpu/workloads/
# train_loop.py: per-iteration times, losses) as "prog" and gmslive's results as "live".
# Captures, for simrun beside the live runs, go to OUTDIR/capQ.tar: NAME.h5, the whole run,
# and NAME-3.h5, its first 3 iterations (gmscapture --from-log --iters 3).
# tests/gpu/live_tables.py turns the lines into docs/data/'s CSVs.
#
# The cases: gmslive's GPU tests (tests/gpu/live-gpu.sh); ResNet-50 in memory at batches 16 to 128 under PyTorch's own allocator and
# under caching and bfc over managed memory, and captured; the same at batch 64 twice
# more, for the runs' spread; at 5G (about 71% of its 7.03 GB) each prefetcher (none,
# manual, launch at PUMP's factors 60, 80 and 100, lookahead) with lru, launch with lrm
# and tag, and at 3500M (50%) none, launch, lookahead and manual with lru; batches 32 to 96 at 5G with and without launch prefetch; the
# GPT of tests/gpu/workloads/gpt_train.py at batch 4 in memory and at 8800M and 5900M
# (about 75% and 50% of its footprint); bytes moved by cause at 5G (--cupti bytes, in runs of
# their own: CUPTI's counters slow fault handling). gmslive runs with --via torch, the way its
# PyTorch measurements were first made; tests/gpu/live-gpu.sh runs the default, both.
set -u
[ $# -ge 2 ] || { echo "usage: $0 BINDIR OUTDIR [SECONDS]" >&2; exit 2; }
mkdir -p "$2" || exit 2
bin=$(cd "$1" && pwd) out=$(cd "$2" && pwd) || exit 2
limit=${3:-3600}
cd "$(dirname "$0")/../.."
w=tests/gpu/workloads tmp=$(mktemp -d) start=$(date +%s)
ngpu=$(nvidia-smi -L 2>/dev/null | grep -c '^GPU') || ngpu=1
[ "$ngpu" -ge 1 ] || ngpu=1

rn() { echo "python3 $w/resnet50_train.py --batch $1 --iters ${2:-10} --warmup 2"; }
gpt() { echo "python3 $w/gpt_train.py --batch $1 --iters ${2:-6} --warmup 2"; }
# The cases, "QUEUE NAME KIND FLAGS... -- PROGRAM...": KIND test (tests/gpu/live-gpu.sh),
# plain (the program alone), live (under gmslive with FLAGS) or capture.
cases() {
    for b in 64 16 32 128; do
        echo "1 rn$b-plain plain -- $(rn $b)"
        echo "1 rn$b-caching live --policy caching -- $(rn $b)"
        echo "1 rn$b-bfc live --policy bfc -- $(rn $b)"
        echo "1 rn$b-capture capture -- $(rn $b)"
    done
    echo "1 rn96-capture capture -- $(rn 96)"
    echo "0 live-gpu test --"
    for r in 2 3; do
        echo "0 rn64-plain-$r plain -- $(rn 64)"
        echo "0 rn64-caching-$r live --policy caching -- $(rn 64)"
    done
    echo "0 gpt4-plain plain -- $(gpt 4)"
    echo "0 gpt4-caching live --policy caching -- $(gpt 4)"
    echo "0 gpt4-capture capture -- $(gpt 4)"
    for p in none launch:factor=60 lookahead; do # bytes by cause, apart: CUPTI slows faults
        echo "0 rn64-5G-$p-lru-bytes live --prefetch $p --evict lru --capacity 5G --cupti=bytes -- $(rn 64 6)"
    done
    for pe in none:lru launch:factor=60:lru lookahead:lru manual:lru launch:factor=80:lru \
              launch:factor=100:lru launch:factor=60:lrm launch:factor=60:tag; do
        echo "2 rn64-5G-${pe%:*}-${pe##*:} live --prefetch ${pe%:*} --evict ${pe##*:} --capacity 5G -- $(rn 64 6)"
    done
    for p in none launch:factor=60 lookahead manual; do
        echo "2 rn64-3500M-$p-lru live --prefetch $p --evict lru --capacity 3500M -- $(rn 64 6)"
    done
    for c in 8800M 5900M; do
        for p in none launch; do
            echo "3 gpt4-$c-$p live --prefetch $p --evict lru --capacity $c -- $(gpt 4 4)"
        done
    done
    for b in 32 96; do
        for p in none launch; do echo "3 rn$b-5G-$p-lru live --prefetch $p --evict lru --capacity 5G -- $(rn $b 6)"; done
    done
}

# One case on GPU $gpu: its line into qQ.jsonl.
one() { # QUEUE NAME KIND FLAGS... -- PROGRAM...
    q=$1 name=$2 kind=$3; shift 3
    flags=""
    while [ "$1" != "--" ]; do flags="$flags $1"; shift; done
    shift
    d=$tmp/$name t0=$(date +%s%N)
    mkdir -p "$d"
    case $kind in
    test) sh tests/gpu/live-gpu.sh "$bin" "$d" >"$d/out" 2>&1 ;;
    plain) timeout 150 "$@" --json "$d/prog.json" >"$d/out" 2>&1 ;;
    live) timeout 150 "$bin/gmslive" --via torch $flags --json "$d/live.json" -- "$@" --json "$d/prog.json" \
              >"$d/out" 2>&1 ;;
    capture) timeout 150 "$bin/gmscapture" -o "$d/$name.h5" --allocs async --keep-log "$d/log" \
                 -- "$@" --json "$d/prog.json" >"$d/out" 2>&1 &&
             "$bin/gmscapture" --from-log "$d/log" --allocs async --iters 3 -o "$d/$name-3.h5" \
                 >>"$d/out" 2>&1 && (cd "$d" && tar rf "$out/cap$q.tar" "$name.h5" "$name-3.h5") ;;
    esac
    rc=$? secs=$(( ($(date +%s%N) - t0) / 1000000 ))
    python3 - "$name" "$gpu" "$rc" "$secs" "$d" "$flags" >>"$out/q$q.jsonl" <<'EOF'
import json, os, sys
name, gpu, rc, ms, d, flags = sys.argv[1:]
line = {"case": name, "gpu": int(gpu), "rc": int(rc), "wall_s": int(ms) / 1e3, "flags": flags.split()}
for key, f in (("prog", "prog.json"), ("live", "live.json")):
    try:
        line[key] = json.load(open(os.path.join(d, f)))
    except (OSError, ValueError):
        pass
if int(rc) or name == "live-gpu":
    line["tail"] = open(os.path.join(d, "out"), errors="replace").read()[-600:]
print(json.dumps(line))
EOF
}

queue() { # Q: its cases, in order, on GPU Q modulo the GPUs, until the time is up
    gpu=$(( $1 % ngpu ))
    cases | while read -r q rest; do
        [ "$q" = "$1" ] || continue
        [ -z "${ONLY:-}" ] || echo "${rest%% *}" | grep -Eqx "$ONLY" || continue
        [ $(( $(date +%s) - start )) -lt "$limit" ] || { echo "{\"stopped\": \"${rest%% *}\"}" >>"$out/q$q.jsonl"; continue; }
        CUDA_VISIBLE_DEVICES=$gpu one "$q" $rest
    done
}

for g in $(seq 0 $((ngpu - 1))); do # queue Q on GPU Q modulo the GPUs
    (for q in 0 1 2 3; do [ $((q % ngpu)) -ne "$g" ] || queue $q; done) &
done
wait
rm -rf "$tmp"
echo "live-measure: $(cat "$out"/q*.jsonl | grep -c '"rc": 0') cases ok of $(cat "$out"/q*.jsonl | grep -c '"case"') in $(( $(date +%s) - start )) s on $ngpu GPUs"
