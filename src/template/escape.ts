/**
 * Escaping for the markup formatters print (`html`, `htmlattr` and every fragment the commerce,
 * content and social formatters build), so merchant or shopper text can never open a tag or
 * leave an attribute. Linear in the text, whatever it holds (docs/template-limits.md).
 */

import { child, toText } from './values';

const TEXT_SPECIAL = /[&<>]/;
const ATTR_SPECIAL = /[&<>"]/;

/**
 * One pass by char code from the first character to escape: text with nothing to escape (most of
 * it) is returned as it is; otherwise the runs between escapes are sliced out once. Escapes are gathered in chunks of 256 that are
 * flattened before joining the output, so text made of little else than `<` does not build a
 * rope of millions of pieces (30 MB of `<` took 19 s and 1.2 GB that way). Past `max`
 * characters it stops and returns what it has, longer than `max`: the caller reports the limit.
 */
export function escape(s: string, quotes: boolean, max = Infinity): string {
  // The regular expression finds the first character to escape faster than the loop does, and
  // most text has none.
  const first = s.search(quotes ? ATTR_SPECIAL : TEXT_SPECIAL);
  if (first < 0) return s;
  let out = '';
  let chunk = '';
  let last = 0;
  let n = 0;
  for (let i = first; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c > 62) continue;
    let entity: string;
    if (c === 38) entity = '&amp;';
    else if (c === 60) entity = '&lt;';
    else if (c === 62) entity = '&gt;';
    else if (c === 34 && quotes) entity = '&quot;';
    else continue;
    chunk += last < i ? s.slice(last, i) + entity : entity;
    last = i + 1;
    if (++n > 255) {
      n = 0;
      chunk.charCodeAt(0); // flattens the chunk
      if ((out += chunk).length > max) return out;
      chunk = '';
    }
  }
  return last === 0 ? s : out + chunk + s.slice(last);
}

/** Text between tags: `&`, `<` and `>` escaped. */
export const escapeHtml = (text: string): string => escape(text, false);

/** A double-quoted attribute value: `&`, `<`, `>` and `"` escaped. */
export const escapeAttr = (text: string): string => escape(text, true);

/** A field of `node` escaped for a double-quoted attribute. */
export const attrOf = (node: unknown, key: string): string => escapeAttr(toText(child(node, key)));

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

/**
 * The `html` formatter (text between tags); the executor knows it by identity and escapes a
 * plain tag's value without the general formatter call.
 */
export const htmlText = (v: unknown, _args: unknown, ctx: { readonly maxOutput: number }): string =>
  escape(toText(v), false, ctx.maxOutput);

/** The `htmlattr` and `htmltag` formatter (a double-quoted attribute value), as `htmlText`. */
export const htmlAttr = (v: unknown, _args: unknown, ctx: { readonly maxOutput: number }): string =>
  escape(toText(v), true, ctx.maxOutput);
