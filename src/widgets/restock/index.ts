/**
 * The restock widget: hydrates the `product-restock-notification` markup of the template
 * formatter (see the README's hook contract) without React. It validates the email (section 5),
 * sends the signup with the optional mailing-list choice, a waitlist captcha token and the
 * language, replaces the form with the success text (`signup.ts`, loaded on the first submit), and follows the variant selector so the form on screen is the one of the chosen,
 * sold-out variant.
 */
import type { StockResult } from '../../api/schemas';
import { inStock } from '../../commerce/stock';
import { allMessagesLater } from '../../i18n/messages-later';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import { chosenVariant } from '../../commerce/options';
import { findForItem, readProductChoice } from '../shared/product-form';
import type { Unmount } from '../widget';
import { el } from '../shared/element';
import css from './styles.css?inline';

let ids = 0;

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  injectStyles('restock', css, runtime.config.nonce);
  const { messages } = runtime;
  const form = host.querySelector<HTMLFormElement>('form.product-restock-form');
  const email = form?.querySelector<HTMLInputElement>('input[name="email"]');
  const submit = form?.querySelector<HTMLInputElement>('[type="submit"]');
  if (!form || !email) return () => undefined;
  const mailingList = host.querySelector<HTMLInputElement>('input[name="isJoinMailingList"]');
  const productId = host.dataset.productId ?? '';
  const variantId = host.dataset.variantId ?? '';
  const wasHidden = host.hidden;
  const cleanups: (() => void)[] = [];

  /** Sets an attribute for the life of the mount; unmount gives the old value back. */
  const setAttr = (element: Element, name: string, value: string) => {
    const old = element.getAttribute(name);
    element.setAttribute(name, value);
    cleanups.push(() =>
      old === null ? element.removeAttribute(name) : element.setAttribute(name, old),
    );
  };

  const error = el('p', 'sf-restock-error');
  error.id = `sf-restock-error-${++ids}`;
  error.setAttribute('role', 'alert');
  form.after(error);
  cleanups.push(() => error.remove());
  setAttr(email, 'aria-label', email.placeholder || messages.restockEmailLabel);
  setAttr(email, 'autocomplete', 'email');
  setAttr(email, 'aria-describedby', error.id);
  host.classList.add('sf-restock');
  cleanups.push(() => host.classList.remove('sf-restock'));

  const showError = (text: string) => {
    error.textContent = text;
    if (text) email.setAttribute('aria-invalid', 'true');
    else email.removeAttribute('aria-invalid');
  };
  cleanups.push(() => email.removeAttribute('aria-invalid'));
  const signup = { host, form, error, email, submit, mailingList, productId, variantId, cleanups };

  let busy = false;
  const onSubmit = (event: Event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    // The address check, the sending (and the captcha's code) load on the first submit, not
    // with every product page.
    void import('./signup')
      .then(({ submitSignup }) => submitSignup(signup, showError, runtime))
      .catch(() =>
        // The submit's or the captcha's chunk could not load: the fallback text loads with the
        // rest of the catalogue (as the connection text if not).
        allMessagesLater(messages)
          .then(
            (all) => all.formUnauthorized,
            () => messages.unableToConnect,
          )
          .then(showError),
      )
      .finally(() => {
        busy = false;
        submit?.removeAttribute('aria-disabled');
      });
  };
  form.addEventListener('submit', onSubmit);
  cleanups.push(() => form.removeEventListener('submit', onSubmit));

  followVariant(host, productId, variantId, runtime, cleanups);
  return () => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
    host.hidden = wasHidden;
  };
}

/**
 * Shows this form only while its variant is the chosen one and sold out; with no variant
 * selector on the page, hides it once the variant is back in stock.
 */
function followVariant(
  host: HTMLElement,
  productId: string,
  variantId: string,
  runtime: Runtime,
  cleanups: (() => void)[],
): void {
  const selector = findForItem(host, '.product-variants', productId);
  let results: StockResult[] | undefined;
  let alive = true;
  cleanups.push(() => (alive = false));

  const update = () => {
    if (!results) return;
    const mine = results.find((result) => result.sku === variantId);
    if (!selector) {
      if (mine && inStock(mine)) host.hidden = true;
      return;
    }
    const chosen = chosenVariant(results, readProductChoice(host, productId).options);
    host.hidden = chosen?.sku !== variantId || inStock(chosen);
  };

  runtime.api.getStock(productId).then(
    (response) => {
      if (!alive) return;
      results = response.results;
      update();
    },
    () => undefined,
  );
  if (selector) {
    selector.addEventListener('change', update);
    cleanups.push(() => selector.removeEventListener('change', update));
  }
}
