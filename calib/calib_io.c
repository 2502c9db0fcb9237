/* calib_io.c: the files of a calibration (calib.h): the fitted
 * profile, written with each key's method and residual as comments, and
 * the measurements CSV (every repetition, then the fit's rows), read back by
 * gpurun --calibrate --from to redo a fit without a GPU. The reader takes the
 * CSV plain or gzip-compressed (zlib reads both). */
#include "calib.h"
#include "model_error.h"

#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/* ---- writing and reading ---------------------------------------------------------------- */

/* "# " lines of at most about 78 columns. */
static void comment(FILE *f, const char *text)
{
    const char *p = text;
    while (*p) {
        while (*p == ' ')
            p++;
        if (!*p)
            break;
        size_t len = strlen(p), cut = len;
        if (len > 76) {
            cut = 76;
            while (cut > 0 && p[cut] != ' ')
                cut--;
            if (cut == 0)
                cut = strcspn(p, " ");
        }
        fprintf(f, "# %.*s\n", (int)cut, p);
        p += cut;
    }
}

int calib_write_profile(const struct calib *c, const struct calib_result *r,
                            const struct model_profile *base, const char *command, FILE *f)
{
    char text[2048], when[80];
    calib_when(&c->meta, when, sizeof when);
    fprintf(f, "# Calibrated profile: %s.\n#\n", c->meta.device);
    snprintf(text, sizeof text,
             "Written by `%s` from measurements of %s: %s, driver %s, CUDA %s. Every repetition "
             "is in the measurements file beside this one (its name + .measurements.csv); "
             "`gpurun --calibrate FILE --from THAT.csv` redoes the fit without a GPU. Each key "
             "says how it was measured and fitted and its RMS relative residual: the written "
             "value against every repetition. Base profile (unmeasured keys): %s.",
             command ? command : "gpurun --calibrate", when, c->meta.device,
             c->meta.driver, c->meta.cuda, base->path[0] ? base->path : base->name);
    comment(f, text);
    fputc('\n', f);
    for (int i = 0; i < r->n; i++) {
        const struct calib_key *k = &r->k[i];
        if (!strcmp(k->key, "fault_batch_ns") && r->nfcase) {
            fprintf(f, "# ---- fault path: the cases (fault - resident kernel time, median; "
                       "simulated counts) ----\n");
            fprintf(f, "# %-7s %10s %10s %9s %9s %11s %11s %11s %11s\n", "case", "size",
                    "stride", "batches", "blocks", "bytes", "zero-fill", "measured", "fitted");
            for (int q = 0; q < r->nfcase; q++) {
                char s[32], st[32], m[32], mo[32];
                calib_fmt_size(s, sizeof s, r->fcase[q].size);
                calib_fmt_size(st, sizeof st, r->fcase[q].stride);
                calib_fmt_time(m, sizeof m, r->fcase[q].measured_ns);
                calib_fmt_time(mo, sizeof mo, r->fcase[q].model_ns);
                fprintf(f, "# %-7s %10s %10s %9.0f %9.0f %11.0f %11.0f %11s %11s\n",
                        r->fcase[q].cas, s, st, r->fcase[q].coef[0], r->fcase[q].coef[1],
                        r->fcase[q].coef[2], r->fcase[q].coef[4], m, mo);
            }
        }
        if (k->how[0])
            comment(f, k->how);
        if (k->rms_rel >= 0)
            fprintf(f, "# Residual: %.1f%% RMS relative over %zu repetitions.\n",
                    100 * k->rms_rel, k->points);
        if (k->value[0] || !strcmp(k->key, "description"))
            fprintf(f, "%s = %s\n\n", k->key, k->value);
        else
            fprintf(f, "# (%s: not in the base profile)\n\n", k->key);
    }
    return ferror(f) ? -1 : 0;
}

/* A metadata value without the CSV's separators. */
static void clean(char *out, size_t len, const char *s)
{
    snprintf(out, len, "%s", s);
    for (char *p = out; *p; p++)
        if (*p == ',' || *p == '\n' || *p == '\r' || *p == '"')
            *p = ' ';
}

#define CSV_HEADER "kind,key,case,size,stride,piece,rep,value,unit,device,driver,cuda,date"

