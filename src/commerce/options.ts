/** Options of a product: the message for unchosen ones, and the variant a choice points at. */
import { format, type ShopMessages } from '../i18n/shop-messages';

/**
 * The validation message for options the shopper has not chosen yet, in the order given:
 * one ('Please select the Size option.'), two ('...the Size and Color options.') or a list
 * with 'and' before the last. Undefined when every option is chosen.
 */
export function unselectedOptionsMessage(
  unselected: readonly string[],
  messages: ShopMessages,
): string | undefined {
  const [first, second] = unselected;
  if (first === undefined) return undefined;
  if (second === undefined) return format(messages.selectOneOption, { option: first });
  if (unselected.length === 2) {
    return format(messages.selectTwoOptions, { option1: first, option2: second });
  }
  const list = `${unselected.slice(0, -1).join(', ')} ${messages.listAnd} ${unselected.at(-1)}`;
  return format(messages.selectManyOptions, { options: list });
}

/** The variant whose attributes equal the chosen values on every option it has. */
export function findVariant<V extends { attributes: Record<string, string> }>(
  variants: readonly V[],
  chosen: Record<string, string>,
): V | undefined {
  return variants.find((variant) =>
    Object.entries(variant.attributes).every(([name, value]) => chosen[name] === value),
  );
}

/**
 * The variant the shopper's choice points at once every option is chosen; `undefined` while one
 * is not, or with no options (the variant selector, the restock form and the installment amount
 * all follow this one choice).
 */
export function chosenVariant<V extends { attributes: Record<string, string> }>(
  variants: readonly V[],
  options: readonly { name: string; value: string | undefined }[],
): V | undefined {
  if (options.length === 0 || options.some((option) => option.value === undefined))
    return undefined;
  return findVariant(
    variants,
    Object.fromEntries(options.map((option) => [option.name, option.value as string])),
  );
}
