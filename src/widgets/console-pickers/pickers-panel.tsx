/** The pickers page's panel: the colour, font and page pickers, each in its labelled section. */
import dayPickerCss from 'react-day-picker/style.css?inline';
import type { EditorPickersApi } from '../../api/editor-pickers';
import { editorMessages as t } from '../../editor/messages';
import { injectStyles } from '../../styles/inject-styles';
import { ColourPicker } from './ColourPicker';
import { FontPicker } from './FontPicker';
import { PagePicker } from './PagePicker';
import pickersCss from './pickers.css?inline';

export function PickersPanel({
  api,
  nonce,
}: {
  api: EditorPickersApi;
  nonce?: string | undefined;
}) {
  injectStyles('day-picker', dayPickerCss, nonce);
  injectStyles('console-pickers', pickersCss, nonce);
  return (
    <div className="sf-pickers">
      <section aria-labelledby="pickers-colour">
        <h2 id="pickers-colour">{t.colourPicker}</h2>
        <ColourPicker api={api} />
      </section>
      <section aria-labelledby="pickers-font">
        <h2 id="pickers-font">{t.fontPicker}</h2>
        <FontPicker api={api} />
      </section>
      <section aria-labelledby="pickers-pages">
        <h2 id="pickers-pages">{t.pagePicker}</h2>
        <PagePicker api={api} />
      </section>
    </div>
  );
}
