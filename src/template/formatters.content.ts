import type { FormatterTable } from './plugins';

/** Content formatters: images and their metadata, colours, video and audio, item classes, URLs. */
export const contentFormatters: FormatterTable = {};
