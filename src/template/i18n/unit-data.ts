/**
 * Units the `unit` formatter converts between: category and size in the category's base
 * unit (length: meter, area: square meter, angle: degree, digital: bit, duration: second,
 * frequency: hertz). Temperatures
 * convert by formula. Sizes follow CLDR's unit conversions; digital units are binary for
 * bytes (1 kB = 1024 B) and decimal for bits, as the platform prints them.
 */

const YEAR = 365.2425 * 86400;
const KIB = 8 * 1024;
const INCH = 0.0254;

/** Size of each unit in its category's base unit, by category. */
const SIZES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  length: {
    millimeter: 0.001,
    centimeter: 0.01,
    meter: 1,
    kilometer: 1000,
    point: INCH / 72,
    inch: INCH,
    foot: 12 * INCH,
    yard: 36 * INCH,
    mile: 63360 * INCH,
    'astronomical-unit': 149597870700,
    'light-year': 9460730472580800,
    // The platform's parsec (648000/π au in CLDR's rational π), as a double.
    parsec: 3.085677581491368e16,
  },
  area: {
    'square-centimeter': 1e-4,
    'square-meter': 1,
    hectare: 1e4,
    'square-kilometer': 1e6,
    'square-inch': INCH * INCH,
    'square-foot': 144 * INCH * INCH,
    'square-yard': 1296 * INCH * INCH,
    acre: 6272640 * INCH * INCH,
    'square-mile': 63360 * 63360 * INCH * INCH,
  },
  angle: {
    'arc-second': 1 / 3600,
    'arc-minute': 1 / 60,
    degree: 1,
    radian: 180 / Math.PI,
    revolution: 360,
  },
  digital: {
    bit: 1,
    kilobit: 1e3,
    megabit: 1e6,
    gigabit: 1e9,
    terabit: 1e12,
    byte: 8,
    kilobyte: KIB,
    megabyte: KIB * 1024,
    gigabyte: KIB * 1024 ** 2,
    terabyte: KIB * 1024 ** 3,
  },
  duration: {
    nanosecond: 1e-9,
    microsecond: 1e-6,
    millisecond: 1e-3,
    second: 1,
    minute: 60,
    hour: 3600,
    day: 86400,
    week: 604800,
    month: YEAR / 12,
    year: YEAR,
    century: 100 * YEAR,
  },
  frequency: { hertz: 1, kilohertz: 1e3, megahertz: 1e6, gigahertz: 1e9 },
  temperature: { celsius: 1, fahrenheit: 1, kelvin: 1 },
};

/** Category and size of each unit. */
export const UNITS: Readonly<Record<string, readonly [category: string, size: number]>> =
  Object.fromEntries(
    Object.entries(SIZES).flatMap(([category, units]) =>
      Object.entries(units).map(([unit, size]) => [unit, [category, size] as const]),
    ),
  );

/** Units a category compacts to by default, largest first: [metric, US]. */
export const DEFAULT_SETS: Readonly<Record<string, readonly [string, string?]>> = {
  length: ['kilometer,meter,centimeter,millimeter', 'mile,yard,foot,inch'],
  area: [
    'square-kilometer,hectare,square-meter,square-centimeter',
    'square-mile,acre,square-foot,square-inch',
  ],
  angle: ['degree,arc-minute,arc-second'],
  digital: ['terabyte,gigabyte,megabyte,kilobyte,byte'],
  duration: ['century,year,month,day,hour,minute,second'],
  frequency: ['gigahertz,megahertz,kilohertz,hertz'],
  temperature: ['celsius', 'fahrenheit'],
};

/** Named sets for `compact:<name>`; category names give their default set. */
export const COMPACT_SETS: Readonly<Record<string, string>> = {
  bytes: 'terabyte,gigabyte,megabyte,kilobyte,byte',
  bits: 'terabit,gigabit,megabit,kilobit,bit',
  'duration-large': 'century,year,month,day',
  'duration-small': 'day,hour,minute,second,millisecond,microsecond,nanosecond',
};

/** A unit name's English plural (long names, and the ids templates write): -s, -es after ch, -ies for -y, feet for foot, hertz unchanged. */
export const plural = (long: string): string =>
  long.replace(/foot$|y$|ch$|z$|$/, (m) =>
    m === 'foot' ? 'feet' : m === 'y' ? 'ies' : m === 'ch' ? 'ches' : m === 'z' ? m : 's',
  );

/**
 * English names of the units `Intl.NumberFormat` cannot name: narrow suffix, short suffix
 * (singular/plural), long suffix (singular/plural). A leading space separates the number.
 * Written as `unit:narrow` pairs: the short suffix is the narrow symbol after a space (arcmin and
 * arcsec apart), the long one the unit's words (`arc` joined to its unit) and their `plural`.
 */
export const NAMES: Readonly<Record<string, readonly [string, string, string]>> =
  Object.fromEntries(
    (
      'square-centimeter:cm²,square-meter:m²,square-kilometer: km²,square-inch:in²,' +
      'square-foot:ft²,square-yard:yd²,square-mile:mi²,arc-minute:′,arc-second:″,radian:rad,' +
      'revolution:rev,point:pt,astronomical-unit:au,light-year:ly,parsec:pc,century:c,byte:byte,' +
      'hertz:Hz,kilohertz:kHz,megahertz:MHz,gigahertz:GHz,kelvin:K'
    )
      .split(',')
      .map((entry) => {
        const [unit = '', narrow = ''] = entry.split(':');
        const arc = unit.startsWith('arc-');
        const long = arc ? unit.replace('-', '') : unit.replace('-', ' ');
        const short = arc ? ` ${long.slice(0, 6)}/ ${long.slice(0, 6)}s` : ` ${narrow.trim()}`;
        return [unit, [narrow, short, ` ${long}/ ${plural(long)}`]];
      }),
  );
