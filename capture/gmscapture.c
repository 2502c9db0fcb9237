/* gmscapture.c: run an unmodified CUDA program and write the trace of what
 * it did (docs/capture.md).
 *
 *     gmscapture -o run.h5 [--iters N] -- python train.py
 *
 * It writes the capture log's header (the command, the date, the settings),
 * starts the program with the capture library injected (CUDA_INJECTION64_PATH
 * and NVTX_INJECTION64_PATH name build/lib/libgmscapture.so, GMS_CAPTURE_LOG
 * the log) and, once the program has ended however it ended, converts the
 * log into the trace (capture_convert.h) and says what it could not
 * resolve. --from-log converts a kept log again, with no program and no GPU.
 * Exit status: 0, a trace written; 1, the program failed or left nothing to
 * convert (a trace of what ran is still written when there is one); 2, bad
 * usage, a bad log or an output that cannot be written.
 */
#include "capture_convert.h"
#include "host_options.h"

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <inttypes.h>
#include <libgen.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static const char *prog = "gmscapture";

static void die(int code, const char *fmt, ...) __attribute__((format(printf, 2, 3), noreturn));
static void die(int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s: ", prog);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(code);
}

enum opt_id { O_OUT = 'o', O_HELP = 'h', O_VERSION = 'V', O_ITERS = 256, O_ITER_KERNEL,
              O_ITER_EVERY, O_SAMPLES, O_ALLOCS, O_KEEP_LOG, O_FROM_LOG, O_KEEP_ALLOC_CONF };

static const struct host_option opts[] = {
    { "output", required_argument, O_OUT, "FILE", "the trace to write (required)" },
    { "iters", required_argument, O_ITERS, "N",
      "keep the program's first N iterations (and what came before them); the capture "
      "stops recording after the N-th marker, so the rest of the program runs at full speed" },
    { "iter-kernel", required_argument, O_ITER_KERNEL, "NAME",
      "for programs that set no marker: every --iter-every-th launch of a kernel whose name "
      "contains NAME ends an iteration (markers are then ignored)" },
    { "iter-every", required_argument, O_ITER_EVERY, "N", "see --iter-kernel (default 1)" },
    { "samples", required_argument, O_SAMPLES, "N",
      "samples in an iteration whose marker gives none, and in --iter-kernel's (default 1)" },
    { "allocs", required_argument, O_ALLOCS, "KINDS",
      "the allocations to keep, a comma-separated list of device (cuMemAlloc), async "
      "(cuMemAllocAsync: PyTorch's tensors under gmscapture), managed (cuMemAllocManaged) and "
      "mapped (cuMemMap) (default: all); what points into the others resolves to nothing" },
    { "keep-log", required_argument, O_KEEP_LOG, "FILE",
      "write the capture log to FILE and keep it (default: a temporary file, removed)" },
    { "from-log", required_argument, O_FROM_LOG, "FILE",
      "run nothing: convert the log FILE that --keep-log kept" },
    { "keep-alloc-conf", no_argument, O_KEEP_ALLOC_CONF, NULL,
      "leave PYTORCH_CUDA_ALLOC_CONF unset (by default it is set to "
      "backend:cudaMallocAsync when unset, so PyTorch's tensors are captured one by one)" },
    { "help", no_argument, O_HELP, NULL, "this text" },
    { "version", no_argument, O_VERSION, NULL, "the version" },
};
#define NOPTS (sizeof opts / sizeof opts[0])

static void usage(FILE *f)
{
    fputs("usage: gmscapture -o TRACE.h5 [options] -- PROGRAM [ARGS...]\n"
          "       gmscapture -o TRACE.h5 [options] --from-log LOG\n"
          "Run an unmodified CUDA program and write the trace of its allocations, kernels,\n"
          "streams and kernel times (docs/capture.md). The program marks the end of each\n"
          "iteration with an NVTX mark or range named \"gms:iter N\", N its samples.\n"
          "\n", f);
    host_options_usage(f, opts, NOPTS);
    fputs("\nExit status: 0 a trace written; 1 the program failed or captured nothing;\n"
          "2 bad usage, a bad log, or an output that cannot be written.\n", f);
}

struct options {
    const char *out, *keep_log, *from_log;
    struct capture_settings s;
    int keep_alloc_conf;
};

