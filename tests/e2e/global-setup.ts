/** The browser suite's global setup: checks for Chromium and the built bundle. */
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium';

export default function setup(): void {
  chromiumPath();
  const dist = process.env.STOREFRONT_DIST ?? 'dist';
  if (!existsSync(`${dist}/storefront.js`)) {
    throw new Error(
      `${dist}/storefront.js is missing: the browser suite tests the built bundle. Run \`npm run build\`.`,
    );
  }
}
