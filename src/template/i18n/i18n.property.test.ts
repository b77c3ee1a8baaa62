/** Property tests of the i18n formatters and the message parser on arbitrary input. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { i18nFormatters } from '../formatters.i18n';
import type { RenderContext } from '../plugins';
import { parseMessage } from './message-parser';

const errors: string[] = [];
const ctx = (locale: string): RenderContext => ({
  locale,
  timeZone: 'America/New_York',
  now: 1600000000000,
  maxOutput: 50_000_000,
  node: () => undefined,
  resolve: () => undefined,
  lookup: () => undefined,
  argument: (arg) => (arg === 'n' ? '12.5' : arg === 't' ? 1600000000000 : undefined),
  error: (message) => void errors.push(message),
  renderPartial: () => '',
});

const value = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.string({ maxLength: 12 }),
  fc.constantFrom('12.5', '-0.001', '1e3', '.5', null, undefined, {}, []),
);
const arg = fc.oneof(
  fc.string({ maxLength: 10 }),
  fc.constantFrom(
    'style:short',
    'maxfrac:2',
    'group',
    'in:inch',
    'out:foot,inch',
    'sequence:hour,minute',
    'skeleton:yMMMd',
    'date:full',
    'wrap:long',
    '%A %%',
    'allowWeeks:true',
    'n',
    't',
    'calendar:abc-',
    'calendar:japanese',
    'minfrac:9',
    'maxsig:0',
    'style:percent',
  ),
);

describe('i18n formatters on arbitrary input', () => {
  it('return text and never throw, whatever the value, arguments and locale', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(i18nFormatters)),
        value,
        fc.array(arg, { maxLength: 4 }),
        fc.constantFrom('en', 'fr-FR', 'pl', 'ja', 'none', 'en_US'),
        (name, v, args, locale) => {
          const fn = i18nFormatters[name];
          const out = fn?.(v, args, ctx(locale), []);
          expect(typeof out).toBe('string');
        },
      ),
      { numRuns: 400 },
    );
  });

  it('parses any message or fails with an Error', () => {
    const piece = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.constantFrom('{', '}', '#', "'", '{0 plural one{', 'other{#}}', '{a}', '{0;1 x y}'),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (pieces) => {
        try {
          expect(Array.isArray(parseMessage(pieces.join('')))).toBe(true);
        } catch (e) {
          expect(e).toBeInstanceOf(Error);
        }
      }),
      { numRuns: 500 },
    );
  });
});
