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

const positions = new WeakMap<object, Position>();

/** Remembers where an instruction came from so execution errors can point at it. */
export function setPosition(inst: object, line: number, column: number): void {
  positions.set(inst, { line, column });
}

export function positionOf(inst: unknown): Position | undefined {
  return typeof inst === 'object' && inst !== null ? positions.get(inst) : undefined;
}
