/**
 * The file manager (section 2 'Interface areas'): Existing Files paged with Load More, each with
 * its File Detail, Rename and Delete (after the documents' warning); Choose File and Upload File
 * with the upload's progress. The rules and texts are `src/editor/file.ts`'s; a failed rename or
 * upload shows the documents' title and text in an alert.
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { EditorApi, EditorFile } from '../../api/editor';
import { isHttpError } from '../../api/errors';
import { editorMessages as t } from '../../editor/messages';
import { FILE_ACCEPT, fileNameProblem, formatFileSize, uploadProblem } from '../../editor/file';
import { AlertDialog } from '../shared/AlertDialog';
import { Modal } from '../shared/Modal';

export interface FileManagerProps {
  api: EditorApi;
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<EditorFile>;
  closeLabel: string;
  nonce?: string | undefined;
}

interface Alert {
  title: string;
  message: string;
}

export function FileManager({ api, upload, closeLabel, nonce }: FileManagerProps) {
  const id = useId().replace(/:/g, '');
  const [files, setFiles] = useState<EditorFile[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [chosen, setChosen] = useState<File>();
  const [chooseProblem, setChooseProblem] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const [detail, setDetail] = useState<string>();
  const [renaming, setRenaming] = useState<string>();
  const [newName, setNewName] = useState('');
  const [renameProblem, setRenameProblem] = useState<string>();
  const [deleting, setDeleting] = useState<EditorFile>();
  const [alert, setAlert] = useState<Alert>();
  const input = useRef<HTMLInputElement>(null);

  const load = useCallback(
    (after?: string) =>
      api.files(after).then(
        (page) => {
          setLoadFailed(false);
          setFiles((was) => (after === undefined ? page.files : [...was, ...page.files]));
          setCursor(page.nextPageCursor);
        },
        () => setLoadFailed(true),
      ),
    [api],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const choose = (file: File | undefined) => {
    setChosen(file);
    setChooseProblem(file ? uploadProblem(file.name, file.size) : undefined);
  };

  const startUpload = async () => {
    if (!chosen || chooseProblem || progress !== undefined) return;
    setProgress(0);
    try {
      const file = await upload(chosen, setProgress);
      setFiles((was) => [file, ...was.filter((f) => f.id !== file.id)]);
      setChosen(undefined);
      if (input.current) input.current.value = '';
    } catch (error) {
      // The server's own text (a type or size refusal) says more than the generic one.
      const message =
        isHttpError(error) && error.status < 500 && error.body
          ? error.body.message
          : t.uploadFailed;
      setAlert({ title: t.uploadFailedTitle, message });
    } finally {
      setProgress(undefined);
    }
  };

  const rename = async (event: FormEvent, file: EditorFile) => {
    event.preventDefault();
    const problem = fileNameProblem(newName);
    setRenameProblem(problem);
    if (problem) return;
    try {
      const renamed = await api.renameFile(file.id, newName);
      setFiles((was) => was.map((f) => (f.id === renamed.id ? renamed : f)));
      setRenaming(undefined);
    } catch {
      setAlert({ title: t.renameFailedTitle, message: t.renameFailed });
    }
  };

  const remove = async (file: EditorFile) => {
    setDeleting(undefined);
    try {
      await api.deleteFile(file.id);
      setFiles((was) => was.filter((f) => f.id !== file.id));
    } catch {
      setAlert({ title: t.somethingWentWrong, message: t.unableToLoadRetry });
    }
  };

  return (
    <div className="sf-panel">
      <section aria-labelledby={`${id}-upload`} className="sf-panel">
        <h3 id={`${id}-upload`}>{t.uploadFile}</h3>
        <div className="sf-panel__field">
          <label htmlFor={`${id}-choose`}>{t.chooseFile}</label>
          <input
            ref={input}
            id={`${id}-choose`}
            type="file"
            accept={FILE_ACCEPT}
            onChange={(event) => choose(event.target.files?.[0])}
            aria-invalid={chooseProblem ? true : undefined}
            aria-describedby={chooseProblem ? `${id}-choose-error` : undefined}
          />
          {chooseProblem && (
            <p id={`${id}-choose-error`} className="sf-panel__error" role="alert">
              {chooseProblem}
            </p>
          )}
        </div>
        <button
          type="button"
          className="sf-button"
          onClick={() => void startUpload()}
          disabled={!chosen || chooseProblem !== undefined || progress !== undefined}
        >
          {t.uploadFile}
        </button>
        {progress !== undefined && (
          <progress max={1} value={progress} aria-label={t.uploadFile}>
            {Math.round(progress * 100)}%
          </progress>
        )}
      </section>

      <section aria-labelledby={`${id}-files`} className="sf-panel">
        <h3 id={`${id}-files`}>{t.existingFiles}</h3>
        {loadFailed && (
          <p role="alert">
            {t.unableToLoadRetry}{' '}
            <button type="button" onClick={() => void load()}>
              {t.loadMore}
            </button>
          </p>
        )}
        <ul className="sf-panel__files">
          {files.map((file) => (
            <li key={file.id}>
              <span className="sf-panel__file-name">{file.name}</span> ({formatFileSize(file.size)})
              <div role="group" aria-label={`${t.manage}: ${file.name}`}>
                <button
                  type="button"
                  aria-expanded={detail === file.id}
                  aria-controls={`${id}-detail-${file.id}`}
                  onClick={() => setDetail(detail === file.id ? undefined : file.id)}
                >
                  {t.fileDetail}
                </button>
                <button
                  type="button"
                  onClick={() => {
                    setRenaming(file.id);
                    setNewName(file.name);
                    setRenameProblem(undefined);
                  }}
                >
                  {t.rename}
                </button>
                <button type="button" onClick={() => setDeleting(file)}>
                  {t.delete}
                </button>
              </div>
              {detail === file.id && (
                <dl id={`${id}-detail-${file.id}`}>
                  <dt>{t.fileDetail}</dt>
                  <dd>{file.name}</dd>
                  <dd>{formatFileSize(file.size)}</dd>
                  <dd>{file.type}</dd>
                  <dd>{new Date(file.created).toLocaleString()}</dd>
                </dl>
              )}
              {renaming === file.id && (
                <form onSubmit={(event) => void rename(event, file)} noValidate>
                  <label htmlFor={`${id}-rename-${file.id}`}>{t.rename}</label>
                  <input
                    id={`${id}-rename-${file.id}`}
                    value={newName}
                    autoFocus
                    onChange={(event) => setNewName(event.target.value)}
                    aria-invalid={renameProblem ? true : undefined}
                    aria-describedby={renameProblem ? `${id}-rename-error` : undefined}
                  />
                  <button type="submit">{t.rename}</button>
                  {renameProblem && (
                    <p id={`${id}-rename-error`} className="sf-panel__error" role="alert">
                      {renameProblem}
                    </p>
                  )}
                </form>
              )}
            </li>
          ))}
        </ul>
        {cursor !== null && (
          <button type="button" onClick={() => void load(cursor)}>
            {t.loadMore}
          </button>
        )}
      </section>

      {deleting && (
        <Modal
          title={`${t.delete}: ${deleting.name}`}
          closeLabel={closeLabel}
          onClose={() => setDeleting(undefined)}
          describedBy={`${id}-delete-warning`}
          nonce={nonce}
        >
          <p id={`${id}-delete-warning`}>{t.deleteWarning}</p>
          <button type="button" className="sf-button" onClick={() => void remove(deleting)}>
            {t.delete}
          </button>
        </Modal>
      )}
      {alert && (
        <AlertDialog
          title={alert.title}
          message={alert.message}
          closeLabel={closeLabel}
          onClose={() => setAlert(undefined)}
        />
      )}
    </div>
  );
}
