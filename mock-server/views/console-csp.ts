/**
 * The console pages' Content-Security-Policy: the demo pages' strict one, plus the one inline
 * stylesheet the colour picker (react-colorful) adds to the document, allowed by its hash
 * (`'unsafe-inline'` stays out, and nothing needs eval). `console-csp.test.ts` hashes the
 * installed library's stylesheet, so an upgrade that changes it fails there, not in a browser.
 */
import { DEMO_CSP } from '../middleware/security-headers';

/** sha256 of react-colorful 5.8's `<style>` text. */
export const COLOUR_PICKER_STYLE_HASH = 'sha256-I2px+fnpbN4E5+Djrj7aoTIyq9yyREkuVl19f4Sye9A=';

export const CONSOLE_CSP = DEMO_CSP.replace(
  "style-src 'self'",
  `style-src 'self' '${COLOUR_PICKER_STYLE_HASH}'`,
);
