/** Pretty-printing an instruction tree as JSON. */
import type { Instruction, RootInst } from './instructions';
import * as Op from './opcodes';

/** Element positions that hold a block of instructions, by opcode. */
const BLOCK_SLOTS: Record<number, readonly number[]> = {
  [Op.SECTION]: [2],
  [Op.REPEATED]: [2, 4],
  [Op.PREDICATE]: [3],
  [Op.OR_PREDICATE]: [3],
  [Op.IF]: [3],
  [Op.MACRO]: [2],
};

function value(v: unknown): string {
  return Array.isArray(v) ? `[${v.map(value).join(', ')}]` : JSON.stringify(v);
}

function block(items: readonly unknown[], indent: number): string {
  if (items.length === 0) return '[]';
  const pad = ' '.repeat(indent + 4);
  const body = items.map((item) => pad + instruction(item, indent + 4)).join(',\n');
  return `[\n${body}\n${' '.repeat(indent + 2)}]`;
}

function instruction(inst: unknown, indent: number): string {
  if (!Array.isArray(inst)) return value(inst);
  const slots = BLOCK_SLOTS[inst[0] as number];
  const parts = inst.map((item, i) =>
    slots?.includes(i) && Array.isArray(item)
      ? block(item, indent)
      : Array.isArray(item) &&
          i > 2 &&
          BLOCK_SLOTS[item[0] as number] &&
          typeof item[0] === 'number'
        ? instruction(item, indent)
        : value(item),
  );
  return `[${parts.join(', ')}]`;
}

/**
 * Pretty-prints an instruction tree: one instruction per line, nested blocks indented,
 * everything else compact. The output is valid JSON that parses back to the same tree.
 */
export function prettyPrint(code: RootInst): string {
  const children = code[2].map((inst: Instruction) => '  ' + instruction(inst, 2)).join(',\n');
  return children === '' ? '[17, 1, [], 18]' : `[17, 1, [\n${children}\n], 18]`;
}
