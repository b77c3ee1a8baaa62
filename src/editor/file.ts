/**
 * The file manager's rules (sections 5, 8 and 9): sizes in units Bytes to YB (base 1024), the
 * largest file, the supported types, the name rules and the neutralising of hostile names, and
 * the texts of each refusal.
 */
import { format } from '../i18n/messages';
import { editorMessages } from './messages';

/** Section 9: file size units, base 1024. */
export const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;
const BASE = 1024;

/** '0 Bytes', '1.5 KB', '20 MB': two decimals at most, trailing zeros dropped. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${SIZE_UNITS[0]}`;
  const unit = Math.min(Math.floor(Math.log(bytes) / Math.log(BASE)), SIZE_UNITS.length - 1);
  return `${parseFloat((bytes / BASE ** unit).toFixed(2))} ${SIZE_UNITS[unit]}`;
}

/** The largest file the file manager takes (the documents give no number: ours). */
export const MAX_FILE_BYTES = 20 * BASE * BASE;

/** A file name's longest length, extension included (what file systems keep). */
export const FILE_NAME_MAX = 200;

/** The supported files: extension -> the type it is served as. */
export const FILE_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
};

/** The `accept` attribute of the file chooser. */
export const FILE_ACCEPT = Object.keys(FILE_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');

/** The extension of `name`, lower case, or ''. */
export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** The type a supported file is served as, or undefined for an unsupported one. */
export const fileTypeOf = (name: string): string | undefined =>
  Object.hasOwn(FILE_TYPES, extensionOf(name)) ? FILE_TYPES[extensionOf(name)] : undefined;

/**
 * A hostile name made harmless: no path (only the last segment of `a/b\c`), no control,
 * bidirectional-override or reserved characters (`<>:"/\|?*`), no leading dots or spaces, runs
 * of spaces as one, at most {@link FILE_NAME_MAX} characters with the extension kept.
 */
export function safeFileName(name: string): string {
  const last = name.split(/[/\\]/).pop() ?? '';
  const cleaned = last
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Cs}<>:"|?*]/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .trim();
  if (cleaned.length <= FILE_NAME_MAX) return cleaned;
  const ext = extensionOf(cleaned);
  const keep = ext === '' || ext.length > 10 ? '' : `.${ext}`;
  return cleaned.slice(0, FILE_NAME_MAX - keep.length) + keep;
}

type Texts = Pick<typeof editorMessages, 'enterFileName' | 'fileUnsupported' | 'fileTooLarge'>;

/** The problem of a new name for a file (a rename), or undefined. */
export function fileNameProblem(name: string, texts: Texts = editorMessages): string | undefined {
  return safeFileName(name) === '' ? texts.enterFileName : undefined;
}

/** The problem of an upload (`name`, `size` bytes), or undefined: name, then type, then size. */
export function uploadProblem(
  name: string,
  size: number,
  texts: Texts = editorMessages,
): string | undefined {
  const fileName = safeFileName(name);
  if (fileName === '') return texts.enterFileName;
  if (fileTypeOf(fileName) === undefined) return format(texts.fileUnsupported, { fileName });
  if (size > MAX_FILE_BYTES) return tooLargeText(fileName, texts);
  return undefined;
}

/** 'The file {fileName} is too large. The maximum allowed file size is 20 MB.' */
export const tooLargeText = (fileName: string, texts: Texts = editorMessages): string =>
  format(texts.fileTooLarge, { fileName, maxSize: formatFileSize(MAX_FILE_BYTES) });

/** A file the shop may show as an image (a product's picture): the raster types above. */
export const isImageType = (type: string): boolean => type.startsWith('image/');
