/** The words of setup problems: an element as markup, and what is wrong with a script tag option and how to fix it. In the `setup-checks` chunk, loaded with a page's first problem. */
import type { ConfigOption, SetupWords } from './diagnostics';

/** The element's opening tag with its class and the attribute at fault, for a console line. */
export function describeElement(element: Element, attribute?: string): string {
  const parts = [element.localName];
  for (const name of ['id', 'class', 'data-item-id', 'data-id', 'data-form-id']) {
    let value = element.getAttribute(name);
    // The element as the platform wrote it: our own `sf-` classes left out.
    if (name === 'class' && value !== null) {
      value =
        value
          .split(/\s+/)
          .filter((c) => c && !c.startsWith('sf-'))
          .join(' ') || null;
    }
    if (value !== null) parts.push(`${name}="${value}"`);
  }
  if (attribute && !parts.some((part) => part.startsWith(`${attribute}=`))) {
    const value = element.getAttribute(attribute);
    if (value !== null) parts.push(`${attribute}="${value}"`);
  }
  return `<${parts.join(' ')}>`;
}

type Words = readonly [attribute: string, problem: (value: string) => string, fix: string];

const LOCALE = (attribute: string): Words => [
  attribute,
  (value) => `"${value}" is not a BCP 47 locale; en-US is used.`,
  'use a language tag such as "en-US", "fr" or "de-CH".',
];

/**
 * Each script tag option's attribute, problem (given its value) and fix, as `readConfig` reports
 * them (by option).
 */
const CONFIG_WORDS: Record<ConfigOption, Words> = {
  apiBase: [
    'data-api-base',
    (value) => `"${value}" is not a URL; the page's origin is used.`,
    'give the absolute URL the /api lives under, e.g. data-api-base="https://shop.example.com/", or remove it.',
  ],
  currency: [
    'data-currency',
    (value) => `"${value}" is not an ISO 4217 currency code; USD is used.`,
    'use the three-letter code, e.g. data-currency="USD" or "EUR".',
  ],
  locale: LOCALE('data-locale'),
  lang: LOCALE('lang'),
  messages: [
    'data-messages',
    () => 'is not valid JSON; the default texts are used.',
    'write JSON such as data-messages=\'{"fr":{"addToCart":"Ajouter au panier"}}\'.',
  ],
  requestTimeout: [
    'data-request-timeout',
    (value) => `"${value}" is not a positive whole number of milliseconds; 10000 is used.`,
    'give milliseconds, e.g. data-request-timeout="10000".',
  ],
};

export const setupWords: SetupWords = {
  describeElement,
  configProblem: (option, value) => {
    const [attribute, problem, fix] = CONFIG_WORDS[option as ConfigOption];
    return [attribute, problem(value), fix];
  },
};
