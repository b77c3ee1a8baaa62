/** JSON numbers as their data wrote them (`1.0`, `17.0`), for data read by `readJson`. */

/**
 * A JSON number whose written form is not JavaScript's text for it: `1.0` (JavaScript reads 1),
 * `2.50`, `1e3`. The platform keeps the written form: a tag prints it as written and plural rules
 * count its fraction digits (`1` is `one` in English, `1.0` is `other`). Arithmetic and
 * comparisons see the number (`valueOf`); JSON.stringify writes the number.
 */
export class WrittenNumber {
  declare readonly value: number;
  declare readonly text: string;

  constructor(value: number, text: string) {
    this.value = value;
    this.text = text;
  }

  valueOf(): number {
    return this.value;
  }

  toString(): string {
    return this.text;
  }

  toJSON(): number {
    return this.value;
  }
}

/** A JSON string token or a JSON number token (by JSON's grammar, so `01` stays invalid). */
const TOKEN = /"(?:[^"\\]|\\.)*"|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/g;

/**
 * `JSON.parse(text)`, except that a number written otherwise than JavaScript writes it becomes
 * a `WrittenNumber` holding both. For data files (the command line's `render`, the conformance
 * corpus); a page's data from JSON.parse has plain numbers and renders as before.
 * @throws SyntaxError as JSON.parse does
 */
export function readJson(text: string): unknown {
  const written: string[] = [];
  // Numbers to keep become strings of a marker no data string can hold (its nonce is new).
  const nonce = `written:${Math.random().toString(36).slice(2)}:`;
  const marker = `\u0000${nonce}`;
  const marked = text.replace(TOKEN, (token) => {
    if (token.charCodeAt(0) === 34 || String(Number(token)) === token) return token;
    written.push(token);
    return `"\\u0000${nonce}${written.length - 1}"`;
  });
  if (written.length === 0) return JSON.parse(text) as unknown;
  return JSON.parse(marked, (_key, value: unknown) => {
    if (typeof value !== 'string' || !value.startsWith(marker)) return value;
    const token = written[Number(value.slice(marker.length))] as string;
    return new WrittenNumber(Number(token), token);
  }) as unknown;
}
