/** Tests of the i18n formatters: dates, datetimes, decimals, messages, relative times, units. */
import { describe, expect, it } from 'vitest';
import { Engine } from './engine';
import type { ExecuteOptions } from './engine';
import { i18nFormatters } from './formatters.i18n';

const engine = new Engine({ formatters: [i18nFormatters] });
const out = (src: string, data: unknown, options: ExecuteOptions = {}): string =>
  engine.render(src, data, options).output;
const errors = (src: string, data: unknown, options: ExecuteOptions = {}): string[] =>
  engine.render(src, data, options).errors.map((e) => e.message);

// 2021-02-17T21:26:05.345Z: Wednesday 16:26 in New York, Thursday 06:26 in Tokyo.
const T = 1613597165345;

describe('date', () => {
  it('formats strftime patterns on the wall clock of website.timeZone', () => {
    const tokyo = { t: T, website: { timeZone: 'Asia/Tokyo' } };
    expect(out('{t|date %A, %B %d %Y %H:%M:%S %Z %z}', tokyo)).toBe(
      'Thursday, February 18 2021 06:26:05 JST +09:00',
    );
    expect(out('{t|date %a %b %e %I%p %P %j %q %u %w %N}', tokyo)).toBe(
      'Thu Feb 18 06AM am 049 1 4 4 345000000',
    );
  });

  it('falls back to the render time zone, then America/New_York', () => {
    expect(out('{t|date %F %T %Z}', { t: T })).toBe('2021-02-17 16:26:05 EST');
    expect(out('{t|date %F %T}', { t: T }, { timeZone: 'Europe/Paris' })).toBe(
      '2021-02-17 22:26:05',
    );
    expect(out('{t|date %H}', { t: T, website: { timeZone: 'Not/AZone' } })).toBe('16');
  });

  it('numbers weeks: %V ISO, %U from Sunday, %W from Monday, %G the ISO year', () => {
    // 2021-01-01 is a Friday: ISO week 53 of 2020, week 1 of 2021 for %U and %W.
    const jan1 = Date.UTC(2021, 0, 1, 12);
    expect(out('{t|date %V %G %g %U %W}', { t: jan1, website: { timeZone: 'UTC' } })).toBe(
      '53 2020 20 01 01',
    );
  });

  it('prints composite patterns, escapes and nothing for unknown letters', () => {
    const utc = { t: Date.UTC(2020, 6, 4, 0, 5, 9), website: { timeZone: 'UTC' } };
    expect(out('{t|date %c}', utc)).toBe('Sat, Jul 4, 2020 12:05:09 AM UTC');
    expect(out('{t|date %D/%R/%r/%v/%x/%X/%k/%l}', utc)).toBe(
      '07/04/20/00:05/12:05:09 AM/ 4-Jul-2020/07/04/2020/12:05:09 AM/ 0/12',
    );
    expect(out('{t|date 100%% %Q done %}', utc)).toBe('100%  done %');
  });

  it('rejects Julian days outside 0 to 4881503 with an error', () => {
    const jd0 = -210866760000000; // Julian day 0: 24 November 4714 BC (proleptic Gregorian)
    expect(out('{t|date %Y}', { t: jd0, website: { timeZone: 'UTC' } })).toBe('-4713');
    expect(out('[{t|date %Y}]', { t: jd0 - 86400e3 })).toBe('[]');
    expect(errors('{t|date %Y}', { t: jd0 - 86400e3 })[0]).toMatch(/Julian day -1 is out of range/);
    expect(out('[{t|datetime}]', { t: 1e16 })).toBe('[]');
  });

  it('prints nothing for a value that is not a number or a missing pattern', () => {
    expect(out('[{t|date %Y}][{n|date}]', { t: 'soon', n: T })).toBe('[][]');
  });
});

