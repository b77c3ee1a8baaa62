/** The `{.eval}` lexer: an expression's text as tokens, within the token limit. */
import { parsePath } from '../syntax';

/** Tokens of an `{.eval}` expression. */
export type Token =
  | { readonly k: 'lit'; readonly v: unknown }
  | { readonly k: 'var'; readonly v: (string | number)[] }
  | { readonly k: 'fn'; readonly v: string }
  | { readonly k: 'op'; readonly v: string }
  | { readonly k: '(' | ')' | ',' | ';' };

/** An error in an expression; the message is one of the product documents' texts. */
export class ExprError extends Error {
  override readonly name = 'ExprError';
}

const CONSTANTS: Record<string, unknown> = {
  true: true,
  false: false,
  null: null,
  NaN: NaN,
  Infinity: Infinity,
};
const ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
};

/**
 * One token from `lastIndex`: whitespace, a hex number (1: its digits), a decimal number (2:
 * digits and points, 3: an exponent's letter and sign, 4: its digits), a quote (5), a word (6),
 * punctuation (7) or an operator, the longest first.
 */
const TOKEN =
  /[ \t\n\r]+|0[xX]([\da-fA-F]*)|(\.?\d[\d.]*)([eE][+-]?)?(\d*)|(["'])|([A-Za-z_$@][\w$@.]*)|([(),;])|===|!==|\*\*|[=!<>]=|<<|>>|&&|\|\||[-+*/%<>!~&|^=]/y;

/** Splits an expression into tokens, enforcing the token limit. */
export function tokenize(src: string, maxTokens: number): Token[] {
  const tokens: Token[] = [];
  const push = (t: Token): void => {
    if (tokens.length >= maxTokens) {
      throw new ExprError('Expression exceeds the maximum number of allowed tokens');
    }
    tokens.push(t);
  };
  for (let i = 0; i < src.length;) {
    TOKEN.lastIndex = i;
    const m = TOKEN.exec(src);
    if (!m) throw new ExprError('Unexpected character');
    const [text, hex, num, exp, expDigits, quote, word, punct] = m;
    i = TOKEN.lastIndex;
    if (hex !== undefined) {
      if (hex === '') throw new ExprError('Unexpected character');
      let v = 0;
      for (const d of hex) v = v * 16 + parseInt(d, 16);
      push({ k: 'lit', v });
    } else if (num !== undefined) {
      const dup = new ExprError('Duplicate decimal point');
      if (num.indexOf('.') !== num.lastIndexOf('.')) throw dup;
      if (exp && expDigits === '') throw new ExprError('Expected a digit after exponent');
      if (exp && src.charAt(i) === '.') throw dup;
      push({ k: 'lit', v: Number(text) });
    } else if (quote !== undefined) i = string(src, i - 1, push);
    else if (word !== undefined) {
      if (word in CONSTANTS) push({ k: 'lit', v: CONSTANTS[word] });
      else if (word.indexOf('.') < 0 && /^ *\(/.test(src.slice(i))) push({ k: 'fn', v: word });
      else {
        // A variable is a template path (`a.b.0`, `@`); an empty segment is an error.
        const path = parsePath(word);
        if (!path) throw new ExprError('Unexpected character');
        push({ k: 'var', v: path });
      }
    } else if (punct !== undefined) push({ k: punct as '(' });
    else if (text.charCodeAt(0) > 32) push({ k: 'op', v: text });
  }
  return tokens;
}

function string(src: string, start: number, push: (t: Token) => void): number {
  const quote = src.charAt(start);
  let out = '';
  let i = start + 1;
  // Past the end, `charAt` gives '', which ends no string.
  for (let c = src.charAt(i++); c !== quote; c = src.charAt(i++)) {
    if (c === '\n') throw new ExprError('Illegal bare newline in string literal');
    if (c === '\\') {
      const e = src.charAt(i++);
      const n = e === 'u' ? 4 : e === 'x' ? 2 : 0;
      if (n > 0) {
        const hex = src.slice(i, (i += n));
        if (hex.length < n || !/^[\da-fA-F]+$/.test(hex))
          throw new ExprError('Unexpected character');
        c = String.fromCharCode(parseInt(hex, 16));
      } else c = ESCAPES[e] ?? e;
    }
    if (c === '') throw new ExprError('Unterminated string');
    out += c;
  }
  push({ k: 'lit', v: out });
  return i;
}
