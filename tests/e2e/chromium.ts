/** Finds the Chromium the browser suite runs. */
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Debian's Chromium, or `CHROMIUM_PATH`; throws with the way to install it when absent. */
export function chromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist.`);
  }
  const found = CANDIDATES.find((path) => existsSync(path));
  if (found) return found;
  throw new Error(
    "No Chromium found for the browser suite. Install Debian's: `sudo apt-get install -y chromium` " +
      '(or set CHROMIUM_PATH to a Chromium binary). Do not run `npx playwright install`.',
  );
}
