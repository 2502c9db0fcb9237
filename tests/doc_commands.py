#!/usr/bin/python3
"""doc_commands.py: run every command line that README.md and docs/*.md show.

A command line is a line of a code block (indented four spaces, or fenced)
whose first word is one of the project's programs or scripts (PROGRAMS);
a line ending in a backslash continues on the next. Lines whose first word
ends in ':' are sample output and are skipped, as are synopses (`usage:`).

A fenced block marked `sh` is one command: its lines run as a script.

Each command runs with `sh -c` in one scratch directory, in document order,
with the release programs of the build first on PATH, the repository's
folders linked in (so `traces/examples/...`, `scripts/...`, `docs/data/...`
resolve) and the placeholder files of PLACEHOLDERS made there first (a
trace.h5 the user would bring is an example trace; a profile gpurun
--calibrate would write is the shipped H100 profile, the measurements it
would write are the committed ones of docs/data). It must exit 0 within
its time limit. Four kinds are not run, but checked:
  - `make TARGET...`: `make -n` (the target exists; make test would recurse);
  - the README's two commands: .ci/run must run them verbatim;
  - commands that need a GPU (gpurun, gpuinfo, umprobe, umprobe-run.sh, gmscapture, gmslive, and
    those reading a GPU run's output under build/validate; not gpurun
    --calibrate --from, which only fits measurements and runs): the program's
    --help must list every --option the line uses (skipped, with a note, where
    gpu/ was not built: no nvcc);
  - the seed experiments' sweeps (docs/experiments.md): each --vary keeps
    its first value, so the command runs at one point of its grid.

usage: doc_commands.py [--build BUILD] [--quiet] [FILE.md...]
Prints one line per command (ok, checked or FAIL with the file and line)
and exits 1 when any failed.
"""
import argparse
import glob
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
PROGRAMS = {"tracegen", "tracecheck", "simrun", "gpurun", "gpuinfo", "umprobe", "gmscapture", "gmslive", "make",
            "gpumemsim-sweep", "gpumemsim-pivot", "torch2trace", "rmm2trace"}
GPU_PROGRAMS = {"gpurun", "gpuinfo", "umprobe", "umprobe-run.sh", "gmscapture", "gmslive"}
GPU_MAKE = {"gpu-test", "validate"}
LINKED = ["traces", "scripts", "plots", "profiles", "tests", "docs", "policies"]
TIMEOUT = 300
EXAMPLE = "traces/examples/resnet50-bs8.h5"
SNAPSHOT = "tests/data/torch-snapshots/cold_resnet18_bs32.pkl.gz"
RMM_LOG = """Thread,Time,Action,Pointer,Size,Stream
1,10:00:00.000001,allocate,0x7f0000000000,1048576,0x0
1,10:00:00.000002,allocate,0x7f0000100000,4194304,0x0
1,10:00:00.000003,free,0x7f0000000000,1048576,0x0
1,10:00:00.000004,allocate,0x7f0000500000,2097152,0x0
1,10:00:00.000005,free,0x7f0000100000,4194304,0x0
1,10:00:00.000006,free,0x7f0000500000,2097152,0x0
"""


def word0(body):
    w = body.split()[0] if body.split() else ""
    return os.path.basename(w) if "/" in w else w


def is_command(body):
    """A command line, not sample output (`prog: ...`), a synopsis (`usage:`,
    or [optional] arguments) or a folder listing (`scripts/  what is in it`)."""
    w = body.split()[0] if body.split() else ""
    if w.endswith((":", "/")) or body.startswith("usage:") or re.search(r"\[[-a-zA-Z][^]]*\]", body):
        return False
    base = os.path.basename(w)
    return (base in PROGRAMS or w.startswith(("scripts/", "./scripts/", "plots/"))
            or w.startswith("build/bin/"))


def commands(path):
    """(line number, command) of every command line of a Markdown file; a
    fenced block marked sh is one command, its lines a script."""
    out, fenced, lines, i = [], False, open(path).read().split("\n"), 0
    while i < len(lines):
        line = lines[i]
        if line.strip().startswith("```"):
            if not fenced and line.strip() in ("```sh", "```bash"):
                end = next(j for j in range(i + 1, len(lines)) if lines[j].strip().startswith("```"))
                out.append((i + 2, "set -e\n" + "\n".join(lines[i + 1:end])))
                i = end + 1
                continue
            fenced = not fenced
            i += 1
            continue
        body = line.strip() if fenced else line[4:].strip() if line.startswith("    ") else None
        if body:
            start = i
            body = body[2:] if body.startswith("$ ") else body
            while body.endswith("\\") and i + 1 < len(lines):
                i += 1
                body = body[:-1].rstrip() + " " + lines[i].strip()
            if is_command(body):
                out.append((start + 1, body))
        i += 1
    return out


def run(cmd, cwd, env, timeout=TIMEOUT):
    try:
        p = subprocess.run(["sh", "-c", cmd], cwd=cwd, env=env, capture_output=True, text=True,
                           timeout=timeout)
        return p.returncode, (p.stdout + p.stderr).strip()
    except subprocess.TimeoutExpired:
        return -1, "timed out after %d s" % timeout


