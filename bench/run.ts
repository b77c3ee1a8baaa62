/**
 * `npm run bench`: runs every suite in bench/suites/ in its own process, in name order, and
 * passes their JSON lines through. Each line is one measurement; ratios are against a baseline
 * measured in the same run, never against a stored figure.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const only = process.argv.slice(2);
const suites = readdirSync(join(import.meta.dirname, 'suites'))
  .filter((name) => name.endsWith('.ts'))
  .filter((name) => only.length === 0 || only.some((wanted) => name.startsWith(wanted)))
  .sort();

let failed = 0;
for (const suite of suites) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join('bench', 'suites', suite)], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) {
    failed++;
    console.error(`bench: suite ${suite} failed (exit ${result.status})`);
  }
}
process.exit(failed === 0 ? 0 : 1);
