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

/** Category and size of each unit. */
export const UNITS: Readonly<Record<string, readonly [category: string, size: number]>> = {
  millimeter: ['length', 0.001],
  centimeter: ['length', 0.01],
  meter: ['length', 1],
  kilometer: ['length', 1000],
  point: ['length', INCH / 72],
  inch: ['length', INCH],
  foot: ['length', 12 * INCH],
  yard: ['length', 36 * INCH],
  mile: ['length', 63360 * INCH],
  'astronomical-unit': ['length', 149597870700],
  'light-year': ['length', 9460730472580800],
  // The platform's parsec (648000/π au in CLDR's rational π), as a double.
  parsec: ['length', 3.085677581491368e16],
  'square-centimeter': ['area', 1e-4],
  'square-meter': ['area', 1],
  hectare: ['area', 1e4],
  'square-kilometer': ['area', 1e6],
  'square-inch': ['area', INCH * INCH],
  'square-foot': ['area', 144 * INCH * INCH],
  'square-yard': ['area', 1296 * INCH * INCH],
  acre: ['area', 6272640 * INCH * INCH],
  'square-mile': ['area', 63360 * 63360 * INCH * INCH],
  'arc-second': ['angle', 1 / 3600],
  'arc-minute': ['angle', 1 / 60],
  degree: ['angle', 1],
  radian: ['angle', 180 / Math.PI],
  revolution: ['angle', 360],
  bit: ['digital', 1],
  kilobit: ['digital', 1e3],
  megabit: ['digital', 1e6],
  gigabit: ['digital', 1e9],
  terabit: ['digital', 1e12],
  byte: ['digital', 8],
  kilobyte: ['digital', KIB],
  megabyte: ['digital', KIB * 1024],
  gigabyte: ['digital', KIB * 1024 ** 2],
  terabyte: ['digital', KIB * 1024 ** 3],
  nanosecond: ['duration', 1e-9],
  microsecond: ['duration', 1e-6],
  millisecond: ['duration', 1e-3],
  second: ['duration', 1],
  minute: ['duration', 60],
  hour: ['duration', 3600],
  day: ['duration', 86400],
  week: ['duration', 604800],
  month: ['duration', YEAR / 12],
  year: ['duration', YEAR],
  century: ['duration', 100 * YEAR],
  hertz: ['frequency', 1],
  kilohertz: ['frequency', 1e3],
  megahertz: ['frequency', 1e6],
  gigahertz: ['frequency', 1e9],
  celsius: ['temperature', 1],
  fahrenheit: ['temperature', 1],
  kelvin: ['temperature', 1],
};

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

/** Names of a square unit: narrow symbol, short symbol, long 'square <name>'. */
function square(symbol: string, name: string, plural = `${name}s`): [string, string, string] {
  return [symbol, ` ${symbol.trim()}`, ` square ${name}/ square ${plural}`];
}

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
  'arc-minute': ['′', ' arcmin/ arcmins', ' arcminute/ arcminutes'],
  'arc-second': ['″', ' arcsec/ arcsecs', ' arcsecond/ arcseconds'],
  radian: ['rad', ' rad', ' radian/ radians'],
  revolution: ['rev', ' rev', ' revolution/ revolutions'],
  point: ['pt', ' pt', ' point/ points'],
  'astronomical-unit': ['au', ' au', ' astronomical unit/ astronomical units'],
  'light-year': ['ly', ' ly', ' light year/ light years'],
  parsec: ['pc', ' pc', ' parsec/ parsecs'],
  century: ['c', ' c', ' century/ centuries'],
  byte: ['byte', ' byte', ' byte/ bytes'],
  hertz: ['Hz', ' Hz', ' hertz/ hertz'],
  kilohertz: ['kHz', ' kHz', ' kilohertz/ kilohertz'],
  megahertz: ['MHz', ' MHz', ' megahertz/ megahertz'],
  gigahertz: ['GHz', ' GHz', ' gigahertz/ gigahertz'],
  kelvin: ['K', ' K', ' kelvin/ kelvins'],
};
