/** The product documents' engine rules no corpus case covers, each quoted (templates document sections 3, 5, 8, 9). */
import { describe, expect, it } from 'vitest';
import type { ExecuteOptions } from './engine';
import { templateEnums } from './enums';
import { createStandardEngine } from './standard';

const engine = createStandardEngine();
const run = (src: string, data: unknown, options: ExecuteOptions = {}) => {
  const result = engine.render(src, data, options);
  return { output: result.output, errors: result.errors.map((e) => e.message) };
};

describe('"A free-price label is required when a zero value is shown as free."', () => {
  const zero = { value: '0.00', currency: 'USD' };

  it('shows a zero amount as the label, from a literal or a variable', () => {
    expect(run('{p|money free:"Free"}', { p: zero })).toEqual({ output: 'Free', errors: [] });
    const data = { p: { decimalValue: '0', currencyCode: 'EUR' }, label: 'Gratuit' };
    expect(run('{p|money free:label}', data, { locale: 'fr-FR' }).output).toBe('Gratuit');
  });

  it('shows any other amount as money', () => {
    expect(run('{p|money free:"Free"}', { p: { value: '0.01', currency: 'USD' } }).output).toBe(
      '$0.01',
    );
  });

  it('without a label (none given, or empty) records the error and shows zero as money', () => {
    for (const src of ['{p|money free}', '{p|money free:missing}']) {
      expect(run(src, { p: zero })).toEqual({
        output: '$0.00',
        errors: ['A free-price label is required'],
      });
    }
  });
});

describe('"Message parser accepts only plural keys valid for the locale or explicit numeric keys."', () => {
  const message = (m: string, n: number, locale = 'en-US') =>
    run(`{m|message ${n}}`, { m }, { locale });

  it('accepts the CLDR keywords and =N keys, choosing by the locale', () => {
    const all = '{0 plural zero{Z} one{O} two{T} few{F} many{M} other{#}}';
    expect(message(all, 3).output).toBe('3');
    expect(message(all, 3, 'pl-PL').output).toBe('F');
    expect(message('{0 plural =0{none} =1.5{one and a half} other{#}}', 0).output).toBe('none');
    expect(message('{0 selectordinal one{#st} two{#nd} few{#rd} other{#th}}', 22).output).toBe(
      '22nd',
    );
  });

  it('records any other key as an error (data, not a throw) and prints nothing', () => {
    for (const key of ['several', 'One', '=x', '2']) {
      expect(message(`{0 plural one{a} ${key}{b} other{c}}`, 1)).toEqual({
        output: '',
        errors: [`Invalid plural key '${key}'`],
      });
    }
    // select keys are free text
    expect(message('{0 select several{a} other{b}}', 1).errors).toEqual([]);
  });
});

describe("\"Relative time units: year, month (30 days), week, day, hour, minute, text 'about N units ago' and 'less than a minute ago'; within 60 seconds reads as just now.\"", () => {
  const now = 1_700_000_000_000;
  const since = (ms: number): string =>
    run('{t|timesince}', { t: now - ms }, { now }).output.replace(/<[^>]*>/g, '');
  const DAY = 86_400_000;

  it('takes the largest whole unit, a month being 30 days and a year 365', () => {
    expect(since(365 * DAY)).toBe('about a year ago');
    expect(since(364 * DAY)).toBe('about 12 months ago');
    expect(since(30 * DAY)).toBe('about a month ago');
    expect(since(29 * DAY)).toBe('about 4 weeks ago');
    expect(since(7 * DAY)).toBe('about a week ago');
    expect(since(6 * DAY + 23 * 3_600_000)).toBe('about 6 days ago');
    expect(since(DAY)).toBe('about a day ago');
    expect(since(DAY - 1)).toBe('about 23 hours ago');
    expect(since(3_600_000)).toBe('about an hour ago');
    expect(since(3_599_999)).toBe('about 59 minutes ago');
    expect(since(60_000)).toBe('about a minute ago');
  });

  it('reads anything within 60 seconds, either side of now, as just now: "less than a minute ago"', () => {
    for (const ms of [59_999, 30_000, 0, -30_000]) expect(since(ms)).toBe('less than a minute ago');
  });
});

describe('"Julian days outside 0 to 4881503 are rejected. Date helpers return empty text when the number is not finite or locale data is missing; the time-since helper shows \'Invalid date.\'."', () => {
  const JD0 = -210_866_760_000_000; // Julian day 0 in epoch milliseconds
  const JD_MAX = JD0 + 4_881_503 * 86_400_000;
  const utc = { website: { timeZone: 'UTC' } };

  it('formats the first and last supported days and rejects the days beyond, with an error', () => {
    expect(run('{t|date %Y}', { ...utc, t: JD0 }).output).toBe('-4713');
    expect(run('{t|date %Y}', { ...utc, t: JD_MAX }).output).toBe('8652');
    const after = run('[{t|date %Y}]', { ...utc, t: JD_MAX + 86_400_000 });
    expect(after.output).toBe('[]');
    expect(after.errors).toEqual(['Julian day 4881504 is out of range 0 to 4881503']);
    expect(run('{t|timesince}', { t: JD0 - 86_400_000 }).output).toBe('Invalid date.');
  });

  it('prints empty text for a number that is not finite', () => {
    for (const t of ['Infinity', '-Infinity', 'NaN', '1e400']) {
      expect(run('[{t|datetime}][{t|date %Y}][{t|relative-time}]', { t }).output).toBe('[][][]');
      expect(run('{t|timesince}', { t }).output).toBe('Invalid date.');
    }
  });

  it('prints empty text when the locale has no data', () => {
    const t = 1_600_000_000_000;
    for (const locale of ['none', 'zz-ZZ-x-no-data', ''])
      expect(run('[{t|datetime}][{t|relative-time}]', { t }, { locale }).output).toBe('[][]');
  });
});

