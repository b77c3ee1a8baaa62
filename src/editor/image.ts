/**
 * The image template helper (sections 4, 8 and 9): an `<img>` from its props, with the rules
 * src, width and height required; width and height positive integers; priority high, low or
 * null; loader sqs or raw; srcset only with raw; sizes required with sqs; alt always rendered.
 * Each broken rule comes out as the documents' HTML comment instead of the image.
 */
import { escapeAttr } from '../template/escape';
import { IMAGE_WIDTHS } from '../blocks/image-variants';

export const IMAGE_PRIORITIES = ['high', 'low', null] as const;
export const IMAGE_LOADERS = ['sqs', 'raw'] as const;

export interface ImageProps {
  src?: string | undefined;
  width?: number | string | undefined;
  height?: number | string | undefined;
  alt?: string | undefined;
  priority?: string | null | undefined;
  /** @default 'sqs' */
  loader?: string | undefined;
  srcset?: string | undefined;
  sizes?: string | undefined;
}

/** The documents' image errors, as comment text. */
export const IMAGE_ERRORS = {
  required: (prop: string) => `Image: "${prop}" prop is required`,
  positiveInteger: (prop: string) =>
    `Image: "${prop}" requires a positive integer (negative or non-integer value received)`,
  priority: 'Image: "priority" is invalid, accepted values are high, low or null',
  loader: (loader: string) => `Image: received unknown loader type "${loader}"`,
  srcsetOnlyRaw: 'Image: "srcset" can only be used when loader is raw',
  sizesWithSqs: 'Image: "sizes" is required when loader is sqs',
} as const;

/** Text safe inside `<!-- -->`: no `--`, `<` or `>` can end or nest the comment. */
const commentSafe = (text: string): string => text.replace(/--/g, '- -').replace(/[<>]/g, '');

const present = (v: unknown): boolean => v !== undefined && v !== null && v !== '';
const positiveInteger = (v: number | string | undefined): boolean => {
  const n = typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n > 0;
};

/** The rule errors of `props`, in the order the documents list them. */
export function imageErrors(props: ImageProps): string[] {
  const errors: string[] = [];
  for (const prop of ['src', 'width', 'height'] as const) {
    if (!present(props[prop])) errors.push(IMAGE_ERRORS.required(prop));
  }
  for (const prop of ['width', 'height'] as const) {
    if (present(props[prop]) && !positiveInteger(props[prop]))
      errors.push(IMAGE_ERRORS.positiveInteger(prop));
  }
  const priority = props.priority ?? null;
  if (!(IMAGE_PRIORITIES as readonly (string | null)[]).includes(priority))
    errors.push(IMAGE_ERRORS.priority);
  const loader = props.loader ?? 'sqs';
  if (!(IMAGE_LOADERS as readonly string[]).includes(loader))
    errors.push(IMAGE_ERRORS.loader(commentSafe(loader)));
  if (present(props.srcset) && loader !== 'raw') errors.push(IMAGE_ERRORS.srcsetOnlyRaw);
  if (loader === 'sqs' && !present(props.sizes)) errors.push(IMAGE_ERRORS.sizesWithSqs);
  return errors;
}

/** The `srcset` of the sqs loader: every width variant of `src`. */
export const sqsSrcset = (src: string): string =>
  IMAGE_WIDTHS.map((w) => `${src}?format=${w}w ${w}w`).join(', ');

/** The `<img>` of `props`, or one HTML comment per broken rule. Every value is escaped. */
export function renderImage(props: ImageProps): string {
  const errors = imageErrors(props);
  if (errors.length > 0) return errors.map((error) => `<!-- ${error} -->`).join('');
  const src = String(props.src);
  const raw = props.loader === 'raw';
  const attrs: [string, string][] = [
    ['src', src],
    ...(raw
      ? present(props.srcset)
        ? ([['srcset', String(props.srcset)]] as [string, string][])
        : []
      : ([['srcset', sqsSrcset(src)]] as [string, string][])),
    ...(present(props.sizes) ? ([['sizes', String(props.sizes)]] as [string, string][]) : []),
    ['width', String(Number(props.width))],
    ['height', String(Number(props.height))],
    ['alt', props.alt ?? ''],
    ['loading', props.priority === 'high' ? 'eager' : 'lazy'],
    ...(props.priority ? ([['fetchpriority', props.priority]] as [string, string][]) : []),
  ];
  return `<img ${attrs.map(([name, value]) => `${name}="${escapeAttr(value)}"`).join(' ')}>`;
}
