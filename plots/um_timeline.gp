# um_timeline.gp: Unified Memory over simulated time, from simrun --timeline
# (columns policy, time_ns, resident_bytes, allocated_bytes, reserved_bytes,
# transfers_in_flight, faults) and the run's transfer totals by cause (from
# its --csv row; the timeline has no per-cause columns): four panels,
# GPU-resident bytes against allocated and the capacity; cumulative GPU page
# fault rate and transfers in flight; bytes moved by cause.
# Writes OUT.png and OUT.svg.
#
#   gnuplot -e "data='tl.csv'; causes='causes.csv'; out='um'; cap=17e9; ttl='...'" plots/um_timeline.gp
set datafile separator ","
GiB = 1073741824.0
set linetype 1 lc rgb "#1f77b4"
set linetype 2 lc rgb "#d62728"
set linetype 3 lc rgb "#2ca02c"
set linetype 4 lc rgb "#ff7f0e"

panels = "\
set multiplot layout 2,2 title ttl noenhanced font ',13'; \
set grid; set key inside left top noenhanced box opaque; \
set title 'GPU memory'; set xlabel 'simulated time (ms)'; set ylabel 'bytes (GiB)'; set yrange [0:*]; \
plot cap/GiB with lines dt 2 lw 1.5 lc rgb '#000000' title 'capacity', \
     data using ($2/1e6):($4/GiB) every ::1 with lines lw 1.5 lt 2 title 'allocated (live buffers)', \
     data using ($2/1e6):($3/GiB) every ::1 with lines lw 3 lt 1 title 'resident on GPU'; \
set title 'GPU page faults'; set ylabel 'faults (cumulative, 4 KiB pages)'; \
plot data using ($2/1e6):7 every ::1 with lines lw 2 lt 3 title 'faults'; \
set title 'fault rate and transfers in flight'; set ylabel 'faults per ms (every 50 kernels)'; \
set y2label 'transfers in flight'; set y2tics; set ytics nomirror; set y2range [0:*]; \
t0 = 0; f0 = 0; \
plot data using ($2/1e6):(r = ($7 - f0) / ($2/1e6 - t0), t0 = $2/1e6, f0 = $7, r) every 50::1 with steps lw 1.5 lt 4 title 'fault rate', \
     data using ($2/1e6):6 every ::1 axes x1y2 with steps lw 1 lt 1 title 'transfers in flight (at kernel ends)'; \
unset y2label; unset y2tics; set ytics mirror; \
set title 'bytes moved, by cause (whole run)'; set xlabel ''; set ylabel 'bytes (GiB)'; \
set style fill solid 0.8 border -1; set boxwidth 0.6; set xtics rotate by -30 noenhanced; unset key; \
set yrange [0:*]; \
plot causes using 0:($2/GiB):xtic(1) every ::1 with boxes lt 1; \
unset multiplot"

set terminal pngcairo size 1300,850 font "Sans,10"
set output out.".png"
eval panels
set terminal svg size 1300,850 font "Sans,10" dynamic
set output out.".svg"
eval panels
set output
