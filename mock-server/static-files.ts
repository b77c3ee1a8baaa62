/**
 * Serving files from a folder without ever leaving it: the request path is decoded, resolved
 * against the root and refused unless the result is still inside the root. Dotfiles are never
 * served.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve, sep } from 'node:path';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The absolute file a URL path names inside `root`, or null when the path is malformed, leaves
 * the root or touches a dotfile. `urlPath` is still percent-encoded.
 */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const base = resolve(root);
  const file = resolve(base, `.${decoded.startsWith('/') ? '' : '/'}${decoded}`);
  const rel = relative(base, file);
  if (rel.startsWith('..') || isAbsolute(rel)) return null;
  if (rel.split(sep).some((segment) => segment.startsWith('.'))) return null;
  return file;
}

/** The file's bytes if it is a regular file, else null. */
export async function readRegularFile(file: string): Promise<Buffer | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? await readFile(file) : null;
  } catch {
    return null;
  }
}

/** A 200 response for the file, or null if it does not exist. */
export async function fileResponse(
  file: string,
  headers: Record<string, string> = {},
): Promise<Response | null> {
  const body = await readRegularFile(file);
  if (!body) return null;
  return new Response(new Uint8Array(body), {
    status: 200,
    headers: { 'Content-Type': contentTypeOf(file), ...headers },
  });
}
