/**
 * `.env.example`: every environment variable the service reads (the properties of the configuration schema of
 * src/config.ts), each with its meaning and its default, commented out: unset means the default.
 * `tsx scripts/env-example.ts` writes the file; tests/contract/config.test.ts fails when it is stale.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { settings, type SettingName } from '../src/config';

/** The file's text, rendered from the configuration schema. */
export function envExample(): string {
  const blocks = (Object.keys(settings) as SettingName[]).map((name) => {
    const setting: { default?: unknown; shown?: string; description: string } = settings[name];
    // A default the README gives in words only (WORKER_THREADS: the cores; PUBLIC_BASE_URL: none) is left empty.
    const written = String(setting.default);
    const value = setting.shown === undefined || setting.shown.includes(written) ? written : '';
    const meaning = setting.description.replaceAll('`', '');
    const shown = value === '' && setting.shown !== undefined ? ` (default: ${setting.shown})` : '';
    return `# ${meaning}${shown}\n# ${name}=${value}`;
  });
  return `# Every variable the service reads, with its default; unset means the default. Copy to .env (read at start; the real environment wins) and uncomment what you change.\n\n${blocks.join('\n\n')}\n`;
}

if (require.main === module) writeFileSync(join(__dirname, '..', '.env.example'), envExample());
