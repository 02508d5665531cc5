import { NativeMemoryGuard } from '../../src/pool/native-memory';

// Memory a library holds outside the V8 heap (curl-to-code's tree-sitter trees) is freed only when V8 collects its
// wrappers; a pool thread collects once its tasks have grown the process's RSS by the guard's limit.

describe('native memory guard', () => {
  // The process's RSS as the guard reads it, given here: in a jest worker other test files' memory comes and goes
  // meanwhile, so real allocations measure those too (a test that failed under load).
  test('when tasks grow the resident memory past the limit, then the thread collects, and the count starts again', () => {
    const MiB = 1024 * 1024;
    let rss = 500 * MiB;
    const guard = new NativeMemoryGuard(64 * MiB, () => rss);
    const task = (growth: number): boolean => {
      guard.taskStarts();
      rss += growth;
      return guard.taskEnded();
    };
    // 40 MiB: below the limit; 40 more: past it, so it collects; the count then starts again from nothing.
    expect([task(40 * MiB), task(40 * MiB), task(40 * MiB)]).toEqual([false, true, false]);
    // Memory returned during a task does not count against later growth.
    expect([task(-30 * MiB), task(20 * MiB), task(10 * MiB)]).toEqual([false, false, true]);
  });

  test('when a task leaves nothing behind, then no collection runs however many tasks there are', () => {
    const guard = new NativeMemoryGuard(64 * 1024 * 1024);
    const collected = Array.from({ length: 1000 }, () => {
      guard.taskStarts();
      JSON.stringify({ small: [1, 2, 3] });
      return guard.taskEnded();
    });
    expect(collected.filter(Boolean)).toEqual([]);
  });
});
