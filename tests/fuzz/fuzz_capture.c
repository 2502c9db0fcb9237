/* fuzz_capture.c: libFuzzer target for the capture log's reader and its
 * conversion into a trace (capture/).
 *
 * The input, after the log's magic, is the log: any records, kinds,
 * lengths, addresses, handles, times and parameter bytes. Its first byte
 * also picks the conversion's settings (--iters, --iter-kernel, --allocs).
 * Whatever the bytes, the reader must return an error or the records, and
 * the converter an error or a trace that trace_validate accepts: no crash,
 * no leak, no hang, no invalid trace (make fuzz; seeds in corpus-capture/).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "capture_convert.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static char log_path[64], out[64];
    if (!log_path[0]) {
        snprintf(log_path, sizeof log_path, "/tmp/fuzz-capture-%d.log", (int)getpid());
        snprintf(out, sizeof out, "/tmp/fuzz-capture-%d.h5", (int)getpid());
    }
    if (!size)
        return 0;
    struct capture_settings s = { .iters = data[0] & 3, .iter_every = 1 + (data[0] >> 2 & 3),
                                  .samples = 1, .iter_kernel = data[0] & 16 ? "k" : NULL,
                                  .allocs = data[0] >> 5 };
    FILE *f = fopen(log_path, "wb");
    if (!f)
        return 0;
    fwrite(CAPTURE_MAGIC, 1, 8, f);
    fwrite(data + 1, 1, size - 1, f);
    fclose(f);
    struct capture_log log;
    struct capture_report rep;
    struct trace_error err;
    if (capture_log_read(&log, log_path, &err) < 0)
        return 0;
    int rc = capture_convert(&log, &s, out, &rep, &err);
    capture_log_free(&log);
    if (rc < 0)
        return 0;
    struct trace *t = trace_open(out, &err);
    if (!t || trace_validate(t, NULL, &err) < 0) {
        fprintf(stderr, "fuzz_capture: the converter wrote an invalid trace: %s\n", err.msg);
        abort();
    }
    trace_close(t);
    unlink(out);
    return 0;
}
