/**
 * The variant selector hook (`{item|variants-select}` markup): keeps its dropdowns and radio
 * buttons in step, marks sold-out option values, and shows the chosen variant's price, status
 * mark, scarcity message and image in the product block. Plain DOM: no React in this chunk.
 * Sold-out values stay selectable, so the restock signup for that variant can appear.
 */
import { parseVariants, valueSoldOut } from '../../commerce/markup-variants';
import { chosenVariant } from '../../commerce/options';
import { format } from '../../i18n/shop-messages';
import { isActivationKey } from '../../runtime/keys';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import type { Unmount } from '../widget';
import { el } from '../shared/element';
import { checkOptionNames, productOptionNames } from '../shared/option-names';
import { findForItem, productBlock, readOption } from '../shared/product-form';
import css from './styles.css?inline';
import { createVariantView } from './variant-view';

interface OptionControls {
  name: string;
  element: HTMLElement;
  select: HTMLSelectElement | null;
  radios: HTMLInputElement[];
}

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  const itemId = host.dataset.itemId ?? '';
  const variants = parseVariants(host.dataset.variants);
  // Option names the product lacks: the selector stays the platform's markup (reported once).
  if (runtime.report && !checkOptionNames(host, productOptionNames(variants), runtime.report)) {
    return () => undefined;
  }
  injectStyles('product-variants', css, runtime.config.nonce);
  const { messages } = runtime;
  const options = [...host.querySelectorAll<HTMLElement>('.variant-option')].flatMap(
    (element): OptionControls[] => {
      const read = readOption(element);
      if (!read) return [];
      return [
        {
          name: read.name,
          element,
          select: element.querySelector('select[data-variant-option-name]'),
          radios: [...element.querySelectorAll<HTMLInputElement>('input[type="radio"]')],
        },
      ];
    },
  );
  const button = findForItem(host, '.sqs-add-to-cart-button', itemId);
  const block = productBlock(host, itemId);
  const showVariant =
    block &&
    createVariantView(
      block,
      messages,
      runtime.config.locale,
      Number(button?.dataset.productType ?? 1),
    );
  const originalTexts = new Map<HTMLOptionElement, string>();

  function update() {
    const choice = options.map(({ name, element }) => ({
      name,
      value: readOption(element)?.value,
    }));
    const picked = Object.fromEntries(choice.map(({ name, value }) => [name, value]));
    for (const option of options) {
      for (const element of option.select?.options ?? []) {
        if (!element.value) continue;
        const soldOut = valueSoldOut(variants, picked, option.name, element.value);
        let text = originalTexts.get(element);
        if (text === undefined) originalTexts.set(element, (text = element.textContent ?? ''));
        element.textContent = soldOut ? format(messages.optionSoldOut, { value: text }) : text;
        element.toggleAttribute('data-sf-sold-out', soldOut);
      }
      for (const radio of option.radios) {
        const soldOut = valueSoldOut(variants, picked, option.name, radio.value);
        markLabel(radio, soldOut ? messages.markSoldOut : undefined, String(radio.checked));
      }
    }
    showVariant?.(chosenVariant(variants, choice));
  }

  const onChange = (event: Event) => {
    const target = event.target;
    const option = options.find((o) => o.element.contains(target as Node));
    if (!option) return;
    // Dropdown and radio buttons are two views of one choice: keep them equal.
    if (target instanceof HTMLSelectElement) {
      for (const radio of option.radios) radio.checked = radio.value === target.value;
    } else if (target instanceof HTMLInputElement && target.type === 'radio' && option.select) {
      option.select.value = target.value;
    }
    update();
  };
  // The template's radio labels are role="button" tabindex="0": make Enter and Space choose.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isActivationKey(event)) return;
    const label = (event.target as HTMLElement).closest?.('label[for]');
    if (!(label instanceof HTMLLabelElement) || !host.contains(label)) return;
    event.preventDefault();
    label.control?.click();
  };

  host.addEventListener('change', onChange);
  host.addEventListener('keydown', onKeyDown);
  host.classList.add('sf-variants');
  update();

  return () => {
    host.removeEventListener('change', onChange);
    host.removeEventListener('keydown', onKeyDown);
    host.classList.remove('sf-variants');
    for (const [element, text] of originalTexts) {
      element.textContent = text;
      element.removeAttribute('data-sf-sold-out');
    }
    for (const option of options) for (const radio of option.radios) markLabel(radio);
    showVariant?.(undefined);
  };
}

/**
 * Marks a radio button's label: sold out (`soldOutText`, also a visually hidden ' (Sold out)'
 * inside it, so it is read with the value) and pressed; without them, gives the label back.
 */
function markLabel(radio: HTMLInputElement, soldOutText?: string, pressed?: string) {
  const label = radio.labels?.[0];
  if (!label) return;
  label.toggleAttribute('data-sf-sold-out', soldOutText !== undefined);
  if (pressed) label.setAttribute('aria-pressed', pressed);
  else label.removeAttribute('aria-pressed');
  let note = label.querySelector<HTMLElement>('[data-sf-sold-out-note]');
  if (soldOutText === undefined) {
    note?.remove();
    return;
  }
  if (!note) {
    note = el('span', 'sf-visually-hidden');
    note.setAttribute('data-sf-sold-out-note', '');
    label.append(note);
  }
  note.textContent = ` (${soldOutText})`;
}
