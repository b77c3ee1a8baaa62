/**
 * `npm run release`: builds the versioned folder a CDN serves, `release/<version>/` (the
 * loader, the ES module entry, the chunks, the types), after checking CHANGELOG.md has the
 * version's section. A published version never changes: an existing folder is refused (use
 * `--force` only for a version not published yet). `release/latest/` is replaced by a copy.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  version: string;
};
const force = process.argv.includes('--force');
const folder = join(root, 'release', version);
const latest = join(root, 'release', 'latest');

/** The CHANGELOG.md section of `version`, or undefined. */
export function changelogSection(changelog: string, wanted: string): string | undefined {
  const lines = changelog.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`## ${wanted}`));
  if (start < 0) return undefined;
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines
    .slice(start, end < 0 ? undefined : end)
    .join('\n')
    .trim();
}

function fail(message: string): never {
  console.error(`release: ${message}`);
  process.exit(1);
}

const changelog = readFileSync(join(root, 'CHANGELOG.md'), 'utf8');
if (!changelogSection(changelog, version)) {
  fail(`CHANGELOG.md has no "## ${version}" section; write what changed first.`);
}
if (existsSync(folder) && !force) {
  fail(`release/${version}/ exists and a published version never changes; bump the version.`);
}
rmSync(folder, { recursive: true, force: true });

const run = (command: string, args: string[], env: Record<string, string> = {}) =>
  execFileSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });

run(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { STOREFRONT_DIST: folder });
run(process.execPath, [
  join(root, 'node_modules/typescript/bin/tsc'),
  '-p',
  'tsconfig.types.json',
  '--outDir',
  join(folder, 'types'),
]);
// The entry points' types: the script tag's `window.Storefront`, the module's exports.
const types = `/** Storefront v${version}: \`window.Storefront\` and the ES module entry. */
/// <reference path="./types/public-api.d.ts" />
export * from './types/module/index';
`;
writeFileSync(join(folder, 'storefront.d.ts'), types);
writeFileSync(join(folder, 'storefront.d.mts'), types);
rmSync(latest, { recursive: true, force: true });
cpSync(folder, latest, { recursive: true });
console.log(`release/${version}/ and release/latest/ built`);
