#!/usr/bin/env node
// Thin shim: the CLI is TypeScript, run through tsx so no build step is needed.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/template/cli.ts');
process.exitCode = main(process.argv.slice(2));