/* The last four fields of a row measured at m. */
static void csv_tail(char *tail, size_t len, const struct calib_meta *m)
{
    char dev[128], drv[64], cu[32], date[32];
    clean(dev, sizeof dev, m->device);
    clean(drv, sizeof drv, m->driver);
    clean(cu, sizeof cu, m->cuda);
    clean(date, sizeof date, m->date);
    snprintf(tail, len, "%s,%s,%s,%s", dev, drv, cu, date);
}

int calib_write_csv(const struct calib *c, const struct calib_result *r, FILE *f)
{
    char tail[300], row_tail[300];
    csv_tail(tail, sizeof tail, &c->meta);
    fprintf(f, CSV_HEADER "\n");
    for (size_t i = 0; i < c->n; i++) {
        const struct calib_row *w = &c->rows[i];
        /* each row keeps where it was measured; a fit's own rows below take the first */
        if (w->src < c->nsrc)
            csv_tail(row_tail, sizeof row_tail, &c->srcs[w->src]);
        fprintf(f, "m,%s,%s,%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%d,%.17g,%s,%s\n", w->key,
                w->cas, w->size, w->stride, w->piece, w->rep, w->ns,
                !strcmp(w->key, "capacity")         ? "B"
                : !strcmp(w->key, "prefetch_queue") ? "calls"
                                                    : "ns",
                w->src < c->nsrc ? row_tail : tail);
    }
    for (int i = 0; r && i < r->n; i++)
        if (r->k[i].rms_rel >= 0)
            fprintf(f, "fit,%s,rms_rel,0,0,0,%zu,%.6g,1,%s\n", r->k[i].key, r->k[i].points,
                    r->k[i].rms_rel, tail);
    for (int q = 0; r && q < r->nfcase; q++)
        fprintf(f, "fit,fault,%s,%" PRIu64 ",%" PRIu64 ",0,0,%.6g,fitted/measured,%s\n",
                r->fcase[q].cas, r->fcase[q].size, r->fcase[q].stride,
                r->fcase[q].model_ns / r->fcase[q].measured_ns, tail);
    return ferror(f) ? -1 : 0;
}

/* Make the device, driver, CUDA and date fields f[0..3] the last of c->srcs,
 * where the next row added takes its source; 0, or -1 out of memory. */
static int source_of(struct calib *c, char *const f[4])
{
    struct calib_meta m;
    memset(&m, 0, sizeof m);
    snprintf(m.device, sizeof m.device, "%s", f[0]);
    snprintf(m.driver, sizeof m.driver, "%s", f[1]);
    snprintf(m.cuda, sizeof m.cuda, "%s", f[2]);
    snprintf(m.date, sizeof m.date, "%s", f[3]);
    if (c->nsrc && !memcmp(&m, &c->srcs[c->nsrc - 1], sizeof m))
        return 0; /* a file's rows share one */
    struct calib_meta *s = realloc(c->srcs, (c->nsrc + 1) * sizeof *s);
    if (!s)
        return -1;
    c->srcs = s;
    c->srcs[c->nsrc++] = m;
    return 0;
}

/* Cut line at its commas into fld (at most 13); the number of fields. */
static int split_fields(char *line, char *fld[13])
{
    int nf = 0;
    for (char *p = line; nf < 13;) {
        fld[nf++] = p;
        char *comma = strchr(p, ',');
        if (!comma)
            break;
        *comma = '\0';
        p = comma + 1;
    }
    return nf;
}

/* The first and last dates of the measurements, and the first row's
 * machine, into c->meta. */
static void note_meta(struct calib *c, char *const fld[13])
{
    if (!c->meta.device[0]) {
        snprintf(c->meta.device, sizeof c->meta.device, "%s", fld[9]);
        snprintf(c->meta.driver, sizeof c->meta.driver, "%s", fld[10]);
        snprintf(c->meta.cuda, sizeof c->meta.cuda, "%s", fld[11]);
        snprintf(c->meta.date, sizeof c->meta.date, "%s", fld[12]);
        snprintf(c->meta.date_last, sizeof c->meta.date_last, "%s", fld[12]);
    }
    if (strcmp(fld[12], c->meta.date) < 0) /* ISO 8601: in order as text */
        snprintf(c->meta.date, sizeof c->meta.date, "%s", fld[12]);
    if (strcmp(fld[12], c->meta.date_last) > 0)
        snprintf(c->meta.date_last, sizeof c->meta.date_last, "%s", fld[12]);
}

