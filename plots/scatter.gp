# scatter.gp: simulated against measured values with the y = x line, one
# point per row of a CSV with columns label,quantity,simulated,measured
# (plots/validation.py gathers them from the validation results), log-log.
# An empty table still gives the axes, the y = x line and a note saying so.
# Writes OUT.png and OUT.svg.
#
#   gnuplot -e "data='v.csv'; out='v'; npts=5; ttl='...'; xl='...'; yl='...'" plots/scatter.gp
set datafile separator ","
if (!exists("sub")) sub = ""
set title (sub eq "" ? ttl : ttl."\n".sub) noenhanced
set xlabel xl noenhanced
set ylabel yl noenhanced
set grid
set logscale xy
set key inside left top noenhanced box opaque
set size square
if (npts > 0) {
    stats data using 3:4 nooutput
    lo = (STATS_min_x < STATS_min_y ? STATS_min_x : STATS_min_y) / 2
    hi = (STATS_max_x > STATS_max_y ? STATS_max_x : STATS_max_y) * 2
} else {
    lo = 0.001; hi = 1000
    set label 1 "no measured points yet: no validation results under docs/" at graph 0.5, graph 0.5 center
}
set xrange [lo:hi]
set yrange [lo:hi]
set samples 2
doplot = "plot x with lines dt 2 lc rgb '#555555' title 'y = x (simulation exact)'"
# Points are labelled when there are few; past 12 the labels would overlap,
# and the CSV beside the picture names every point.
if (npts > 0) doplot = doplot . ", data using 4:3 every ::1 with points pt 7 ps 1.3 lc rgb '#1f77b4' title 'runs (names in the CSV)'"
if (npts > 0 && npts <= 12) doplot = doplot . ", data using 4:3:1 every ::1 with labels offset 1,0.5 left font ',8' notitle"
set terminal pngcairo size 800,800 font "Sans,11"
set output out.".png"
eval doplot
set terminal svg size 800,800 font "Sans,11" dynamic
set output out.".svg"
eval doplot
set output
