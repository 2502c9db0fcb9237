# Makefile for gpumemsim: trace tools, policies, simulator, GPU validation mode.
#
# Layout (docs/design.md section 2): every .c file of the LIB_DIRS folders is
# library code except the programs listed in PROGRAMS; every
# tests/test_NAME.c defines `Suite *NAME_suite(void)` and is linked into one
# Check runner. Two object trees: release (-O2 -DNDEBUG) for the programs
# users run, debug (-O1, assertions and policy checkers on) for the tests.
#
#   make            build the programs into $(BUILD)/bin
#   make demo       set up, build, generate the example traces, run simrun on one
#   make test       build with checkers on and run the whole test suite
#   make bench      print throughput figures (not a test)
#   make fuzz       build the libFuzzer target and run it for FUZZ_SECONDS
#   make gpu        build gpu/ with nvcc (skipped, with a note, without CUDA)
#   make asan | ubsan   the test suite under a sanitizer (own build tree)
#   make install | uninstall   honour PREFIX and DESTDIR

BUILD    ?= build
EXAMPLES ?= traces/examples
PREFIX   ?= /usr/local
DESTDIR  ?=
SANITIZE ?=
FUZZ_SECONDS ?= 30
VERSION  := 0.1.0

CC       ?= cc
PKGS     := hdf5 gsl libdeflate
PKG_CFLAGS := $(shell pkg-config --cflags $(PKGS) 2>/dev/null)
PKG_LIBS   := $(shell pkg-config --libs $(PKGS) 2>/dev/null)
CHECK_LIBS := $(shell pkg-config --libs check 2>/dev/null)

WARN     := -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes -Wno-unused-parameter
CFLAGS   ?= -g
BASEFLAGS = -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE $(WARN) $(CFLAGS) \
            $(LIB_DIRS:%=-I%) $(PKG_CFLAGS) -DGMS_VERSION='"$(VERSION)"'
ifneq ($(SANITIZE),)
  SANFLAGS := -fsanitize=$(SANITIZE) -fno-omit-frame-pointer -fno-sanitize-recover=all
endif
REL_FLAGS = $(BASEFLAGS) -O2 -DNDEBUG $(SANFLAGS)
DBG_FLAGS = $(BASEFLAGS) -O1 $(SANFLAGS)
LDLIBS   = $(PKG_LIBS) -lz -lm
# The release programs take HDF5 and GSL from their archives where the -dev
# packages ship them: loading libhdf5.so and the 35 libraries it pulls in
# (curl, TLS, Kerberos) cost every run 6 ms of its start (--help: 7.4 ms
# CPU, 1.5 ms static), a 1M-event replay's 6%. What the archives need is
# linked as needed (curl and OpenSSL are not).
HDF5_A   := $(wildcard $(patsubst -L%,%/libhdf5.a,$(shell pkg-config --libs-only-L hdf5 2>/dev/null)))
GSL_A    := $(wildcard $(shell pkg-config --variable=libdir gsl 2>/dev/null)/libgsl.a)
ARCHIVE_LIBS = $(HDF5_A) $(GSL_A) $(GSL_A:libgsl.a=libgslcblas.a) \
               -ldeflate -Wl,--as-needed -lsz -lcurl -lcrypto -lz -lm -ldl -Wl,--no-as-needed
PROG_LIBS = $(if $(and $(HDF5_A),$(GSL_A)),$(ARCHIVE_LIBS),$(LDLIBS))

# Python that can import h5py (Debian's); the first python3 on PATH may not.
PYTHON := $(shell for p in /usr/bin/python3 python3; do $$p -c 'import h5py, numpy' 2>/dev/null && { echo $$p; break; }; done)

# The library folders, lowest layer first (docs/design.md, "Architecture"): each
# may include only itself and the folders before it; sim/ and gpu/ never each other.
LIB_DIRS   := traces policies hosts model calib capture live sim
# What gpurun links: every library folder but sim/.
GPU_LIB_DIRS := traces policies hosts model calib

PROGRAMS   := tracecheck tracegen simrun gmscapture gmslive
PROG_SRC   := traces/tracecheck.c traces/tracegen.c sim/simrun.c capture/gmscapture.c \
              live/gmslive.c
