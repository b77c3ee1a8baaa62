/**
 * The editor's message catalogue: every label and text of the owner's editing panels, verbatim
 * from the product documents (section 2 'Interface areas', 5 'Editor', 8 'Interface messages').
 * Apart from the shop catalogue (`src/i18n/messages.ts`) so shop pages never carry it.
 * Placeholders are `{name}`, filled by `format` of `src/i18n/messages.ts`.
 */
import { messages } from '../i18n/messages';
import { serverTexts } from '../i18n/server-texts';
import { COLOUR_TEXTS } from './colour';

export const editorMessages = {
  // Link editor.
  linkTypePage: 'Page',
  linkTypeUrl: 'Web Address',
  linkTypeEmail: 'Email',
  linkTypePhone: 'Phone',
  linkTypeFile: 'File',
  linkName: 'Link Name',
  linkNewWindow: 'open in new window',
  linkCc: 'CC',
  linkBcc: 'BCC',
  linkSubject: 'Subject',
  linkBody: 'Body',
  enterValidEmail: 'Please enter a valid email',
  emailFormat: 'Emails must be formatted as {email}',
  linkFormat: 'Links must be formatted as {host} or {host}',
  invalidPageUrl: '{val} is not a valid page URL',
  notExpectedOption: serverTexts.notAnOption,
  // File manager.
  existingFiles: 'Existing Files',
  manage: 'Manage',
  fileDetail: 'File Detail',
  chooseFile: 'Choose File',
  rename: 'Rename',
  delete: 'Delete',
  uploadFile: 'Upload File',
  loadMore: 'Load More',
  enterFileName: 'Please enter a file name',
  fileUnsupported: 'The file {fileName} does not appear to be a supported file.',
  fileTooLarge: 'The file {fileName} is too large. The maximum allowed file size is {maxSize}.',
  renameFailedTitle: 'Unable to Rename File',
  renameFailed: 'There was a problem while renaming your file.',
  uploadFailedTitle: 'Unable to Upload File',
  uploadFailed: 'There was a problem while uploading your file.',
  uploadIncomplete: 'File upload failed to complete',
  errorUploading: 'Error uploading',
  deleteWarning: "This can't be undone. Make sure to update all links to this file.",
  // Tag and category editor.
  tagNew: 'New',
  tagEdit: 'Edit',
  tagMerge: 'Merge',
  tagRemove: 'Remove',
  tagFilter: 'Filter',
  tagExists: 'This {tagType} already exists',
  tagEditOne: 'You may only edit one {tagType} at a time',
  // Chart data editor.
  datasetNoColumn: 'Your dataset must have at least one column',
  datasetNoRow: 'Your dataset must have at least one row',
  datasetEmpty: 'Enter some data!',
  datasetMissingData: 'One or more rows was missing data',
  // Code and markdown editors, mailing-list and automation connections (sections 2, 3, 8).
  codeNotOnAndroid: 'Code editing is not available on Android.',
  preview: 'Preview',
  mailingListRequired: 'A List must be selected',
  noMailingLists: "You don't have any mailing lists. Please create one before continuing",
  unableToConnect: 'Unable to connect. Please try again',
  connect: 'Connect',
  disconnect: 'Disconnect',
  // Ours: labels the documents imply but do not spell.
  chartRows: 'Rows',
  chartColumns: 'Columns',
  chartColumnLabel: 'Column {n} label',
  chartRowLabel: 'Row {n} label',
  chartCell: '{column}, {row}',
  addRow: 'Add row',
  addColumn: 'Add column',
  removeRow: 'Remove last row',
  removeColumn: 'Remove last column',
  chartPreview: 'Chart preview: {columns} over {rows}',
  datasetTruncated: 'Only the first {rows} rows and {columns} columns are kept.',
  codeLanguage: 'Language',
  code: 'Code',
  markdown: 'Markdown',
  mailingList: 'Mailing list',
  chooseList: 'Choose a list',
  doubleOptIn: 'Double opt-in',
  mailingConnected: 'Connected to {list}.',
  awaitingConnection: 'Awaiting connection',
  connectedZaps: 'Connected Zaps: {count}',
  checkAgain: 'Check again',
  save: 'Save',
  saved: 'Saved.',
  tryAgain: 'Try again',
  // Colour picker.
  colorMap: 'Color Map',
  hex: 'Hex',
  rgb: 'RGB',
  hsl: 'HSL',
  alpha: 'Alpha',
  hue: 'Hue',
  saturation: 'Saturation',
  lightness: 'Lightness',
  addSwatch: 'Add swatch',
  hueOutOfBounds: COLOUR_TEXTS.hue,
  saturationOutOfBounds: COLOUR_TEXTS.saturation,
  lightnessOutOfBounds: COLOUR_TEXTS.lightness,
  alphaOutOfBounds: COLOUR_TEXTS.alpha,
  missingHsl: COLOUR_TEXTS.missing,
  // Generic interface messages.
  unableToLoadResults: 'Unable to load results',
  unableToLoadRetry: 'Unable to load. Try again.',
  somethingWentWrong: messages.somethingWentWrong,
  unableToLocateContent: 'Unable to locate content',
  networkError: 'Network error',
} as const;

export type EditorMessageKey = keyof typeof editorMessages;
export type EditorMessages = Record<EditorMessageKey, string>;
