/** Checks of the script tag's options the loader runs as it reads its config: currency and locale. */

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
