// Preloaded into the service by the benchmark: answers SIGUSR2 with its memory use on stderr, as one JSON line.
process.on('SIGUSR2', () => {
  global.gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  process.stderr.write(`HEAP ${JSON.stringify({ heapUsed, rss })}\n`);
});
