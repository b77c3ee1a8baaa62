/** Checks of the script tag's options the loader runs as it reads its config: currency, locale, and where a value came from. */

/** Where a config value came from, as the console line names it. */
export function configSource(fromTag: boolean, attribute: string, key: string): string {
  return fromTag ? `<script ${attribute}>` : `window.StorefrontConfig.${key}`;
}

/** An ISO 4217 code as `Intl` takes it (three letters), else undefined. */
export function validCurrency(value: string): string | undefined {
  const code = value.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : undefined;
}

/** A BCP 47 locale `Intl` accepts, else undefined. */
export function validLocale(value: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(value)[0];
  } catch {
    return undefined;
  }
}
