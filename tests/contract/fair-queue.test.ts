import { FairQueue, FamilyQueue } from '../../src/pool/fair-queue';

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

describe('queue of engine tasks by tool family, then client', () => {
  /** Items are "family/client/n", so the queue can tell each item's client. */
  const queue = () => new FamilyQueue<string>((item) => item.split('/')[1] as string);

  test('when one tool has many tasks waiting before another tool has one, then the tools take turns', () => {
    const tasks = queue();
    for (let i = 1; i <= 4; i++) tasks.push('mock', `a${i}`, `mock/a${i}/1`);
    tasks.push('uuid', 'z', 'uuid/z/1');
    tasks.push('uuid', 'z', 'uuid/z/2');
    expect([tasks.size, tasks.waitingFor('z'), tasks.waitingFor('a1')]).toEqual([6, 2, 1]);
    expect(Array.from({ length: 7 }, () => tasks.shift())).toEqual([
      'mock/a1/1',
      'uuid/z/1',
      'mock/a2/1',
      'uuid/z/2',
      'mock/a3/1',
      'mock/a4/1',
      undefined,
    ]);
    expect([tasks.size, tasks.waitingFor('z')]).toEqual([0, 0]);
  });

  test('when the queue is full of one tool, then a newcomer of another tool takes the place of the newest task of the client with the most', () => {
    const tasks = queue();
    for (const item of ['mock/a/1', 'mock/b/1', 'mock/a/2', 'mock/c/1']) tasks.push('mock', item.split('/')[1] as string, item);
    // a has 2 waiting: its newest gives its place.
    expect(tasks.yieldPlaceTo('json', 'z')).toBe('mock/a/2');
    expect([tasks.size, tasks.waitingFor('a')]).toEqual([3, 1]);
  });

  test('when the newcomer has its fair share already, then nothing gives way (it is the one refused)', () => {
    const tasks = queue();
    for (const client of ['a', 'b', 'c', 'd']) tasks.push('mock', client, `mock/${client}/1`);
    // Same tool, every client one task: a fifth client with none would only take another's equal place.
    expect(tasks.yieldPlaceTo('mock', 'e')).toBeUndefined();
    tasks.push('json', 'z', 'json/z/1');
    tasks.push('json', 'z', 'json/z/2');
    tasks.push('json', 'z', 'json/z/3');
    // mock has 4 and json 3: a json newcomer would make them even, so nothing yields.
    expect(tasks.yieldPlaceTo('json', 'y')).toBeUndefined();
    // mock now has 5 and json 3: mock's newest task (of its longest line, latest in turn) gives its place.
    tasks.push('mock', 'e', 'mock/e/1');
    expect(tasks.yieldPlaceTo('json', 'y')).toBe('mock/e/1');
  });
});
