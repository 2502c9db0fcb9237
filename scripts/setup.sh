#!/bin/sh
# setup.sh: install the Debian packages this project builds and tests with.
#
# Idempotent: packages already present are left alone, and nothing is done at
# all when every one is installed. Run as root (CI, containers); as another
# user it prints the exact command to run instead and exits 1.
set -eu

PACKAGES="build-essential pkg-config zlib1g-dev libdeflate-dev libhdf5-dev hdf5-tools libgsl-dev gnuplot-nox \
check python3 python3-h5py python3-numpy clang libclang-rt-dev parallel"

missing=""
for p in $PACKAGES; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" \
        || missing="$missing $p"
done

if [ -z "$missing" ]; then
    echo "setup: all packages present"
    exit 0
fi

cmd="apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends$missing"
if [ "$(id -u)" -ne 0 ]; then
    echo "setup: missing packages:$missing" >&2
    echo "setup: run as root:  sh -c '$cmd'" >&2
    exit 1
fi
echo "setup: installing$missing"
sh -c "$cmd"
