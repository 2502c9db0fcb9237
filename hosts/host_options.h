/* host_options.h: a program's options as one table that drives both
 * getopt_long and the option lines of --help, so the two cannot drift apart.
 * simrun, gpurun and umprobe use it (traces/tracegen.c, below hosts/ in the
 * layout, keeps a table of its own, with the kinds of trace each option
 * applies to).
 */
#ifndef HOST_OPTIONS_H
#define HOST_OPTIONS_H

#include <getopt.h>
#include <stddef.h>
#include <stdio.h>

/* One option. Invariant (host_options_valid): names are unique; ids are
 * unique but for aliases (no help: left out of --help), which share the id of
 * an option before them; an option with an argument names it (arg) and one
 * without does not; an id below 128 is a letter or digit, the option's short
 * form, and others are 256 or more. */
struct host_option {
    const char *name; /* the long name, without "--" */
    int has_arg;      /* no_argument, required_argument or optional_argument */
    int id;           /* getopt_long's value: the letter of a short form, else >= 256 */
    const char *arg;  /* the argument's name in --help, NULL without one */
    const char *help; /* --help's text, wrapped to 80 columns; '\n' forces a break.
                       * NULL: an alias of the option with the same id */
};

/* getopt_long's tables for the n options: longopts (n + 1 entries, the last
 * zero) and the short-option string, each short form followed by ':' (an
 * argument) or "::" (an optional one), in len bytes. */
void host_options_getopt(const struct host_option *opts, size_t n, struct option *longopts,
                         char *shortopts, size_t len);

/* The options' lines of --help: "  -p, --policy SPEC    text", the text of
 * every option starting in one column (on the next line after a long name). */
void host_options_usage(FILE *f, const struct host_option *opts, size_t n);

/* text, its words wrapped before column 80 ('\n' breaks a line too), the
 * lines after the first starting at column indent; the first continues the
 * current line, which is taken to be at indent. Ends with a newline. */
void host_print_wrapped(FILE *f, const char *text, int indent);

#ifndef NDEBUG
/* 0 when the invariant above holds, else -1 (debug builds). */
int host_options_valid(const struct host_option *opts, size_t n);
#endif

#endif
