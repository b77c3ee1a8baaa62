/**
 * The gallery's images: each `img[data-src]` the image formatter prints gets its responsive
 * `srcset` (the platform's width variants, 100w ... 2500w, up to the original width), `sizes`,
 * and its focal point as `object-position`; a slide with no image, or one that fails to load,
 * shows a placeholder carrying the image's alt text.
 */
import {
  focalPosition,
  imageDimensions,
  responsiveSrcset,
  variantFor,
  variantUrl,
} from '../../blocks/image-variants';

/** Everything {@link hydrateImage} changed, to give back on unmount. */
export type Restore = () => void;

/** The slide's image as the formatter printed it (`data-src`), or null when it has none. */
export const slideImage = (slide: Element): HTMLImageElement | null => {
  const img = slide.querySelector<HTMLImageElement>('img[data-src]');
  return img && (img.dataset.src ?? '').trim() !== '' ? img : null;
};

/** A grey box in the image's place, labelled with its alt text (or the generic label). */
function placeholder(label: string): HTMLElement {
  const box = document.createElement('div');
  box.className = 'sf-gallery-placeholder';
  box.setAttribute('role', 'img');
  box.setAttribute('aria-label', label);
  return box;
}

/**
 * Loads one image at the variant `sizes` asks for. `eager` images (the first one a visitor sees)
 * skip lazy loading.
 */
export function hydrateImage(
  slide: HTMLElement,
  sizes: string,
  eager: boolean,
  missingLabel: string,
): Restore {
  const img = slideImage(slide);
  if (!img) {
    const old = slide.querySelector('img');
    const label = old?.getAttribute('alt') || missingLabel;
    const box = placeholder(label);
    old?.setAttribute('hidden', '');
    slide.prepend(box);
    return () => {
      box.remove();
      old?.removeAttribute('hidden');
    };
  }
  const url = img.dataset.src as string;
  const size = imageDimensions(img.dataset.imageDimensions);
  const before = {
    src: img.getAttribute('src'),
    srcset: img.getAttribute('srcset'),
    sizes: img.getAttribute('sizes'),
    style: img.getAttribute('style'),
    loading: img.getAttribute('loading'),
  };
  let box: HTMLElement | undefined;
  const onError = () => {
    if (box) return;
    box = placeholder(img.alt || missingLabel);
    img.hidden = true;
    img.before(box);
  };
  img.addEventListener('error', onError);
  img.loading = eager ? 'eager' : 'lazy';
  img.decoding = 'async';
  img.sizes = sizes;
  img.srcset = responsiveSrcset(url, size?.[0]);
  img.style.objectPosition = focalPosition(img.dataset.imageFocalPoint);
  if (size) {
    img.width = size[0];
    img.height = size[1];
  }
  img.src = variantUrl(url, variantFor(size ? Math.min(size[0], 750) : 750));
  return () => {
    img.removeEventListener('error', onError);
    box?.remove();
    img.hidden = false;
    for (const [name, value] of Object.entries(before)) {
      if (value === null) img.removeAttribute(name);
      else img.setAttribute(name, value);
    }
    img.removeAttribute('decoding');
    img.removeAttribute('width');
    img.removeAttribute('height');
  };
}
