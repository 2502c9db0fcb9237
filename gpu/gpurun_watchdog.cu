/* gpurun_watchdog.cu: the end of a run or a calibration that makes no
 * progress (gpurun.h). A detached thread reads, four times a second, a
 * counter the work bumps as it goes; once the counter has stood still for
 * the limit, the work is taken to hang (a driver call that never returns,
 * a kernel that never ends) and the process ends with exit 1: no thread can
 * be cancelled out of a CUDA call. */
#include "gpurun.h"

#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>

struct watch {
    unsigned s;
    const volatile uint64_t *progress;
    void (*say)(unsigned s);
};

static void *watchdog(void *arg)
{
    const struct watch *w = (const struct watch *)arg;
    uint64_t seen = *w->progress;
    unsigned quiet = 0;
    for (;;) {
        usleep(250000);
        uint64_t now = *w->progress;
        if (now != seen) {
            seen = now;
            quiet = 0;
        } else if (++quiet >= 4 * w->s) {
            w->say(w->s);
            _exit(1);
        }
    }
    return NULL;
}

void gr_watchdog_start(unsigned s, const volatile uint64_t *progress, void (*say)(unsigned s))
{
    static struct watch w; /* one watchdog a process */
    w.s = s;
    w.progress = progress;
    w.say = say;
    pthread_t t;
    pthread_create(&t, NULL, watchdog, &w);
    pthread_detach(t);
}
