# lines.gp: one line per column of a wide CSV (plots/pivot.py writes them):
# column 1 is x, every other column one series, its header the legend.
# Writes OUT.png and OUT.svg.
#
#   gnuplot -e "data='t.csv'; out='t'; ncols=9; ttl='...'; xl='...'; yl='...'; logy=0" plots/lines.gp
#
# Optional: logy=1 (log y axis), logx=1, key='outside' (legend right of the
# plot, for many series; default inside top right).
if (!exists("logy")) logy = 0
if (!exists("logx")) logx = 0
if (!exists("key")) key = "inside"

set datafile separator ","
set datafile missing ""
if (!exists("sub")) sub = ""
set title (sub eq "" ? ttl : ttl."\n".sub) noenhanced
set xlabel xl noenhanced
set ylabel yl noenhanced
set grid
if (logy) set logscale y
if (logx) set logscale x 2
if (key eq "outside") set key outside right top vertical noenhanced; else set key inside right top noenhanced
set yrange [0<*:*]
if (logy) set yrange [*:*]
if (logy) set offsets graph 0.02, graph 0.02, 0, 0; else set offsets graph 0.02, graph 0.02, graph 0.05, 0

# 8 distinct colours, then point types vary, so 16+ series stay apart.
set linetype 1 lc rgb "#1f77b4"
set linetype 2 lc rgb "#d62728"
set linetype 3 lc rgb "#2ca02c"
set linetype 4 lc rgb "#ff7f0e"
set linetype 5 lc rgb "#9467bd"
set linetype 6 lc rgb "#8c564b"
set linetype 7 lc rgb "#e377c2"
set linetype 8 lc rgb "#17becf"
set linetype cycle 8

doplot = "plot for [i=2:ncols] data using 1:i with linespoints lw 2 dt i%2+1 pt (1+int((i-2)/8)*4+((i-2)%4)) ps 1.2 title columnheader(i)"

set terminal pngcairo size 1100,650 font "Sans,11"
set output out.".png"
eval doplot
set terminal svg size 1100,650 font "Sans,11" dynamic
set output out.".svg"
eval doplot
set output
