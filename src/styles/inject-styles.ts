/** Adds a widget's stylesheet to the document once (constructable sheet or `<style>`). */
const injected = new Set<string>();

/**
 * Adds a widget's stylesheet to the document once. Constructable stylesheets are not subject to
 * a CSP `style-src` policy, so they are preferred; the `<style>` fallback carries the nonce.
 */
export function injectStyles(id: string, css: string, nonce?: string): void {
  if (injected.has(id)) return;
  injected.add(id);
  if ('adoptedStyleSheets' in Document.prototype && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.dataset.storefront = id;
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  document.head.append(style);
}
