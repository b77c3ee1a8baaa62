/** The template language's entry point: compile, execute and render with a plain engine. */
import type { CompileResult } from './compile';
import { Engine } from './engine';
import type { TemplateEnums } from './enums';
import { templateEnums } from './enums';
import type { CompileOptions, EngineOptions, ExecuteOptions, ExecuteResult } from './engine';
import type { ErrorStage, Position, TemplateError } from './errors';
import type { RootInst } from './instructions';
import type { Limits } from './limits';
import { defaultLimits } from './limits';
import { Op } from './opcodes';
import type {
  Formatter,
  FormatterTable,
  PartialOptions,
  Predicate,
  PredicateTable,
  RenderContext,
} from './plugins';
import { prettyPrint } from './pretty';

const plain = new Engine();

/** Compiles source with the language alone (no plugin formatters or predicates needed). */
function compile(source: string, options?: CompileOptions): CompileResult {
  return plain.compile(source, options);
}

/** Executes a compiled tree with an engine that has no plugin tables. */
function execute(code: RootInst, data: unknown, options?: ExecuteOptions): ExecuteResult {
  return plain.execute(code, data, options);
}

/** Compiles and executes in one call with an engine that has no plugin tables. */
function render(source: string, data: unknown, options?: ExecuteOptions): ExecuteResult {
  return plain.render(source, data, options);
}

export { Engine, Op, compile, defaultLimits, execute, prettyPrint, render, templateEnums };
export type {
  CompileOptions,
  CompileResult,
  EngineOptions,
  ErrorStage,
  ExecuteOptions,
  ExecuteResult,
  Formatter,
  FormatterTable,
  Limits,
  PartialOptions,
  Position,
  Predicate,
  PredicateTable,
  RenderContext,
  RootInst,
  TemplateEnums,
  TemplateError,
};
