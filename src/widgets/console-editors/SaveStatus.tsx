/** The content editors' Save button and the status line after it: 'Saved', or the failure's text beside the button. */
import { editorMessages as t } from '../../editor/messages';

/** What the status line says after a save or a refused one. */
export interface SaveState {
  text: string;
  error: boolean;
}

export interface SaveStatusProps {
  saving: boolean;
  onSave: () => void;
  status: SaveState | undefined;
}

export function SaveStatus({ saving, onSave, status }: SaveStatusProps) {
  return (
    <>
      <button type="button" className="sf-button" disabled={saving} onClick={onSave}>
        {t.save}
      </button>
      <p role="status" className={status?.error ? 'sf-panel__error' : 'sf-panel__note'}>
        {status?.text}
      </p>
    </>
  );
}
