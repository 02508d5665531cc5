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

  test('when some waiting items are taken out, then the rest keep their order and their clients keep their turns', () => {
    const queue = new FairQueue<string>();
    for (const [client, task] of [
      ['a', 'a1'],
      ['a', 'a2'],
      ['b', 'b1'],
      ['a', 'a3'],
      ['c', 'c1'],
      ['b', 'b2'],
    ] as const)
      queue.push(client, task);
    expect(queue.removeWhere((task) => task === 'a2', 'a')).toEqual(['a2']);
    expect(queue.removeWhere((task) => task === 'b1' || task === 'c1')).toEqual(['b1', 'c1']);
    expect([queue.size, queue.waitingFor('a'), queue.waitingFor('b'), queue.waitingFor('c')]).toEqual([3, 2, 1, 0]);
    expect(Array.from({ length: 4 }, () => queue.shift())).toEqual(['a1', 'b2', 'a3', undefined]);
  });
});
