#!/bin/sh
# deps.sh: the dependency rule of the layout (docs/design.md, "Architecture").
# Every #include "..." (and <...> naming one of our headers) in a library
# folder is resolved, by its file name, to the folder that holds that header,
# as the compiler does with one -I per folder; a folder may include only
# itself and the folders to its left in
#     traces <- policies <- hosts <- model <- calib <- capture <- live <- sim | gpu
# (policies/ only itself; sim/ and gpu/ never each other). policies/ must
# also stay host-neutral: no CUDA, CUPTI or HDF5 header. Prints each
# violation as FILE:LINE: ... and exits 1 if there is any; run from anywhere.
set -eu
cd "$(dirname "$0")/.."
LAYERS="traces policies hosts model calib capture live"
allowed() { # folder -> the folders it may include
    case $1 in
        traces) echo traces ;;
        policies) echo policies ;;
        hosts) echo traces policies hosts ;;
        model) echo traces policies hosts model ;;
        calib) echo traces policies hosts model calib ;;
        capture) echo traces policies hosts model calib capture ;;
        live) echo $LAYERS ;;
        sim) echo $LAYERS sim ;;
        gpu) echo $LAYERS gpu ;;
    esac
}
DIRS="$LAYERS sim gpu"
# header name -> folder, for every header of ours (tests/ too: no library
# folder may include a test header)
homes=$(for d in $DIRS tests; do
    find "$d" -name '*.h' -o -name '*.cuh' | while read -r h; do
        echo "$(basename "$h") ${h%%/*}"; done
done | sort)
dup=$(echo "$homes" | awk '{print $1}' | uniq -d)
status=0
if [ -n "$dup" ]; then
    echo "deps: header names held by two folders (the -I flags make them ambiguous): $dup"
    status=1
fi
for d in $DIRS; do
    ok=" $(allowed "$d") "
    for f in $(find "$d" -name '*.c' -o -name '*.h' -o -name '*.cu' -o -name '*.cuh' | sort); do
        out=$(echo "$homes" | awk -v file="$f" -v ok="$ok" -v dir="$d" '
            NR == FNR { home[$1] = $2; next }
            /^[ \t]*#[ \t]*include/ {
                if (!match($0, /[<"][^>"]+[>"]/)) next
                inc = substr($0, RSTART + 1, RLENGTH - 2)
                n = split(inc, part, "/"); base = part[n]
                if (dir == "policies" && base ~ /^(cuda|cupti|cublas|nvml|hdf5|H5)/) {
                    printf "%s:%d: includes <%s>: policies/ stay host-neutral\n", file, FNR, inc; next }
                if (!(base in home)) next
                h = home[base]
                if (index(ok, " " h " ") == 0)
                    printf "%s:%d: includes %s (%s/), which %s/ may not\n", file, FNR, inc, h, dir
            }' - "$f")
        if [ -n "$out" ]; then echo "$out"; status=1; fi
    done
done
[ $status -eq 0 ] && echo "deps: every include follows traces <- policies <- hosts <- model <- calib <- capture <- live <- sim | gpu"
exit $status
