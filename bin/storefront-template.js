#!/usr/bin/env node
// Thin shim: the CLI is TypeScript, run through tsx so no build step is needed.
import { register } from 'tsx/esm/api';

register();
const { main, WATCHING } = await import('../src/template/cli.ts');
const code = main(process.argv.slice(2));
// `render --watch` keeps the process alive on its file watchers.
if (code !== WATCHING) process.exitCode = code;
