/**
 * The colour picker (section 2 'Interface areas'): the Color Map, Hue and Alpha sliders of
 * react-colorful, relabelled from our catalogue, and the Hex, RGB and HSL fields with the
 * documents' bounds and texts (`src/editor/colour-model.ts`); Add swatch keeps the colour in the
 * owner's swatches on the server; preset colours beside them.
 */
import { useCallback, useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { RgbaColorPicker } from 'react-colorful';
import type { EditorPickersApi } from '../../api/editor-pickers';
import { isHttpError } from '../../api/errors';
import {
  addSwatch,
  hexToRgba,
  PRESET_COLOURS,
  readHsla,
  rgbaToHex,
  rgbaToHsla,
  type Rgba,
} from '../../editor/colour-model';
import { editorMessages as t } from '../../editor/messages';
import { consoleTexts } from '../../i18n/console-texts';

interface Fields {
  hex: string;
  r: string;
  g: string;
  b: string;
  h: string;
  s: string;
  l: string;
  a: string;
}

const fieldsOf = (colour: Rgba): Fields => {
  const hsla = rgbaToHsla(colour);
  return {
    hex: rgbaToHex(colour),
    r: String(colour.r),
    g: String(colour.g),
    b: String(colour.b),
    h: String(hsla.h),
    s: String(hsla.s),
    l: String(hsla.l),
    a: String(hsla.a),
  };
};

/** react-colorful's own slider labels, and ours for each. */
const SLIDER_LABELS: Record<string, string> = { Color: t.colorMap, Hue: t.hue, Alpha: t.alpha };

export function ColourPicker({ api }: { api: EditorPickersApi }) {
  const id = useId().replace(/:/g, '');
  const map = useRef<HTMLDivElement>(null);
  const [colour, setColour] = useState<Rgba>({ r: 164, g: 14, b: 38, a: 1 });
  const [fields, setFields] = useState<Fields>(() => fieldsOf(colour));
  const [problems, setProblems] = useState<string[]>([]);
  const [swatches, setSwatches] = useState<string[]>([]);
  const [version, setVersion] = useState<number>();
  const [status, setStatus] = useState<string>();

  useEffect(() => {
    api.colours().then(
      (answer) => {
        setSwatches(answer.swatches);
        setVersion(answer.version);
      },
      () => setStatus(t.unableToLoadResults),
    );
  }, [api]);

  // The sliders' labels and spoken values from our catalogue: react-colorful hard-codes English
  // ones ('Color', 'Saturation 50%, Brightness 50%') and sets them again as it re-renders on its
  // own, so they are rewritten whenever it does.
  const current = useRef(colour);
  current.current = colour;
  useEffect(() => {
    const root = map.current;
    if (!root) return;
    const relabel = () => {
      const hsla = rgbaToHsla(current.current);
      for (const slider of root.querySelectorAll('[role="slider"]')) {
        const label = slider.getAttribute('aria-label') ?? '';
        const ours = SLIDER_LABELS[label];
        if (ours !== undefined && ours !== label) slider.setAttribute('aria-label', ours);
        if (slider.getAttribute('aria-label') !== t.colorMap) continue;
        const text = `${t.saturation} ${hsla.s}, ${t.lightness} ${hsla.l}`;
        if (slider.getAttribute('aria-valuetext') !== text) {
          slider.setAttribute('aria-valuetext', text);
        }
      }
    };
    relabel();
    const observer = new MutationObserver(relabel);
    observer.observe(root, {
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-label', 'aria-valuetext'],
    });
    return () => observer.disconnect();
  }, []);

  const choose = useCallback((next: Rgba, keep?: Partial<Fields>) => {
    setColour(next);
    setFields({ ...fieldsOf(next), ...keep });
    setProblems([]);
  }, []);

  const editHex = (hex: string) => {
    const next = hexToRgba(hex, colour.a);
    if (next) choose(next, { hex });
    else {
      setFields((f) => ({ ...f, hex }));
      setProblems([t.hexInvalid]);
    }
  };
  const editRgb = (key: 'r' | 'g' | 'b', value: string) => {
    const n = Number(value);
    if (value.trim() === '' || !Number.isInteger(n) || n < 0 || n > 255) {
      setFields((f) => ({ ...f, [key]: value }));
      setProblems([t.rgbInvalid]);
      return;
    }
    choose({ ...colour, [key]: n }, { [key]: value });
  };
  const editHsl = (key: 'h' | 's' | 'l' | 'a', value: string) => {
    const next = { ...fields, [key]: value };
    const read = readHsla(next);
    if (read.colour) choose(read.colour, { [key]: value });
    else {
      setFields(next);
      setProblems(read.problems);
    }
  };

  const saveSwatch = async () => {
    const next = addSwatch(swatches, rgbaToHex(colour));
    setStatus(undefined);
    try {
      const saved = await api.saveColours(next, version);
      setSwatches(saved.swatches);
      setVersion(saved.version);
      setStatus(consoleTexts.saved);
    } catch (error) {
      setStatus(
        isHttpError(error) && error.body?.message ? error.body.message : t.somethingWentWrong,
      );
    }
  };

  const field = (key: keyof Fields, label: string, edit: (value: string) => void) => (
    <div className="sf-panel__field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        inputMode={key === 'hex' ? 'text' : 'decimal'}
        autoComplete="off"
        spellCheck={false}
        value={fields[key]}
        aria-invalid={problems.length > 0 ? true : undefined}
        aria-describedby={problems.length > 0 ? `${id}-problems` : undefined}
        onChange={(event) => edit(event.target.value)}
      />
    </div>
  );
  const swatchButton = (hex: string) => (
    <li key={hex}>
      <button
        type="button"
        className="sf-pickers__swatch"
        aria-label={hex}
        aria-pressed={rgbaToHex(colour) === hex}
        // React sets styles through the CSSOM, which the page's CSP allows.
        style={{ '--sf-swatch': hex } as CSSProperties}
        onClick={() => {
          const next = hexToRgba(hex, colour.a);
          if (next) choose(next);
        }}
      />
    </li>
  );

  return (
    <div className="sf-panel sf-pickers__colour">
      <div ref={map} className="sf-pickers__map">
        <RgbaColorPicker color={colour} onChange={(next) => choose(next)} />
        <p className="sf-pickers__preview" aria-hidden="true">
          <span style={{ '--sf-swatch': rgbaToHex(colour) } as CSSProperties} />
        </p>
      </div>
      {field('hex', t.hex, editHex)}
      <fieldset className="sf-pickers__row">
        <legend>{t.rgb}</legend>
        {field('r', t.red, (v) => editRgb('r', v))}
        {field('g', t.green, (v) => editRgb('g', v))}
        {field('b', t.blue, (v) => editRgb('b', v))}
      </fieldset>
      <fieldset className="sf-pickers__row">
        <legend>{t.hsl}</legend>
        {field('h', t.hue, (v) => editHsl('h', v))}
        {field('s', t.saturation, (v) => editHsl('s', v))}
        {field('l', t.lightness, (v) => editHsl('l', v))}
      </fieldset>
      {field('a', t.alpha, (v) => editHsl('a', v))}
      <div id={`${id}-problems`} role="alert" className="sf-panel__error">
        {problems.map((problem) => (
          <p key={problem}>{problem}</p>
        ))}
      </div>
      <div>
        <button type="button" className="sf-button" onClick={() => void saveSwatch()}>
          {t.addSwatch}
        </button>
      </div>
      <p role="status">{status}</p>
      <h3 id={`${id}-swatches`}>{t.swatches}</h3>
      <ul className="sf-pickers__swatches" aria-labelledby={`${id}-swatches`}>
        {swatches.map(swatchButton)}
      </ul>
      <h3 id={`${id}-presets`}>{t.presetColours}</h3>
      <ul className="sf-pickers__swatches" aria-labelledby={`${id}-presets`}>
        {PRESET_COLOURS.map(swatchButton)}
      </ul>
    </div>
  );
}