describe('datetime', () => {
  const t = 1582571080000; // 2020-02-24 14:04:40 in New York

  it('formats named widths and defaults to a long date', () => {
    expect(out('{t|datetime}', { t })).toBe('February 24, 2020');
    expect(out('{t|datetime date:full}', { t })).toBe('Monday, February 24, 2020');
    expect(out('{t|datetime time:short}', { t })).toBe('2:04\u202fPM');
  });

  it('formats skeletons, alone or joined to a width with the wrapper', () => {
    expect(out('{t|datetime skeleton:yMMMEEEd}', { t })).toBe('Mon, Feb 24, 2020');
    expect(out('{t|datetime date:medium time:hm wrap:full}', { t })).toBe(
      'Feb 24, 2020 at 2:04\u202fPM',
    );
    expect(out('{t|datetime MMMM context:begin-sentence}', { t }, { locale: 'fr' })).toBe(
      'Février',
    );
  });

  it('follows the locale and the calendar', () => {
    expect(out('{t|datetime date:long}', { t }, { locale: 'de-DE' })).toBe('24. Februar 2020');
    expect(out('{t|datetime date:full calendar:japanese}', { t }, { locale: 'ja' })).toBe(
      '令和2年2月24日月曜日',
    );
  });

  it('prints nothing without locale data or a number', () => {
    expect(out('[{t|datetime}]', { t }, { locale: 'none' })).toBe('[]');
    expect(out('[{x|datetime}]', { x: 'abc' })).toBe('[]');
  });
});

describe('datetime-interval', () => {
  const s = 1582571080000;

  it('collapses shared fields, on hours and minutes for the same day', () => {
    expect(out('{s,e|datetime-interval}', { s, e: s + 5 * 3600e3 })).toBe(
      '2:04\u2009–\u20097:04\u202fPM',
    );
    expect(out('{s,e|datetime-interval}', { s, e: s + 90 * 86400e3 })).toBe(
      'Feb 24\u2009–\u2009May 24, 2020',
    );
    expect(out('{s,e|datetime-interval yMMM}', { s, e: s + 400 * 86400e3 })).toBe(
      'Feb 2020\u2009–\u2009Mar 2021',
    );
  });

  it('shows the zone, plain spaces and both ends when the site sets its time zone', () => {
    const website = { timeZone: 'America/Los_Angeles' };
    expect(out('{s,e|datetime-interval}', { s, e: s + 3600e3, website })).toBe(
      '11:04 AM – 12:04 PM PT',
    );
    expect(out('{s,e|datetime-interval yMMMd}', { s, e: s + 60e3, website })).toBe(
      'Feb 24, 2020 – Feb 24, 2020',
    );
  });

  it('needs two numbers', () => {
    expect(out('[{s|datetime-interval}][{s,x|datetime-interval}]', { s, x: 'x' })).toBe('[][]');
  });
});

describe('decimal', () => {
  it('prints plain digits bare, grouped as soon as options are given', () => {
    expect(out('{n|decimal} {n|decimal group} {n|decimal maxfrac:1}', { n: '-15789.16' })).toBe(
      '-15789.16 -15,789.16 -15,789.2',
    );
  });

  it('applies styles, rounding and significant digits', () => {
    const n = '123456.7890';
    expect(out('{n|decimal style:percent}|{n|decimal style:short}', { n })).toBe(
      '12,345,679%|123K',
    );
    expect(out('{n|decimal maximumFractionDigits:1 round:down}', { n })).toBe('123,456.7');
    expect(out('{n|decimal mode:significant-maxfrac minsig:1 maxfrac:3}', { n: '3.14159' })).toBe(
      '3.142',
    );
    expect(out('{n|decimal maxsig:2}', { n })).toBe('120,000');
  });

  it('uses the locale and keeps long decimals exact', () => {
    expect(out('{n|decimal group}', { n: '1234.5' }, { locale: 'de-DE' })).toBe('1.234,5');
    expect(out('{n|decimal maxfrac:12}', { n: '12345678901234567.123456789012' })).toBe(
      '12,345,678,901,234,567.123456789012',
    );
  });

  it('prints nothing for text that is not a number', () => {
    expect(out('[{n|decimal group:true}]', { n: 'xyz' })).toBe('[]');
  });
});

