# memory_timeline.gp: allocated and reserved bytes over simulated time, from
# simrun --timeline (one row after every kernel: policy, time_ns,
# resident_bytes, allocated_bytes, reserved_bytes, transfers_in_flight,
# faults). One reserved line per policy in `pols`; allocated bytes (the
# program's live bytes after the allocator's rounding) of the first.
# Writes OUT.png and OUT.svg.
#
#   gnuplot -e "data='tl.csv'; out='mem'; pols='caching bfc'; ttl='...'" plots/memory_timeline.gp
set datafile separator ","
GiB = 1073741824.0
if (!exists("sub")) sub = ""
set title (sub eq "" ? ttl : ttl."\n".sub) noenhanced
set xlabel "simulated time (ms)"
set ylabel "memory (GiB)"
set grid
set key inside left top noenhanced box opaque
set yrange [0:*]
set linetype 1 lc rgb "#1f77b4"
set linetype 2 lc rgb "#d62728"
set linetype 3 lc rgb "#2ca02c"
set linetype 4 lc rgb "#ff7f0e"
set linetype 5 lc rgb "#9467bd"
set linetype 6 lc rgb "#8c564b"
set linetype cycle 6
first = word(pols, 1)
doplot = "plot data using ($2/1e6):(strcol(1) eq first ? $4/GiB : NaN) every ::1 with lines lw 1.5 lc rgb '#555555' title 'allocated ('.first.')', "\
 . "for [i=1:words(pols)] data using ($2/1e6):(strcol(1) eq word(pols,i) ? $5/GiB : NaN) every ::1 with lines lw 2 lt i title 'reserved ('.word(pols,i).')'"
set terminal pngcairo size 1100,600 font "Sans,11"
set output out.".png"
eval doplot
set terminal svg size 1100,600 font "Sans,11" dynamic
set output out.".svg"
eval doplot
set output
