/**
 * The slideshow and slider designs as a carousel: one active slide, previous/next controls and
 * indicators when the carousel rule says so (controls or indicators set), a thumbnail strip for
 * a slideshow with thumbnails, arrow keys, Home and End, swipes, and autoplay every
 * `autoplay-duration` seconds that pauses while the pointer is over the gallery, while focus is
 * in it, while the page is hidden, after the visitor's Pause, and never starts under
 * `prefers-reduced-motion: reduce`.
 */
import { isCarousel, showsControls, type GalleryOptions } from '../../blocks/gallery-options';
import { variantUrl } from '../../blocks/image-variants';
import { format, type Messages } from '../../i18n/messages';
import { button, onSwipe } from './controls';
import { slideImage } from './images';

const prefersReducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Where the slider lines up the active slide, per `active-alignment`. */
function sliderLeft(track: HTMLElement, slide: HTMLElement, alignment: string): number {
  const room = track.clientWidth - slide.offsetWidth;
  const shift = alignment === 'left' ? 0 : alignment === 'right' ? room : room / 2;
  return slide.offsetLeft - shift;
}

export interface Carousel {
  readonly current: () => number;
  readonly destroy: () => void;
}

export function carousel(
  host: HTMLElement,
  track: HTMLElement,
  slides: readonly HTMLElement[],
  options: GalleryOptions,
  messages: Messages,
): Carousel {
  const cleanups: (() => void)[] = [];
  const slider = options.design === 'slider';
  const count = slides.length;
  let index = 0;

  host.setAttribute('role', 'group');
  host.setAttribute('aria-roledescription', 'carousel');
  // Named by the heading of the section it sits in, so two carousels on a page differ.
  const heading = host.closest('section, article')?.querySelector('h1, h2, h3, h4, h5, h6');
  if (heading?.id) host.setAttribute('aria-labelledby', heading.id);
  else host.setAttribute('aria-label', heading?.textContent?.trim() || messages.gallery);
  track.tabIndex = 0;
  slides.forEach((slide, i) => {
    slide.setAttribute('role', 'group');
    slide.setAttribute('aria-roledescription', 'slide');
    slide.setAttribute('aria-label', format(messages.galleryPosition, { n: i + 1, m: count }));
  });
  cleanups.push(() => {
    for (const name of ['role', 'aria-roledescription', 'aria-label', 'aria-labelledby']) {
      host.removeAttribute(name);
    }
    track.removeAttribute('tabindex');
    track.removeAttribute('aria-live');
    for (const slide of slides) {
      for (const name of ['role', 'aria-roledescription', 'aria-label', 'inert']) {
        slide.removeAttribute(name);
      }
      slide.classList.remove('sf-active', 'sf-inactive');
    }
  });

  const bar = document.createElement('div');
  bar.className = 'sf-gallery-controls';
  const dots: HTMLButtonElement[] = [];
  const thumbs: HTMLButtonElement[] = [];
  if (count > 1 && showsControls(options)) {
    bar.append(button('sf-gallery-previous', messages.galleryPrevious, () => go(index - 1)));
    if (options.indicators) {
      const list = document.createElement('div');
      list.className = 'sf-gallery-indicators';
      slides.forEach((_, i) => {
        const dot = button('sf-gallery-dot', format(messages.gallerySlide, { n: i + 1 }), () =>
          go(i),
        );
        dots.push(dot);
        list.append(dot);
      });
      bar.append(list);
    }
    bar.append(button('sf-gallery-next', messages.galleryNext, () => go(index + 1)));
  }
  if (count > 1 && options.thumbnails && options.design === 'slideshow') {
    const strip = document.createElement('div');
    strip.className = 'sf-gallery-thumbnails';
    slides.forEach((slide, i) => {
      const img = slideImage(slide);
      const label = img?.alt || format(messages.gallerySlide, { n: i + 1 });
      const thumb = button('sf-gallery-thumb', label, () => go(i));
      if (img) {
        const small = document.createElement('img');
        small.alt = '';
        small.loading = 'lazy';
        small.src = variantUrl(img.dataset.src as string, '300w');
        small.style.objectPosition = img.style.objectPosition;
        thumb.append(small);
      }
      thumbs.push(thumb);
      strip.append(thumb);
    });
    host.append(strip);
    cleanups.push(() => strip.remove());
  }

  let playing = false;
  let userPaused = false;
  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  const toggle = button('sf-gallery-play', messages.pause, () => {
    userPaused = !userPaused;
    schedule();
  });
  const autoplay = options.autoplay && isCarousel(options.design) && count > 1;
  if (autoplay && !prefersReducedMotion()) bar.prepend(toggle);
  if (bar.childElementCount > 0) {
    host.append(bar);
    cleanups.push(() => bar.remove());
  }

  function render(behavior: ScrollBehavior) {
    slides.forEach((slide, i) => {
      const active = i === index;
      slide.classList.toggle('sf-active', active);
      if (!slider) {
        slide.classList.toggle('sf-inactive', !active);
        slide.inert = !active;
      }
    });
    for (const list of [dots, thumbs]) {
      list.forEach((b, i) => {
        if (i === index) b.setAttribute('aria-current', 'true');
        else b.removeAttribute('aria-current');
      });
    }
    if (slider) {
      const left = sliderLeft(track, slides[index] as HTMLElement, options['active-alignment']);
      track.scrollTo({ left, behavior });
    }
  }

  function go(next: number) {
    index = (next + count) % count;
    render(prefersReducedMotion() ? 'auto' : 'smooth');
  }

  function schedule() {
    const run = autoplay && !prefersReducedMotion() && !userPaused && !hovered && !focused;
    const visible = typeof document.hidden !== 'boolean' || !document.hidden;
    const next = run && visible;
    toggle.setAttribute('aria-label', userPaused ? messages.play : messages.pause);
    toggle.classList.toggle('sf-paused', userPaused);
    track.setAttribute('aria-live', next ? 'off' : 'polite');
    if (next === playing) return;
    playing = next;
    clearInterval(timer);
    if (next) timer = setInterval(() => go(index + 1), options['autoplay-duration'] * 1000);
  }

  const listen = <K extends keyof HTMLElementEventMap>(
    target: EventTarget,
    type: K,
    handler: (event: HTMLElementEventMap[K]) => void,
  ) => {
    target.addEventListener(type, handler as EventListener);
    cleanups.push(() => target.removeEventListener(type, handler as EventListener));
  };
  listen(host, 'keydown', (event) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    };
    const to = moves[event.key];
    if (to === undefined || (event.target as Element).closest('input, textarea, select')) return;
    event.preventDefault();
    go(to);
  });
  listen(host, 'pointerenter', () => ((hovered = true), schedule()));
  listen(host, 'pointerleave', () => ((hovered = false), schedule()));
  listen(host, 'focusin', () => ((focused = true), schedule()));
  listen(host, 'focusout', (event) => {
    focused = host.contains(event.relatedTarget as Node | null);
    schedule();
  });
  listen(document, 'visibilitychange' as keyof HTMLElementEventMap, () => schedule());
  if (slider) {
    // A swipe scrolls the slider natively; the active slide follows where the scroll ends.
    listen(track, 'scrollend' as keyof HTMLElementEventMap, () => {
      let best = index;
      let distance = Infinity;
      slides.forEach((slide, i) => {
        const d = Math.abs(
          sliderLeft(track, slide, options['active-alignment']) - track.scrollLeft,
        );
        if (d < distance) [best, distance] = [i, d];
      });
      if (best !== index) {
        index = best;
        render('auto');
      }
    });
  } else cleanups.push(onSwipe(track, (direction) => go(index + direction)));

  render('auto');
  schedule();
  return {
    current: () => index,
    destroy() {
      clearInterval(timer);
      for (const undo of cleanups.reverse()) undo();
    },
  };
}
