/** Static checks of a compiled template against an engine's tables: unknown formatters and predicates. */
import { compileSource } from './compile';
import type { Position, TemplateError } from './errors';
import type { Alternative, Block, FormatterCall, Instruction } from './instructions';
import * as Op from './opcodes';

/**
 * Every formatter and predicate `source` names that `known` does not have, as `compile` errors
 * with the tag's line and column, in source order. A render records the same names only when
 * it reaches them; this finds them all before any data exists.
 */
export function unknownNames(
  source: string,
  known: { formatters: ReadonlySet<string>; predicates: ReadonlySet<string> },
): TemplateError[] {
  const positions = new Map<unknown, Position>();
  const { code } = compileSource(source, Infinity, positions);
  const errors: TemplateError[] = [];
  const report = (inst: unknown, message: string): void => {
    const at = positions.get(inst) ?? { line: 0, column: 0 };
    errors.push({ stage: 'compile', message, line: at.line, column: at.column });
  };
  const calls = (inst: Instruction, list: FormatterCall[] | 0): void => {
    for (const call of list === 0 ? [] : list) {
      if (!known.formatters.has(call[0])) report(inst, `Unknown formatter '${call[0]}'`);
    }
  };
  const predicate = (inst: Instruction, name: string | 0): void => {
    if (name !== 0 && !known.predicates.has(name)) report(inst, `Unknown predicate '${name}'`);
  };
  const alternative = (alt: Alternative): void => {
    if (alt === Op.END) return;
    predicate(alt, alt[1]);
    block(alt[3]);
    alternative(alt[4]);
  };
  function block(insts: Block): void {
    for (const inst of insts) {
      if (typeof inst === 'number') continue;
      switch (inst[0]) {
        case Op.VARIABLE:
          calls(inst, inst[2]);
          break;
        case Op.BINDVAR:
          calls(inst, inst[3]);
          break;
        case Op.SECTION:
          block(inst[2]);
          alternative(inst[3]);
          break;
        case Op.REPEATED:
          block(inst[2]);
          alternative(inst[3]);
          block(inst[4]);
          break;
        case Op.PREDICATE:
          predicate(inst, inst[1]);
          block(inst[3]);
          alternative(inst[4]);
          break;
        case Op.IF:
          block(inst[3]);
          alternative(inst[4]);
          break;
        case Op.MACRO:
          block(inst[2]);
          break;
      }
    }
  }
  block(code[2]);
  return errors;
}
