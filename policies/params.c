/* params.c: parsing "name:key=value,key=value" policy specifications
 * against each policy's parameter table (struct policy_param), shared by
 * every policy family. Values are unsigned integers with an optional
 * binary K/M/G/T suffix, or "inf" (UINT64_MAX). Every error names the
 * policy, the key and what is wrong, e.g. "bfc: round=abc: not a number";
 * policy_format_params writes values back in the same form.
 * policy_family_parse handles the "name:" part for every family; the
 * typed policy_parse_allocator/prefetcher/evictor wrap it (registry.c). */
#include "registry.h"

#include <ctype.h>
#include <inttypes.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

void policy_format_value(const struct policy_info *info, int i, uint64_t v, char *buf,
                         size_t len)
{
    bool fraction = (info->fractions >> i) & 1;
    if (v == UINT64_MAX) {
        snprintf(buf, len, "inf");
    } else if (fraction && v % POLICY_MILLIONTHS) {
        int n = snprintf(buf, len, "%" PRIu64 ".%06" PRIu64, v / POLICY_MILLIONTHS,
                         v % POLICY_MILLIONTHS);
        while (n > 0 && (size_t)n < len && buf[n - 1] == '0') /* 0.600000 -> 0.6 */
            buf[--n] = '\0';
    } else {
        snprintf(buf, len, "%" PRIu64, fraction ? v / POLICY_MILLIONTHS : v);
    }
}

void policy_format_params(const struct policy_info *info, const uint64_t *values, char *buf,
                          size_t len)
{
    size_t l = 0;
    buf[0] = '\0';
    for (int i = 0; info->params && info->params[i].key && i < POLICY_MAX_PARAMS; i++) {
        char v[32];
        policy_format_value(info, i, values[i], v, sizeof v);
        l += snprintf(buf + l, l < len ? len - l : 0, "%s%s=%s", i ? "," : "",
                      info->params[i].key, v);
    }
}

/* A fraction "I", "I.DDDDDD" (at most six decimals) or "inf" in millionths.
 * Returns 0 or -1. */
static int parse_fraction(const char *s, uint64_t *v)
{
    if (strcmp(s, "inf") == 0) {
        *v = UINT64_MAX;
        return 0;
    }
    uint64_t whole = 0, frac = 0, scale = POLICY_MILLIONTHS;
    const char *p = s;
    if (!isdigit((unsigned char)*p))
        return -1;
    for (; isdigit((unsigned char)*p); p++)
        if ((whole = whole * 10 + (uint64_t)(*p - '0')) > 1000000)
            return -1;
    if (*p == '.') {
        if (!isdigit((unsigned char)*++p))
            return -1;
        for (; isdigit((unsigned char)*p); p++) {
            if (scale == 1)
                return -1; /* more than six decimals */
            scale /= 10;
            frac += (uint64_t)(*p - '0') * scale;
        }
    }
    if (*p)
        return -1;
    *v = whole * POLICY_MILLIONTHS + frac;
    return 0;
}

int policy_parse_u64(const char *s, uint64_t *v)
{
    if (!s || !*s)
        return -1;
    if (strcmp(s, "inf") == 0) {
        *v = UINT64_MAX;
        return 0;
    }
    uint64_t x = 0;
    const char *p = s;
    if (!isdigit((unsigned char)*p))
        return -1;
    for (; isdigit((unsigned char)*p); p++) {
        unsigned d = (unsigned)(*p - '0');
        if (x > (UINT64_MAX - d) / 10)
            return -1;
        x = x * 10 + d;
    }
    unsigned shift = 0;
    switch (*p) {
    case '\0': break;
    case 'K': case 'k': shift = 10; break;
    case 'M': case 'm': shift = 20; break;
    case 'G': case 'g': shift = 30; break;
    case 'T': case 't': shift = 40; break;
    default: return -1;
    }
    if (*p) {
        p++;
        /* accept "K", "KB" and "KiB" */
        if (*p == 'i')
            p++;
        if (*p == 'B')
            p++;
        if (*p)
            return -1;
    }
    if (shift && x > (UINT64_MAX >> shift))
        return -1;
    *v = x << shift;
    return 0;
}

static void list_keys(const struct policy_info *info, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (const struct policy_param *p = info->params; p && p->key; p++) {
        int n = snprintf(buf + used, len - used, "%s%s", used ? ", " : "", p->key);
        if (n < 0 || (size_t)n >= len - used)
            break;
        used += (size_t)n;
    }
}

/* One "key=value" item of kv (buf, NUL-terminated) into values; given
 * marks the keys seen. Returns 0 or -1 with err. */