static uint64_t count_arg(const char *name, const char *a, uint64_t min)
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(a, &end, 10);
    if (errno || end == a || *end || a[0] == '-' || v < min)
        die(2, "--%s: '%s' is not a whole number of at least %" PRIu64, name, a, min);
    return v;
}

/* --allocs: a set of enum capture_alloc bits. */
static unsigned alloc_kinds(const char *list)
{
    static const char *const names[CAPTURE_ALLOC_KINDS] = { "device", "async", "managed", "mapped" };
    unsigned set = 0;
    char *copy = strdup(list), *save = NULL;
    if (!copy)
        die(2, "out of host memory");
    for (char *t = strtok_r(copy, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
        unsigned k = 0;
        while (k < CAPTURE_ALLOC_KINDS && strcmp(t, names[k]))
            k++;
        if (k == CAPTURE_ALLOC_KINDS)
            die(2, "--allocs: unknown kind '%s' (device, async, managed or mapped)", t);
        set |= 1u << k;
    }
    free(copy);
    if (!set)
        die(2, "--allocs: no kind given (device, async, managed or mapped)");
    return set;
}

static void parse(int argc, char **argv, struct options *o)
{
    struct option longopts[NOPTS + 1];
    char shortopts[64];
    int c;
    host_options_getopt(opts, NOPTS, longopts, shortopts, sizeof shortopts);
    *o = (struct options){ .s = { .iter_every = 1, .samples = 1 } };
    while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1) {
        switch (c) {
        case O_OUT: o->out = optarg; break;
        case O_ITERS: o->s.iters = count_arg("iters", optarg, 1); break;
        case O_ITER_KERNEL: o->s.iter_kernel = optarg; break;
        case O_ITER_EVERY: o->s.iter_every = count_arg("iter-every", optarg, 1); break;
        case O_SAMPLES: o->s.samples = count_arg("samples", optarg, 1); break;
        case O_ALLOCS: o->s.allocs = alloc_kinds(optarg); break;
        case O_KEEP_LOG: o->keep_log = optarg; break;
        case O_FROM_LOG: o->from_log = optarg; break;
        case O_KEEP_ALLOC_CONF: o->keep_alloc_conf = 1; break;
        case O_HELP: usage(stdout); exit(0);
        case O_VERSION: printf("gmscapture %s\n", GMS_VERSION); exit(0);
        default: usage(stderr); exit(2);
        }
    }
    if (!o->out)
        die(2, "no output: give -o TRACE.h5 (--help for usage)");
    if (o->from_log ? optind != argc : optind == argc)
        die(2, o->from_log ? "--from-log runs no program: '%s' is one argument too many"
                           : "no program to run: give it after -- (--help for usage)%s",
            o->from_log ? argv[optind] : "");
    if (o->s.iter_kernel && !o->s.iter_kernel[0])
        die(2, "--iter-kernel: the name is empty");
}

/* ---- running the program ----------------------------------------------------------- */

/* The capture library: $GMS_CAPTURE_LIB, else lib/libgmscapture.so beside
 * the folder of this program (build/bin -> build/lib, PREFIX/bin -> PREFIX/lib). */
