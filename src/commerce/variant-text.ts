/** The text that names a chosen variant in the cart and at checkout ('Size: M, Color: Red'). */

/**
 * A chosen variant's options as shoppers read them in the cart and at checkout:
 * `Size: M, Color: Red`, in the attributes' order; '' for an item without options.
 */
export function variantText(attributes: Readonly<Record<string, string>>): string {
  return Object.entries(attributes)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
}
