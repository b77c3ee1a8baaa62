/** The runtime's exports: `createRuntime` and the `Runtime` type. */
export { createRuntime } from './runtime';
export type { Runtime } from './runtime';
