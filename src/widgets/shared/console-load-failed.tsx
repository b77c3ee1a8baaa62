/** A console panel that could not load: the documents' text (default 'Unable to load. Try again.') and a Try again button. */
import { editorMessages as t } from '../../editor/messages';

export function ConsoleLoadFailed({
  retry,
  text = t.unableToLoadRetry,
}: {
  retry: () => void;
  text?: string;
}) {
  return (
    <div className="sf-panel">
      <p role="alert" className="sf-panel__error">
        {text}
      </p>
      <div>
        <button type="button" className="sf-button" onClick={retry}>
          {t.tryAgain}
        </button>
      </div>
    </div>
  );
}
