/**
 * Escaping for the markup formatters print (`html`, `htmlattr` and every fragment the commerce,
 * content and social formatters build), so merchant or shopper text can never open a tag or
 * leave an attribute.
 */

/** `& < >` (and `"` when `quotes`) replaced: replaces without a callback run about as fast as a hand-written loop. */
function escapeAll(s: string, quotes: boolean): string {
  const text = s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return quotes ? text.replace(/"/g, '&quot;') : text;
}

/**
 * Scans by char code for the first character to escape (most texts have none, and are returned
 * as they are); about twice as fast as a regex replace with a callback.
 */
function escape(s: string, quotes: boolean): string {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c <= 62 && (c === 38 || c === 60 || c === 62 || (c === 34 && quotes)))
      return escapeAll(s, quotes);
  }
  return s;
}

/** Text between tags: `&`, `<` and `>` escaped. */
export const escapeHtml = (text: string): string => escape(text, false);

/** A double-quoted attribute value: `&`, `<`, `>` and `"` escaped. */
export const escapeAttr = (text: string): string => escape(text, true);

/**
 * A double-quoted attribute value where the platform leaves `&` as it is (the variant selector's
 * `aria-label`). `"`, `<` and `>` are still escaped, so the value cannot end the attribute or
 * open a tag; a stray `&` only changes how the label's own text reads.
 */
export function escapeAttrKeepAmp(text: string): string {
  return text.split('&').map(escapeAttr).join('&');
}

/** A value as JSON inside a double-quoted attribute (`data-variants="[{&quot;...`). */
export function jsonAttr(value: unknown): string {
  return escapeAttr(JSON.stringify(value) ?? '');
}
