/**
 * The markdown editor's Preview: markdown rendered by `marked` (GitHub-flavoured) and sanitised
 * by DOMPurify into a DOM fragment, never an HTML string set by us. Scripts, event handlers,
 * `javascript:` URLs, styles, forms and frames are removed; links open safely, images
 * without text are decorative.
 */
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { Marked } from 'marked';

const marked = new Marked({ gfm: true, async: false });
let purifier: Purifier | undefined;

function purify(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof HTMLAnchorElement && node.hasAttribute('href')) {
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    // An image the markdown gives no text (`![](x)`, a bare `<img>`) is taken as decorative.
    if (node instanceof HTMLImageElement && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
  return purifier;
}

/** The preview of `markdown` as a fragment to append. */
export function renderMarkdown(markdown: string): DocumentFragment {
  const html = marked.parse(markdown) as string;
  return purify().sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object'],
    FORBID_ATTR: ['style', 'target'],
  });
}
