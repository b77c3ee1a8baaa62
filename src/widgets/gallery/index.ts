/**
 * The gallery widget: hydrates a gallery block (`.sqs-block-gallery[data-block-json]`, its
 * options as JSON, one `.slide` per image as the image formatter prints it; the demo's
 * `gallery.block` partial) without React. The options are read through the one options module
 * (`src/blocks/gallery-options.ts`: defaults, clamps); the four designs are styles plus, for
 * slideshow and slider, the carousel; the lightbox option opens a native dialog.
 */
import {
  ASPECT_RATIO_CSS,
  isCarousel,
  readGalleryOptions,
  type GalleryOptions,
} from '../../blocks/gallery-options';
import { allMessages, format } from '../../i18n/messages';
import { isActivationKey } from '../../runtime/keys';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import type { Unmount } from '../widget';
import { carousel } from './carousel';
import { hydrateImage, slideImage } from './images';
import { createLightbox, type LightboxItem } from './lightbox';
import css from './styles.css?inline';

function parseOptions(json: string | undefined): GalleryOptions {
  try {
    return readGalleryOptions(JSON.parse(json ?? '{}'));
  } catch {
    return readGalleryOptions({});
  }
}

/** The width an image takes on screen, for the browser's choice among the variants. */
function sizesFor(options: GalleryOptions): string {
  switch (options.design) {
    case 'grid':
      return `(max-width: 432px) 100vw, ${Math.ceil(100 / options['thumbnails-per-row'])}vw`;
    case 'slider':
      return '(max-width: 432px) 100vw, 50vw';
    default:
      return '100vw';
  }
}

/** The on/off options styles follow, as classes on the host. */
const FLAG_CLASSES = [
  'auto-crop',
  'square-thumbs',
  'show-meta',
  'show-meta-basic',
  'show-meta-only-title',
  'show-meta-on-hover',
  'transparentBackground',
] as const;

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  injectStyles('gallery', css, runtime.config.nonce);
  const messages = allMessages(runtime.messages);
  const options = parseOptions(host.dataset.blockJson);
  const track = host.querySelector<HTMLElement>('.sqs-gallery') ?? host;
  const slides = [...track.querySelectorAll<HTMLElement>('.slide')];
  const cleanups: (() => void)[] = [];

  const classes = [
    'sf-gallery',
    `sf-gallery--${options.design}`,
    `sf-gallery-meta--${options['meta-position']}`,
    `sf-gallery-align--${options['active-alignment']}`,
    ...FLAG_CLASSES.filter((name) => options[name]).map((name) => `sf-gallery-${name}`),
  ];
  host.classList.add(...classes);
  const vars: Record<string, string> = {
    '--sf-gallery-per-row': String(options['thumbnails-per-row']),
    '--sf-gallery-padding': `${options.padding}px`,
    '--sf-gallery-aspect': ASPECT_RATIO_CSS[options['aspect-ratio']],
    '--sf-gallery-strip-height': `${options['thumbnail-strip-height']}px`,
    '--sf-gallery-strip-margin': `${options['thumbnail-strip-margin']}px`,
    '--sf-gallery-max-width': `${options['max-width']}px`,
  };
  for (const [name, value] of Object.entries(vars)) host.style.setProperty(name, value);
  cleanups.push(() => {
    host.classList.remove(...classes);
    for (const name of Object.keys(vars)) host.style.removeProperty(name);
  });

  const sizes = sizesFor(options);
  const eagerCount = options.design === 'grid' ? options['thumbnails-per-row'] : 1;
  slides.forEach((slide, i) => {
    cleanups.push(hydrateImage(slide, sizes, i < eagerCount, messages.galleryImageMissing));
  });

  const view = isCarousel(options.design) ? carousel(host, track, slides, options, messages) : null;
  if (view) cleanups.push(view.destroy);

  const items: LightboxItem[] = slides.map((slide) => {
    const img = slideImage(slide);
    const alt = img?.alt ?? slide.querySelector('img')?.alt ?? '';
    const title = slide.querySelector('.meta-title')?.textContent?.trim() ?? '';
    return {
      url: img?.dataset.src ?? null,
      dimensions: img?.dataset.imageDimensions,
      title: title || alt,
      alt,
    };
  });

  if (options.lightbox && slides.length > 0) {
    const lightbox = createLightbox(items, options.lightboxTheme, messages);
    cleanups.push(lightbox.destroy);
    slides.forEach((slide, i) => {
      const anchor = slide.querySelector<HTMLAnchorElement>('a[href]');
      const opener = anchor ?? slide;
      // A carousel's slides are its groups: without a link, Enter on the carousel opens the
      // active one (below); a grid or stack makes each slide a button.
      const asButton = !anchor && !view;
      if (asButton) {
        slide.tabIndex = 0;
        slide.setAttribute('role', 'button');
      }
      if (anchor || asButton) opener.setAttribute('aria-haspopup', 'dialog');
      // A link is named by its image; a slide button keeps the name its content gives it.
      if (anchor) {
        const title = items[i]?.alt || items[i]?.title || String(i + 1);
        anchor.setAttribute('aria-label', format(messages.galleryOpen, { title }));
      }
      const open = (event: Event) => {
        event.preventDefault();
        lightbox.open(i, opener);
      };
      const onKey = (event: KeyboardEvent) => {
        if (asButton && isActivationKey(event)) open(event);
      };
      opener.addEventListener('click', open);
      opener.addEventListener('keydown', onKey);
      cleanups.push(() => {
        opener.removeEventListener('click', open);
        opener.removeEventListener('keydown', onKey);
        opener.removeAttribute('aria-haspopup');
        if (anchor) opener.removeAttribute('aria-label');
        if (asButton) {
          slide.removeAttribute('tabindex');
          slide.removeAttribute('role');
        }
      });
    });
    if (view) {
      const onEnter = (event: KeyboardEvent) => {
        if (event.target !== track || event.key !== 'Enter') return;
        event.preventDefault();
        lightbox.open(view.current(), track);
      };
      track.addEventListener('keydown', onEnter);
      cleanups.push(() => track.removeEventListener('keydown', onEnter));
    }
  } else if (options.newWindow) {
    for (const anchor of track.querySelectorAll<HTMLAnchorElement>('.slide a[href]')) {
      const target = anchor.getAttribute('target');
      const rel = anchor.getAttribute('rel');
      anchor.target = '_blank';
      anchor.rel = 'noopener';
      cleanups.push(() => {
        if (target === null) anchor.removeAttribute('target');
        else anchor.target = target;
        if (rel === null) anchor.removeAttribute('rel');
        else anchor.rel = rel;
      });
    }
  }

  return () => {
    for (const undo of cleanups.reverse()) undo();
  };
}
