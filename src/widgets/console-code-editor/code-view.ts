/**
 * The code editor's CodeMirror 6 view: `basicSetup` (history with its undo/redo keys, line
 * numbers, brackets, search), the language of the document, an accessible name, and its own
 * shadow root. CodeMirror's style module writes `<style>` elements into a document's head, which
 * the console's strict CSP (`style-src 'self'`, no nonce) blocks; in a shadow root it adopts
 * constructable stylesheets instead, which the CSP allows, and no `unsafe-inline` is needed. Tab
 * is left to the page, so keyboard users can leave the editor (no `indentWithTab`).
 */
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { Compartment, type Extension } from '@codemirror/state';
import { basicSetup, EditorView } from 'codemirror';
import type { CodeLanguage } from '../../editor/content';

const LANGUAGES: Record<CodeLanguage, () => Extension> = { html, css, javascript };

/** The console's looks inside the shadow root (its page styles do not reach in). */
const theme = EditorView.theme({
  '&': { minHeight: '12rem', backgroundColor: '#fff', color: '#1a1a1a', fontSize: '0.95rem' },
  '.cm-scroller': { minHeight: '12rem', fontFamily: 'ui-monospace, monospace' },
  '&.cm-focused': { outline: '2px solid #1f5fa8', outlineOffset: '2px' },
  '.cm-gutters': { backgroundColor: '#f3f3f3', color: '#595959', borderRight: '1px solid #d0d0d0' },
});

export interface CodeView {
  setLanguage(language: CodeLanguage): void;
  /** The editor's text now. */
  text(): string;
  destroy(): void;
}

export function createCodeView(
  host: HTMLElement,
  options: {
    doc: string;
    language: CodeLanguage;
    /** The editor's accessible name (a label outside the shadow root cannot name it). */
    label: string;
    onChange: (doc: string) => void;
  },
): CodeView {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const language = new Compartment();
  const view = new EditorView({
    parent: root,
    root,
    doc: options.doc,
    extensions: [
      basicSetup,
      theme,
      language.of(LANGUAGES[options.language]()),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ 'aria-label': options.label }),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) options.onChange(update.state.doc.toString());
      }),
    ],
  });
  return {
    setLanguage: (next) => view.dispatch({ effects: language.reconfigure(LANGUAGES[next]()) }),
    text: () => view.state.doc.toString(),
    destroy: () => view.destroy(),
  };
}
