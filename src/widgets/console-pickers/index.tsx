/**
 * The owner console's pickers: mounts on `[data-storefront-console-pickers]` (the console page
 * `/config/pickers` only) the colour picker, the font picker and the page picker with its date
 * picker, each in its own labelled section.
 */
import dayPickerCss from 'react-day-picker/style.css?inline';
import { editorPickersApi } from '../../api/editor-pickers';
import { editorMessages as t } from '../../editor/messages';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import { mountConsolePanel } from '../shared/console-mount';
import type { Unmount } from '../widget';
import { ColourPicker } from './ColourPicker';
import { FontPicker } from './FontPicker';
import { PagePicker } from './PagePicker';
import pickersCss from './pickers.css?inline';

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  injectStyles('day-picker', dayPickerCss, runtime.config.nonce);
  injectStyles('console-pickers', pickersCss, runtime.config.nonce);
  const api = editorPickersApi(runtime.api);
  return mountConsolePanel(
    host,
    runtime,
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
    </div>,
  );
}