static int parse_item(const struct policy_info *info, size_t nparams, char *buf,
                      uint64_t values[POLICY_MAX_PARAMS], bool given[POLICY_MAX_PARAMS], char *err,
                      size_t errlen)
{
    char *eq = strchr(buf, '=');
    if (!eq) {
        snprintf(err, errlen, "%s: '%s': expected key=value", info->name, buf);
        return -1;
    }
    *eq = '\0';
    const char *key = buf, *val = eq + 1;
    size_t idx = 0;
    while (idx < nparams && strcmp(info->params[idx].key, key) != 0)
        idx++;
    if (idx == nparams) {
        char keys[200];
        list_keys(info, keys, sizeof keys);
        if (nparams)
            snprintf(err, errlen, "%s: key '%s' unknown (keys: %s)", info->name, key, keys);
        else
            snprintf(err, errlen, "%s: key '%s' unknown (%s takes no parameters)", info->name,
                     key, info->name);
        return -1;
    }
    const struct policy_param *p = &info->params[idx];
    bool fraction = (info->fractions >> idx) & 1;
    uint64_t v;
    if (fraction ? parse_fraction(val, &v) != 0 : policy_parse_u64(val, &v) != 0) {
        snprintf(err, errlen,
                 fraction ? "%s: %s=%s: not a number (expected a fraction such as 0.6, "
                               "with at most six decimals)"
                             : "%s: %s=%s: not a number (expected an integer with an optional "
                               "K/M/G/T suffix, or inf)",
                 info->name, key, val);
        return -1;
    }
    char bound[32];
    if (v < p->min || v > p->max) {
        policy_format_value(info, (int)idx, v < p->min ? p->min : p->max, bound, sizeof bound);
        snprintf(err, errlen, "%s: %s=%s: %s %s", info->name, key, val,
                 v < p->min ? "below" : "above", bound);
        return -1;
    }
    if (given[idx]) {
        snprintf(err, errlen, "%s: key '%s' given twice", info->name, key);
        return -1;
    }
    given[idx] = true;
    values[idx] = v;
    return 0;
}

int policy_parse_params(const struct policy_info *info, const char *kv,
                        uint64_t values[POLICY_MAX_PARAMS], char *err, size_t errlen)
{
    size_t nparams = 0;
    for (const struct policy_param *p = info->params; p && p->key; p++)
        values[nparams++] = p->def;
    for (size_t i = nparams; i < POLICY_MAX_PARAMS; i++)
        values[i] = 0;
    if (!kv || !*kv)
        return 0;
    bool given[POLICY_MAX_PARAMS] = {false};
    for (const char *item = kv;;) {
        const char *end = strchr(item, ',');
        size_t ilen = end ? (size_t)(end - item) : strlen(item);
        char buf[256];
        if (ilen == 0 || ilen >= sizeof buf) {
            snprintf(err, errlen, "%s: '%s': %s", info->name, kv,
                     ilen ? "parameter too long" : "empty parameter (expected key=value)");
            return -1;
        }
        memcpy(buf, item, ilen);
        buf[ilen] = '\0';
        if (parse_item(info, nparams, buf, values, given, err, errlen) != 0)
            return -1;
        if (!end)
            return 0;
        item = end + 1;
    }
}

int policy_family_parse(const struct policy_family *f, const char *spec, size_t *index,
                        uint64_t values[POLICY_MAX_PARAMS], char *err, size_t errlen)
{
    const char *colon = strchr(spec, ':');
    size_t nlen = colon ? (size_t)(colon - spec) : strlen(spec);
    char name[64];
    if (nlen == 0 || nlen >= sizeof name) {
        snprintf(err, errlen, "'%s': expected a policy name", spec);
        return -1;
    }
    memcpy(name, spec, nlen);
    name[nlen] = '\0';
    ptrdiff_t i = policy_family_find(f, name);
    if (i < 0) {
        char names[256];
        size_t used = 0;
        names[0] = '\0';
        for (size_t j = 0; f->infos[j]; j++) {
            int n = snprintf(names + used, sizeof names - used, "%s%s", used ? ", " : "",
                             f->infos[j]->name);
            if (n < 0 || (size_t)n >= sizeof names - used)
                break;
            used += (size_t)n;
        }
        snprintf(err, errlen, "unknown %s policy '%s' (policies: %s)", f->name, name, names);
        return -1;
    }
    if (colon && !colon[1]) {
        snprintf(err, errlen, "%s: nothing after ':' (expected key=value,...)", name);
        return -1;
    }
    if (policy_parse_params(f->infos[i], colon ? colon + 1 : NULL, values, err, errlen) != 0)
        return -1;
    *index = (size_t)i;
    return 0;
}

int policy_split_list(const char *list, char **specs, int *n, int max, char *err, size_t errlen)
{
    char *buf = strdup(list);
    if (!buf) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    char *save = NULL;
    int rc = 0;
    for (char *tok = strtok_r(buf, ",", &save); tok && rc == 0; tok = strtok_r(NULL, ",", &save)) {
        char *eq = strchr(tok, '='), *colon = strchr(tok, ':');
        if (eq && (!colon || eq < colon)) {
            if (*n == 0) {
                snprintf(err, errlen, "parameter '%s' comes before any policy name", tok);
                rc = -1;
                break;
            }
            /* "bfc" + "round=1024" -> "bfc:round=1024"; else append ",k=v" */
            char *prev = specs[*n - 1];
            size_t l = strlen(prev) + strlen(tok) + 2;
            char *joined = malloc(l);
            if (!joined) {
                snprintf(err, errlen, "out of memory");
                rc = -1;
                break;
            }
            snprintf(joined, l, "%s%s%s", prev, strchr(prev, ':') ? "," : ":", tok);
            free(prev);
            specs[*n - 1] = joined;
        } else if (*n == max) {
            snprintf(err, errlen, "more than %d policies", max);
            rc = -1;
        } else if (!(specs[*n] = strdup(tok))) {
            snprintf(err, errlen, "out of memory");
            rc = -1;
        } else {
            (*n)++;
        }
    }
    free(buf);
    return rc;
}
