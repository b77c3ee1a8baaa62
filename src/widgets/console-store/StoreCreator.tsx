/**
 * The console's store-creation helper: a store page (product collection) then its root
 * category, in sequence, with the step shown as 'N of M'; the page URL from the unique-name
 * helper. A refused call keeps what was typed and shows the message beside its field.
 */
import { useEffect, useState } from 'react';
import { isHttpError } from '../../api/errors';
import { uniqueSlug, type OwnerStoreApi } from '../../api/owner-store';
import { consoleTexts } from '../../i18n/console-texts';
import { format } from '../../i18n/messages';

export interface StoreCreatorProps {
  api: OwnerStoreApi;
  canWrite: () => Promise<boolean>;
  /** Adds the new store page to the site's main navigation (the optional third step). */
  addToNavigation?: (collectionId: string, title: string) => Promise<void>;
}

export function StoreCreator({ api, canWrite, addToNavigation }: StoreCreatorProps) {
  const [title, setTitle] = useState('');
  const [inNavigation, setInNavigation] = useState(false);
  const [description, setDescription] = useState('');
  const [taken, setTaken] = useState<string[]>([]);
  const [allowed, setAllowed] = useState(false);
  const [step, setStep] = useState(0);
  const [status, setStatus] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');

  useEffect(() => {
    api.collections().then(
      (list) => setTaken(list.collections.map((c) => c.urlId)),
      () => setAlert(consoleTexts.unableToLoadCollections),
    );
    canWrite().then(setAllowed, () => setAllowed(false));
  }, [api, canWrite]);

  const urlId = uniqueSlug(title, taken);
  const busy = step > 0;
  const steps = addToNavigation && inNavigation ? 3 : 2;

  const create = async () => {
    setErrors({});
    setAlert('');
    setStatus('');
    try {
      setStep(1);
      const { id } = await api.createCollection({
        navigationTitle: title,
        title,
        urlId,
        description,
        enabled: true,
      });
      setStep(2);
      await api.createCategory(id, {
        displayName: title.slice(0, 25),
        parentCategoryId: null,
        type: 'ROOT',
        pageRendering: 'LIST_VIEW',
        displayIndex: 0,
      });
      if (addToNavigation && inNavigation) {
        setStep(3);
        await addToNavigation(id, title);
      }
      setTaken((old) => [...old, urlId]);
      setStatus(consoleTexts.saved);
    } catch (error) {
      const body = isHttpError(error) ? error.body : undefined;
      const fields = body?.errors ?? {};
      setErrors({
        title: fields.title ?? fields.navigationTitle ?? fields.urlId ?? fields.displayName ?? '',
        description: fields.description ?? '',
      });
      setAlert(body?.message ?? consoleTexts.somethingWentWrong);
    } finally {
      setStep(0);
    }
  };

  const described = (id: string) =>
    errors[id] ? { 'aria-invalid': true, 'aria-describedby': `store-${id}-error` } : {};

  return (
    <form
      className="console-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
    >
      {alert ? (
        <p className="console-error" role="alert">
          {alert}
        </p>
      ) : null}
      <p role="status">{busy ? format(consoleTexts.stepOf, { step, total: steps }) : status}</p>
      <fieldset disabled={!allowed || busy} className="console-form">
        <legend className="visually-hidden">{consoleTexts.storePanel}</legend>
        <div className="console-field">
          <label htmlFor="store-title">Store name</label>
          <input
            id="store-title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            {...described('title')}
          />
          {errors.title ? (
            <p className="console-error" id="store-title-error">
              {errors.title}
            </p>
          ) : null}
          <p>Page URL: /{urlId}</p>
        </div>
        <div className="console-field">
          <label htmlFor="store-description">Description</label>
          <textarea
            id="store-description"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            {...described('description')}
          />
          {errors.description ? (
            <p className="console-error" id="store-description-error">
              {errors.description}
            </p>
          ) : null}
        </div>
        {addToNavigation ? (
          <div className="console-check">
            <input
              id="store-in-navigation"
              type="checkbox"
              checked={inNavigation}
              onChange={(event) => setInNavigation(event.target.checked)}
            />
            <label htmlFor="store-in-navigation">Add it to the main navigation</label>
          </div>
        ) : null}
        <div>
          <button className="console-button" type="submit">
            {consoleTexts.storePanel}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
