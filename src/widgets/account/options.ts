/**
 * The account hook's attributes: `data-storefront-account="reload"` reloads the page after a
 * sign-in or sign-out (member pages answer by session), `data-clone-cart="true"` keeps a copy of
 * the cart for the visitor on sign-out, `data-languages` lists the language choice as JSON
 * `[{ "code": "fr", "name": "Français", "custom": false }]` (`custom`: a custom-coded language,
 * whose choice is not sent to the account).
 */
export interface Language {
  code: string;
  name: string;
  custom: boolean;
}

export interface AccountOptions {
  reload: boolean;
  cloneCart: boolean;
  languages: Language[];
}

export function readAccountOptions(element: HTMLElement): AccountOptions {
  const { storefrontAccount, cloneCart, languages } = element.dataset;
  return {
    reload: storefrontAccount === 'reload',
    cloneCart: cloneCart === 'true',
    languages: parseLanguages(languages),
  };
}

function parseLanguages(json: string | undefined): Language[] {
  if (!json) return [];
  try {
    const list = JSON.parse(json) as unknown;
    if (!Array.isArray(list)) throw new TypeError('not an array');
    return list.flatMap((item: { code?: unknown; name?: unknown; custom?: unknown }) =>
      typeof item?.code === 'string' && typeof item.name === 'string'
        ? [{ code: item.code, name: item.name, custom: item.custom === true }]
        : [],
    );
  } catch {
    console.error('[storefront] data-languages of the account hook is not a JSON list.');
    return [];
  }
}
