import { FairQueue } from '../../src/pool/fair-queue';

describe('fair queue of engine tasks', () => {
  test('when one client queued many tasks before another queued one, then they take turns, one task each', () => {
    const queue = new FairQueue<string>();
    for (const task of ['a1', 'a2', 'a3', 'a4']) queue.push('203.0.113.7', task);
    queue.push('198.51.100.9', 'b1');
    queue.push('192.0.2.1', 'c1');
    queue.push('198.51.100.9', 'b2');
    expect([queue.size, queue.waitingFor('203.0.113.7'), queue.waitingFor('198.51.100.9'), queue.waitingFor('192.0.2.9')]).toEqual([
      7, 4, 2, 0,
    ]);
    const order = Array.from({ length: 8 }, () => queue.shift());
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4', undefined]);
    expect(queue.size).toBe(0);
  });
});
