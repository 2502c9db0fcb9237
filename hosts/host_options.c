/* host_options.c: getopt_long's tables and --help from one option table
 * (host_options.h). */
#include "host_options.h"

#include <assert.h>
#include <ctype.h>
#include <stdbool.h>
#include <string.h>

#define HOST_OPT_COLUMN 22 /* the width of "-p, --policy SPEC" and its padding */

void host_options_getopt(const struct host_option *opts, size_t n, struct option *longopts,
                         char *shortopts, size_t len)
{
    assert(host_options_valid(opts, n) == 0);
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        longopts[i] = (struct option){ opts[i].name, opts[i].has_arg, NULL, opts[i].id };
        if (opts[i].id >= 128 || k + 4 > len)
            continue;
        shortopts[k++] = (char)opts[i].id;
        if (opts[i].has_arg != no_argument)
            shortopts[k++] = ':';
        if (opts[i].has_arg == optional_argument)
            shortopts[k++] = ':';
    }
    longopts[n] = (struct option){ NULL, 0, NULL, 0 };
    if (len)
        shortopts[k < len ? k : len - 1] = '\0';
}

void host_print_wrapped(FILE *f, const char *text, int indent)
{
    int col = indent;
    for (const char *w = text; *w;) {
        if (*w == '\n') {
            fprintf(f, "\n%*s", indent, "");
            col = indent;
            w++;
            continue;
        }
        int len = (int)strcspn(w, " \n");
        if (col > indent && col + 1 + len >= 80) {
            fprintf(f, "\n%*s", indent, "");
            col = indent;
        } else if (col > indent) {
            fputc(' ', f);
            col++;
        }
        fprintf(f, "%.*s", len, w);
        col += len;
        w += len + strspn(w + len, " ");
    }
    fputc('\n', f);
}

void host_options_usage(FILE *f, const struct host_option *opts, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        const struct host_option *o = &opts[i];
        if (!o->help)
            continue; /* an alias */
        char left[80], shortform[8] = "    ";
        if (o->id < 128)
            snprintf(shortform, sizeof shortform, "-%c, ", o->id);
        const char *open = o->has_arg == optional_argument ? "[=" : " ";
        snprintf(left, sizeof left, "%s--%s%s%s%s", shortform, o->name, o->arg ? open : "",
                 o->arg ? o->arg : "", o->arg && o->has_arg == optional_argument ? "]" : "");
        if (strlen(left) > HOST_OPT_COLUMN) /* the text on the next line */
            fprintf(f, "  %s\n  %-*s ", left, HOST_OPT_COLUMN, "");
        else
            fprintf(f, "  %-*s ", HOST_OPT_COLUMN, left);
        host_print_wrapped(f, o->help, HOST_OPT_COLUMN + 3);
    }
}

#ifndef NDEBUG
int host_options_valid(const struct host_option *opts, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        const struct host_option *o = &opts[i];
        if (!o->name || (o->arg != NULL) != (o->has_arg != no_argument) ||
            (o->id < 128 && !isalnum(o->id)) || (o->id >= 128 && o->id < 256))
            return -1;
        bool aliased = false;
        for (size_t j = 0; j < i; j++) {
            if (strcmp(opts[j].name, o->name) == 0 || (opts[j].id == o->id && o->help))
                return -1;
            aliased |= opts[j].id == o->id && opts[j].help;
        }
        if (!o->help && !aliased)
            return -1;
    }
    return 0;
}
#endif
