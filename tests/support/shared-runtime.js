/**
 * jest's runtime (the `runtime` option of jest.config.js), with a few stateless packages loaded once per jest worker by
 * Node itself instead of once per test file inside jest's sandbox.
 *
 * jest evaluates every module a test file reaches in a fresh `vm` context, node_modules included. That costs twice:
 * - each of the 130 fast-tier files that builds the app evaluated openapi-backend, Ajv, yaml and their dependencies
 *   again (about 0.35 s a file);
 * - typed-array code runs many times slower in that context than in Node's own (measured 29 Nov: qrcode's PNG
 *   encoder 280 ms against 15 ms, jsQR's decoder 50-150 ms against 8-15 ms).
 *
 * The packages below are loaded with Node's `require` when the product's code (`src/`, not its tests) imports them, and
 * the two PNG/QR decoders when anything does. They hold no state between calls that one test file could leave for
 * another, and they meet our code only through strings, Buffers and plain JSON values. Packages that hold state
 * (prom-client's registry, pino, Koa apps) or whose API takes our Dates, RegExps or classes (croner checks
 * `instanceof Date`; Ajv's `addFormat` checks `instanceof RegExp`, which is why tests get jest's own Ajv) stay in the
 * sandbox. The system and referee tiers run the built product in processes of its own, with one realm, as production.
 */
const { dirname } = require('node:path');
const Runtime = require('jest-runtime').default;

// By the name the code imports (a package, or a file in it: `ajv/dist/2020`); nothing else is resolved twice.
const SHARED_WITH_PRODUCT = /^(?:ajv|ajv-formats|openapi-backend|yaml|qrcode|quicktype-core|@redocly\/openapi-core|cronstrue)(?:\/|$)/;
const SHARED_WITH_ALL = /^(?:pngjs|jsqr)(?:\/|$)/;
const PRODUCT_MODULE = /\/src\/(?!.*\.test\.ts$)/;

class SharedPackagesRuntime extends Runtime {
  requireModuleOrMock(from, moduleName) {
    const shared = SHARED_WITH_ALL.test(moduleName) || (SHARED_WITH_PRODUCT.test(moduleName) && PRODUCT_MODULE.test(from));
    const path = shared ? resolveInNode(from, moduleName) : undefined;
    return path ? require(path) : super.requireModuleOrMock(from, moduleName);
  }

  teardown() {
    super.teardown();
    exitAtOnceLast();
  }
}

function resolveInNode(from, moduleName) {
  try {
    return require.resolve(moduleName, { paths: [dirname(from)] });
  } catch {
    return undefined; // not resolvable by Node (a built-in, a mapped name): jest resolves it, or says why it cannot
  }
}

// A jest worker whose last file is done leaves once its event loop is empty, then frees its heap (about 900 MB after
// the fast tier's files) before the process ends. That took 480-570 ms on 29 Nov, past jest's 500 ms grace, so jest
// killed it and printed "A worker process has failed to exit gracefully" though nothing was left open (the worker's
// 'exit' came 0-4 ms after jest asked it to end, with only its IPC pipe and stdio open). process.exit from the 'exit'
// event ends the process at once, with the same code, without freeing what the kernel frees anyway. It is moved to the
// end of the 'exit' listeners after each test file, so that those the files' code left run first. Only in a worker
// process (which talks to jest over IPC): a run in band is jest's own process.
function exitAtOnceLast() {
  if (!process.env.JEST_WORKER_ID || !process.send) return;
  process.off('exit', exitAtOnce);
  process.on('exit', exitAtOnce);
}

function exitAtOnce(code) {
  process.exit(code);
}

module.exports = SharedPackagesRuntime;
