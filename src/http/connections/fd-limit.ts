import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The soft limit in the text of /proc/<pid>/limits ("Max open files  <soft>  <hard>  files"); undefined if unlimited or absent. */
export function softOpenFileLimit(limits: string): number | undefined {
  const soft = /^Max open files\s+(\S+)/m.exec(limits)?.[1];
  const value = Number(soft);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/**
 * The process's soft limit on open file descriptors (RLIMIT_NOFILE), of which every connection takes one. Node has
 * no getrlimit (and raises the soft limit to the hard one as it starts, so the value is read after that): on Linux
 * it is the "Max open files" row of /proc/self/limits; elsewhere (macOS, the BSDs) it is `ulimit -n` in a shell
 * this process starts, which inherits its limits; undefined where neither answers (Windows) or it is unlimited.
 */
export function openFileLimit(): number | undefined {
  try {
    return softOpenFileLimit(readFileSync('/proc/self/limits', 'utf8'));
  } catch {
    // Not Linux: ask a shell.
  }
  try {
    const value = Number(
      execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8', timeout: 2000, stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    );
    return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

/** What the process may hold: connections in all, and connections of one client address. */
export interface ConnectionBudget {
  total: number;
  perClient: number;
}

/**
 * The connection caps for a descriptor limit of `fdLimit`. Of the descriptors, max(64, an eighth) are kept for
 * everything that is not a client's connection (stdio, the event loops of the engine threads, Redis, the files the
 * service reads), at most half of a small limit; the rest is the total, or MAX_CONNECTIONS (`configured.total`) when
 * that is lower. One address may hold an eighth of the total, or MAX_CONNECTIONS_PER_CLIENT when that is lower, so
 * at least eight addresses must fill their share before the total is reached. An unknown limit leaves the settings.
 */
export function connectionBudget(
  fdLimit: number | undefined,
  configured: { total?: number | undefined; perClient: number },
): ConnectionBudget {
  const available = fdLimit === undefined ? Infinity : fdLimit - Math.min(Math.max(64, Math.ceil(fdLimit / 8)), Math.floor(fdLimit / 2));
  const total = Math.max(1, Math.min(configured.total ?? Infinity, available));
  const perClient = Number.isFinite(total) ? Math.max(1, Math.min(configured.perClient, Math.floor(total / 8))) : configured.perClient;
  return { total, perClient };
}
