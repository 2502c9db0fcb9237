/* trace_contained.c: what a trace may not be or contain (docs/design.md
 * section 3), checked before HDF5 follows it.
 *
 * A trace is read from untrusted files, so the reader opens nothing but the
 * file it was given, and only that if it is a regular file (a FIFO would
 * block the open, a device would be read forever). HDF5 can make a dataset
 * read another file: an external link (/events -> other.h5:/events),
 * external raw storage (rows kept in any file, even /etc/shadow, whose bytes
 * would then show up in messages as values) and a virtual dataset (rows
 * mapped from datasets of other files). Each is refused with what it
 * names, and the link access list the reader opens datasets with refuses to
 * traverse external links at all, so a soft link into one fails too. A
 * soft link inside the file is allowed, but one that leads nowhere or in a
 * circle is named as such, and so is a compression filter this build of
 * HDF5 lacks (h5py's LZF, say), before any row is read.
 */
#include "trace_hdf5.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const char *file_kind(mode_t m)
{
    if (S_ISDIR(m))
        return "a directory";
    if (S_ISFIFO(m))
        return "a FIFO";
    if (S_ISCHR(m))
        return "a character device";
    if (S_ISBLK(m))
        return "a block device";
    if (S_ISSOCK(m))
        return "a socket";
    return "not a regular file";
}

int trace_check_regular(const char *path, struct trace_error *err)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        trace_error_set(err, path, "cannot open: %s", strerror(errno));
        return -1;
    }
    if (!S_ISREG(st.st_mode)) {
        trace_error_set(err, path, "is %s, not a trace file", file_kind(st.st_mode));
        return -1;
    }
    return 0;
}

/* Text from the file, fit to print: cut to len, control bytes as '?'. */
static const char *printable(const char *s, char *buf, size_t len)
{
    snprintf(buf, len, "%s", s ? s : "");
    for (char *p = buf; *p; p++)
        if (!isprint((unsigned char)*p))
            *p = '?';
    return buf;
}

/* HDF5 calls this before it would open the file an external link names. */
static herr_t refuse_elink(const char *parent_file, const char *parent_group,
                           const char *child_file, const char *child_object, unsigned *acc_flags,
                           hid_t fapl, void *data)
{
    (void)parent_file, (void)parent_group, (void)child_file, (void)child_object;
    (void)acc_flags, (void)fapl, (void)data;
    return -1;
}

hid_t trace_contained_dapl(void)
{
    hid_t dapl = H5Pcreate(H5P_DATASET_ACCESS);
    if (dapl >= 0)
        H5Pset_elink_cb(dapl, refuse_elink, NULL);
    return dapl;
}

static herr_t find_nlinks(unsigned n, const H5E_error2_t *e, void *data)
{
    (void)n;
    if (e->min_num == H5E_NLINKS)
        *(bool *)data = true;
    return 0;
}

/* A soft link's target must be an object of this file. */
static int check_soft(hid_t file, const char *name, hid_t dapl, const char *target, char *why,
                      size_t len)
{
    htri_t ex = H5Oexists_by_name(file, name, dapl);
    if (ex > 0)
        return 0;
    bool circular = false;
    H5Ewalk2(H5E_DEFAULT, H5E_WALK_UPWARD, find_nlinks, &circular);
    H5Eclear2(H5E_DEFAULT);
    char t[128];
    printable(target, t, sizeof t);
    if (circular)
        snprintf(why, len, "soft link to '%s', which leads back to itself (a circular link, or "
                 "a chain of more than 16 links)", t);
    else
        snprintf(why, len, "soft link to '%s', which names no object of this file (a dangling "
                 "link)", t);
    return -1;
}

int trace_contained_link(hid_t file, const char *name, hid_t dapl, char *why, size_t len)
{
    H5L_info_t info;
    if (H5Lget_info(file, name, &info, H5P_DEFAULT) < 0) {
        trace_hdf5_reason(why, len);
        return -1;
    }
    if (info.type == H5L_TYPE_HARD)
        return 0;
    size_t size = info.u.val_size;
    char *val = calloc(1, size + 1);
    if (!val || H5Lget_val(file, name, val, size, H5P_DEFAULT) < 0) {
        free(val);
        H5Eclear2(H5E_DEFAULT);
        snprintf(why, len, "a link HDF5 cannot read (damaged file?)");
        return -1;
    }
    int rc = -1;
    const char *efile = NULL, *eobj = NULL;
    char f[160], o[128];
    if (info.type == H5L_TYPE_SOFT)
        rc = check_soft(file, name, dapl, val, why, len);
    else if (info.type == H5L_TYPE_EXTERNAL
             && H5Lunpack_elink_val(val, size, NULL, &efile, &eobj) >= 0)
        snprintf(why, len, "external link to '%s' in file '%s': a trace may not refer to other "
                 "files", printable(eobj, o, sizeof o), printable(efile, f, sizeof f));
    else
        snprintf(why, len, "a link of type %d, which a trace may not hold (only datasets and "
                 "soft links inside the file)", (int)info.type);
    H5Eclear2(H5E_DEFAULT);
    free(val);
    return rc;
}

/* Every filter of the pipeline must be there to decode. */
static int check_filters(hid_t dcpl, char *why, size_t len)
{
    int n = H5Pget_nfilters(dcpl);
    for (int i = 0; i < n; i++) {
        unsigned flags, cd[8], config = 0;
        size_t ncd = 8;
        char name[64] = "", p[64];
        H5Z_filter_t id = H5Pget_filter2(dcpl, (unsigned)i, &flags, &ncd, cd, sizeof name, name,
                                         NULL);
        if (id >= 0 && H5Zfilter_avail(id) > 0 && H5Zget_filter_info(id, &config) >= 0
            && (config & H5Z_FILTER_CONFIG_DECODE_ENABLED))
            continue;
        H5Eclear2(H5E_DEFAULT);
        snprintf(why, len, "compressed with filter '%s' (id %d), which this build of HDF5 "
                 "lacks (install its plugin, or rewrite the trace with gzip)",
                 printable(name[0] ? name : "unnamed", p, sizeof p), (int)id);
        return -1;
    }
    return 0;
}

int trace_contained_storage(hid_t ds, char *why, size_t len)
{
    hid_t dcpl = H5Dget_create_plist(ds);
    if (dcpl < 0) {
        trace_hdf5_reason(why, len);
        return -1;
    }
    int rc = -1;
    H5D_layout_t layout = H5Pget_layout(dcpl);
    int nexternal = H5Pget_external_count(dcpl);
    char name[256] = "", p[160];
    off_t offset;
    hsize_t size;
    if (layout == H5D_VIRTUAL)
        snprintf(why, len, "a virtual dataset (rows mapped from other datasets, maybe of other "
                 "files): a trace must store its own rows");
    else if (layout != H5D_CONTIGUOUS && layout != H5D_CHUNKED && layout != H5D_COMPACT)
        snprintf(why, len, "an unknown storage layout (%d)", (int)layout);
    else if (nexternal != 0) {
        if (nexternal < 0 || H5Pget_external(dcpl, 0, sizeof name, name, &offset, &size) < 0)
            snprintf(name, sizeof name, "?");
        snprintf(why, len, "rows stored in another file ('%s', external storage): a trace may "
                 "not refer to other files", printable(name, p, sizeof p));
    } else
        rc = check_filters(dcpl, why, len);
    H5Eclear2(H5E_DEFAULT);
    H5Pclose(dcpl);
    return rc;
}
