/* capture_log.c: writing the capture log inside the program and reading it
 * back in gmscapture (capture_log.h). The writer uses nothing but write(2),
 * so the capture library adds no dependency to the program it is loaded into.
 */
#include "capture_log.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

void capture_writer_init(struct capture_writer *w, int fd)
{
    w->fd = fd;
    w->used = 0;
    w->failed = false;
}

/* Write n bytes at p whole, through EINTR and short writes. */
static bool write_all(int fd, const unsigned char *p, size_t n)
{
    while (n) {
        ssize_t k = write(fd, p, n);
        if (k < 0 && errno == EINTR)
            continue;
        if (k <= 0)
            return false;
        p += k;
        n -= (size_t)k;
    }
    return true;
}

bool capture_writer_flush(struct capture_writer *w)
{
    if (!w->failed && w->used && !write_all(w->fd, w->buf, w->used))
        w->failed = true;
    w->used = 0;
    return !w->failed;
}

void capture_writer_put(struct capture_writer *w, struct capture_record r, const void *payload,
                        uint32_t len)
{
    if (len > CAPTURE_PAYLOAD_MAX)
        len = CAPTURE_PAYLOAD_MAX;
    r.len = payload ? len : 0;
    if (w->used + sizeof r + r.len > sizeof w->buf)
        capture_writer_flush(w);
    memcpy(w->buf + w->used, &r, sizeof r);
    w->used += sizeof r;
    if (r.len)
        memcpy(w->buf + w->used, payload, r.len);
    w->used += r.len;
}

/* ---- reading ---------------------------------------------------------------- */

static int read_file(const char *path, unsigned char **data, size_t *size,
                     struct trace_error *err)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) < 0) {
        trace_error_set(err, path, "cannot open: %s", strerror(errno));
        if (fd >= 0)
            close(fd);
        return -1;
    }
    if (!S_ISREG(st.st_mode)) {
        trace_error_set(err, path, "not a regular file");
        close(fd);
        return -1;
    }
    size_t n = (size_t)st.st_size, got = 0;
    *data = malloc(n ? n : 1);
    if (!*data) {
        trace_error_set(err, path, "out of host memory reading %zu bytes", n);
        close(fd);
        return -1;
    }
    while (got < n) {
        ssize_t k = read(fd, *data + got, n - got);
        if (k < 0 && errno == EINTR)
            continue;
        if (k <= 0)
            break;
        got += (size_t)k;
    }
    close(fd);
    *size = got;
    return 0;
}

/* The largest value each kind's mode field may hold: {kind, field, max}. */
static const struct { uint32_t kind, field; uint64_t max; const char *what; } modes[] = {
    { CAPTURE_ALLOC, 2, CAPTURE_ALLOC_KINDS - 1, "allocation kind" },
    { CAPTURE_SYNC, 0, CAPTURE_SYNC_EVENT, "synchronization kind" },
    { CAPTURE_PREFETCH, 2, TRACE_TO_CPU, "prefetch direction" },
    { CAPTURE_ADVISE, 2, TRACE_ADVISE_ACCESSED_BY_GPU, "advice" },
};

/* An error for a record whose mode field holds no known value, else 0. */
static int check_mode(const struct capture_record *r, size_t pos, const char *path,
                      struct trace_error *err)
{
    for (size_t i = 0; i < sizeof modes / sizeof *modes; i++)
        if (modes[i].kind == r->kind && r->x[modes[i].field] > modes[i].max) {
            trace_error_set(err, path, "offset %zu: %s %" PRIu64 " is not one there is (0..%" PRIu64
                            ")", pos, modes[i].what, r->x[modes[i].field], modes[i].max);
            return -1;
        }
    return 0;
}

/* Check the records from the magic on; set log->end to the last whole one. */
static int check_records(struct capture_log *log, size_t size, const char *path,
                         struct trace_error *err)
{
    size_t pos = sizeof CAPTURE_MAGIC - 1;
    while (size - pos >= sizeof(struct capture_record)) {
        struct capture_record r;
        memcpy(&r, log->data + pos, sizeof r);
        if (r.kind < 1 || r.kind > CAPTURE_KIND_MAX) {
            trace_error_set(err, path, "offset %zu: unknown record kind %u", pos, r.kind);
            return -1;
        }
        if (r.len > CAPTURE_PAYLOAD_MAX) {
            trace_error_set(err, path, "offset %zu: payload of %u bytes, more than %u", pos,
                            r.len, CAPTURE_PAYLOAD_MAX);
            return -1;
        }
        if (size - pos - sizeof r < r.len)
            break;
        if (check_mode(&r, pos, path, err) < 0)
            return -1;
        pos += sizeof r + r.len;
    }
    log->end = pos;
    log->truncated = pos < size;
    return 0;
}

int capture_log_read(struct capture_log *log, const char *path, struct trace_error *err)
{
    size_t size = 0;
    *log = (struct capture_log){ .path = path };
    if (read_file(path, &log->data, &size, err) < 0)
        return -1;
    size_t m = sizeof CAPTURE_MAGIC - 1;
    if (size < m || memcmp(log->data, CAPTURE_MAGIC, m) != 0) {
        trace_error_set(err, path, "offset 0: not a capture log (no '%.7s' header)",
                        CAPTURE_MAGIC);
        capture_log_free(log);
        return -1;
    }
    if (check_records(log, size, path, err) < 0) {
        capture_log_free(log);
        return -1;
    }
    return 0;
}

void capture_log_free(struct capture_log *log)
{
    free(log->data);
    *log = (struct capture_log){ 0 };
}

bool capture_log_next(const struct capture_log *log, size_t *pos, struct capture_record *r,
                      const unsigned char **payload)
{
    if (*pos < sizeof CAPTURE_MAGIC - 1)
        *pos = sizeof CAPTURE_MAGIC - 1;
    if (*pos >= log->end)
        return false;
    memcpy(r, log->data + *pos, sizeof *r);
    *payload = log->data + *pos + sizeof *r;
    *pos += sizeof *r + r->len;
    return true;
}
