/** The `unit` formatter: unit names, conversion between units, formatting. */
import { type NumberOptions, cached, intlNumberOptions, numberFormat } from '../../commerce/money';
import { numberOption, splitOption } from './number';
import { COMPACT_SETS, DEFAULT_SETS, NAMES, UNITS, plural } from './unit-data';

type Display = 'narrow' | 'short' | 'long';

/** Unit ids by what a template may write: the id or its plural (`feet`, `inches`, `centuries`). */
const UNIT_IDS = new Map(
  Object.keys(UNITS).flatMap((id) => [
    [plural(id), id],
    [id, id],
  ]),
);

/** A unit id from what a template writes, in any case. */
const unitId = (name: string | undefined): string | undefined =>
  UNIT_IDS.get(name?.toLowerCase() ?? '');

const category = (unit: string): string => (UNITS[unit] as readonly [string, number])[0];
const size = (unit: string): number => (UNITS[unit] as readonly [string, number])[1];

function toCelsius(v: number, unit: string): number {
  return unit === 'fahrenheit' ? ((v - 32) * 5) / 9 : unit === 'kelvin' ? v - 273.15 : v;
}

/** Converts between two units of one category (temperatures by formula). */
function convert(v: number, from: string, to: string): number {
  if (from === to) return v;
  if (category(from) !== 'temperature') return (v * size(from)) / size(to);
  const c = toCelsius(v, from);
  return to === 'fahrenheit' ? (c * 9) / 5 + 32 : to === 'kelvin' ? c + 273.15 : c;
}

/** Valid units of a comma list in the category, largest first. */
function unitList(list: string, cat: string): string[] {
  return list
    .split(',')
    .map(unitId)
    .filter((u): u is string => u !== undefined && category(u) === cat)
    .sort((a, b) => size(b) - size(a));
}

/** Whether the locale measures in US customary units (United States, Liberia, Myanmar). */
function usesUsUnits(locale: string): boolean {
  return cached('us', locale, () =>
    ['US', 'LR', 'MM'].includes(new Intl.Locale(locale).maximize().region ?? ''),
  );
}

/** The unit a value without `in:` is read in: the category's base, the local temperature. */
function baseUnit(cat: string, locale: string): string | undefined {
  if (cat === 'temperature') return usesUsUnits(locale) ? 'fahrenheit' : 'celsius';
  return Object.keys(UNITS).find((u) => category(u) === cat && size(u) === 1);
}

/** One number with its unit name, e.g. `389°`, `21 arcminutes`. */
function formatOne(
  locale: string,
  unit: string,
  n: number,
  display: Display,
  opts: Intl.NumberFormatOptions,
): string {
  const names = Object.hasOwn(NAMES, unit) ? NAMES[unit] : undefined;
  if (!names) {
    return numberFormat(locale, { ...opts, style: 'unit', unit, unitDisplay: display }).format(n);
  }
  const num = numberFormat(locale, opts).format(n);
  const [one, other] = names[display === 'narrow' ? 0 : display === 'short' ? 1 : 2].split('/');
  return num + ((/^-?1$/.test(num) ? one : other) ?? one ?? '');
}

/**
 * The `unit` formatter: `in:<unit>` with `out:<unit>` (convert), `out:<a>,<b>` or
 * `compact:<set>` (the largest unit that keeps the number at least 1), `sequence:<a>,<b>`
 * (mixed units: `1028′ 9″`), else the category's default units for the locale's measurement
 * system (US customary for the United States). `format:narrow|short|long`, number options
 * (`group`, `maxfrac:2` ...). One fraction digit and no grouping by default; English locales
 * default to narrow names, others to short ones. Prints nothing for unknown units.
 */
export function formatUnit(locale: string, text: string, args: readonly string[]): string {
  const num: NumberOptions = {};
  const o: Record<string, string> = {};
  for (const arg of args) {
    const [key, value] = splitOption(arg);
    if (!numberOption(key, value, num)) o[key] = value;
  }
  const out = o.out ?? '';
  const target = out.includes(',') ? undefined : unitId(out);
  const from = unitId(o.in) ?? (target && baseUnit(category(target), locale));
  if (!from) return '';
  const cat = category(from);
  const value = Number(text);
  const display: Display =
    o.format === 'long' || o.format === 'short' || o.format === 'narrow'
      ? o.format
      : locale.startsWith('en')
        ? 'narrow'
        : 'short';
  const opts = intlNumberOptions(num, { group: false, maxfrac: 1 });
  const finish = (s: string): string => s.replace(/[\u00a0\u202f]/g, ' ');

  if (o.sequence) {
    const units = unitList(o.sequence, cat);
    if (units.length === 0) return '';
    let rest = Math.abs(convert(value, from, units[0] as string)) * size(units[0] as string);
    const parts: string[] = [];
    const sign = value < 0 ? -1 : 1;
    units.forEach((unit, i) => {
      const last = i === units.length - 1;
      const n = last ? rest / size(unit) : Math.floor(rest / size(unit) + 1e-9);
      rest = Math.max(0, rest - n * size(unit));
      if (n !== 0 || (last && parts.length === 0)) {
        parts.push(formatOne(locale, unit, parts.length === 0 ? sign * n : n, display, opts));
      }
    });
    return finish(parts.join(' '));
  }

  const sets = DEFAULT_SETS[o.compact ?? cat];
  const list =
    out !== ''
      ? out
      : o.compact && Object.hasOwn(COMPACT_SETS, o.compact)
        ? (COMPACT_SETS[o.compact] as string)
        : sets
          ? ((usesUsUnits(locale) ? sets[1] : undefined) ?? sets[0])
          : from;
  const units = unitList(list, cat);
  if (units.length === 0) return '';
  const unit =
    units.find((u) => Math.abs(convert(value, from, u)) >= 1) ??
    (units[units.length - 1] as string);
  return finish(formatOne(locale, unit, convert(value, from, unit), display, opts));
}
