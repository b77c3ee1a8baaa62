/**
 * The font picker (section 2 'Interface areas'): the Fonts in Style Guide, Browse all fonts with
 * Search fonts and the documents' categories, each font's preview ('Unable to load preview for
 * {fontName}' when it fails), the Typekit Kit field, and 'Unable to load fonts' when the list
 * does not come. The rules are `src/editor/fonts.ts`; the server checks them again on save.
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import type { EditorPickersApi, FontEntry } from '../../api/editor-pickers';
import { isHttpError } from '../../api/errors';
import {
  FONT_CATEGORIES,
  fontsByCategory,
  searchFonts,
  STYLE_GUIDE_MAX,
  toggleStyleGuideFont,
  typekitKitValid,
  type FontCategory,
} from '../../editor/fonts';
import { editorMessages as t } from '../../editor/messages';
import { consoleTexts } from '../../i18n/console-texts';
import { format } from '../../i18n/messages';

function FontPreview({ font }: { font: FontEntry }) {
  const [failed, setFailed] = useState(font.preview === null);
  if (failed || font.preview === null) {
    return (
      <span className="sf-panel__error">
        {format(t.unableToLoadPreview, { fontName: font.family })}
      </span>
    );
  }
  return (
    <img
      src={font.preview}
      alt={font.family}
      width={320}
      height={40}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

export function FontPicker({ api }: { api: EditorPickersApi }) {
  const id = useId().replace(/:/g, '');
  const [fonts, setFonts] = useState<FontEntry[]>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [styleGuide, setStyleGuide] = useState<string[]>([]);
  const [kit, setKit] = useState('');
  const [version, setVersion] = useState<number>();
  const [browsing, setBrowsing] = useState(false);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<FontCategory | ''>('');
  const [kitProblem, setKitProblem] = useState<string>();
  const [status, setStatus] = useState<string>();

  const load = useCallback(() => {
    setLoadFailed(false);
    Promise.all([api.fonts(), api.fontSettings()]).then(
      ([list, settings]) => {
        setFonts(list.fonts);
        setStyleGuide(settings.styleGuide);
        setKit(settings.typekitKit);
        setVersion(settings.version);
      },
      () => setLoadFailed(true),
    );
  }, [api]);
  useEffect(load, [load]);

  if (loadFailed) {
    return (
      <div className="sf-panel">
        <p role="alert" className="sf-panel__error">
          {t.unableToLoadFonts}
        </p>
        <div>
          <button type="button" className="sf-button" onClick={load}>
            {t.tryAgain}
          </button>
        </div>
      </div>
    );
  }
  if (!fonts) return <p>Loading…</p>;

  const toggle = (family: string) => {
    const next = toggleStyleGuideFont(styleGuide, family);
    setStatus(
      next.length === styleGuide.length
        ? format(t.styleGuideFull, { max: STYLE_GUIDE_MAX })
        : undefined,
    );
    setStyleGuide(next);
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!typekitKitValid(kit)) {
      setKitProblem(t.typekitKitInvalid);
      return;
    }
    setKitProblem(undefined);
    setStatus(undefined);
    try {
      const saved = await api.saveFontSettings({
        styleGuide,
        typekitKit: kit.trim(),
        ...(version === undefined ? {} : { version }),
      });
      setVersion(saved.version);
      setStatus(consoleTexts.saved);
    } catch (error) {
      const body = isHttpError(error) ? error.body : undefined;
      if (body?.errors?.typekitKit) setKitProblem(body.errors.typekitKit);
      setStatus(body?.message ?? t.somethingWentWrong);
    }
  };
  const found = searchFonts(fonts, query, category === '' ? undefined : category);
  const inGuide = fonts.filter((font) => styleGuide.includes(font.family));
  const fontRow = (font: FontEntry) => {
    const chosen = styleGuide.includes(font.family);
    return (
      <li key={font.family} className="sf-pickers__font">
        <FontPreview font={font} />
        <button
          type="button"
          className="sf-button"
          aria-label={`${chosen ? t.removeFromStyleGuide : t.addToStyleGuide}: ${font.family}`}
          onClick={() => toggle(font.family)}
        >
          {chosen ? t.removeFromStyleGuide : t.addToStyleGuide}
        </button>
      </li>
    );
  };

  return (
    <form className="sf-panel" onSubmit={(event) => void save(event)} noValidate>
      <h3 id={`${id}-guide`}>{t.fontsInStyleGuide}</h3>
      <ul className="sf-pickers__fonts" aria-labelledby={`${id}-guide`}>
        {inGuide.map(fontRow)}
      </ul>
      <div>
        <button
          type="button"
          className="sf-button"
          aria-expanded={browsing}
          aria-controls={`${id}-browse`}
          onClick={() => setBrowsing(!browsing)}
        >
          {t.browseAllFonts}
        </button>
      </div>
      <div
        id={`${id}-browse`}
        hidden={!browsing}
        className="sf-panel"
        role="group"
        aria-label={t.browseAllFonts}
      >
        <div className="sf-pickers__row">
          <div className="sf-panel__field">
            <label htmlFor={`${id}-search`}>{t.searchFonts}</label>
            <input
              id={`${id}-search`}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          <div className="sf-panel__field">
            <label htmlFor={`${id}-category`}>{t.category}</label>
            <select
              id={`${id}-category`}
              value={category}
              onChange={(event) => setCategory(event.target.value as FontCategory | '')}
            >
              <option value="">{t.allCategories}</option>
              {FONT_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
        </div>
        {browsing && found.length === 0 ? <p role="status">{t.noFontsMatch}</p> : null}
        {/* Listed only while open, so no preview image loads before the owner browses. */}
        {(browsing ? fontsByCategory(found) : []).map(([c, list]) => (
          <section key={c} aria-labelledby={`${id}-${c.replace(/\W/g, '')}`}>
            <h4 id={`${id}-${c.replace(/\W/g, '')}`}>{c}</h4>
            <ul className="sf-pickers__fonts">{list.map((font) => fontRow(font as FontEntry))}</ul>
          </section>
        ))}
      </div>
      <div className="sf-panel__field">
        <label htmlFor={`${id}-kit`}>{t.typekitKit}</label>
        <input
          id={`${id}-kit`}
          value={kit}
          autoComplete="off"
          spellCheck={false}
          maxLength={7}
          aria-invalid={kitProblem ? true : undefined}
          aria-describedby={kitProblem ? `${id}-kit-problem` : undefined}
          onChange={(event) => setKit(event.target.value)}
        />
        {kitProblem ? (
          <p id={`${id}-kit-problem`} className="sf-panel__error">
            {kitProblem}
          </p>
        ) : null}
      </div>
      <div>
        <button type="submit" className="sf-button">
          {consoleTexts.save}
        </button>
      </div>
      <p role="status">{status}</p>
    </form>
  );
}
