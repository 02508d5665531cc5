/**
 * `.env` in the working directory (or the file ENV_FILE names) read into process.env before the settings are, with
 * Node's own parser (process.loadEnvFile, Node 20.12+). A variable already in the environment wins over the file, as
 * with `node --env-file`. A missing `.env` is no error; a missing ENV_FILE is, since it was asked for.
 */
export function loadEnvFile(env: Record<string, string | undefined> = process.env): string | undefined {
  const path = env.ENV_FILE ?? '.env';
  try {
    process.loadEnvFile(path);
    return path;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && env.ENV_FILE === undefined) return undefined;
    throw new Error(`ENV_FILE "${path}" could not be read: ${(error as Error).message}`);
  }
}
