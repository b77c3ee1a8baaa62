/** The `{.eval}` expression parser and its tree nodes. */
import { ExprError } from './lexer';
import type { Token } from './lexer';

/** Expression tree nodes, as compact tuples. */
export type Expr =
  | readonly [0, unknown]
  | readonly [1, (string | number)[]]
  | readonly [2, string, Expr]
  | readonly [3, string, Expr, Expr]
  | readonly [4, string, Expr[]]
  | readonly [5, string, Expr];

/** Binary operators by precedence, lowest first (1 to 12). */
const BINARY: Record<string, number> = {};
'=,||,&&,|,^,&,== != === !==,< <= > >=,<< >>,+ -,* / %,**'.split(',').forEach((ops, i) => {
  for (const op of ops.split(' ')) BINARY[op] = i + 1;
});
const UNARY_PREC = 13;
const RIGHT_ASSOC = new Set(['=', '**']);

const invalid = (): ExprError => new ExprError('Invalid arguments to operator');

/**
 * Parses tokens into a list of expressions. Expressions follow one another, optionally
 * separated by `,` or `;`: `@a = 1; @a * 2` or `1 2 3`.
 */
export function parse(tokens: readonly Token[]): Expr[] {
  let pos = 0;
  const peek = (): Token | undefined => tokens[pos];

  function primary(): Expr {
    const t = tokens[pos++];
    if (!t) throw invalid();
    switch (t.k) {
      case 'lit':
        return [0, t.v];
      case 'var':
        return [1, t.v];
      case 'op':
        if (t.v === '!' || t.v === '~' || t.v === '-' || t.v === '+') {
          return [2, t.v, binary(UNARY_PREC)];
        }
        throw invalid();
      case '(': {
        const inner = binary(0);
        if (peek()?.k !== ')') throw new ExprError('Mismatched parenthesis');
        pos++;
        return inner;
      }
      case 'fn': {
        pos++; // the '('
        const args: Expr[] = [];
        if (peek()?.k === ')') {
          pos++;
          return [4, t.v, args];
        }
        for (;;) {
          args.push(binary(0));
          const next = tokens[pos++];
          if (next?.k === ')') return [4, t.v, args];
          if (next?.k !== ',') throw new ExprError('Mismatched parenthesis');
        }
      }
      default:
        throw invalid();
    }
  }

  function binary(minPrec: number): Expr {
    let left = primary();
    for (;;) {
      const t = peek();
      if (!t || t.k !== 'op') return left;
      const prec = BINARY[t.v];
      if (prec === undefined || prec < minPrec) return left;
      pos++;
      const right = binary(RIGHT_ASSOC.has(t.v) ? prec : prec + 1);
      if (t.v === '=') {
        const name = left[0] === 1 && left[1].length === 1 ? left[1][0] : undefined;
        if (typeof name !== 'string' || !name.startsWith('@') || name === '@') throw invalid();
        left = [5, name, right];
      } else {
        left = [3, t.v, left, right];
      }
    }
  }

  const program: Expr[] = [];
  while (pos < tokens.length) {
    const t = tokens[pos] as Token;
    if (t.k === ',' || t.k === ';') {
      pos++;
      continue;
    }
    if (t.k === ')') throw new ExprError('Mismatched parenthesis');
    program.push(binary(0));
  }
  return program;
}