static void library_path(char *path, size_t len)
{
    const char *env = getenv("GMS_CAPTURE_LIB");
    char self[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (env && env[0])
        snprintf(path, len, "%s", env);
    else if (n > 0 && (self[n] = 0, 1))
        snprintf(path, len, "%s/../lib/libgmscapture.so", dirname(self));
    else
        die(2, "cannot find this program's folder (/proc/self/exe): set GMS_CAPTURE_LIB");
    if (access(path, R_OK) != 0)
        die(2, "%s: cannot read the capture library (%s): build it with 'make gpu' (it needs "
            "the CUDA toolkit), or name it with GMS_CAPTURE_LIB", path, strerror(errno));
}

/* The date, the environment that shapes the capture and the command, as
 * the trace's provenance: "key=value" lines (a newline inside an argument
 * becomes a space). */
static void info_text(const struct options *o, char **argv, char *text, size_t len)
{
    char date[32];
    const char *conf = getenv("PYTORCH_CUDA_ALLOC_CONF");
    time_t t = time(NULL);
    strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", gmtime(&t));
    size_t n = (size_t)snprintf(text, len, "date=%s\nenv=PYTORCH_CUDA_ALLOC_CONF=%s\ncommand=",
                                date, conf ? conf : "");
    for (char **a = argv; *a && n + 2 < len; a++) {
        if (a != argv)
            text[n++] = ' ';
        for (const char *c = *a; *c && n + 2 < len; c++)
            text[n++] = *c == '\n' ? ' ' : *c;
    }
    text[n++] = '\n';
    text[n] = 0;
}

/* Create the log (at keep, else a temporary file) holding its header. */
static void start_log(const struct options *o, char **argv, char *path, size_t len)
{
    int fd;
    if (o->keep_log) {
        snprintf(path, len, "%s", o->keep_log);
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    } else {
        const char *tmp = getenv("TMPDIR");
        snprintf(path, len, "%s/gmscapture-XXXXXX", tmp && tmp[0] ? tmp : "/tmp");
        fd = mkstemp(path);
    }
    if (fd < 0)
        die(2, "%s: cannot create the capture log: %s", path, strerror(errno));
    char text[8192];
    info_text(o, argv, text, sizeof text);
    struct capture_writer *w = malloc(sizeof *w);
    if (!w)
        die(2, "out of host memory");
    capture_writer_init(w, fd);
    memcpy(w->buf, CAPTURE_MAGIC, sizeof CAPTURE_MAGIC - 1);
    w->used = sizeof CAPTURE_MAGIC - 1;
    capture_writer_put(w, (struct capture_record){ .kind = CAPTURE_INFO }, text, (uint32_t)strlen(text));
    if (!capture_writer_flush(w) || close(fd) < 0)
        die(2, "%s: cannot write the capture log: %s", path, strerror(errno));
    free(w);
}

/* The environment that injects the library and names the log. */
static void set_env(const struct options *o, const char *lib)
{
    char iters[32];
    snprintf(iters, sizeof iters, "%" PRIu64, o->s.iter_kernel ? 0 : o->s.iters);
    if (setenv("CUDA_INJECTION64_PATH", lib, 1) || setenv("NVTX_INJECTION64_PATH", lib, 1)
        || setenv("GMS_CAPTURE_ITERS", iters, 1)
        || (!o->keep_alloc_conf && setenv("PYTORCH_CUDA_ALLOC_CONF", "backend:cudaMallocAsync", 0)))
        die(2, "cannot set the environment: %s", strerror(errno));
}

/* Run argv with the library injected; its wait status. */
static int run(char **argv)
{
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0)
        die(2, "cannot start %s: %s", argv[0], strerror(errno));
    if (pid == 0) {
        execvp(argv[0], argv);
        fprintf(stderr, "%s: %s: cannot run: %s\n", prog, argv[0], strerror(errno));
        _exit(127);
    }
    /* Ctrl-C reaches the program; the capture stays to write what it ran. */
    signal(SIGINT, SIG_IGN);
    signal(SIGQUIT, SIG_IGN);
    int status;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR)
            die(2, "waiting for %s: %s", argv[0], strerror(errno));
    return status;
}

/* ---- the trace and what could not be resolved ---------------------------------------- */

/* ": name (count), ..." for the largest counts, then a newline. */
static void print_top(const struct capture_named *names, uint64_t kinds)
{
    for (size_t i = 0; i < CAPTURE_REPORT_NAMES && names[i].count; i++)
        fprintf(stderr, "%s %s (%" PRIu64 ")", i ? "," : ":", names[i].name, names[i].count);
    fprintf(stderr, "%s\n", kinds > CAPTURE_REPORT_NAMES ? ", ..." : "");
}

