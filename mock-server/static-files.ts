/**
 * Serving files from a folder without ever leaving it: the request path is decoded, resolved
 * against the root and refused unless the result is still inside the root, and so is the real
 * file after symlinks (both resolved with `realpath`). Dotfiles are never served. Files carry
 * `ETag` and `Last-Modified`; a request that already has them gets 304. One byte range
 * (`Range: bytes=a-b`) gets 206, so media players can seek.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
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
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
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

/** Whether `file` is `root` itself or lies below it (both absolute, already resolved). */
function isInside(root: string, file: string): boolean {
  const rel = relative(root, file);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/**
 * The real path of `file` (symlinks resolved) if it is a regular file that really lies inside
 * the real `root`, else null: a link inside the folder to a file outside it is not served.
 */
export async function realFileInside(root: string, file: string): Promise<string | null> {
  try {
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(file)]);
    return isInside(realRoot, realFile) ? realFile : null;
  } catch {
    return null;
  }
}

/** A weak validator from the file's size and modification time: changes when either does. */
const etagOf = (size: number, mtimeMs: number) =>
  `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;

/** Whether the request's `If-None-Match` / `If-Modified-Since` already name this version. */
function notModified(request: Request | undefined, etag: string, mtimeMs: number): boolean {
  if (!request) return false;
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch !== null) {
    const tags = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    return tags.includes('*') || tags.includes(etag.replace(/^W\//, ''));
  }
  const since = Date.parse(request.headers.get('if-modified-since') ?? '');
  return !Number.isNaN(since) && Math.floor(mtimeMs / 1000) * 1000 <= since;
}

/** The one byte range `bytes=a-b` / `bytes=a-` / `bytes=-n` of a file of `size` bytes, or null. */
export function byteRange(header: string | null, size: number): [number, number] | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1] as string, match[2] as string];
  const start = first === '' ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start <= end && start < size ? [start, end] : null;
}

/**
 * The response for the file `urlPath` names inside `root` (`resolveInside`, then
 * `realFileInside`), or null when there is none: 200 with the bytes, or 304 when the request's
 * `If-None-Match` or `If-Modified-Since` match. Both carry `ETag`, `Last-Modified` and `headers`.
 */
export async function fileResponse(
  root: string,
  urlPath: string,
  headers: Record<string, string> = {},
  request?: Request,
): Promise<Response | null> {
  const named = resolveInside(root, urlPath);
  const file = named === null ? null : await realFileInside(root, named);
  if (file === null) return null;
  let info;
  try {
    info = await stat(file);
  } catch {
    return null;
  }
  if (!info.isFile()) return null;
  const etag = etagOf(info.size, info.mtimeMs);
  const validators = { ETag: etag, 'Last-Modified': info.mtime.toUTCString() };
  if (notModified(request, etag, info.mtimeMs)) {
    return new Response(null, { status: 304, headers: { ...headers, ...validators } });
  }
  let body: Buffer;
  try {
    body = await readFile(file);
  } catch {
    return null;
  }
  const base = { 'Content-Type': contentTypeOf(file), 'Accept-Ranges': 'bytes', ...headers };
  const range = byteRange(request?.headers.get('range') ?? null, body.length);
  if (range) {
    const [start, end] = range;
    return new Response(new Uint8Array(body.subarray(start, end + 1)), {
      status: 206,
      headers: { ...base, ...validators, 'Content-Range': `bytes ${start}-${end}/${body.length}` },
    });
  }
  return new Response(new Uint8Array(body), { status: 200, headers: { ...base, ...validators } });
}