describe('message and plural', () => {
  it('fills positional and keyword arguments', () => {
    const msg = 'Hi, {name} {1} contains {2 plural one {# item} other {# items}}.';
    expect(
      out('{msg|message name=p.name what n}', { msg, p: { name: 'Bob' }, what: 'cart', n: 3 }),
    ).toBe('Hi, Bob cart contains 3 items.');
    expect(out('{m|message a:x}', { m: '{a}/{0}', x: 'X' })).toBe('X/X');
  });

  it('selects plural categories from the written number, by locale', () => {
    const msg = '{0 plural =0{none} one{# ONE} few{# FEW} many{# MANY} other{# OTHER}}';
    const run = (n: unknown, locale: string): string =>
      out('{msg|message n}', { msg, n }, { locale });
    expect(['0', '1', '1.0', '2'].map((n) => run(n, 'en-US'))).toEqual([
      'none',
      '1 ONE',
      '1.0 OTHER',
      '2 OTHER',
    ]);
    expect(['1.5', '2'].map((n) => run(n, 'fr-FR'))).toEqual(['1.5 ONE', '2 OTHER']);
    expect(['2', '5', '2.0'].map((n) => run(n, 'pl-PL'))).toEqual(['2 FEW', '5 MANY', '2.0 OTHER']);
  });

  it('prints nothing for a plural category without a branch', () => {
    expect(out('{m|plural n}', { m: 'item{0 plural other{s}}', n: 1 })).toBe('item');
  });

  it('formats ordinals, selects and nested arguments', () => {
    const msg = '{1} came {0 selectordinal one{#st} two{#nd} few{#rd} other{#th}}';
    expect(out('{m|message n w}', { m: msg, n: 22, w: 'Ann' })).toBe('Ann came 22nd');
    const sel = "{0 select a{A {1}} other{'{'other'}'}}";
    expect(out('{m|message k v}|{m|message z v}', { m: sel, k: 'a', z: 'q', v: 'V' })).toBe(
      'A V|{other}',
    );
  });

  it('formats decimals, money and dates inside a message', () => {
    const data = {
      m: '{0 decimal style:short} {1 money} {1 currency style:name} {2 datetime date:short}',
      n: '12345.6',
      price: { decimalValue: '1234.5', currencyCode: 'EUR' },
      t: 1582571080000,
    };
    expect(out('{m|message n price t}', data)).toBe('12K €1,234.50 1,234.50 euros 2/24/20');
    expect(out('[{m|message}]', { m: '{0 money}{0 datetime}' })).toBe('[]');
  });

  it('formats money inside a message with the money formatter options', () => {
    const price = { value: '1234567.891', currency: 'usd' };
    const m = '{0 money maxFrac:0 no-group}|{0 money style:long}|{0 currency style:code}';
    expect(out('{m|message p}', { m, p: price })).toBe(`$1234568|$1.2M|${'USD\u00a01,234,567.89'}`);
    expect(out('[{m|message p}]', { m: '{0 money}', p: { value: 'x', currency: 'USD' } })).toBe(
      '[]',
    );
  });

  it('formats an interval from two arguments with the zone', () => {
    const m = 'From {0;1 datetime-interval}.';
    const s = 1525604400000;
    expect(out('{m|message s e}', { m, s, e: s + 6 * 3600e3 })).toBe('From 7:00 AM – 1:00 PM ET.');
  });

  it('records an error and prints nothing for a malformed message', () => {
    expect(out('[{m|message n}]', { m: '{0 plural one{x}', n: 1 })).toBe('[]');
    expect(errors('{m|message n}', { m: 'a {0', n: 1 })[0]).toMatch(/message/i);
  });
});

