export { createRuntime } from './runtime';
export type { Runtime } from './runtime';
