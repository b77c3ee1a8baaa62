/** Ahead-of-time compilation: a template's tree as an ES module of plain functions (no eval). */
import type { Alternative, Block, Instruction, Path, RootInst, VariableInst } from './instructions';
import * as Op from './opcodes';

/**
 * Writes the source of an ES module that renders `code` exactly as the interpreter does
 * (`execute.ts`), with each instruction inlined as code of its own: text as string constants,
 * names as property reads specialised per name, sections, loops and conditions as plain
 * statements. The engine links it against its tables once (`engine.execute(module, data)`);
 * formatters, predicates and the rare instructions it does not inline (bindings, macros,
 * includes, expressions, general tags) come from the engine at link time, so a module never
 * holds a copy of the engine. Checks of the step and output limits are the interpreter's,
 * step for step, so a limit stops a module's render at the same character.
 *
 * The module exports `code` (the tree, for validation and error positions), `source` and
 * `link`; its default export is the three together.
 */
/**
 * The formatters the standard tables run in place (`formatterKind` in execute.ts): a tag with one
 * of them joins a fast run; a tag with any other formatter is a step of its own. Whether the
 * engine's formatter of that name is the standard one is checked at link time.
 */
const IN_PLACE = new Set(['html', 'htmlattr', 'htmltag', 'json', 'truncate']);

