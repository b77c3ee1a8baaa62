/** The console's policy allows exactly the colour picker's stylesheet, nothing inline besides. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { DEMO_CSP } from '../middleware/security-headers';
import { COLOUR_PICKER_STYLE_HASH, CONSOLE_CSP } from './console-csp';

/** The text react-colorful gives the `<style>` it appends (a single-quoted literal in its build). */
function colourPickerStyle(): string {
  const file = createRequire(import.meta.url).resolve('react-colorful');
  const source = readFileSync(file.replace(/index\.js$/, 'index.mjs'), 'utf8');
  const literal = /innerHTML='((?:[^'\\]|\\.)*)'/.exec(source)?.[1];
  if (literal === undefined) throw new Error('react-colorful no longer sets a <style> text');
  return literal.replace(/\\(.)/g, '$1');
}

describe('console CSP', () => {
  it("holds the hash of react-colorful's stylesheet", () => {
    const hash = createHash('sha256').update(colourPickerStyle()).digest('base64');
    expect(COLOUR_PICKER_STYLE_HASH).toBe(`sha256-${hash}`);
  });

  it("is the demo pages' policy with that one hash, no unsafe-inline or unsafe-eval", () => {
    expect(CONSOLE_CSP).not.toMatch(/unsafe/);
    expect(CONSOLE_CSP.replace(` '${COLOUR_PICKER_STYLE_HASH}'`, '')).toBe(DEMO_CSP);
  });
});