describe('relative-time', () => {
  const now = 1502298000000;

  it('picks the largest unit and rounds', () => {
    expect(out('{t|relative-time}', { t: now + 2 * 3600e3 }, { now })).toBe('in 2 hours');
    expect(out('{t|relative-time}', { t: now - 40000e3 }, { now })).toBe('11 hours ago');
    expect(out('{a,b|relative-time}', { a: 0, b: 11.5 * 86400e3 }, { now })).toBe('in 12 days');
    expect(out('{a,b|relative-time allowWeeks:true}', { a: 0, b: 11.5 * 86400e3 })).toBe(
      'in 2 weeks',
    );
  });

  it('capitalises for the start of a sentence and follows the locale', () => {
    const data = { t: now + 3 * 86400e3 };
    expect(out('{t|relative-time context:begin-sentence}', data, { now })).toBe('In 3 days');
    // The same capitalisation contexts as datetime's.
    expect(out('{t|relative-time context:ui-list-or-menu}', data, { now })).toBe('In 3 days');
    expect(out('{t|relative-time}', data, { now, locale: 'de' })).toBe('in 3 Tagen');
  });
});

describe('timesince', () => {
  const now = 1627849845000;
  const since = (ms: number): string =>
    out('{t|timesince}', { t: now - ms }, { now }).replace(/<[^>]*>/g, '');

  it('reads whole units as "about N units ago"', () => {
    expect(since(70.8 * 365 * 86400e3)).toBe('about 70 years ago');
    expect(since(400 * 86400e3)).toBe('about a year ago');
    expect(since(65 * 86400e3)).toBe('about 2 months ago');
    expect(since(3 * 3600e3)).toBe('about 3 hours ago');
    expect(since(3600e3)).toBe('about an hour ago');
    expect(since(59e3)).toBe('less than a minute ago');
  });

  it('wraps the text in a span carrying the date', () => {
    expect(out('{t|timesince}', { t: now - 120e3 }, { now })).toBe(
      `<span class="timesince" data-date="${now - 120e3}">about 2 minutes ago</span>`,
    );
    expect(out('{t|timesince}', { t: 'later' }, { now })).toBe('Invalid date.');
  });
});

describe('unit', () => {
  const unit = (args: string, n: unknown, locale = 'en-US'): string =>
    out(`{n|unit ${args}}`, { n }, { locale });

  it('converts between units of a category', () => {
    expect(unit('in:inch out:centimeter', 57)).toBe('144.8cm');
    expect(unit('in:fahrenheit out:celsius format:long', '212')).toBe('100 degrees Celsius');
    expect(unit('in:byte out:megabyte format:long', '1073741824')).toBe('1024 megabytes');
    expect(unit('in:acre out:square-kilometer group', '15243.987')).toBe('61.7 km²');
  });

  it('picks the largest unit of a set that keeps the number at least 1', () => {
    expect(unit('in:byte compact:bytes', '15789655')).toBe('15.1MB');
    expect(unit('in:byte compact:bits format:long', '15789655')).toBe('126.3 megabits');
    expect(unit('in:yard out:mile,yard,foot,inch', '.0123')).toBe('0.4″');
    expect(unit('in:hertz', '12345678999')).toBe('12.3GHz');
  });

  it('defaults to the measurement system of the locale', () => {
    expect(unit('in:celsius', 37)).toBe('98.6°');
    expect(unit('in:inch', 12345)).toBe('342.9yd');
    expect(unit('in:inch', 12345, 'de-DE')).toBe('313,6 m');
  });

  it('breaks a value into a sequence of units, the sign on the first', () => {
    expect(unit('in:second sequence:hour,minute,second format:long', 12345)).toBe(
      '3 hours 25 minutes 45 seconds',
    );
    expect(unit('in:inch sequence:foot,inch group format:short', -12345)).toBe('-1,028 ft 9 in');
    expect(unit('in:degree sequence:degree,arc-minute,arc-second', '389.3592')).toBe(
      '389° 21′ 33.1″',
    );
  });

  it('names units in the locale where Intl knows them', () => {
    expect(unit('in:second sequence:hour,minute format:long', 3660, 'fr-FR')).toBe(
      '1 heure 1 minute',
    );
    expect(unit('in:byte compact:bytes', '12345657890', 'fr-FR')).toBe('11,5 Go');
  });

  it('prints nothing for unknown units or mixed categories', () => {
    expect(out('[{n|unit in:furlong}][{n|unit in:inch out:second}][{n|unit}]', { n: 3 })).toBe(
      '[][][]',
    );
  });
});
