/**
 * The corpus cases of the content, social and core formatter tables and of every predicate
 * except the commerce ones must all pass (the shared runner only prints plugin counts).
 */
import { describe, expect, it } from 'vitest';
import { runCase } from './conformance';
import { CORPUS_DIR, corpusPresent, loadCorpus } from './corpus';
import { createStandardEngine } from './standard';

const corpusDir = CORPUS_DIR;
const present = corpusPresent(corpusDir);

const FORMATTERS =
  'absurl activate-twitter-links apply audio-player capitalize child-image-meta color-weight ' +
  'comment-count comment-link comments count cover-image-meta cycle encode-space encode-uri ' +
  'encode-uri-component format get google-calendar-url height html htmlattr htmltag ' +
  'humanize-duration image image-color image-meta image-srcset item-classes iter json ' +
  'json-pretty key-by like-button lookup macro macro-ctx mod output pluralize prop raw resized ' +
  'round safe slugify smartypants social-button social-button-inline str truncate ' +
  'twitter-follow-button url-encode video website-color width';
const COMMERCE_PREDICATES = /^plugins\/p-(has-variants|on-sale|sold-out|varied-prices)[-.]/;
const families = new Set(FORMATTERS.split(' '));

function isOurs(name: string): boolean {
  const m = /^plugins\/f-(.+?)(-\d+)?\.html$/.exec(name);
  if (m) return families.has(m[1] as string);
  return name.startsWith('plugins/p-') && !COMMERCE_PREDICATES.test(name);
}

describe.skipIf(!present)('content, social and core plugin cases of the corpus', () => {
  const engine = createStandardEngine();
  const cases = present
    ? loadCorpus(corpusDir).filter((c) => c.kind === 'render' && isOurs(c.name))
    : [];

  it('finds the cases', () => {
    expect(cases.length).toBeGreaterThan(100);
  });

  for (const c of cases) {
    it(`${c.name} passes`, () => {
      const r = runCase(engine, c);
      expect(r.pass, `${c.name} produced:\n${r.detail ?? ''}`).toBe(true);
    });
  }
});