describe('"Light/dark threshold is half of the maximum colour value"', () => {
  it('color-weight: light above 0xffffff / 2, dark at or below', () => {
    const weight = (c: string) => run('{c|color-weight}', { c }).output;
    expect(weight('#7fffff')).toBe('dark'); // 8388607, just below 16777215 / 2
    expect(weight('#800000')).toBe('light'); // 8388608, just above
  });
});

describe('"in another place darkness is luminance below 0.65 of 256"', () => {
  const dark = (c: unknown, spot = '') =>
    run(`{.image-dark?${spot}}dark{.or}light{.end}`, { colorData: c }).output;

  it('image-dark?: an image whose average colour has luminance below 166.4 is dark', () => {
    // #a6a6a6 is grey 166 (below 0.65 x 256 = 166.4), #a7a7a7 is 167.
    expect(dark({ centerAverage: 'a6a6a6' })).toBe('dark');
    expect(dark({ centerAverage: 'a7a7a7' })).toBe('light');
    // Luminance weighs green most: pure green (150) is dark, a light yellow is not.
    expect(dark({ centerAverage: '00ff00' })).toBe('dark');
    expect(dark({ centerAverage: '#ffff66' })).toBe('light');
  });

  it('differs from the half-of-the-maximum rule: #800000 is light by weight, dark by luminance', () => {
    expect(run('{c|color-weight}', { c: '#800000' }).output).toBe('light');
    expect(dark({ centerAverage: '800000' })).toBe('dark');
  });

  it('reads the named spot, and an image without colour data is not dark', () => {
    const c = { centerAverage: 'ffffff', topLeftAverage: '000000' };
    expect(dark(c, ' topLeft')).toBe('dark');
    expect(dark(c)).toBe('light');
    expect(dark(undefined)).toBe('light');
    expect(dark({ centerAverage: 'not a colour' })).toBe('light');
  });
});

describe('"Units-metric condition always evaluates to false (reports a not-yet-implemented formatter error)."', () => {
  it('takes the {.or} branch and records the error as data', () => {
    for (const data of [{}, { units: 'metric' }, { metric: true }]) {
      expect(run('{.units-metric?}metric{.or}not{.end}', data)).toEqual({
        output: 'not',
        errors: ['"units-metric?" formatter is not yet implemented'],
      });
    }
  });
});

describe('"Block types ... numbered 1 to 72 ... plus 1337 for a website component"; gallery item media types; device views; position grid', () => {
  const { blockTypes, galleryItemMediaTypes, deviceViews, positions } = templateEnums;

  it('numbers block types 1 to 72 plus 1337, the named ones as the documents list them', () => {
    const codes = Object.values(blockTypes);
    expect(codes.every((c) => (c >= 1 && c <= 72) || c === 1337)).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    const named = ['navigation', 'html', 'logo', 'map', 'image', 'gallery', 'form', 'product'];
    for (const name of [...named, 'button', 'accordion', 'marquee', 'shape', 'pricing-plan'])
      expect(blockTypes[name], name).toBeGreaterThan(0);
    expect(blockTypes['website-component']).toBe(1337);
    expect(Math.max(...codes.filter((c) => c !== 1337))).toBe(72);
  });

  it('lists media types, device views and the 3x3 grid of top/center/bottom by left/center/right', () => {
    expect(galleryItemMediaTypes).toEqual([
      'imageEmpty',
      'imageFile',
      'imageLicensed',
      'imageReused',
      'assetReused',
      'video',
    ]);
    expect(deviceViews).toEqual(['desktop', 'phone', 'tablet']);
    expect(positions).toEqual([
      'top-left',
      'top-center',
      'top-right',
      'center-left',
      'center-center',
      'center-right',
      'bottom-left',
      'bottom-center',
      'bottom-right',
    ]);
  });

  it('is plain data a template reads when it is handed the enumerations', () => {
    const data = { enums: templateEnums, block: { blockType: 5 } };
    const src =
      '{.section block}{.equal? blockType enums.blockTypes.image}image{.end}{.end}' +
      '{.repeated section enums.deviceViews}{@}{.alternates with},{.end}';
    expect(run(src, JSON.parse(JSON.stringify(data)))).toEqual({
      output: 'imagedesktop,phone,tablet',
      errors: [],
    });
  });
});
