const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'summary',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/**
 * The elements inside `container` that Tab reaches, in document order: focusable, enabled,
 * rendered, not `tabindex="-1"`, and of a radio group only the checked radio (or, with none
 * checked, every radio, since the browser then stops at whichever comes first from either side).
 */
export function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      !element.closest('[inert]') &&
      element.checkVisibility({ visibilityProperty: true }) &&
      !isUncheckedRadioOfCheckedGroup(element),
  );
}

function isUncheckedRadioOfCheckedGroup(element: HTMLElement): boolean {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || element.checked) {
    return false;
  }
  if (!element.name) return false;
  const scope = element.form ?? element.ownerDocument;
  return [...scope.querySelectorAll<HTMLInputElement>('input[type="radio"]')].some(
    (radio) => radio.name === element.name && radio.checked,
  );
}
