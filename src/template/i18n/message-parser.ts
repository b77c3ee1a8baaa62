/**
 * Parser for ICU MessageFormat-style messages as the platform writes them:
 * `{0}`, `{name}`, `{0 plural one{# item} other{# items}}`, `{0 selectordinal ...}`,
 * `{0 select a{...} other{...}}`, `{0 decimal style:short}` and `{0;1 datetime-interval}`.
 * A quote starts literal text before `{`, `}` or `#` (`'{'`); two quotes are one quote.
 * No eval: the result is a small tree the evaluator walks.
 */
import { cachedIn } from '../../commerce/money';

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
export const BRANCHING = new Set(['plural', 'selectordinal', 'select']);
const isSpace = (c: string | undefined): boolean =>
  c === ' ' || c === '\t' || c === '\n' || c === '\r';

class Parser {
  i = 0;
  constructor(readonly s: string) {}

  /** Text and arguments up to an unmatched `}` (nested) or the end. */
  nodes(inPlural: boolean, nested: boolean): MessageNode[] {
    const out: MessageNode[] = [];
    let text = '';
    const s = this.s;
    while (this.i < s.length) {
      const c = s[this.i] as string;
      if (c === '}' && nested) break;
      if (c === '{') {
        if (text) out.push(text);
        text = '';
        this.i++;
        out.push(this.argument());
        continue;
      }
      if (c === '#' && inPlural) {
        if (text) out.push(text);
        text = '';
        out.push(0);
      } else if (c === "'") text += this.quoted();
      else text += c;
      this.i++;
    }
    if (nested && this.i >= s.length) throw new Error('Unterminated message argument');
    if (text) out.push(text);
    return out;
  }

  /** The text of a quote at `i`; leaves `i` on its last character. */
  private quoted(): string {
    const s = this.s;
    const next = s[this.i + 1];
    if (next === "'") {
      this.i++;
      return "'";
    }
    if (next !== '{' && next !== '}' && next !== '#') return "'";
    const end = s.indexOf("'", this.i + 1);
    const stop = end === -1 ? s.length : end;
    const text = s.slice(this.i + 1, stop);
    this.i = stop === s.length ? s.length - 1 : stop;
    return text;
  }

  private word(): string {
    const s = this.s;
    const start = this.i;
    while (this.i < s.length && !isSpace(s[this.i]) && s[this.i] !== '{' && s[this.i] !== '}')
      this.i++;
    return s.slice(start, this.i);
  }

  private spaces(): void {
    while (isSpace(this.s[this.i])) this.i++;
  }

  private expect(c: string): void {
    if (this.s[this.i] !== c) throw new Error(`Expected '${c}' at ${this.i} in message`);
    this.i++;
  }

  private argument(): MessageArg {
    this.spaces();
    const names = this.word().split(';').filter(Boolean);
    if (names.length === 0) throw new Error(`Missing argument name at ${this.i} in message`);
    this.spaces();
    const type = this.s[this.i] === '}' ? '' : this.word();
    const branches = new Map<string, MessageNode[]>();
    const options: string[] = [];
    let offset = 0;
    if (BRANCHING.has(type)) {
      for (;;) {
        this.spaces();
        if (this.s[this.i] === '}') break;
        const key = this.word();
        if (key.startsWith('offset:')) {
          offset = Number(key.slice(7)) || 0;
          continue;
        }
        if (key === '') throw new Error(`Expected a branch key at ${this.i} in message`);
        this.spaces();
        this.expect('{');
        const body = this.nodes(type !== 'select', true);
        this.expect('}');
        if (!branches.has(key)) branches.set(key, body);
      }
    } else {
      for (;;) {
        this.spaces();
        if (this.s[this.i] === '}' || this.i >= this.s.length) break;
        const option = this.word();
        if (option === '') throw new Error(`Unexpected '{' at ${this.i} in message`);
        options.push(option);
      }
    }
    this.expect('}');
    return { names, type, options, branches, offset };
  }
}

const cache = new Map<string, readonly MessageNode[]>();

/**
 * Parses a message, cached per message string. Throws an `Error` naming the position when the
 * message is malformed (an unclosed `{`, a branch without `{`).
 * @example parseMessage('{0 plural one{# item} other{# items}}')
 */
export function parseMessage(message: string): readonly MessageNode[] {
  return cachedIn(cache, message, () => new Parser(message).nodes(false, false));
}
