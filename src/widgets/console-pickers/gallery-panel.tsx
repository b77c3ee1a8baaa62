/** The gallery settings page's panel, with its styles. */
import type { EditorPickersApi } from '../../api/editor-pickers';
import { injectStyles } from '../../styles/inject-styles';
import css from './gallery-settings.css?inline';
import { GallerySettings } from './GallerySettings';

export function GalleryPanel({
  api,
  pagePath,
  nonce,
}: {
  api: EditorPickersApi;
  pagePath: string;
  nonce?: string | undefined;
}) {
  injectStyles('console-gallery', css, nonce);
  return <GallerySettings api={api} pagePath={pagePath} />;
}
