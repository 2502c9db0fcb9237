/* trace_guard.c: keep a program's promise when HDF5 itself fails.
 *
 * A damaged file can crash or hang the HDF5 library (docs/trace-format.md,
 * "Damaged files"): reproducers are in tests/fuzz/hdf5-known/. Programs
 * that read traces opt in with trace_guard_install; a fatal signal while
 * the library reads a file (between trace_guard_enter and
 * trace_guard_leave, which the reader puts around its HDF5 calls) then
 * prints "PROG: FILE: the HDF5 library crashed reading this file (damaged
 * file?)" and exits 2. Anywhere else (the validator, a replay) a fatal
 * signal is a crash of our own and takes its default action: the program
 * dies of it, with a core dump where those are on. trace_guard_watch
 * arms a watchdog (SIGALRM) around steps that must be quick whatever the
 * trace's size, such as trace_open, which reads only metadata (the
 * environment variable GMS_WATCHDOG_SECONDS shortens it, for tests). Sanitizer
 * runs keep their own handlers so a crash in our code shows its stack.
 */
#include "trace_hdf5.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char *volatile guard_prog = "?";
static unsigned guard_override; /* GMS_WATCHDOG_SECONDS, for tests; 0 = none */
static const char *volatile guard_file;
/* Calls into HDF5 in progress on this thread (a synchronous signal is
 * delivered to the thread that raised it). */
static _Thread_local volatile sig_atomic_t guard_depth;

void trace_guard_enter(void)
{
    guard_depth++;
}

void trace_guard_leave(void)
{
    guard_depth--;
}

static void say(const char *s)
{
    ssize_t rc = write(STDERR_FILENO, s, strlen(s));
    (void)rc;
}

static void guard_fired(int sig)
{
    /* Only async-signal-safe calls here. */
    if (sig != SIGALRM && guard_depth == 0) {
        signal(sig, SIG_DFL); /* not HDF5's: delivered again on return, as if never caught */
        raise(sig);
        return;
    }
    say(guard_prog);
    say(": ");
    say(guard_file ? guard_file : "?");
    say(sig == SIGALRM ? ": the HDF5 library stopped responding reading this file (damaged file?)\n"
                       : ": the HDF5 library crashed reading this file (damaged file?)\n");
    _exit(2);
}

static bool sanitized(void)
{
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
    return true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(undefined_behavior_sanitizer)
    return true;
#endif
#endif
    return getenv("UBSAN_OPTIONS") || getenv("ASAN_OPTIONS");
}

void trace_guard_install(const char *prog)
{
    guard_prog = prog;
    const char *w = getenv("GMS_WATCHDOG_SECONDS");
    guard_override = w ? (unsigned)strtoul(w, NULL, 10) : 0;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = guard_fired;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGALRM, &sa, NULL);
    if (sanitized())
        return;
    static const int fatal[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL};
    for (size_t i = 0; i < sizeof fatal / sizeof fatal[0]; i++)
        sigaction(fatal[i], &sa, NULL);
}

void trace_guard_file(const char *path)
{
    guard_file = path;
}

void trace_guard_watch(unsigned seconds)
{
    alarm(seconds && guard_override ? guard_override : seconds);
}
