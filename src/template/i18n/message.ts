/** Formatting messages: their arguments, plural, selectordinal and select. */
import { toText } from '../values';
import { formatCurrency } from './currency';
import { formatDatetime, formatInterval } from './datetime';
import type { MessageArg, MessageNode } from './message-parser';
import { BRANCHING, parseMessage } from './message-parser';
import { decimalText, epochOf, formatDecimal } from './number';
import { pluralCategory } from './plural';
import { formatUnit } from './units';

/** What a message's arguments resolve against. */
export interface MessageEnv {
  readonly locale: string;
  /** Time zone for dates in the message. */
  readonly zone: string;
  /** Arguments by position (`{0}`); keyword arguments take a position too. */
  readonly positional: readonly unknown[];
  /** Keyword arguments by name (`{name}`). */
  readonly named: ReadonlyMap<string, unknown>;
}

function value(env: MessageEnv, name: string): unknown {
  return /^\d+$/.test(name) ? env.positional[Number(name)] : env.named.get(name);
}

/** Formatters a message argument may name, beside plural, selectordinal and select. */
const FORMATS: Record<string, (env: MessageEnv, arg: MessageArg) => string> = {
  decimal: (env, arg) => {
    const text = decimalText(value(env, arg.names[0] as string));
    return text === undefined ? '' : formatDecimal(env.locale, text, arg.options);
  },
  money: (env, arg) => formatCurrency(env.locale, value(env, arg.names[0] as string), arg.options),
  datetime: (env, arg) => {
    const epoch = epochOf(value(env, arg.names[0] as string));
    return epoch === undefined ? '' : formatDatetime(env.locale, epoch, env.zone, arg.options);
  },
  'datetime-interval': (env, arg) => {
    const start = epochOf(value(env, arg.names[0] as string));
    const end = epochOf(value(env, (arg.names[1] ?? '') as string));
    if (start === undefined || end === undefined) return '';
    return formatInterval(env.locale, start, end, env.zone, arg.options, true);
  },
  unit: (env, arg) => {
    const text = decimalText(value(env, arg.names[0] as string));
    return text === undefined ? '' : formatUnit(env.locale, text, arg.options);
  },
};
FORMATS.currency = FORMATS.money as (env: MessageEnv, arg: MessageArg) => string;
FORMATS.number = FORMATS.decimal as (env: MessageEnv, arg: MessageArg) => string;

/**
 * Product documents: the message parser accepts only plural keys valid for the locale, or
 * explicit numeric keys (`=0`). The platform's cases give every locale all six CLDR keywords
 * (an English `few` branch is never chosen, not an error), so the keywords are those six.
 */
const PLURAL_KEY = /^(zero|one|two|few|many|other|=\d+(\.\d+)?)$/;

function branch(env: MessageEnv, arg: MessageArg): [readonly MessageNode[] | undefined, string] {
  const v = value(env, arg.names[0] as string);
  if (arg.type === 'select') {
    const key = toText(v);
    return [arg.branches.get(key) ?? arg.branches.get('other'), ''];
  }
  const ordinal = arg.type === 'selectordinal';
  for (const key of arg.branches.keys())
    if (!PLURAL_KEY.test(key)) throw new Error(`Invalid plural key '${key}'`);
  const text = decimalText(v);
  if (text === undefined) return [undefined, ''];
  const exact = arg.branches.get(`=${Number(text)}`);
  const shown = arg.offset ? String(Number(text) - arg.offset) : text;
  const count = shown;
  if (exact) return [exact, count];
  const category = pluralCategory(env.locale, shown, ordinal);
  // No fallback to `other`: the platform prints nothing for a category without a branch.
  return [arg.branches.get(category), count];
}

function render(env: MessageEnv, nodes: readonly MessageNode[], count: string): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') out += node;
    else if (node === 0) out += count;
    else if (node.type === '') out += toText(value(env, node.names[0] as string));
    else if (BRANCHING.includes(node.type)) {
      const [body, n] = branch(env, node);
      if (body) out += render(env, body, n);
    } else {
      const format = Object.hasOwn(FORMATS, node.type) ? FORMATS[node.type] : undefined;
      if (format) out += format(env, node);
    }
  }
  return out;
}

/**
 * Formats an ICU-style message with arguments, e.g.
 * `formatMessage('{0 plural one{# item} other{# items}}', env)` -> `3 items`.
 * Throws an `Error` when the message is malformed.
 */
export function formatMessage(message: string, env: MessageEnv): string {
  return render(env, parseMessage(message), '');
}