LIB_SRC    := $(filter-out $(PROG_SRC),$(foreach d,$(LIB_DIRS),$(wildcard $(d)/*.c)))
TEST_SRC   := $(wildcard tests/test_*.c)
BENCH_SRC  := $(wildcard tests/bench_*.c)
HEADERS    := $(foreach d,$(LIB_DIRS),$(wildcard $(d)/*.h))

REL_OBJ    := $(LIB_SRC:%.c=$(BUILD)/rel/%.o)
DBG_OBJ    := $(LIB_SRC:%.c=$(BUILD)/dbg/%.o)
BINS       := $(PROGRAMS:%=$(BUILD)/bin/%)
DBG_BINS   := $(PROGRAMS:%=$(BUILD)/dbg/bin/%)

# The program binary for a name: traces/tracecheck.c -> tracecheck.
prog_src = $(filter %/$(1).c,$(PROG_SRC))

.PHONY: all demo test check bench fuzz gpu gpu-test gpu-stub validate asan ubsan install uninstall clean \
        deps examples deps-rule
all: $(BINS) gpu

# ---- setup ------------------------------------------------------------------
# Run scripts/setup.sh when a build dependency is missing.
deps:
	@if ! pkg-config --exists $(PKGS) check || ! command -v gnuplot >/dev/null \
	    || [ -z "$(PYTHON)" ]; then sh scripts/setup.sh; fi

# ---- compiling ----------------------------------------------------------------
$(BUILD)/rel/%.o: %.c $(HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(REL_FLAGS) -c $< -o $@
$(BUILD)/dbg/%.o: %.c $(HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(DBG_FLAGS) -c $< -o $@

$(BUILD)/librel.a: $(REL_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^
$(BUILD)/libdbg.a: $(DBG_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^

# Program objects live at their source path; link each with its library.
$(foreach p,$(PROGRAMS),$(eval $(BUILD)/bin/$(p): $(patsubst %.c,$(BUILD)/rel/%.o,$(call prog_src,$(p))) $(BUILD)/librel.a ; \
	@mkdir -p $$(dir $$@) ; $$(CC) $$(REL_FLAGS) $$^ -o $$@ $$(PROG_LIBS)))
$(foreach p,$(PROGRAMS),$(eval $(BUILD)/dbg/bin/$(p): $(patsubst %.c,$(BUILD)/dbg/%.o,$(call prog_src,$(p))) $(BUILD)/libdbg.a ; \
	@mkdir -p $$(dir $$@) ; $$(CC) $$(DBG_FLAGS) $$^ -o $$@ $$(LDLIBS)))

# ---- the dependency rule --------------------------------------------------------
# Each folder includes only itself and the folders before it in LIB_DIRS (sim/ and
# gpu/ never each other; policies/ only itself, and no CUDA or HDF5 header).
deps-rule:
	@sh tests/deps.sh

# ---- example traces -----------------------------------------------------------
EXAMPLE_TRACES := $(EXAMPLES)/resnet50-bs8.h5 $(EXAMPLES)/transformer-varlen.h5 \
                  $(EXAMPLES)/etl.h5 $(EXAMPLES)/micro-seq.h5
examples: $(EXAMPLE_TRACES)
$(EXAMPLES)/resnet50-bs8.h5: $(BUILD)/bin/tracegen
	@mkdir -p $(dir $@)
	$< dl --model resnet --depth 50 --batch 8 --iters 2 --seed 1 -o $@
$(EXAMPLES)/transformer-varlen.h5: $(BUILD)/bin/tracegen
	@mkdir -p $(dir $@)
	$< dl --model transformer --batch 8 --iters 6 --seed 1 -o $@
$(EXAMPLES)/etl.h5: $(BUILD)/bin/tracegen
	@mkdir -p $(dir $@)
	$< etl --partitions 8 --seed 1 -o $@
$(EXAMPLES)/micro-seq.h5: $(BUILD)/bin/tracegen
	@mkdir -p $(dir $@)
	$< micro --pattern seq --size 64M --seed 1 -o $@

# ---- the main job on a bundled example -----------------------------------------
demo: deps
	$(MAKE) --no-print-directory $(BINS) examples
	$(BUILD)/bin/tracecheck $(EXAMPLES)/resnet50-bs8.h5
	$(BUILD)/bin/simrun --policy cuda,bestfit,bfc,stream,caching,rmm-pool $(EXAMPLES)/resnet50-bs8.h5
	$(BUILD)/bin/simrun --memory device --policy cuda,bestfit,bfc,stream,caching,rmm-pool \
	  traces/captured/resnet50-bs64.h5

# ---- tests ----------------------------------------------------------------------
$(BUILD)/tests/suites.h: $(TEST_SRC)
	@mkdir -p $(dir $@)
	@for f in $(TEST_SRC); do n=$$(basename $$f .c); n=$${n#test_}; \
	  echo "SUITE($$n)"; done > $@.tmp && mv $@.tmp $@
# The runner's malloc, calloc, realloc and aligned_alloc go through tests/test_oom.c,
# which can refuse one to test the policies' out-of-memory paths.
TEST_WRAP := -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=aligned_alloc
$(BUILD)/tests/run_tests: tests/check_main.c $(TEST_SRC:%.c=$(BUILD)/dbg/%.o) $(BUILD)/libdbg.a $(BUILD)/tests/suites.h
	$(CC) $(DBG_FLAGS) -I$(BUILD)/tests tests/check_main.c $(TEST_SRC:%.c=$(BUILD)/dbg/%.o) \
	  $(BUILD)/libdbg.a -o $@ $(LDLIBS) $(CHECK_LIBS) $(TEST_WRAP)
# TEST_MAKE_ARGS: what tests/test_plugin.c's build of a scratch tree keeps of this one.
$(BUILD)/dbg/tests/%.o: tests/%.c $(HEADERS) $(wildcard tests/*.h)
	@mkdir -p $(dir $@)
	$(CC) $(DBG_FLAGS) -Itests -DBUILD_DIR='"$(BUILD)"' -DPYTHON='"$(PYTHON)"' \
	  -DTEST_MAKE_ARGS='"SANITIZE=$(SANITIZE) CC=$(CC)"' -c $< -o $@

# simrun with deliberate crashes (tests/simrun_crash.c), for tests/test_crash.c.
CRASH_WRAP := -Wl,--wrap=H5Fopen,--wrap=H5Dread,--wrap=H5Dread_chunk,--wrap=host_peaks_at_peak
$(BUILD)/dbg/bin/simrun-crash: $(BUILD)/dbg/sim/simrun.o $(BUILD)/dbg/tests/simrun_crash.o $(BUILD)/libdbg.a
	@mkdir -p $(dir $@)
	$(CC) $(DBG_FLAGS) $^ -o $@ $(LDLIBS) $(CRASH_WRAP)

test check: deps
	$(MAKE) --no-print-directory deps-rule $(DBG_BINS) $(BINS) examples $(BUILD)/tests/run_tests \
	  $(BUILD)/dbg/bin/simrun-crash
	$(BUILD)/tests/run_tests

asan:
	$(MAKE) --no-print-directory test BUILD=build/asan SANITIZE=address,undefined
ubsan:
	$(MAKE) --no-print-directory test BUILD=build/ubsan SANITIZE=undefined

# ---- benchmarks (print figures; not tests) --------------------------------------
$(BUILD)/bench/%: tests/%.c $(BUILD)/librel.a
	@mkdir -p $(dir $@)
	$(CC) $(REL_FLAGS) -Itests $< $(BUILD)/librel.a -o $@ $(LDLIBS)
bench: $(BINS) $(BENCH_SRC:tests/%.c=$(BUILD)/bench/%)
	@for b in $(BENCH_SRC:tests/%.c=$(BUILD)/bench/%); do $$b $(BUILD) || exit 1; done

# ---- fuzzing (clang libFuzzer) -------------------------------------------------
# The target reads, validates and replays (tests/fuzz/fuzz_trace.c): every library
# folder but calib/. Per input: at most 10 s and 2 GiB, and the harness's own bounds.
FUZZ_DIR := $(BUILD)/fuzz
FUZZ_LIB_DIRS := traces policies hosts model sim
FUZZ_SRC := $(filter $(FUZZ_LIB_DIRS:%=%/%),$(LIB_SRC))
$(FUZZ_DIR)/fuzz_trace: tests/fuzz/fuzz_trace.c $(FUZZ_SRC) $(HEADERS)
	@mkdir -p $(dir $@)
	clang -std=c11 -D_DEFAULT_SOURCE -D_POSIX_C_SOURCE=200809L -g -O1 \
	  -fsanitize=fuzzer,address,undefined $(FUZZ_LIB_DIRS:%=-I%) $(PKG_CFLAGS) \
	  tests/fuzz/fuzz_trace.c $(FUZZ_SRC) -o $@ $(PKG_LIBS) -lz -lm
# The capture log's reader and converter (tests/fuzz/fuzz_capture.c): traces/, policies/'
# u64map and capture/.
FUZZ_CAPTURE_SRC := $(filter traces/% capture/%,$(LIB_SRC)) policies/u64map.c
$(FUZZ_DIR)/fuzz_capture: tests/fuzz/fuzz_capture.c $(FUZZ_CAPTURE_SRC) $(HEADERS)
	@mkdir -p $(dir $@)
	clang -std=c11 -D_DEFAULT_SOURCE -D_POSIX_C_SOURCE=200809L -g -O1 \
	  -fsanitize=fuzzer,address,undefined -Itraces -Ipolicies -Icapture $(PKG_CFLAGS) \
	  tests/fuzz/fuzz_capture.c $(FUZZ_CAPTURE_SRC) -o $@ $(PKG_LIBS) -lz -lm
fuzz: deps $(FUZZ_DIR)/fuzz_trace $(FUZZ_DIR)/fuzz_capture
	@mkdir -p $(FUZZ_DIR)/corpus $(FUZZ_DIR)/corpus-capture
	$(FUZZ_DIR)/fuzz_trace -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=2048 \
	  $(FUZZ_DIR)/corpus tests/fuzz/corpus
	$(FUZZ_DIR)/fuzz_capture -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=2048 \
	  $(FUZZ_DIR)/corpus-capture tests/fuzz/corpus-capture

# ---- gpu/ (CUDA) ------------------------------------------------------------------
NVCC := $(shell command -v nvcc 2>/dev/null || { [ -x /usr/local/cuda/bin/nvcc ] && echo /usr/local/cuda/bin/nvcc; })
# gpu/gpurun_*.cu are parts of gpurun, gpu/umprobe_*.cu of umprobe, not programs of their own.
GPU_SRC := $(filter-out gpu/gpurun_%.cu gpu/umprobe_%.cu,$(wildcard gpu/*.cu))
GPU_PROGRAMS := $(GPU_SRC:gpu/%.cu=$(BUILD)/bin/%)
GPURUN_SRC := gpu/gpurun.cu $(wildcard gpu/gpurun_*.cu) gpu/cuda_um_counters.c
# gpurun links every library folder but sim/ (GPU_LIB_DIRS): calib/ for --calibrate,
# whose fault fit runs model/'s engine with unit costs.
GPU_LIB_OBJ := $(filter $(GPU_LIB_DIRS:%=$(BUILD)/rel/%/%),$(REL_OBJ))
# GSL linked statically when libgsl.a is there (the GPU machine lacks libgsl.so).
GSL_LIBDIR := $(shell pkg-config --variable=libdir gsl 2>/dev/null)
GSL_STATIC := $(wildcard $(GSL_LIBDIR)/libgsl.a $(GSL_LIBDIR)/libgslcblas.a)
GSL_LINK := $(if $(word 2,$(GSL_STATIC)),$(GSL_STATIC),-lgsl -lgslcblas)
GPURUN_LIBS = $(BUILD)/libgpuhost.a $(HDF5_LIBS) $(GSL_LINK) -ldeflate -lz -lm -lpthread
HDF5_LIBS := $(shell pkg-config --libs hdf5 2>/dev/null)
# -DNDEBUG as simrun's release build: no policy checker walking the policy's state at every
# ALLOC and FREE of a timed run (gpurun --check runs the checkers itself).
NVCC_FLAGS := -O2 -DNDEBUG -arch=sm_90 -Xcompiler -Wall,-Wextra
ifeq ($(NVCC),)
gpu:
	@echo "gpu/: skipped (no CUDA toolkit: nvcc not on PATH nor in /usr/local/cuda/bin)"
else
# Per-program link flags: NVCC_LIBS_<name>. umprobe uses CUPTI when the toolkit has it.
NVCC_CUPTI = $(shell printf '\043include <cupti.h>\n' | $(NVCC) -x cu -E - >/dev/null 2>&1 && echo yes)
NVCC_LIBS_umprobe = $(if $(NVCC_CUPTI),-DUMPROBE_CUPTI -lcupti)
NVCC_LIBS_gpurun = $(if $(NVCC_CUPTI),-DCUDA_UM_CUPTI -lcupti)
# The live allocator (docs/live.md): the allocator policies as PyTorch's allocator, over
# the CUDA runtime; gmslive's sitecustomize.py goes beside it.
LIVE_LIB := $(BUILD)/lib/libgmslive.so
LIVE_LIB_SRC := gpu/live_alloc.c gpu/live_inject.c gpu/live_launch.c gpu/cuda_launch.c \
  gpu/cuda_um_counters.c capture/capture_match.c $(wildcard policies/*.c) hosts/host_iters.c \
  hosts/host_peaks.c hosts/host_results.c
LIVE_CFLAGS = -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE $(WARN) -fPIC -shared \
  -fvisibility=hidden -DCUDA_UM_CUPTI -Igpu -Icapture -Ipolicies -Ihosts -I$(CUDA_ROOT)/include
$(LIVE_LIB): $(LIVE_LIB_SRC) $(wildcard policies/*.h) $(wildcard hosts/host_*.h) \
             gpu/live.h gpu/cuda_launch.h gpu/cuda_um_counters.h capture/capture_match.h \
             live/sitecustomize.py
	@mkdir -p $(dir $@)gmslive
	$(CC) $(LIVE_CFLAGS) -O2 -DNDEBUG $(LIVE_LIB_SRC) -o $@ -L$(CUDA_ROOT)/lib64 \
	  -L$(CUDA_ROOT)/lib64/stubs -lcudart -lcupti -lcuda -lpthread -ldl
	cp live/sitecustomize.py $(dir $@)gmslive/
# The capture library (docs/capture.md): C over CUDA's driver API and CUPTI, built with
# the C compiler as a shared object that gmscapture injects into a program.
# The toolkit's root as nvcc itself reports it: nvcc may be a wrapper script elsewhere
# on PATH (CI has /usr/local/bin/nvcc exec-ing the toolkit's).
CUDA_ROOT := $(realpath $(shell $(NVCC) --dryrun -E -x cu /dev/null 2>&1 | sed -n 's/^\#\$$ TOP=//p'))
CAPTURE_LIB := $(BUILD)/lib/libgmscapture.so
CAPTURE_LIB_SRC := gpu/capture_inject.c gpu/cuda_launch.c capture/capture_log.c traces/trace_error.c \
  policies/u64map.c
CAPTURE_LIB_DEPS := $(CAPTURE_LIB_SRC) gpu/cuda_launch.h capture/capture_log.h traces/trace.h \
  policies/u64map.h
CAPTURE_CFLAGS = -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE $(WARN) -O2 -DNDEBUG -fPIC \
  -shared -fvisibility=hidden -Igpu -Icapture -Itraces -Ipolicies -I$(CUDA_ROOT)/include
$(CAPTURE_LIB): $(CAPTURE_LIB_DEPS)
	@mkdir -p $(dir $@)
	$(CC) $(CAPTURE_CFLAGS) $(CAPTURE_LIB_SRC) -o $@ \
	  -L$(CUDA_ROOT)/lib64 -L$(CUDA_ROOT)/lib64/stubs -lcupti -lcuda -lpthread -ldl
# After the libraries' names: a rule's prerequisites are expanded where it stands.
gpu: $(GPU_PROGRAMS) $(BUILD)/bin/gpurun-overlap $(BUILD)/bin/replay-bench $(if $(NVCC_CUPTI),$(CAPTURE_LIB)) \
     $(LIVE_LIB)
# The same library over a CUPTI and driver that need no GPU (tests/gpu/cuptistub.c),
# and the program tests/gpu/capture-stub.sh captures with it.
CAPTURE_STUB := $(BUILD)/gpu-stub/capture
$(CAPTURE_STUB)/libcuptistub.so: tests/gpu/cuptistub.c tests/gpu/cuptistub.h
	@mkdir -p $(dir $@)
	$(CC) -std=gnu11 -O1 -fPIC -shared -I$(CUDA_ROOT)/include $< -o $@
$(CAPTURE_STUB)/libgmscapture.so: $(CAPTURE_LIB_DEPS) $(CAPTURE_STUB)/libcuptistub.so
	$(CC) $(CAPTURE_CFLAGS) $(CAPTURE_LIB_SRC) -o $@ -L$(CAPTURE_STUB) -lcuptistub \
	  -Wl,-rpath,'$$ORIGIN' -lpthread -ldl
$(CAPTURE_STUB)/capture-prog: tests/gpu/capture_prog.c $(CAPTURE_STUB)/libcuptistub.so
	$(CC) -std=gnu11 -O1 -I$(CUDA_ROOT)/include -Itests/gpu $< -o $@ -L$(CAPTURE_STUB) \
	  -lcuptistub -Wl,-rpath,'$$ORIGIN' -ldl
$(BUILD)/libgpuhost.a: $(GPU_LIB_OBJ)
	rm -f $@ && ar rcs $@ $^
$(BUILD)/bin/gpurun: $(GPURUN_SRC) $(wildcard gpu/gpurun*.h) gpu/cuda_um_counters.h $(HEADERS) $(BUILD)/libgpuhost.a
	@mkdir -p $(dir $@)
	$(NVCC) $(NVCC_FLAGS) $(GPU_LIB_DIRS:%=-I%) -DGMS_VERSION='"$(VERSION)"' $(GPURUN_SRC) \
	  -o $@ $(GPURUN_LIBS) $(NVCC_LIBS_gpurun)
# The replay kernel's speed on resident memory (a benchmark tests/gpu/run.sh runs).
$(BUILD)/bin/replay-bench: tests/gpu/replay_bench.cu gpu/gpurun_kernels.cu gpu/gpurun_kernels.h
	@mkdir -p $(dir $@)
	$(NVCC) $(NVCC_FLAGS) -Igpu -Itraces tests/gpu/replay_bench.cu gpu/gpurun_kernels.cu -o $@
# gpurun with the deliberately broken allocator of tests/gpu/overlap.c (a test).
$(BUILD)/bin/gpurun-overlap: $(GPURUN_SRC) $(wildcard gpu/gpurun*.h) gpu/cuda_um_counters.h \
  $(BUILD)/rel/tests/gpu/overlap.o $(BUILD)/libgpuhost.a
	@mkdir -p $(dir $@)
	$(NVCC) $(NVCC_FLAGS) $(GPU_LIB_DIRS:%=-I%) -DGMS_VERSION='"$(VERSION)"' $(GPURUN_SRC) \
	  $(BUILD)/rel/tests/gpu/overlap.o -o $@ $(GPURUN_LIBS) $(NVCC_LIBS_gpurun)
$(BUILD)/bin/%: gpu/%.cu
	@mkdir -p $(dir $@)
	$(NVCC) $(NVCC_FLAGS) $< -o $@ $(NVCC_LIBS_$*)
# The CUDA C workload of tests/gpu/live-gpu.sh, with the runtime shared (gmslive's
# LD_PRELOAD reaches its calls) and static (nvcc's default: they pass the library).
$(BUILD)/bin/workload-streams: tests/gpu/workloads/streams.cu
	$(NVCC) $(NVCC_FLAGS) -cudart shared $< -o $@
$(BUILD)/bin/workload-streams-static: tests/gpu/workloads/streams.cu
	$(NVCC) $(NVCC_FLAGS) $< -o $@
# umprobe links hosts/host_options.o, policies/params.o and traces/trace_output.o from
# libgpuhost.a; gpuinfo only traces/trace_output.o (stdout's write errors).
$(BUILD)/bin/umprobe: gpu/umprobe.cu $(wildcard gpu/umprobe_*.cu gpu/umprobe*.h) $(BUILD)/libgpuhost.a
	@mkdir -p $(dir $@)
	$(NVCC) $(NVCC_FLAGS) -Itraces -Ipolicies -Ihosts gpu/umprobe.cu $(wildcard gpu/umprobe_*.cu) \
	  -o $@ $(BUILD)/libgpuhost.a $(NVCC_LIBS_umprobe)
# umtouch reads traces (traces/ from libgpuhost.a, HDF5, GSL) as gpurun does.
$(BUILD)/bin/umtouch: gpu/umtouch.cu $(BUILD)/libgpuhost.a
	@mkdir -p $(dir $@)
	$(NVCC) $(NVCC_FLAGS) -Itraces -DGMS_VERSION='"$(VERSION)"' $< -o $@ $(GPURUN_LIBS)
$(BUILD)/bin/gpuinfo: gpu/gpuinfo.cu $(BUILD)/libgpuhost.a
	@mkdir -p $(dir $@)
	$(NVCC) $(NVCC_FLAGS) -Itraces $< -o $@ $(BUILD)/libgpuhost.a
endif
# On a machine with a GPU: the GPU tests, and the validation suite with its
# simulated/measured table (docs/validation.md): REPS passes, calibrated before
# the first and after each, against the fit of those calibrations (the
# machine's own profile) unless PROFILE names another.
REPS ?= 14
PROFILE ?=
gpu-test: gpu $(BINS) $(BUILD)/bin/workload-streams $(BUILD)/bin/workload-streams-static
	tests/gpu/run.sh $(BUILD)/bin $(BUILD)/gpu-test
# Without a GPU: gpurun's host side over a CUDA runtime that does nothing
# (tests/gpu/cudastub.c): every run ends ok, --capacity runs evict alike twice,
# and the host overhead per event is printed (an estimate, not a GPU figure).
gpu-stub: gpu $(BINS)
	@if [ -z "$(NVCC)" ]; then echo "gpu-stub: skipped (no CUDA toolkit)"; \
	else sh tests/gpu/overhead-stub.sh $(BUILD) $(BUILD)/gpu-stub && $(CAPTURE_STUB_RUN) && \
	  $(MAKE) --no-print-directory $(LIVE_STUB)/libgmslive.so $(LIVE_STUB)/live-prog \
	    $(LIVE_STUB)/inject-prog && \
	  sh tests/gpu/live-stub.sh $(BUILD)/bin $(LIVE_STUB); fi
# The live allocator over tests/gpu/cudastub.c (a CUDA runtime that does nothing).
LIVE_STUB := $(BUILD)/gpu-stub/live
$(LIVE_STUB)/libcudastub.so: tests/gpu/cudastub.c
	@mkdir -p $(dir $@)
	$(CC) -std=gnu11 -O1 -w -fPIC -shared $< -o $@
$(LIVE_STUB)/libgmslive.so: $(LIVE_LIB_SRC) $(LIVE_STUB)/libcudastub.so $(CAPTURE_STUB)/libcuptistub.so
	cp $(CAPTURE_STUB)/libcuptistub.so $(LIVE_STUB)/
	$(CC) $(LIVE_CFLAGS) -O1 $(LIVE_LIB_SRC) -o $@ -L$(LIVE_STUB) -lcudastub -lcuptistub \
	  -Wl,-rpath,'$$ORIGIN' -lpthread -ldl
$(LIVE_STUB)/live-prog: tests/gpu/live_prog.c $(LIVE_STUB)/libgmslive.so
	$(CC) -std=gnu11 -O1 -I$(CUDA_ROOT)/include -Itests/gpu $< -o $@ -L$(LIVE_STUB) -lgmslive \
	  -lcuptistub -Wl,-rpath,'$$ORIGIN'
# A program that knows nothing of the library, over the stub runtime: LD_PRELOAD brings it in.
$(LIVE_STUB)/inject-prog: tests/gpu/inject_prog.c $(LIVE_STUB)/libgmslive.so
	$(CC) -std=gnu11 -O1 -I$(CUDA_ROOT)/include -Itests/gpu $< -o $@ -L$(LIVE_STUB) -lcudastub \
	  -lcuptistub -Wl,-rpath,'$$ORIGIN'
# The capture's test over the CUPTI stub, where the toolkit has CUPTI's headers.
CAPTURE_STUB_RUN = $(if $(NVCC_CUPTI),$(MAKE) --no-print-directory $(CAPTURE_STUB)/libgmscapture.so \
  $(CAPTURE_STUB)/capture-prog && sh tests/gpu/capture-stub.sh $(BUILD)/bin $(CAPTURE_STUB), \
  echo "gpu-stub: the capture's test skipped (the CUDA toolkit has no CUPTI)")
validate: gpu $(BINS)
	REPS=$(REPS) CALIBRATE=1 scripts/validate.sh $(BUILD)/bin $(BUILD)/validate
	$(PYTHON) scripts/compare.py --simrun $(BUILD)/bin/simrun \
	  --gpu $(or $(PROFILE),$(BUILD)/validate/gpu/machine.profile) $(BUILD)/validate

# ---- plots, sweeps, experiments (docs/plots.md) ---------------------------------------
#   make plots        figures (PNG, SVG, CSV) into $(BUILD)/plots from generated traces
#   make sweep SWEEP_ARGS='...'   scripts/sweep.py with these arguments, results in $(BUILD)/sweep
#   make experiments  rerun the seed documents' experiments, rewrite docs/experiments.md
SWEEP_ARGS ?= --gen 'dl --model resnet --depth 1001 --iters 2' --vary batch=16,48 --policy caching --prefetch none,manual
.PHONY: plots sweep experiments
plots: deps $(BINS)
	sh plots/make_plots.sh $(BUILD) $(BUILD)/plots
sweep: deps $(BINS)
	$(PYTHON) scripts/sweep.py --simrun $(BUILD)/bin/simrun --tracegen $(BUILD)/bin/tracegen \
	  -d $(BUILD)/sweep -o $(BUILD)/sweep/results.csv $(SWEEP_ARGS)
experiments: deps $(BINS)
	$(PYTHON) scripts/experiments.py --build $(BUILD) --out docs/experiments.md

# ---- install --------------------------------------------------------------------
SHARE := $(DESTDIR)$(PREFIX)/share/gpumemsim
IMPORTERS := torch2trace rmm2trace
# Python tools installed as commands: PATH=COMMAND (sweep.py finds simrun beside the command)
PYTOOLS := scripts/sweep.py=gpumemsim-sweep plots/pivot.py=gpumemsim-pivot
install: $(BINS)
	install -d $(DESTDIR)$(PREFIX)/bin $(SHARE)/profiles $(SHARE)/scripts
	install -m 755 $(BINS) $(wildcard $(GPU_PROGRAMS)) $(DESTDIR)$(PREFIX)/bin/
	if [ -f $(CAPTURE_LIB) ]; then install -d $(DESTDIR)$(PREFIX)/lib && \
	  install -m 755 $(CAPTURE_LIB) $(DESTDIR)$(PREFIX)/lib/; fi
	if [ -f $(LIVE_LIB) ]; then install -d $(DESTDIR)$(PREFIX)/lib/gmslive && \
	  install -m 755 $(LIVE_LIB) $(DESTDIR)$(PREFIX)/lib/ && \
	  install -m 644 live/sitecustomize.py $(DESTDIR)$(PREFIX)/lib/gmslive/; fi
	install -m 644 profiles/*.profile $(SHARE)/profiles/
	install -m 644 scripts/gpumemtrace.py scripts/gms_output.py $(SHARE)/scripts/
	for s in $(IMPORTERS); do install -m 755 scripts/$$s.py $(SHARE)/scripts/ && \
	  ln -sf ../share/gpumemsim/scripts/$$s.py $(DESTDIR)$(PREFIX)/bin/$$s; done
	for t in $(PYTOOLS); do f=$${t%%=*}; install -m 755 $$f $(SHARE)/scripts/ && \
	  ln -sf ../share/gpumemsim/scripts/$${f##*/} $(DESTDIR)$(PREFIX)/bin/$${t##*=}; done
uninstall:
	rm -f $(PROGRAMS:%=$(DESTDIR)$(PREFIX)/bin/%) $(GPU_PROGRAMS:$(BUILD)/bin/%=$(DESTDIR)$(PREFIX)/bin/%)
	rm -f $(IMPORTERS:%=$(DESTDIR)$(PREFIX)/bin/%) $(foreach t,$(PYTOOLS),$(DESTDIR)$(PREFIX)/bin/$(lastword $(subst =, ,$(t))))
	rm -rf $(SHARE) $(DESTDIR)$(PREFIX)/lib/libgmscapture.so $(DESTDIR)$(PREFIX)/lib/libgmslive.so \
	  $(DESTDIR)$(PREFIX)/lib/gmslive

clean:
	rm -rf $(BUILD) build $(EXAMPLES)
