# um_timeline.gp: Unified Memory over simulated time, four panels, from
# simrun --timeline (columns policy, time_ns, resident_bytes,
# allocated_bytes, reserved_bytes, transfers_in_flight, faults, ...), its
# binned form (plots/timeline_bins.py: t_ms, faults_per_ms, NAME_gbps per
# cause, inflight) and the run's bytes moved by cause (cause,bytes,label):
#   GPU memory: resident, allocated and reserved bytes, the capacity on top;
#   GPU page faults per ms, per bin;
#   bytes moved per second by cause, per bin, and the mean transfers in flight;
#   bytes moved by cause over the whole run.
# Writes OUT.png and OUT.svg.
#
#   gnuplot -e "data='tl.csv'; bins='tl.bins.csv'; causes='causes.csv'; out='um'; \
#       cap=17e9; ttl='...'; `plots/timeline_bins.py tl.csv tl.bins.csv`" plots/um_timeline.gp
#
# binms, tmax, faults, inflight_max and rates come from timeline_bins.py's output;
# rates names the causes that moved any byte (the others are not drawn).
set datafile separator ","
GiB = 1073741824.0
set linetype 1 lc rgb "#1f77b4"
set linetype 2 lc rgb "#d62728"
set linetype 3 lc rgb "#2ca02c"
set linetype 4 lc rgb "#ff7f0e"
set linetype 5 lc rgb "#9467bd"
set linetype 6 lc rgb "#8c564b"

# A timeline cause column: its legend and its column in the binned CSV.
label(c) = (c eq "h2d_demand") ? "to GPU: demand faults" : (c eq "h2d_density") ? "to GPU: density prefetch" : \
           (c eq "h2d_prefetch") ? "to GPU: prefetch calls" : (c eq "d2h_eviction") ? "to CPU: eviction" : \
           (c eq "d2h_cpu_fault") ? "to CPU: CPU faults" : "to CPU: prefetch calls"
col(c) = (c eq "h2d_demand") ? 3 : (c eq "h2d_density") ? 4 : (c eq "h2d_prefetch") ? 5 : \
         (c eq "d2h_eviction") ? 6 : (c eq "d2h_cpu_fault") ? 7 : 8
bin = sprintf("%g ms", binms)
fault_total = faults >= 1e6 ? sprintf("%.1f million", faults / 1e6) : sprintf("%d", faults)

do for [fmt in "png svg"] {
    if (fmt eq "png") { set terminal pngcairo size 1300,850 font "Sans,10" } \
    else { set terminal svg size 1300,850 font "Sans,10" dynamic }
    set output out.".".fmt
    set multiplot layout 2,2 title ttl noenhanced font ",13"

    # 1. memory; the capacity last, so that it stays visible where resident meets it
    reset; set datafile separator ","
    set grid; set key inside right top noenhanced box opaque
    set title "GPU memory"; set xlabel "simulated time (ms)"; set ylabel "bytes (GiB)"
    set xrange [0:tmax]; set yrange [0:*]; set offsets 0, 0, graph 0.35, 0
    set style textbox opaque noborder
    set label 1 sprintf("capacity %.1f GiB", cap / GiB) at graph 0.02, first cap / GiB offset 0, 0.9 left front boxed
    plot data using ($2/1e6):($5/GiB) every ::1 with lines lw 1.5 lt 3 title "reserved (managed memory the allocator holds)", \
         data using ($2/1e6):($4/GiB) every ::1 with lines lw 1 lt 2 title "allocated (live buffers, at the host's time)", \
         data using ($2/1e6):($3/GiB) every ::1 with lines lw 2 lt 1 title "resident on the GPU", \
         cap / GiB with lines dt (8, 6) lw 2.5 lc rgb "#000000" title "capacity"

    # 2. fault rate per bin; copies in flight on the right when there were any
    reset; set datafile separator ","
    set grid; set key inside right top noenhanced box opaque
    set xlabel "simulated time (ms)"; set ylabel "faults per ms (4 KiB pages)"
    set title sprintf("GPU page faults (%s in all) and copies in flight, in bins of %s", fault_total, bin)
    set xrange [0:tmax]; set yrange [0:*]; set offsets 0, 0, graph 0.3, 0
    if (inflight_max > 0) {
        set y2label "prefetch and harness-eviction copies in flight (mean)"
        set y2tics; set ytics nomirror; set y2range [0:inflight_max * 1.35]
        plot bins using 1:2 every ::1 with fillsteps fs solid 0.3 noborder lt 4 notitle, \
             bins using 1:2 every ::1 with histeps lw 1.5 lt 4 title "faults per ms (left axis)", \
             bins using 1:9 every ::1 axes x1y2 with histeps lw 1.5 dt 2 lc rgb "#555555" title "copies in flight (right axis)"
    } else {
        unset key
        set label 2 "no prefetch or harness-eviction copy in flight at any time" at graph 0.02, graph 0.94 left front
        plot bins using 1:2 every ::1 with fillsteps fs solid 0.3 noborder lt 4 notitle, \
             bins using 1:2 every ::1 with histeps lw 1.5 lt 4 notitle
    }

    # 3. bytes moved per second by cause, stacked: to the GPU above 0, to the CPU below
    reset; set datafile separator ","
    set grid; set key inside top center horizontal maxrows 2 noenhanced box opaque
    set title sprintf("bytes moved per second by cause, in bins of %s (stacked)", bin)
    set xrange [0:tmax]; set offsets 0, 0, graph 0.3, 0
    set xlabel "simulated time (ms)"; set ylabel "GB/s: to the GPU above 0, to the CPU below" noenhanced
    set xzeroaxis lt -1 lw 1
    # per direction, the running sums of its causes, drawn largest first so that
    # each covers the part of the one before that is its own; legends top to bottom
    cmd = ""
    do for [d in "h2d d2h"] {
        sign = (d eq "h2d") ? "" : "-"
        sum = ""; part = ""
        do for [i=1:words(rates)] {
            c = word(rates, i)
            if (c[1:3] eq d) {
                sum = sum . (sum eq "" ? "" : "+") . sprintf("column(%d)", col(c))
                part = sprintf("bins using 1:(%s(%s)) every ::1 with filledcurves y=0 fs solid 0.75 noborder lt %d title '%s'", \
                               sign, sum, i, label(c)) . (part eq "" ? "" : ", ") . part
            }
        }
        if (part ne "") { cmd = cmd . (cmd eq "" ? "" : ", ") . part }
    }
    if (cmd eq "") {
        set label 2 "no bytes moved" at graph 0.5, graph 0.5 center
        set yrange [-1:1]; cmd = "0 notitle"
    }
    eval "plot ".cmd

    # 4. whole-run totals: horizontal bars, the cause beside each, its GiB at its end
    reset; set datafile separator ","
    set title "bytes moved by cause (whole run)"; set xlabel "bytes (GiB)"
    set style fill solid 0.8 border -1; unset key
    set grid xtics; set ytics scale 0 noenhanced; set yrange [*:*] reverse
    set xrange [0:*]; set offsets 0, graph 0.18, 0.6, 0.6
    plot causes using ($2/GiB/2):0:($2/GiB/2):(0.35):ytic(3) every ::1 with boxxyerror lt 1, \
         causes using ($2/GiB):0:(sprintf(" %.2f", $2/GiB)) every ::1 with labels left

    unset multiplot
    set output
}
