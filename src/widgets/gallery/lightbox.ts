/**
 * The gallery's lightbox: a native `<dialog>` opened with `showModal()` (top layer, page behind
 * inert, Escape closes through `cancel`), dark or light per the `lightboxTheme` option. Arrow
 * keys and swipes move between images, a press on the backdrop closes, and focus goes back to
 * the slide that opened it. Captions are set as text, never as HTML.
 */
import { format, type Messages } from '../../i18n/messages';
import { lockScroll } from '../shared/scroll-lock';
import type { GalleryLightboxTheme } from '../../blocks/gallery-options';
import { responsiveSrcset, variantUrl } from '../../blocks/image-variants';
import { imageDimensions } from '../../blocks/image-variants';
import { button, onSwipe } from './controls';

/** What the lightbox shows of one slide. */
export interface LightboxItem {
  readonly url: string | null;
  readonly dimensions: string | undefined;
  readonly title: string;
  readonly alt: string;
}

export interface Lightbox {
  open(index: number, opener: HTMLElement): void;
  destroy(): void;
}

export function createLightbox(
  items: readonly LightboxItem[],
  theme: GalleryLightboxTheme,
  messages: Messages,
): Lightbox {
  const dialog = document.createElement('dialog');
  dialog.className = `sf-lightbox sf-lightbox--${theme}`;
  const figure = document.createElement('figure');
  const img = document.createElement('img');
  img.sizes = '100vw';
  const missing = document.createElement('div');
  missing.className = 'sf-gallery-placeholder';
  missing.setAttribute('role', 'img');
  const caption = document.createElement('figcaption');
  const title = document.createElement('span');
  title.className = 'sf-lightbox-title';
  const counter = document.createElement('span');
  counter.className = 'sf-lightbox-counter';
  caption.append(title, counter);
  figure.append(img, missing, caption);
  let index = 0;
  let opener: HTMLElement | null = null;
  let release: (() => void) | undefined;

  const show = (next: number) => {
    index = (next + items.length) % items.length;
    const item = items[index] as LightboxItem;
    img.hidden = item.url === null;
    missing.hidden = item.url !== null;
    missing.setAttribute('aria-label', item.alt || messages.galleryImageMissing);
    if (item.url !== null) {
      img.srcset = responsiveSrcset(item.url, imageDimensions(item.dimensions)?.[0]);
      img.src = variantUrl(item.url, '1500w');
      img.alt = item.alt;
    }
    title.textContent = item.title;
    counter.textContent = format(messages.galleryPosition, { n: index + 1, m: items.length });
    dialog.setAttribute('aria-label', item.title || item.alt || messages.gallery);
  };

  const close = button('sf-lightbox-close', messages.close, () => dialog.close());
  const previous = button('sf-lightbox-previous', messages.galleryPrevious, () => show(index - 1));
  const next = button('sf-lightbox-next', messages.galleryNext, () => show(index + 1));
  const several = items.length > 1;
  previous.hidden = !several;
  next.hidden = !several;
  dialog.append(close, figure, previous, next);

  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'ArrowRight') show(index + 1);
    else return;
    event.preventDefault();
  });
  // A press on the backdrop lands on the dialog itself, outside its content box.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  const stopSwipe = onSwipe(figure, (direction) => show(index + direction));
  dialog.addEventListener('close', () => {
    release?.();
    release = undefined;
    opener?.focus();
  });
  document.body.append(dialog);

  return {
    open(at, from) {
      opener = from;
      show(at);
      if (!dialog.open) {
        dialog.showModal();
        release = lockScroll();
      }
      close.focus();
    },
    destroy() {
      stopSwipe();
      if (dialog.open) dialog.close();
      dialog.remove();
    },
  };
}
