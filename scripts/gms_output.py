"""gms_output.py: output files written whole or not at all, and write errors
on stdout reported (docs/design.md section 8): the Python tools'
counterpart of traces/trace_output.c.

replacing(path, inputs) yields a file object on a temporary file made
beside path; once the block ends without an exception the file is flushed,
synced and renamed onto path (os.replace), else it is removed, so a full
disk or a failed run leaves neither a truncated file nor a destroyed
earlier one. A path that exists and is not a regular file (/dev/null, a
FIFO) is written in place. An output that is the same file as one of
inputs (os.path.samefile: device and inode) is refused before anything is
written. Failures raise OutputError, whose text is "FILE: what: reason".
run_main(prog, main) runs a program's main and exits with its status, an
OutputError or a write error on stdout turning it to 2 with a message.
"""

import contextlib
import os
import stat
import sys
import tempfile


class OutputError(Exception):
    """An output refused or not written: "FILE: what: reason" (exit 2)."""


def _same_file(a, b):
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


@contextlib.contextmanager
def replacing(path, inputs=(), mode="w", newline=None):
    """A file object to write path's new content through (see above)."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        st = None
    except OSError as e:
        raise OutputError("%s: cannot create: %s" % (path, e.strerror))
    if st is not None and stat.S_ISDIR(st.st_mode):
        raise OutputError("%s: cannot create: Is a directory" % path)
    in_place = st is not None and not stat.S_ISREG(st.st_mode)  # a device, a FIFO
    for i in inputs:
        if st is not None and not in_place and _same_file(path, i):
            raise OutputError("%s: is the same file as the input %s; not overwriting it"
                              % (path, i))
    target = os.path.realpath(path) if st is not None else path  # through a symlink
    tmp = None
    try:
        if in_place:
            f = open(path, mode, newline=newline)
        else:
            fd, tmp = tempfile.mkstemp(dir=os.path.dirname(target) or ".",
                                       prefix="." + os.path.basename(target) + ".")
            mask = os.umask(0)
            os.umask(mask)  # the replaced file's mode, or a new file's (mkstemp's is 0600)
            os.fchmod(fd, stat.S_IMODE(st.st_mode) if st is not None else 0o666 & ~mask)
            f = os.fdopen(fd, mode, newline=newline)
    except OSError as e:
        _remove(tmp)
        raise OutputError("%s: cannot create: %s" % (path, e.strerror))
    try:
        with f:
            yield f
            f.flush()
            if tmp:
                os.fsync(f.fileno())
        if tmp:
            os.replace(tmp, target)
    except OSError as e:
        _remove(tmp)
        raise OutputError("%s: cannot write: %s" % (path, e.strerror or e))
    except BaseException:
        _remove(tmp)
        raise


def _remove(tmp):
    if tmp:
        try:
            os.unlink(tmp)
        except OSError:
            pass


class _Stdout:
    """sys.stdout that keeps its first write error, as C's stdio does, rather
    than raising it wherever the program happened to print."""

    def __init__(self, f):
        self.f, self.error = f, None

    def write(self, s):
        if self.error is None:
            try:
                return self.f.write(s)
            except OSError as e:
                self.error = e
        return len(s)

    def flush(self):
        if self.error is None:
            try:
                self.f.flush()
            except OSError as e:
                self.error = e

    def __getattr__(self, name):
        return getattr(self.f, name)


def run_main(prog, main):
    """sys.exit with main()'s status (a SystemExit's, as argparse's after
    --help; 130 on Ctrl-C), or 2 after "prog: FILE: what: reason" for an
    OutputError or "prog: stdout: cannot write: reason" when what it
    printed cannot be written (e.g. stdout is /dev/full)."""
    out = sys.stdout = _Stdout(sys.stdout)
    try:
        status = main()
    except SystemExit as e:
        status = e.code
    except KeyboardInterrupt:
        status = 130
    except OutputError as e:
        sys.stderr.write("%s: %s\n" % (prog, e))
        status = 2
    out.flush()
    sys.stdout = out.f
    if out.error is not None:
        sys.stderr.write("%s: stdout: cannot write: %s\n" % (prog, out.error.strerror))
        # Python flushes stdout again at exit: let that find nothing to fail on
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        status = 2
    sys.exit(status)
