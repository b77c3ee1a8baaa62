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

const OPERATORS = [
  '===',
  '!==',
  '**',
  '==',
  '!=',
  '<=',
  '>=',
  '<<',
  '>>',
  '&&',
  '||',
  '+',
  '-',
  '*',
  '/',
  '%',
  '<',
  '>',
  '!',
  '~',
  '&',
  '|',
  '^',
  '=',
];
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
const IDENT_START = /[A-Za-z_$@]/;
const IDENT_PART = /[\w$@.]/;

function isDigit(c: string): boolean {
  return c >= '0' && c <= '9';
}

/** Splits an expression into tokens, enforcing the token limit. */
export function tokenize(src: string, maxTokens: number): Token[] {
  const tokens: Token[] = [];
  const push = (t: Token): void => {
    if (tokens.length >= maxTokens) {
      throw new ExprError('Expression exceeds the maximum number of allowed tokens');
    }
    tokens.push(t);
  };
  let i = 0;
  while (i < src.length) {
    const c = src.charAt(i);
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
    } else if (isDigit(c) || (c === '.' && isDigit(src.charAt(i + 1)))) {
      i = number(src, i, push);
    } else if (c === '"' || c === "'") {
      i = string(src, i, push);
    } else if (IDENT_START.test(c)) {
      let j = i + 1;
      while (j < src.length && IDENT_PART.test(src.charAt(j))) j++;
      const word = src.slice(i, j);
      i = j;
      if (word in CONSTANTS) {
        push({ k: 'lit', v: CONSTANTS[word] });
        continue;
      }
      while (src.charAt(j) === ' ') j++;
      if (src.charAt(j) === '(' && word.indexOf('.') < 0) {
        push({ k: 'fn', v: word });
        continue;
      }
      if (word.endsWith('.') || word.includes('..')) throw new ExprError('Unexpected character');
      push({
        k: 'var',
        v: word === '@' ? ['@'] : word.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s)),
      });
    } else if (c === '(' || c === ')' || c === ',' || c === ';') {
      push({ k: c });
      i++;
    } else {
      const op = OPERATORS.find((o) => src.startsWith(o, i));
      if (!op) throw new ExprError('Unexpected character');
      push({ k: 'op', v: op });
      i += op.length;
    }
  }
  return tokens;
}

function number(src: string, start: number, push: (t: Token) => void): number {
  let i = start;
  if (src.charAt(i) === '0' && (src.charAt(i + 1) === 'x' || src.charAt(i + 1) === 'X')) {
    let v = 0;
    i += 2;
    const from = i;
    for (let d = parseInt(src.charAt(i), 16); !Number.isNaN(d); d = parseInt(src.charAt(i), 16)) {
      v = v * 16 + d;
      i++;
    }
    if (i === from) throw new ExprError('Unexpected character');
    push({ k: 'lit', v });
    return i;
  }
  let dot = false;
  for (;;) {
    const c = src.charAt(i);
    if (isDigit(c)) i++;
    else if (c === '.') {
      if (dot) throw new ExprError('Duplicate decimal point');
      dot = true;
      i++;
    } else break;
  }
  if (src.charAt(i) === 'e' || src.charAt(i) === 'E') {
    i++;
    if (src.charAt(i) === '+' || src.charAt(i) === '-') i++;
    if (!isDigit(src.charAt(i))) throw new ExprError('Expected a digit after exponent');
    while (isDigit(src.charAt(i))) i++;
    if (src.charAt(i) === '.') throw new ExprError('Duplicate decimal point');
  }
  push({ k: 'lit', v: Number(src.slice(start, i)) });
  return i;
}

function string(src: string, start: number, push: (t: Token) => void): number {
  const quote = src.charAt(start);
  let out = '';
  let i = start + 1;
  for (;;) {
    if (i >= src.length) throw new ExprError('Unterminated string');
    const c = src.charAt(i++);
    if (c === quote) break;
    if (c === '\n') throw new ExprError('Illegal bare newline in string literal');
    if (c !== '\\') {
      out += c;
      continue;
    }
    const e = src.charAt(i++);
    if (e === 'u' || e === 'x') {
      const n = e === 'u' ? 4 : 2;
      const hex = src.slice(i, i + n);
      if (!new RegExp(`^[0-9a-fA-F]{${n}}$`).test(hex)) throw new ExprError('Unexpected character');
      out += String.fromCharCode(parseInt(hex, 16));
      i += n;
    } else if (e === '') {
      throw new ExprError('Unterminated string');
    } else {
      out += ESCAPES[e] ?? e;
    }
  }
  push({ k: 'lit', v: out });
  return i;
}