def setup(scratch, build, env):
    for d in LINKED:
        os.symlink(os.path.join(ROOT, d), os.path.join(scratch, d))
    os.makedirs(os.path.join(scratch, "build"))
    os.symlink(os.path.join(ROOT, build, "bin"), os.path.join(scratch, "build", "bin"))
    for name in ("trace.h5", "T.h5", "big.h5", "run.h5"):
        shutil.copy(os.path.join(ROOT, EXAMPLE), os.path.join(scratch, name))
    shutil.copy(os.path.join(ROOT, SNAPSHOT), os.path.join(scratch, "snapshot.pkl.gz"))
    for name in ("my-gpu.profile", "my.profile"):
        shutil.copy(os.path.join(ROOT, "profiles", "h100-pcie5.profile"),
                    os.path.join(scratch, name))
    for name, date in (("a", "2026-11-22"), ("b", "2026-11-27")):
        shutil.copy(os.path.join(ROOT, "docs", "data", "h100-" + date, "calibration.csv"),
                    os.path.join(scratch, name + ".profile.measurements.csv"))
    with open(os.path.join(scratch, "rmm_log.csv"), "w") as f:
        f.write(RMM_LOG)
    for cmd in ("scripts/torch2trace.py snapshot.pkl.gz -o snap.h5",
                "simrun --json --no-wall T.h5 > runs.json"):
        rc, out = run(cmd, scratch, env)
        if rc != 0:
            sys.exit("doc_commands: setting up (%s): %s" % (cmd, out))


def help_lists_options(cmd, env, scratch):
    """The GPU program's --help lists every --option cmd uses; '' or why not."""
    words = shlex.split(cmd.split("#")[0])
    if "--" in words:  # what follows is another program's command line (gmscapture)
        words = words[:words.index("--")]
    prog = words[0]
    path = shutil.which(prog, path=env["PATH"]) or os.path.join(scratch, prog)
    if not os.path.exists(path):
        return None
    rc, text = run(shlex.quote(path) + " --help", scratch, env, 30)
    missing = [w.split("=")[0] for w in words[1:]
               if w.startswith("--") and w.split("=")[0] not in text]
    return "--help does not list " + ", ".join(missing) if missing else ""


def first_grid_point(cmd):
    return re.sub(r"(--vary\s+\w+=)([^,\s]+)(,\S+)?", r"\1\2", cmd)


def check(path, line, cmd, scratch, env, ci):
    """('ok'|'checked'|'skipped'|'FAIL', note)"""
    parts = [p.strip() for p in cmd.split("&&")]
    if cmd in ci:
        return "checked", "run verbatim by .ci/run"
    if parts[0].split()[0] == "make" or any(p.startswith("make ") for p in parts):
        make = [p for p in parts if p.startswith("make")]
        for m in make:
            if set(m.split()[1:]) & GPU_MAKE and not os.path.exists(os.path.join(ROOT, "gpu")):
                continue
            rc, out = run(m.split("#")[0].replace("make", "make -n", 1) + " >/dev/null",
                          ROOT, env, 60)
            if rc != 0:
                return "FAIL", out[-300:]
        rest = [p for p in parts if not p.startswith("make")]
        if not rest:
            return "checked", "make -n"
        cmd = " && ".join(rest)
    refit = word0(cmd) == "gpurun" and "--from" in cmd  # fits measurements: no GPU needed
    if refit and not shutil.which("gpurun", path=env["PATH"]):
        return "skipped", "gpurun is not built"
    if not refit and (word0(cmd) in GPU_PROGRAMS or "build/validate" in cmd or "other-run/" in cmd):
        why = help_lists_options(cmd, env, scratch)
        if why is None:
            return "skipped", "needs a GPU and %s is not built" % word0(cmd)
        return ("FAIL", why) if why else ("checked", "needs a GPU: its --help lists every option")
    if os.path.basename(path) == "experiments.md":
        cmd = first_grid_point(cmd)
    rc, out = run(cmd, scratch, env)
    return ("ok", "") if rc == 0 else ("FAIL", "exit %d: %s" % (rc, out[-400:]))


def main():
    ap = argparse.ArgumentParser(description="Run every command line of the docs.")
    ap.add_argument("--build", default="build", help="the build tree (default build)")
    ap.add_argument("-q", "--quiet", action="store_true", help="print only failures and the total")
    ap.add_argument("files", nargs="*", help="Markdown files (default README.md docs/*.md)")
    a = ap.parse_args()
    files = a.files or ["README.md"] + sorted(glob.glob(os.path.join(ROOT, "docs", "*.md")))
    files = [os.path.join(ROOT, f) if not os.path.isabs(f) else f for f in files]
    env = dict(os.environ)
    env["PATH"] = os.path.join(ROOT, a.build, "bin") + os.pathsep + env.get("PATH", "")
    ci = open(os.path.join(ROOT, ".ci", "run")).read().split("\n")
    failed = n = 0
    with tempfile.TemporaryDirectory(prefix="doc-commands-") as scratch:
        setup(scratch, a.build, env)
        for f in files:
            for line, cmd in commands(f):
                n += 1
                verdict, note = check(f, line, cmd, scratch, env, ci)
                where = "%s:%d" % (os.path.relpath(f, ROOT), line)
                if not a.quiet or verdict == "FAIL":
                    print("%-7s %s: %s%s" % (verdict, where, cmd.replace("\n", "; ")[:100],
                                             "  (" + note + ")" if note else ""))
                failed += verdict == "FAIL"
    print("doc_commands: %d command lines, %d failed" % (n, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
