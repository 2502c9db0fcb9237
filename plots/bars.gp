# bars.gp: clustered bars from a wide CSV: column 1 names a group (x tic
# label), every other column one series (its header the legend).
# Writes OUT.png and OUT.svg.
#
#   gnuplot -e "data='t.csv'; out='t'; ncols=5; ttl='...'; sub='...'; yl='...'" plots/bars.gp
if (!exists("sub")) sub = ""
set datafile separator ","
set datafile missing ""
set title (sub eq "" ? ttl : ttl."\n".sub) noenhanced
set ylabel yl noenhanced
set grid ytics
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.85 border -1
set boxwidth 0.9
set key outside right top noenhanced
set yrange [0:*]
set xtics noenhanced
set linetype 1 lc rgb "#1f77b4"
set linetype 2 lc rgb "#d62728"
set linetype 3 lc rgb "#2ca02c"
set linetype 4 lc rgb "#ff7f0e"
set linetype 5 lc rgb "#9467bd"
set linetype 6 lc rgb "#8c564b"
set linetype cycle 6
doplot = "plot for [i=2:ncols] data using i:xtic(1) title columnheader(i)"
set terminal pngcairo size 1000,600 font "Sans,11"
set output out.".png"
eval doplot
set terminal svg size 1000,600 font "Sans,11" dynamic
set output out.".svg"
eval doplot
set output
