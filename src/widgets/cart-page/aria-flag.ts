/** `ariaFlag`: an ARIA state as React writes a `true`/`undefined` prop: `"true"`, or no attribute. */
export function ariaFlag(node: Element, name: `aria-${string}`, on: boolean): void {
  if (on) node.setAttribute(name, 'true');
  else node.removeAttribute(name);
}
