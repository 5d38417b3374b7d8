# deps.mk - the headers each object includes, directly or not.
# Written by tools/deps.sh (make deps); do not edit.
src/read/stream.o src/read/layout.o src/read/pencil.o src/read/sized.o \
    src/read/split.o: include/sudoku.h src/internal.h src/read/read.h \
    src/read/stream.h
src/grid.o src/marks.o src/targetsum/score.o src/deadline.o \
    tests/unit/test_grid.o: include/sudoku.h src/internal.h
src/read/weights.o: include/sudoku.h src/internal.h src/read/read.h
src/solve/solve.o: include/sudoku.h src/internal.h src/solve/band_tables.h \
    src/solve/core.h src/solve/few_template.h src/solve/last_template.h \
    src/solve/search_template.h
src/targetsum/search.o src/targetsum/bound.o src/targetsum/lagrange.o \
    src/targetsum/assign.o src/targetsum/form.o src/targetsum/placement.o \
    src/targetsum/propagate.o: include/sudoku.h src/internal.h \
    src/targetsum/target.h
src/solve/band_tables.o: src/solve/band_tables.h
src/solve/core.o src/solve/core_choice.o: include/sudoku.h src/internal.h \
    src/solve/core.h
src/solve/core_avx512.o src/solve/core_avx2.o: include/sudoku.h \
    src/internal.h src/solve/band_tables.h src/solve/core.h \
    src/solve/core_simd.h src/solve/few_template.h src/solve/last_template.h \
    src/solve/search_template.h src/solve/triads_simd.h
src/toolkit/canon.o src/toolkit/canon_full.o src/toolkit/minimal.o \
    src/toolkit/symmetry.o src/toolkit/generate.o: include/sudoku.h \
    src/internal.h src/toolkit/toolkit.h
src/rate/rate.o: include/sudoku.h src/internal.h src/rate/chain_core.h \
    src/rate/chains.h src/rate/se.h
src/rate/candidates.o src/rate/singles.o src/rate/intersections.o \
    src/rate/subsets.o src/rate/fish.o src/rate/wings.o \
    src/rate/uniqueness.o src/rate/bug.o src/rate/exclusion.o: \
    include/sudoku.h src/internal.h src/rate/se.h
src/rate/chains.o: include/sudoku.h src/internal.h src/rate/chain_core.h \
    src/rate/chain_forcing.h src/rate/chain_nested.h src/rate/chain_rules.h \
    src/rate/chain_scc.h src/rate/chains.h src/rate/se.h
src/rate/chain_core.o: include/sudoku.h src/internal.h src/rate/chain_core.h \
    src/rate/se.h
src/rate/chain_forcing.o: include/sudoku.h src/internal.h \
    src/rate/chain_core.h src/rate/chain_forcing.h src/rate/chain_nested.h \
    src/rate/chain_rules.h src/rate/chain_scc.h src/rate/chain_screen.h \
    src/rate/chains.h src/rate/se.h
src/rate/chain_rules.o: include/sudoku.h src/internal.h \
    src/rate/chain_core.h src/rate/chain_rules.h src/rate/se.h
src/rate/chain_nested.o: include/sudoku.h src/internal.h \
    src/rate/chain_core.h src/rate/chain_forcing.h src/rate/chain_nested.h \
    src/rate/chain_rules.h src/rate/chains.h src/rate/se.h
src/rate/chain_scc.o: include/sudoku.h src/internal.h src/rate/chain_core.h \
    src/rate/chain_scc.h src/rate/se.h
src/rate/chain_screen.o: include/sudoku.h src/internal.h \
    src/rate/chain_core.h src/rate/chain_scc.h src/rate/chain_screen.h \
    src/rate/se.h
src/sizes/geometry.o src/sizes/search.o src/sizes/format.o \
    src/sizes/search16.o: include/sudoku.h src/internal.h src/sizes/sizes.h
src/cli/main.o: include/sudoku.h src/cli/batch.h src/cli/cli.h src/cli/job.h \
    src/cli/message.h src/cli/modes.h src/cli/options.h src/cli/output.h \
    src/cli/parts.h src/cli/pool.h src/cli/progress.h src/cli/render.h
src/cli/options.o: include/sudoku.h src/cli/cli.h src/cli/generate.h \
    src/cli/job.h src/cli/message.h src/cli/modes.h src/cli/options.h \
    src/cli/output.h
src/cli/batch.o: include/sudoku.h src/cli/batch.h src/cli/cli.h \
    src/cli/explain.h src/cli/job.h src/cli/message.h src/cli/modes.h \
    src/cli/output.h src/cli/parts.h src/cli/pool.h src/cli/progress.h \
    src/cli/render.h src/cli/verify.h
