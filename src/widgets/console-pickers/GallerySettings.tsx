/**
 * The gallery settings panel: one demo gallery's options, edited through the options module the
 * visitor widget reads them with (`src/blocks/gallery-options.ts`: defaults, clamps, the
 * design-switch rules), saved to the mock server, which renders the demo gallery page with them.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { EditorPickersApi, GallerySettings as Gallery } from '../../api/editor-pickers';
import { isHttpError } from '../../api/errors';
import {
  GALLERY_CHOICES,
  GALLERY_DEFAULTS,
  GALLERY_RANGES,
  setGalleryOption,
  type GalleryOptions,
} from '../../blocks/gallery-options';
import { editorMessages as t } from '../../editor/messages';
import { consoleTexts } from '../../i18n/console-texts';

type Key = keyof GalleryOptions;
const KEYS = Object.keys(GALLERY_DEFAULTS) as Key[];
const choicesOf = (key: Key): readonly string[] | undefined =>
  (GALLERY_CHOICES as Partial<Record<Key, readonly string[]>>)[key];
const rangeOf = (key: Key): readonly [number, number] | undefined =>
  (GALLERY_RANGES as Partial<Record<Key, readonly [number, number]>>)[key];

/** The documents' option name as words: `thumbnails-per-row` and `lightboxTheme` alike. */
const labelOf = (key: Key): string => {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/-/g, ' ')
    .toLowerCase();
  const range = rangeOf(key);
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  return range ? `${label} (${range[0]}–${range[1]})` : label;
};

export function GallerySettings({ api, pagePath }: { api: EditorPickersApi; pagePath: string }) {
  const id = useId().replace(/:/g, '');
  const [galleries, setGalleries] = useState<Gallery[]>();
  const [chosen, setChosen] = useState(0);
  const [options, setOptions] = useState<GalleryOptions>(GALLERY_DEFAULTS);
  /** What the owner is typing in a number field, until it leaves the field. */
  const [typing, setTyping] = useState<Partial<Record<Key, string>>>({});
  const [message, setMessage] = useState<string>();

  useEffect(() => {
    api.galleries().then(
      (answer) => {
        setGalleries(answer.galleries);
        if (answer.galleries[0]) setOptions(answer.galleries[0].options);
      },
      () => setMessage(t.unableToLoadResults),
    );
  }, [api]);

  if (!galleries) return <p role="status">{message ?? 'Loading…'}</p>;
  const gallery = galleries[chosen];

  const set = (key: Key, value: unknown) => {
    setOptions((current) => setGalleryOption(current, key, value));
    setTyping(({ [key]: _, ...rest }) => rest);
    setMessage(undefined);
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!gallery) return;
    setMessage(undefined);
    try {
      const saved = await api.saveGallery(gallery.id, options, gallery.version);
      setGalleries(galleries.map((g) => (g.id === saved.id ? saved : g)));
      setOptions(saved.options);
      setMessage(consoleTexts.saved);
    } catch (error) {
      setMessage(
        isHttpError(error) && error.body?.message ? error.body.message : t.somethingWentWrong,
      );
    }
  };

  const control = (key: Key) => {
    const fieldId = `${id}-${key}`;
    const value = options[key];
    const choices = choicesOf(key);
    const range = rangeOf(key);
    // The aspect ratios are the grid design's only.
    const disabled = key === 'aspect-ratio' && options.design !== 'grid';
    if (typeof value === 'boolean') {
      return (
        <div key={key} className="sf-gallery-settings__check">
          <input
            id={fieldId}
            type="checkbox"
            checked={value}
            onChange={(event) => set(key, event.target.checked)}
          />
          <label htmlFor={fieldId}>{labelOf(key)}</label>
        </div>
      );
    }
    return (
      <div key={key} className="sf-panel__field">
        <label htmlFor={fieldId}>{labelOf(key)}</label>
        {choices ? (
          <select
            id={fieldId}
            value={String(value)}
            disabled={disabled}
            onChange={(event) => set(key, event.target.value)}
          >
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={fieldId}
            type="number"
            inputMode="numeric"
            step={1}
            {...(range ? { min: range[0], max: range[1] } : {})}
            value={typing[key] ?? String(value)}
            onChange={(event) => setTyping({ ...typing, [key]: event.target.value })}
            onBlur={(event) => set(key, event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') set(key, event.currentTarget.value);
            }}
          />
        )}
      </div>
    );
  };

  return (
    <form
      className="sf-panel sf-gallery-settings"
      onSubmit={(event) => void save(event)}
      noValidate
    >
      <div className="sf-panel__field">
        <label htmlFor={`${id}-gallery`}>{t.gallery}</label>
        <select
          id={`${id}-gallery`}
          value={chosen}
          onChange={(event) => {
            const index = Number(event.target.value);
            setChosen(index);
            setOptions(galleries[index]?.options ?? GALLERY_DEFAULTS);
            setTyping({});
            setMessage(undefined);
          }}
        >
          {galleries.map((g, index) => (
            <option key={g.id} value={index}>
              {g.title}
            </option>
          ))}
        </select>
      </div>
      <div className="sf-gallery-settings__grid">{KEYS.map(control)}</div>
      <div className="sf-gallery-settings__actions">
        <button type="submit" className="sf-button">
          {consoleTexts.save}
        </button>
        <button
          type="button"
          className="sf-button"
          onClick={() => {
            setOptions(GALLERY_DEFAULTS);
            setTyping({});
          }}
        >
          {t.resetDefaults}
        </button>
        <a href={pagePath}>{t.viewGalleryPage}</a>
      </div>
      <p role="status">{message}</p>
    </form>
  );
}
