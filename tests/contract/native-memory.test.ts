import { NativeMemoryGuard } from '../../src/pool/native-memory';

// Memory a library holds outside the V8 heap (curl-to-code's tree-sitter trees) is freed only when V8 collects its
// wrappers; a pool thread collects once its tasks have grown the process's RSS by the guard's limit.

describe('native memory guard', () => {
  test('when tasks grow the resident memory past the limit, then the thread collects, and the count starts again', () => {
    const guard = new NativeMemoryGuard(64 * 1024 * 1024);
    const held: Buffer[] = [];
    guard.taskStarts();
    // 40 MiB touched outside the heap (past glibc's largest mmap threshold, so fresh pages, never reused ones): below the limit.
    held.push(Buffer.alloc(40 * 1024 * 1024, 1));
    expect(guard.taskEnded()).toBe(false);
    guard.taskStarts();
    held.push(Buffer.alloc(40 * 1024 * 1024, 1));
    expect(guard.taskEnded()).toBe(true);
    guard.taskStarts();
    expect(guard.taskEnded()).toBe(false);
    expect(held).toHaveLength(2);
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