src/cli/job.o: include/sudoku.h src/cli/cli.h src/cli/job.h src/cli/modes.h \
    src/cli/output.h
src/cli/render.o: include/sudoku.h src/cli/cli.h src/cli/csv.h src/cli/job.h \
    src/cli/json.h src/cli/message.h src/cli/modes.h src/cli/output.h \
    src/cli/render.h
src/cli/output.o: include/sudoku.h src/cli/output.h
src/cli/progress.o: src/cli/message.h src/cli/progress.h
src/cli/message.o: include/sudoku.h src/cli/message.h src/cli/output.h \
    src/cli/progress.h
src/cli/verify.o: include/sudoku.h src/cli/cli.h src/cli/job.h \
    src/cli/message.h src/cli/verify.h
src/cli/json.o: include/sudoku.h src/cli/cli.h src/cli/job.h src/cli/json.h \
    src/cli/modes.h src/cli/output.h src/cli/render.h src/cli/verify.h
src/cli/generate.o: include/sudoku.h src/cli/cli.h src/cli/generate.h
src/cli/modes.o: include/sudoku.h src/cli/cli.h src/cli/explain.h \
    src/cli/generate.h src/cli/job.h src/cli/json.h src/cli/message.h \
    src/cli/modes.h src/cli/output.h
src/cli/csv.o: include/sudoku.h src/cli/cli.h src/cli/csv.h src/cli/job.h \
    src/cli/output.h
src/cli/pool.o: src/cli/pool.h
src/cli/parts.o: include/sudoku.h src/cli/cli.h src/cli/explain.h \
    src/cli/job.h src/cli/message.h src/cli/modes.h src/cli/output.h \
    src/cli/parts.h src/cli/pool.h src/cli/progress.h src/cli/render.h \
    src/cli/verify.h
src/cli/explain.o: include/sudoku.h src/cli/cli.h src/cli/explain.h \
    src/cli/job.h src/cli/json.h src/cli/modes.h src/cli/output.h
tests/unit/test_target_ref.o: include/sudoku.h tests/kit/support.h \
    tests/kit/target_grids.h tests/ref/target_dual.h \
    tests/ref/target_reference.h
tests/unit/test_target_api.o tests/unit/test_canon.o \
    tests/unit/test_toolkit.o tests/unit/test_explain.o \
    tests/unit/test_solve.o tests/unit/test_api.o tests/unit/test_count.o \
    tests/unit/test_core.o tests/unit/test_deadline.o \
    tests/ref/verify_solutions.o tests/kit/stream_client.o bench/cputime.o \
    bench/bench_tools.o: include/sudoku.h tests/kit/support.h
tests/unit/test_target.o tests/unit/test_target_propagate.o \
    bench/bench_tail.o: include/sudoku.h src/internal.h \
    src/targetsum/target.h tests/kit/support.h
tests/unit/test_rate.o: include/sudoku.h src/internal.h \
    src/rate/chain_core.h src/rate/chain_scc.h src/rate/chain_screen.h \
    src/rate/se.h tests/kit/support.h
tests/unit/test_chains.o: include/sudoku.h src/internal.h \
    src/rate/chain_core.h src/rate/chain_scc.h src/rate/chain_screen.h \
    src/rate/chains.h src/rate/se.h tests/kit/support.h
tests/unit/test_reader.o tests/unit/test_split.o tests/unit/test_clash.o \
    tests/unit/test_weights.o: include/sudoku.h
tests/unit/test_sizes.o bench/bench_sizes.o: include/sudoku.h \
    tests/kit/sized_grids.h tests/kit/support.h tests/ref/dlx.h
tests/kit/support.o: include/sudoku.h src/internal.h src/rate/se.h \
    tests/kit/support.h
tests/kit/target_grids.o bench/bench_target.o bench/gen_target_grids.o: \
    include/sudoku.h tests/kit/support.h tests/kit/target_grids.h
tests/ref/dlx.o: include/sudoku.h tests/ref/dlx.h
tests/kit/sized_grids.o: include/sudoku.h tests/kit/sized_grids.h \
    tests/kit/support.h
tests/ref/target_reference.o: include/sudoku.h tests/ref/target_dual.h \
    tests/ref/target_reference.h
tests/ref/target_dual.o: tests/ref/target_dual.h
bench/hunt_target.o: include/sudoku.h src/internal.h src/targetsum/target.h \
    tests/kit/support.h tests/kit/target_grids.h