export function emitModule(code: RootInst, source?: string, label = 'template'): string {
  const decls: string[] = [];
  const fns: string[] = [];
  const lookups = new Map<string, string>();
  let count = 0;
  const name = (prefix: string): string => `${prefix}${count++}`;
  /** A link-time constant holding `expr`; returns its name. */
  const hoist = (expr: string): string => {
    const id = name('k');
    decls.push(`const ${id} = ${expr};`);
    return id;
  };
  const lit = (v: unknown): string => JSON.stringify(v);
  const STEP = 'if (++c.steps > c.stepLimit) { c.overstep(); return; }';
  const append = (expr: string): string => `if ((c.out += ${expr}).length > c.maxOutput) c.clip();`;

  /** A scoped lookup of one name, as the interpreter's `lookup` with the key written in. */
  const lookup = (key: string): string => {
    let fn = lookups.get(key);
    if (fn === undefined) {
      fn = `l${lookups.size}`;
      lookups.set(key, fn);
    }
    return `${fn}(c)`;
  };
  const scopedName = (path: Path): string | null => {
    const first = path[0];
    return path.length === 1 && typeof first === 'string' && first.charCodeAt(0) !== 64
      ? first
      : null;
  };
  const get = (path: Path, expr: string): string => {
    const key = scopedName(path);
    return key !== null ? lookup(key) : `c.resolve(${hoist(expr)})`;
  };

  /** What a plain tag (`{name}`, `{name|f args}`) adds to a fast segment. */
  interface SimpleTag {
    /** The tag as a step of its own, as the interpreter runs it. */
    readonly slow: string;
    /** Statements appending its text to `s` (no checks, no errors: see `segment`). */
    readonly fast: string;
    /** A link-time condition for the fast form: its formatter runs in place. */
    readonly ok: string | null;
    /** Its instruction, for `c.current`. */
    readonly ref: string;
  }

  const tags = new Map<string, SimpleTag | null>();
  /** A plain tag's code (once per instruction), or null when it takes the general step. */
  function simpleTag(inst: VariableInst, expr: string): SimpleTag | null {
    let tag = tags.get(expr);
    if (tag === undefined) tags.set(expr, (tag = writeTag(inst, expr)));
    return tag;
  }

  function writeTag(inst: VariableInst, expr: string): SimpleTag | null {
    const path = inst[1][0] as Path;
    const key = path[0];
    const calls = inst[2];
    if (
      inst[1].length !== 1 ||
      path.length !== 1 ||
      typeof key !== 'string' ||
      (calls !== 0 && calls.length > 1)
    )
      return null;
    const ref = hoist(expr);
    const value =
      key === '@'
        ? 'c.frame.node'
        : key.charCodeAt(0) === 64
          ? `c.variable(${lit(key)})`
          : lookup(key);
    // In a fast run, a name the scope's own object has is read from it directly (`n0`, checked
    // once per run); any other name takes the scoped lookup.
    const fastValue =
      key === '@' || key.charCodeAt(0) === 64
        ? value
        : `own && has.call(n0, ${lit(key)}) && (v = n0[${lit(key)}]) !== undefined ? v : ${value}`;
    const str = "typeof v === 'string' ? v : text(v)";
    const show = append(str);
    if (calls === 0 || calls.length === 0) {
      return {
        slow: `{ c.current = ${ref}; const v = ${value}; ${show} }`,
        fast: `v = ${fastValue}; s += ${str};`,
        ok: null,
        ref,
      };
    }
    const call = calls[0] as [string] | [string, [string[], string]];
    const fn = hoist(`fmt(${lit(call[0])})`);
    const args = call.length > 1 ? hoist(`${expr}[2][0][1][0]`) : 'NO';
    const general = hoist(`${fn} === null ? step(${ref}) : null`);
    // The standard html formatters, json and truncate run in place, as in the interpreter's
    // block loop.
    const kind = hoist(`kind(${fn})`);
    const max = hoist(`max(${args})`);
    const suffix = hoist(`suffix(${args})`);
    const inPlace =
      `if (${kind} === 3) v = json(v); else { const t = ${str}; ` +
      `v = ${kind} === 4 ? cut(t, ${max}, ${suffix}) : esc(t, ${kind} === 2, c.maxOutput); }`;
    return {
      slow:
        `if (${general} !== null) ${general}(c); else { c.current = ${ref}; let v = ${value}; ` +
        `if (${kind} === 0) { try { v = c.bounded(${fn}(v, ${args}, c, NO)); } catch (e) { failed(c, ${lit(call[0])}, e); } } ` +
        `else if (${kind} === 3) { try { v = c.bounded(json(v)); } catch (e) { failed(c, ${lit(call[0])}, e); } } ` +
        `else { const t = ${str}; v = c.bounded(${kind} === 4 ? cut(t, ${max}, ${suffix}) : esc(t, ${kind} === 2, c.maxOutput)); } ` +
        `${show} }`,
      fast: `v = ${fastValue}; ${inPlace} s += v;`,
      ok: `${kind} !== 0`,
      ref,
    };
  }

  /** Whether an instruction can join a fast segment: text, atoms, comments and plain tags. */
  function segmentable(inst: Instruction): boolean {
    if (typeof inst === 'number') return true;
    if (inst[0] === Op.TEXT || inst[0] === Op.COMMENT) return true;
    if (inst[0] !== Op.VARIABLE) return false;
    const path = inst[1][0] as Path;
    const calls = inst[2];
    return (
      inst[1].length === 1 &&
      path.length === 1 &&
      typeof path[0] === 'string' &&
      (calls === 0 || calls.length === 0 || (calls.length === 1 && IN_PLACE.has(calls[0]![0])))
    );
  }

  /**
   * A run of instructions that cannot record an error or change anything but the output (text,
   * plain tags whose formatter runs in place), as one step check and one append: when the run's
   * steps fit under the step limit and its text under the output limit, no check inside it can
   * fail, so the interpreter would print the same text. Otherwise (or when a formatter is not
   * the standard one, or json throws) the run takes the step-by-step form, which stops at the
   * same character as the interpreter.
   */
  function segment(b: Block, from: number, to: number, expr: string): string {
    const slowId = name('s');
    const slow: string[] = [];
    const fast: string[] = [];
    const ok: string[] = [];
    let current: string | null = null;
    for (let i = from; i < to; i++) {
      const inst = b[i] as Instruction;
      const at = `${expr}[${i}]`;
      slow.push(`${STEP}\n${instruction(inst, at)}`);
      if (typeof inst === 'number') {
        fast.push(`s += ${lit(['{', '}', '\n', ' ', '\t'][inst - Op.META_LEFT] ?? '')};`);
      } else if (inst[0] === Op.TEXT) fast.push(`s += ${lit(inst[1])};`);
      else if (inst[0] === Op.VARIABLE) {
        const tag = simpleTag(inst, at) as SimpleTag;
        fast.push(tag.fast);
        if (tag.ok !== null) ok.push(tag.ok);
        current = tag.ref;
      }
    }
    fns.push(`function ${slowId}(c) {\n${slow.join('\n')}\n}`);
    const n = to - from;
    const test = hoist(ok.length === 0 ? 'true' : ok.join(' && '));
    return (
      `if (${test} && c.steps + ${n} <= c.stepLimit) { let s = '', v; ` +
      `const n0 = c.frame.node, own = typeof n0 === 'object' && n0 !== null && !Array.isArray(n0); ` +
      `try { ${fast.join(' ')} } catch { s = null; } ` +
      `if (s !== null && c.out.length + s.length <= c.maxOutput) { c.steps += ${n}; c.out += s;` +
      `${current === null ? '' : ` c.current = ${current};`} } else ${slowId}(c); } else ${slowId}(c);`
    );
  }

  function alternative(alt: Alternative, expr: string): string {
    if (alt === Op.END) return '';
    const ref = hoist(expr);
    const body = block(alt[3], `${expr}[3]`);
    if (alt[1] === 0) return `c.current = ${ref}; ${body}(c);`;
    const test = hoist(`test(${ref}[1], ${ref}[2])`);
    const next = alternative(alt[4], `${expr}[4]`);
    return `c.current = ${ref}; if (${test}(c)) ${body}(c); else { ${next} }`;
  }

  function instruction(inst: Instruction, expr: string): string {
    if (typeof inst === 'number') {
      return append(lit(['{', '}', '\n', ' ', '\t'][inst - Op.META_LEFT] ?? ''));
    }
    switch (inst[0]) {
      case Op.TEXT:
        return append(lit(inst[1]));
      case Op.COMMENT:
        return '';
      case Op.VARIABLE: {
        const tag = simpleTag(inst, expr);
        if (tag !== null) return tag.slow;
        break;
      }
      case Op.SECTION: {
        const body = block(inst[2], `${expr}[2]`);
        return (
          `{ const node = ${get(inst[1], `${expr}[1]`)}; if (truthy(node)) { const p = c.frame; ` +
          `c.frame = new Frame(node, p, -1, false); ${body}(c); c.frame = p; } else { ${alternative(inst[3], `${expr}[3]`)} } }`
        );
      }
      case Op.REPEATED: {
        const body = block(inst[2], `${expr}[2]`);
        const between = inst[4].length > 0 ? block(inst[4], `${expr}[4]`) : null;
        return (
          `{ const node = ${get(inst[1], `${expr}[1]`)}; if (Array.isArray(node) && node.length > 0) { ` +
          `const p = c.frame; const f = new Frame(undefined, p, 0, false); ` +
          `for (let j = 0; j < node.length && !c.halted; j++) { ` +
          (between !== null ? `if (j > 0) ${between}(c); ` : '') +
          `f.node = node[j]; f.index = j; f.vars = f.macros = null; c.frame = f; ${body}(c); c.frame = p; } ` +
          `} else { ${alternative(inst[3], `${expr}[3]`)} } }`
        );
      }
      case Op.PREDICATE: {
        const ref = hoist(expr);
        const test = hoist(`test(${ref}[1], ${ref}[2])`);
        const body = block(inst[3], `${expr}[3]`);
        return `c.current = ${ref}; if (${test}(c)) ${body}(c); else { ${alternative(inst[4], `${expr}[4]`)} }`;
      }
      case Op.IF: {
        const paths = inst[2];
        const ops = inst[1];
        let cond = `truthy(${get(paths[0] as Path, `${expr}[2][0]`)})`;
        if (paths.length > 1) {
          const parts = [`let r = ${cond};`];
          for (let i = 1; i < paths.length; i++) {
            const v = `truthy(${get(paths[i] as Path, `${expr}[2][${i}]`)})`;
            parts.push(
              ops[i - 1] === Op.IF_AND
                ? `{ const v = ${v}; r = r && v; }`
                : `{ const v = ${v}; r = r || v; }`,
            );
          }
          const test = name('t');
          fns.push(`function ${test}(c) { ${parts.join(' ')} return r; }`);
          cond = `${test}(c)`;
        }
        const body = block(inst[3], `${expr}[3]`);
        return `if (${cond}) ${body}(c); else { ${alternative(inst[4], `${expr}[4]`)} }`;
      }
    }
    return `${hoist(`step(${expr})`)}(c);`;
  }

  function block(b: Block, expr: string): string {
    const id = name('b');
    const lines: string[] = [];
    for (let i = 0; i < b.length;) {
      let end = i;
      while (end < b.length && segmentable(b[end] as Instruction)) end++;
      if (end - i > 1) {
        lines.push(segment(b, i, end, expr));
        i = end;
      } else {
        lines.push(`${STEP}\n${instruction(b[i] as Instruction, `${expr}[${i}]`)}`);
        i++;
      }
    }
    fns.push(`function ${id}(c) {\n${lines.join('\n')}\n}`);
    return id;
  }

  const root = block(code[2], 'code[2]');
  const lookupFns = [...lookups].map(
    ([key, fn]) =>
      `function ${fn}(c) {\n  for (let f = c.frame; f !== null; f = f.parent) {\n    const n = f.node;\n` +
      `    const v = typeof n === 'object' && n !== null && !Array.isArray(n) && has.call(n, ${lit(key)}) ? n[${lit(key)}] : undefined;\n` +
      `    if (v !== undefined || f.isolated) return v;\n  }\n  return undefined;\n}`,
  );
  return `/** ${label.replace(/\*\//g, '* /')} compiled by storefront-template (compile --emit module). */
const has = Object.prototype.hasOwnProperty;
export const code = ${lit(code)};
export const source = ${source === undefined ? 'undefined' : lit(source)};
${lookupFns.join('\n')}
export function link(rt) {
const [Frame, truthy, text, failed, NO, fmt, test, step, kind, esc, json, cut, max, suffix] = rt;
${decls.join('\n')}
${fns.join('\n')}
return ${root};
}
export default { code, source, link };
`;
}
