import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * lowerHelperThreads in a process of its own (it changes the priorities of the process it runs in,
 * and a lowered priority cannot be raised again without privilege): what it reports, and every
 * thread's nice value afterwards as the kernel has it (/proc/self/task/<id>/stat, field 19).
 */
function runInChild(script: string): {
  lowered: number;
  main: number;
  others: number[];
  mainNiceBefore: number;
} {
  const out = execFileSync(
    process.execPath,
    ['-r', 'ts-node/register/transpile-only', '-e', script],
    {
      cwd: path.join(__dirname, '..', '..'),
      env: { ...process.env, UV_THREADPOOL_SIZE: '4', TS_NODE_PROJECT: 'tsconfig.json' },
      encoding: 'utf8',
    },
  );
  return JSON.parse(out.trim().split('\n').pop()!);
}

/** Runs `setup`, then lowerHelperThreads, and reports every thread's nice value before and after. */
const lowerAfter = (setup: string) =>
  runInChild(`
    const { readdirSync, readFileSync } = require('node:fs');
    const nice = (id) => Number(readFileSync('/proc/self/task/' + id + '/stat', 'utf8').split(') ')[1].split(' ')[16]);
    const others = () => readdirSync('/proc/self/task').filter((id) => Number(id) !== process.pid).map(nice);
    ${setup}
    const mainNiceBefore = nice(process.pid);
    require('./src/common/helper-threads').lowerHelperThreads().then((lowered) => {
      console.log(JSON.stringify({ lowered, main: nice(process.pid), others: others(), mainNiceBefore }));
    });
  `);

const describeOnLinux = process.platform === 'linux' ? describe : describe.skip;

describeOnLinux('lowerHelperThreads', () => {
  it("puts every thread but the main one ten below it, the pool's included", () => {
    const result = lowerAfter('');
    expect(result.mainNiceBefore).toBe(0);
    expect(result.main).toBe(0);
    // V8's helpers and libuv's four pool threads at least.
    expect(result.lowered).toBeGreaterThanOrEqual(5);
    expect(result.others).toHaveLength(result.lowered);
    expect(new Set(result.others)).toEqual(new Set([10]));
  });

  it('lowers relative to the process, never past 19', () => {
    const result = lowerAfter("require('node:os').setPriority(15);");
    expect(result.mainNiceBefore).toBe(15);
    expect(result.main).toBe(15);
    expect(result.lowered).toBeGreaterThanOrEqual(5);
    expect(new Set(result.others)).toEqual(new Set([19]));
  });
});
