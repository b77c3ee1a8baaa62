/**
 * Parser for ICU MessageFormat-style messages as the platform writes them:
 * `{0}`, `{name}`, `{0 plural one{# item} other{# items}}`, `{0 selectordinal ...}`,
 * `{0 select a{...} other{...}}`, `{0 decimal style:short}` and `{0;1 datetime-interval}`.
 * A quote starts literal text before `{`, `}` or `#` (`'{'`); two quotes are one quote.
 * No eval: the result is a small tree the evaluator walks.
 */
import { cached } from '../../commerce/money';

/** Text, the `#` of a plural branch, or an argument. */
export type MessageNode = string | 0 | MessageArg;

/** One `{...}` argument. */
export interface MessageArg {
  /** Argument names or indexes (`0;1` gives two). */
  readonly names: readonly string[];
  /** Formatter name (`plural`, `decimal` ...); '' for plain text. */
  readonly type: string;
  /** Formatter options (`style:short`), for non-branching types. */
  readonly options: readonly string[];
  /** Branches by key (`one`, `=0`, `other`), for plural, selectordinal and select. */
  readonly branches: ReadonlyMap<string, readonly MessageNode[]>;
  /** `offset:N` of a plural. */
  readonly offset: number;
}

/** Argument types that choose a branch rather than format a value. */
export const BRANCHING = ['plural', 'selectordinal', 'select'];
/** Spaces, or a word: text up to a space, `{` or `}`. */
const SPACES = /[ \t\n\r]*/y;
const WORD = /[^ \t\n\r{}]*/y;

/** A quote: `''` is one quote; a quote before `{`, `}` or `#` starts literal text up to the next quote. */
const QUOTE = /'(?:'|([{}#][^']*)'?)?/y;

/** Parses a whole message into nodes; `i` walks `s`. */
function parse(s: string): MessageNode[] {
  let i = 0;
  const fail = (what: string): never => {
    throw new Error(`${what} at ${i} in message`);
  };
  /** The text `re` matches from `i`, which moves past it. */
  const read = (re: RegExp): string => {
    re.lastIndex = i;
    const text = (re.exec(s) as RegExpExecArray)[0];
    i += text.length;
    return text;
  };
  const spaces = (): unknown => read(SPACES);
  const word = (): string => read(WORD);
  const expect = (c: string): void => {
    if (s[i] !== c) fail(`Expected '${c}'`);
    i++;
  };

  const argument = (): MessageArg => {
    spaces();
    const names = word().split(';').filter(Boolean);
    if (names.length === 0) fail('Missing argument name');
    spaces();
    const type = s[i] === '}' ? '' : word();
    const branches = new Map<string, MessageNode[]>();
    const options: string[] = [];
    let offset = 0;
    const branching = BRANCHING.includes(type);
    for (;;) {
      spaces();
      if (s[i] === '}' || (!branching && i >= s.length)) break;
      const key = word();
      if (!branching) {
        if (key === '') fail("Unexpected '{'");
        options.push(key);
      } else if (key.startsWith('offset:')) offset = Number(key.slice(7)) || 0;
      else {
        if (key === '') fail('Expected a branch key');
        spaces();
        expect('{');
        const body = nodes(type !== 'select', true);
        expect('}');
        if (!branches.has(key)) branches.set(key, body);
      }
    }
    expect('}');
    return { names, type, options, branches, offset };
  };

  /** Text and arguments up to an unmatched `}` (nested) or the end. */
  function nodes(inPlural: boolean, nested: boolean): MessageNode[] {
    const out: MessageNode[] = [];
    let text = '';
    const flush = (): void => {
      if (text) out.push(text);
      text = '';
    };
    while (i < s.length) {
      const c = s[i] as string;
      if (c === '}' && nested) break;
      if (c === '{') {
        flush();
        i++;
        out.push(argument());
        continue;
      }
      if (c === "'") {
        QUOTE.lastIndex = i;
        const quote = QUOTE.exec(s) as RegExpExecArray;
        text += quote[1] ?? "'";
        i += quote[0].length;
        continue;
      }
      if (c === '#' && inPlural) {
        flush();
        out.push(0);
      } else text += c;
      i++;
    }
    if (nested && i >= s.length) throw new Error('Unterminated message argument');
    flush();
    return out;
  }

  return nodes(false, false);
}

/**
 * Parses a message, cached per message string. Throws an `Error` naming the position when the
 * message is malformed (an unclosed `{`, a branch without `{`).
 * @example parseMessage('{0 plural one{# item} other{# items}}')
 */
export function parseMessage(message: string): readonly MessageNode[] {
  return cached('parse', message, () => parse(message));
}
