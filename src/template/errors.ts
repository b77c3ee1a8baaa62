/** Where in the pipeline an error was recorded. */
export type ErrorStage = 'syntax' | 'compile' | 'execute';

/**
 * A template error is data: compile and execute return a list of these, never throw them.
 * `syntax` errors mean the template did not parse as written; the others are recorded while
 * the rest of the template still renders.
 */
export interface TemplateError {
  readonly stage: ErrorStage;
  readonly message: string;
  /** 1-based line of the tag that caused the error, 0 when unknown (precompiled trees). */
  readonly line: number;
  /** 1-based column of the tag that caused the error, 0 when unknown. */
  readonly column: number;
  /** Name of the partial or macro the error came from, when not the main template. */
  readonly template?: string;
}

/** Source position of an instruction compiled from source; trees from elsewhere have none. */
export interface Position {
  readonly line: number;
  readonly column: number;
}

const found = new WeakMap<object, Position | null>();

type Recompile = (source: string, positions: Map<unknown, Position>) => unknown;

/** Child indexes leading from `node` to `target`, or null. */
function pathTo(node: unknown, target: unknown, trail: number[]): number[] | null {
  if (node === target) return trail;
  if (!Array.isArray(node)) return null;
  for (let i = 0; i < node.length; i++) {
    if (typeof node[i] !== 'object' || node[i] === null) continue;
    trail.push(i);
    if (pathTo(node[i], target, trail)) return trail;
    trail.pop();
  }
  return null;
}

/**
 * Position of an instruction from one of the trees in `sources`. Compiling does not record positions (it
 * would slow every compile for the rare error); on an error the source is compiled again with
 * positions on and the instruction found at the same place in the new tree.
 */
export function findPosition(
  inst: unknown,
  sources: ReadonlyMap<object, string>,
  recompile: Recompile,
): Position | null {
  if (typeof inst !== 'object' || inst === null) return null;
  const cached = found.get(inst);
  if (cached !== undefined) return cached;
  let result: Position | null = null;
  for (const [root, source] of sources) {
    const trail = pathTo(root, inst, []);
    if (!trail) continue;
    const positions = new Map<unknown, Position>();
    let node = recompile(source, positions);
    for (const i of trail) node = (node as unknown[])[i];
    result = positions.get(node) ?? null;
    break;
  }
  found.set(inst, result);
  return result;
}

/**
 * Line `line` of `source` and a caret under `column`, as compilers print them (tabs kept so the
 * caret lines up); the number shown is `line + lineOffset`. Empty when there is no such line.
 */
export function caretLines(source: string, line: number, column: number, lineOffset = 0): string {
  const text = source.split(/\r?\n/)[line - 1];
  if (text === undefined || line < 1 || column < 1) return '';
  const pad = text.slice(0, column - 1).replace(/[^\t]/g, ' ');
  const number = String(line + lineOffset);
  return `${number} | ${text}\n${' '.repeat(number.length)} | ${pad}^\n`;
}
