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

/**
 * A unit's names: narrow suffix, short suffix (singular/plural), long suffix (singular/plural),
 * each after a space but the narrow one. The short suffix is the narrow symbol unless given.
 */
function names(
  narrow: string,
  long: string,
  longPlural = `${long}s`,
  short = ` ${narrow.trim()}`,
): [string, string, string] {
  return [narrow, short, ` ${long}/ ${longPlural}`];
}

/** Names of a square unit: `square <name>`. */
const square = (symbol: string, name: string, plural = `${name}s`): [string, string, string] =>
  names(symbol, `square ${name}`, `square ${plural}`);

/**
 * English names of the units `Intl.NumberFormat` cannot name: narrow suffix, short suffix
 * (singular/plural), long suffix (singular/plural). A leading space separates the number.
 */
export const NAMES: Readonly<Record<string, readonly [string, string, string]>> = {
  'square-centimeter': square('cm²', 'centimeter'),
  'square-meter': square('m²', 'meter'),
  'square-kilometer': square(' km²', 'kilometer'),
  'square-inch': square('in²', 'inch', 'inches'),
  'square-foot': square('ft²', 'foot', 'feet'),
  'square-yard': square('yd²', 'yard'),
  'square-mile': square('mi²', 'mile'),
  'arc-minute': names('′', 'arcminute', undefined, ' arcmin/ arcmins'),
  'arc-second': names('″', 'arcsecond', undefined, ' arcsec/ arcsecs'),
  radian: names('rad', 'radian'),
  revolution: names('rev', 'revolution'),
  point: names('pt', 'point'),
  'astronomical-unit': names('au', 'astronomical unit'),
  'light-year': names('ly', 'light year'),
  parsec: names('pc', 'parsec'),
  century: names('c', 'century', 'centuries'),
  byte: names('byte', 'byte'),
  hertz: names('Hz', 'hertz', 'hertz'),
  kilohertz: names('kHz', 'kilohertz', 'kilohertz'),
  megahertz: names('MHz', 'megahertz', 'megahertz'),
  gigahertz: names('GHz', 'gigahertz', 'gigahertz'),
  kelvin: names('K', 'kelvin'),
};
