/** About 600 kB of JSON that the strict formatter needs well over 100 ms for, so concurrent calls overlap. */
export const slowDocument = JSON.stringify(Array.from({ length: 15_000 }, (_, i) => ({ id: i, name: `n${i}`, tags: ['a', 'b'] })));
