/** Unit formatting (`{n|unit in:inch out:foot}`). */
export function formatUnit(locale: string, text: string, args: readonly string[]): string {
  void locale;
  void text;
  void args;
  return '';
}
