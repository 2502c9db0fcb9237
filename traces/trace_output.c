/* trace_output.c: output files written whole or not at all.
 *
 * Every file a program writes (tracegen's trace, --timeline CSVs, gpurun's
 * calibrated profile) goes through here (docs/design.md section 8). It is
 * written to a temporary file made with mkstemp beside the target, every
 * write and the final fflush, fsync and fclose are checked, and only then
 * is it renamed onto the target: a full disk or a failed run leaves neither
 * a truncated file nor a destroyed earlier one. A target that exists and is
 * not a regular file (/dev/null, a FIFO, /dev/fd/N) is written in place, as
 * renaming over it would replace it. An output that is the same file (device
 * and inode, so hard links and ../ paths count) as one of the program's
 * inputs is refused before anything is written. A program that exits with
 * an output still open leaves no temporary file (an atexit handler removes
 * it; a crash or _exit may). trace_output_stdout makes a write error on
 * stdout an error too. Messages carry errno's reason:
 * "FILE: cannot create: No such file or directory".
 */
#include "trace.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* "path: is the same file as the input IN" when one of inputs[]
 * (NULL-terminated; may be NULL) names the file st describes. Returns 0 or
 * -1 with err. */
static int check_inputs(const char *path, const struct stat *st, const char *const *inputs,
                        struct trace_error *err)
{
    struct stat in;
    for (int i = 0; inputs && inputs[i]; i++)
        if (stat(inputs[i], &in) == 0 && in.st_dev == st->st_dev && in.st_ino == st->st_ino) {
            trace_error_set(err, path, "is the same file as the input %s; not overwriting it",
                            inputs[i]);
            return -1;
        }
    return 0;
}

/* errno's text, or what is known when stdio's error flag outlived errno. */
static const char *reason(int e)
{
    return e > 0 ? strerror(e) : "an earlier write failed";
}

/* Temporary files neither renamed nor removed yet: removed at exit, so a
 * program that exits before closing an output (an error deep in a run)
 * leaves none behind. The strings are the outputs' own tmp. */
static const char *pending[16];

static void remove_pending(void)
{
    for (int i = 0; i < 16; i++)
        if (pending[i])
            unlink(pending[i]);
}

/* Track tmp (on) or stop tracking it. */
static void track(const char *tmp, bool on)
{
    static bool registered;
    if (!registered)
        registered = atexit(remove_pending) == 0;
    for (int i = 0; i < 16; i++)
        if (pending[i] == (on ? NULL : tmp)) {
            pending[i] = on ? tmp : NULL;
            return;
        }
}

/* A temporary file ".NAME.XXXXXX" in target's folder, with the mode of the
 * file it replaces, or a new file's (mkstemp's is 0600). Returns its
 * descriptor, or -1 with errno. */
static int make_temp(struct trace_output *o, const char *target, const struct stat *old)
{
    size_t len = strlen(target) + 16;
    if (!(o->tmp = malloc(len))) {
        errno = ENOMEM;
        return -1;
    }
    const char *slash = strrchr(target, '/');
    if (slash)
        snprintf(o->tmp, len, "%.*s/.%s.XXXXXX", (int)(slash - target), target, slash + 1);
    else
        snprintf(o->tmp, len, ".%s.XXXXXX", target);
    int fd = mkstemp(o->tmp);
    if (fd < 0) {
        int e = errno;
        free(o->tmp);
        o->tmp = NULL;
        errno = e;
        return -1;
    }
    track(o->tmp, true);
    mode_t mask = umask(0);
    umask(mask);
    if (fchmod(fd, old ? old->st_mode & 07777 : 0666 & ~mask) != 0) {
        int e = errno;
        close(fd); /* the caller removes the file */
        errno = e;
        return -1;
    }
    return fd;
}

int trace_output_open(struct trace_output *o, const char *path, const char *const *inputs,
                      struct trace_error *err)
{
    *o = (struct trace_output){ .fd = -1 };
    struct stat st;
    bool exists = stat(path, &st) == 0;
    int e = !exists && errno != ENOENT ? errno : exists && S_ISDIR(st.st_mode) ? EISDIR : 0;
    if (!e && exists && S_ISREG(st.st_mode) && check_inputs(path, &st, inputs, err))
        return -1;
    o->path = path;
    if (!e && exists && !S_ISREG(st.st_mode)) { /* a device, a FIFO: written in place */
        o->fd = open(path, O_WRONLY | O_TRUNC);
    } else if (!e) {
        o->target = exists ? realpath(path, NULL) : strdup(path); /* through a symlink */
        o->fd = o->target ? make_temp(o, o->target, exists ? &st : NULL) : -1;
    }
    if (o->fd < 0) {
        trace_error_set(err, path, "cannot create: %s", strerror(e ? e : errno));
        trace_output_discard(o);
        return -1;
    }
    return 0;
}

FILE *trace_output_fopen(struct trace_output *o, const char *path, const char *const *inputs,
                         struct trace_error *err)
{
    if (trace_output_open(o, path, inputs, err))
        return NULL;
    if (!(o->f = fdopen(o->fd, "w"))) {
        trace_error_set(err, path, "cannot create: %s", strerror(errno));
        trace_output_discard(o);
        return NULL;
    }
    return o->f;
}

const char *trace_output_name(const struct trace_output *o)
{
    return o->tmp ? o->tmp : o->path;
}

int trace_output_close(struct trace_output *o, struct trace_error *err)
{
    int e = 0;
    if (o->f) {
        if (fflush(o->f) != 0)
            e = errno;
        else if (ferror(o->f))
            e = -1; /* an earlier write failed; its errno is gone */
    }
    if (!e && o->tmp && fsync(o->fd) != 0) /* not in place: a device may not sync */
        e = errno;
    if ((o->f ? fclose(o->f) : close(o->fd)) != 0 && !e)
        e = errno;
    o->f = NULL;
    o->fd = -1;
    if (!e && o->tmp && rename(o->tmp, o->target) != 0)
        e = errno;
    if (e) {
        trace_error_set(err, o->path, "cannot write: %s", reason(e));
        trace_output_discard(o);
        return -1;
    }
    track(o->tmp, false);
    free(o->tmp);
    free(o->target);
    *o = (struct trace_output){ .fd = -1 };
    return 0;
}

void trace_output_discard(struct trace_output *o)
{
    if (!o->path)
        return; /* not open: zeroed, closed or discarded */
    if (o->f)
        fclose(o->f);
    else if (o->fd >= 0)
        close(o->fd);
    if (o->tmp) {
        unlink(o->tmp);
        track(o->tmp, false);
    }
    free(o->tmp);
    free(o->target);
    *o = (struct trace_output){ .fd = -1 };
}

/* ---- stdout ----------------------------------------------------------------- */

static const char *stdout_prog = "?";

/* At exit: a write error on stdout, or one now flushing it, ends the
 * program with status 2 whatever it returned. */
static void check_stdout(void)
{
    int e = fflush(stdout) != 0 ? errno : ferror(stdout) ? -1 : 0;
    if (!e)
        return;
    fprintf(stderr, "%s: stdout: cannot write: %s\n", stdout_prog, reason(e));
    _exit(2);
}

void trace_output_stdout(const char *prog)
{
    stdout_prog = prog;
    atexit(check_stdout);
}
