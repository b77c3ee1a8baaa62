/**
 * The file manager's upload: the file's bytes as the body of `POST /api/editor/files?name=`,
 * sent with `XMLHttpRequest` because `fetch` reports no upload progress. The crumb header as on
 * every state-changing call; an upload id so a repeated upload stores nothing twice. Fails with
 * the client's typed errors.
 */
import { COOKIE, CRUMB_HEADER, readCookie } from './cookies';
import { EDITOR_FILES_PATH, EditorFileSchema, UPLOAD_ID_HEADER, type EditorFile } from './editor';
import { HttpError, NetworkError, ResponseValidationError } from './error-classes';
import { ErrorBodySchema } from './error-classes';

export interface UploadOptions {
  /** Called with the fraction sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** @default a random id */
  uploadId?: string;
}

export function uploadFile(
  apiBase: string,
  file: Blob & { name: string },
  options: UploadOptions = {},
): Promise<EditorFile> {
  const base = apiBase.endsWith('/') ? apiBase : `${apiBase}/`;
  const url = `${base}${EDITOR_FILES_PATH}?name=${encodeURIComponent(file.name)}`;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    const crumb = readCookie(COOKIE.crumb);
    if (crumb) xhr.setRequestHeader(CRUMB_HEADER, crumb);
    xhr.setRequestHeader(UPLOAD_ID_HEADER, options.uploadId ?? crypto.randomUUID());
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new NetworkError('POST', url, 'the upload did not complete'));
    xhr.onabort = () => reject(new NetworkError('POST', url, 'the upload was cancelled'));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch (error) {
        reject(
          new ResponseValidationError('POST', url, 'the response body is not JSON', {
            cause: error,
          }),
        );
        return;
      }
      if (xhr.status < 200 || xhr.status > 299) {
        const error = ErrorBodySchema.safeParse(body);
        reject(new HttpError('POST', url, xhr.status, error.success ? error.data : undefined));
        return;
      }
      const parsed = EditorFileSchema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new ResponseValidationError('POST', url, 'not a file', { cause: parsed.error }));
    };
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
