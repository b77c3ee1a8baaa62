/** The plain-DOM widgets' element helpers: a tag with its class and text (never markup), an ARIA flag. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** An ARIA state as React writes a `true`/`undefined` prop: `"true"`, or no attribute. */
export function ariaFlag(node: Element, name: `aria-${string}`, on: boolean): void {
  if (on) node.setAttribute(name, 'true');
  else node.removeAttribute(name);
}
