/** A built chunk's minified bytes by source module, read from its source map (`size-report.ts`, the size tests). */
import { existsSync, readFileSync } from 'node:fs';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';

/** Minified bytes by source module (bytes no mapping covers, inline CSS and import lines, as `(unmapped)`). */
export function bytesByModule(code: string, mapFile: string): Map<string, number> {
  const bytes = new Map<string, number>();
  if (!existsSync(mapFile)) return new Map([['(no source map)', code.length]]);
  const lines = code.split('\n');
  const segments: { line: number; column: number; source: string }[] = [];
  eachMapping(new TraceMap(readFileSync(mapFile, 'utf8')), (m) =>
    segments.push({
      line: m.generatedLine,
      column: m.generatedColumn,
      source: m.source?.replace(/^.*?\/(src|node_modules)\//, '$1/') ?? '(unmapped)',
    }),
  );
  segments.sort((a, b) => a.line - b.line || a.column - b.column);
  let mapped = 0;
  segments.forEach((segment, i) => {
    const next = segments[i + 1];
    const end = next?.line === segment.line ? next.column : (lines[segment.line - 1] ?? '').length;
    const length = Math.max(0, end - segment.column);
    mapped += length;
    bytes.set(segment.source, (bytes.get(segment.source) ?? 0) + length);
  });
  const unmapped = code.length - mapped;
  if (unmapped > 0) bytes.set('(unmapped)', (bytes.get('(unmapped)') ?? 0) + unmapped);
  return bytes;
}
