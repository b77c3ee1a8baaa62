/**
 * Escaping for markup the commerce formatters build. Every piece of data a fragment prints goes
 * through one of these, so merchant or shopper text can never open a tag or leave an attribute.
 */

const HTML: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};
const replace = (c: string): string => HTML[c] as string;

/** Text between tags: `&`, `<` and `>` escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>]/g, replace);
}

/** A double-quoted attribute value: `&`, `<`, `>` and `"` escaped. */
export function escapeAttr(text: string): string {
  return text.replace(/[&<>"]/g, replace);
}

/**
 * A double-quoted attribute value where the platform leaves `&` as it is (the variant selector's
 * `aria-label`). `"`, `<` and `>` are still escaped, so the value cannot end the attribute or
 * open a tag; a stray `&` only changes how the label's own text reads.
 */
export function escapeAttrKeepAmp(text: string): string {
  return text.replace(/[<>"]/g, replace);
}

/** A value as JSON inside a double-quoted attribute (`data-variants="[{&quot;...`). */
export function jsonAttr(value: unknown): string {
  return escapeAttr(JSON.stringify(value) ?? '');
}
