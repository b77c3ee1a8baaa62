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
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { Compartment, type Extension } from '@codemirror/state';
import { tags as t } from '@lezer/highlight';
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

/**
 * Token colours of at least 4.5:1 on white (CodeMirror's default style has lighter ones, which
 * axe refuses); `basicSetup`'s default only applies where no other style is given.
 */
const highlight = HighlightStyle.define([
  { tag: [t.keyword, t.operatorKeyword, t.modifier], color: '#6a1b9a' },
  { tag: [t.tagName, t.angleBracket], color: '#7a1d4f' },
  { tag: [t.attributeName, t.propertyName], color: '#8a4b00' },
  { tag: [t.string, t.attributeValue, t.inserted, t.processingInstruction], color: '#2e6b12' },
  { tag: [t.number, t.bool, t.atom, t.color, t.unit], color: '#0b5e6b' },
  { tag: [t.comment, t.meta], color: '#595959', fontStyle: 'italic' },
  { tag: [t.className, t.typeName, t.definition(t.variableName)], color: '#1f4f8a' },
  { tag: [t.function(t.variableName), t.labelName], color: '#1f4f8a' },
  { tag: t.invalid, color: '#a40e26' },
  { tag: t.heading, fontWeight: 'bold' },
  { tag: t.emphasis, fontStyle: 'italic' },
  { tag: t.strong, fontWeight: 'bold' },
  { tag: t.link, textDecoration: 'underline' },
]);

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
      syntaxHighlighting(highlight),
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
