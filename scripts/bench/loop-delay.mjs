// bench:admin preloads this into the app (node --import): the app's event-loop delay, measured
// by perf_hooks (1 ms resolution). On SIGUSR2 it appends what it saw since the last signal to
// $BENCH_LOOP_FILE as one JSON line ({ p50, p99, max } in ms) and starts again, so the bench can
// tell a loop held by the app from a CPU shared by everything on the machine.
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_LOOP_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const ms = (ns) => Math.round(ns / 1e5) / 10;
  process.on('SIGUSR2', () => {
    appendFileSync(
      file,
      JSON.stringify({
        p50: ms(histogram.percentile(50)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
      }) + '\n',
    );
    histogram.reset();
  });
}