/* A measurement row's fields into c (its repetition after rep_base).
 * Returns 0 or -1 with err as "PATH: line N: what". */
static int read_row(struct calib *c, char *const fld[13], int rep_base, const char *path,
                    int lineno, char *err, size_t errlen)
{
    char *end;
    uint64_t v[3];
    for (int j = 0; j < 3; j++)
        if (model_parse_size(fld[3 + j], &v[j])) {
            model_seterr(err, errlen, "%s: line %d: field %d: '%s': expected an integer", path,
                   lineno, 4 + j, fld[3 + j]);
            return -1;
        }
    long rep = strtol(fld[6], &end, 10);
    if (*end || end == fld[6] || rep < 0 || rep > 1000000) {
        model_seterr(err, errlen, "%s: line %d: rep '%s': expected an integer", path, lineno,
               fld[6]);
        return -1;
    }
    double ns = strtod(fld[7], &end);
    if (*end || end == fld[7] || !isfinite(ns)) {
        model_seterr(err, errlen, "%s: line %d: value '%s': expected a finite number", path,
               lineno, fld[7]);
        return -1;
    }
    if (source_of(c, fld + 9)) {
        model_seterr(err, errlen, "%s: line %d: out of memory", path, lineno);
        return -1;
    }
    if (calib_add(c, fld[1], fld[2], v[0], v[1], v[2], rep_base + (int)rep, ns)) {
        model_seterr(err, errlen, "%s: line %d: bad key or case (or out of memory)", path,
               lineno);
        return -1;
    }
    note_meta(c, fld);
    return 0;
}

/* Line lineno (1: the header) of path into c; 0 or -1 with err. */
static int read_line(struct calib *c, char *line, int lineno, int rep_base, const char *path,
                     char *err, size_t errlen)
{
    line[strcspn(line, "\r\n")] = '\0';
    if (lineno == 1) {
        if (!strcmp(line, CSV_HEADER))
            return 0;
        model_seterr(err, errlen, "%s: line 1: expected the header '" CSV_HEADER "'", path);
        return -1;
    }
    char *fld[13];
    int nf = split_fields(line, fld);
    if (nf != 13) {
        model_seterr(err, errlen, "%s: line %d: expected 13 fields, found %d", path, lineno, nf);
        return -1;
    }
    if (strcmp(fld[0], "m"))
        return 0; /* fit rows are results, not measurements */
    return read_row(c, fld, rep_base, path, lineno, err, errlen);
}

int calib_read_csv(struct calib *c, const char *path, char *err, size_t errlen)
{
    int rep_base = 0; /* past the reps of the rows already read */
    for (size_t i = 0; i < c->n; i++)
        if (c->rows[i].rep >= rep_base)
            rep_base = c->rows[i].rep + 1;
    gzFile f = gzopen(path, "rb");
    if (!f) {
        model_seterr(err, errlen, "%s: cannot open", path);
        return -1;
    }
    char line[1024];
    int lineno = 0, rc = 0, zerr = Z_OK;
    while (rc == 0 && gzgets(f, line, sizeof line)) {
        lineno++;
        const char *zmsg = gzerror(f, &zerr);
        if (zerr != Z_OK && zerr != Z_STREAM_END) { /* a cut or damaged .gz */
            model_seterr(err, errlen, "%s: line %d: cannot read: %s", path, lineno, zmsg);
            rc = -1;
        } else {
            rc = read_line(c, line, lineno, rep_base, path, err, errlen);
        }
    }
    const char *zmsg = gzerror(f, &zerr);
    if (rc == 0 && zerr != Z_OK && zerr != Z_STREAM_END) {
        model_seterr(err, errlen, "%s: line %d: cannot read: %s", path, lineno + 1, zmsg);
        rc = -1;
    }
    if (rc == 0 && lineno == 0) {
        model_seterr(err, errlen, "%s: empty file", path);
        rc = -1;
    }
    gzclose(f);
    return rc;
}