static void report(const char *out, const struct capture_report *r)
{
    fprintf(stderr, "%s: %s: %" PRIu64 " buffers, %" PRIu64 " events, %" PRIu64 " launches, %"
            PRIu64 " (%.1f%%) with a buffer, %" PRIu64 " iterations\n", prog, out, r->buffers,
            r->events, r->launches, r->resolved,
            r->launches ? 100.0 * (double)r->resolved / (double)r->launches : 0.0, r->iterations);
    if (r->unresolved_kernels) {
        fprintf(stderr, "%s: %" PRIu64 " launches of %" PRIu64 " kernels resolved no buffer", prog,
                r->launches - r->resolved, r->unresolved_kernels);
        print_top(r->unresolved, r->unresolved_kernels);
    }
    if (r->skipped_calls) {
        fprintf(stderr, "%s: %" PRIu64 " calls have no trace event", prog, r->skipped_calls);
        print_top(r->skipped, r->skipped_kinds);
    }
    if (r->untimed)
        fprintf(stderr, "%s: %" PRIu64 " kernels, copies or memsets have no measured time (ns 0):"
                " CUPTI had not delivered it when the program ended\n", prog, r->untimed);
    if (r->unknown_frees || r->implicit_frees)
        fprintf(stderr, "%s: %" PRIu64 " frees of an address holding no buffer (ignored); %"
                PRIu64 " live buffers overlapped by a new allocation (freed first)\n", prog,
                r->unknown_frees, r->implicit_frees);
    if (r->left_out)
        fprintf(stderr, "%s: %" PRIu64 " allocations of a kind --allocs does not keep were left "
                "out\n", prog, r->left_out);
    if (r->host_copies)
        fprintf(stderr, "%s: %" PRIu64 " copies or memsets touch no captured buffer (not in the"
                " trace)\n", prog, r->host_copies);
    if (r->truncated || !r->ended)
        fprintf(stderr, "%s: the program ended without its exit handlers (it crashed or was "
                "killed): the trace holds what was logged until then\n", prog);
}

/* An "error=" line the library left in the log's INFO, into msg. */
static bool library_error(const struct capture_log *log, char *msg, size_t len)
{
    size_t pos = 0;
    struct capture_record r;
    const unsigned char *p;
    while (capture_log_next(log, &pos, &r, &p))
        if (r.kind == CAPTURE_INFO && r.len > 6 && !memcmp(p, "error=", 6)) {
            snprintf(msg, len, "%.*s", (int)(r.len - 6 - (p[r.len - 1] == '\n')), (const char *)p + 6);
            return true;
        }
    return false;
}

/* Convert the log; the exit status so far. */
static int convert(const struct options *o, const char *log_path)
{
    struct capture_log log;
    struct capture_report rep;
    struct trace_error err;
    char msg[256];
    if (capture_log_read(&log, log_path, &err) < 0) {
        fprintf(stderr, "%s: %s\n", prog, err.msg);
        return 2;
    }
    size_t pos = 0, records = 0;
    struct capture_record r;
    const unsigned char *p;
    while (capture_log_next(&log, &pos, &r, &p))
        records += r.kind != CAPTURE_INFO;
    if (library_error(&log, msg, sizeof msg)) {
        fprintf(stderr, "%s: the capture library could not start: %s\n", prog, msg);
        capture_log_free(&log);
        return 1;
    }
    if (!records) {
        fprintf(stderr, "%s: no trace written: the program never initialized CUDA, or the capture "
                "library was not loaded\n", prog);
        capture_log_free(&log);
        return 1;
    }
    int rc = capture_convert(&log, &o->s, o->out, &rep, &err);
    capture_log_free(&log);
    if (rc < 0) {
        fprintf(stderr, "%s: %s\n", prog, err.msg);
        return 2;
    }
    report(o->out, &rep);
    return 0;
}

int main(int argc, char **argv)
{
    struct options o;
    char lib[PATH_MAX], log[PATH_MAX];
    trace_output_stdout(prog);
    parse(argc, argv, &o);
    if (o.from_log)
        return convert(&o, o.from_log);
    library_path(lib, sizeof lib);
    set_env(&o, lib);
    start_log(&o, argv + optind, log, sizeof log);
    if (setenv("GMS_CAPTURE_LOG", log, 1))
        die(2, "cannot set the environment: %s", strerror(errno));
    int status = run(argv + optind);
    int rc = convert(&o, log);
    if (!o.keep_log)
        unlink(log);
    if (WIFEXITED(status) && WEXITSTATUS(status)) {
        fprintf(stderr, "%s: %s exited with status %d\n", prog, argv[optind], WEXITSTATUS(status));
        rc = rc ? rc : 1;
    } else if (WIFSIGNALED(status)) {
        fprintf(stderr, "%s: %s was killed by signal %d (%s)\n", prog, argv[optind],
                WTERMSIG(status), strsignal(WTERMSIG(status)));
        rc = rc ? rc : 1;
    }
    return rc;
}
