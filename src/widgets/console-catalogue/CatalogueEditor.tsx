/**
 * The console's catalogue panel: the products, and the editor of one (new or existing). A
 * failed save keeps every typed value and shows each server message beside its field; leaving
 * with unsaved changes asks the documents' question first.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { isHttpError } from '../../api/errors';
import type { OwnerCatalogueApi, ProductList } from '../../api/owner-catalogue';
import type { OwnerInfo } from '../../api/owner';
import { consoleTexts } from '../../i18n/console-texts';
import { LeaveGuard, UnsavedChangesDialog } from '../shared/console-leave-guard';
import { SaveMessages } from '../shared/console-save-messages';
import {
  draftOf,
  emptyVariant,
  fieldIdOf,
  formOf,
  newProductForm,
  type ProductForm,
  type VariantForm,
} from './draft-form';

export interface CatalogueEditorProps {
  api: OwnerCatalogueApi;
  me: () => Promise<OwnerInfo>;
  /** The image files a product may show (the file manager's newest). @default none */
  images?: () => Promise<{ id: string; name: string }[]>;
}

const TYPES = [
  ['1', 'Physical'],
  ['2', 'Digital'],
  ['3', 'Service'],
  ['4', 'Gift card'],
] as const;

const UNITS = [
  ['WEEK', 'Weeks'],
  ['MONTH', 'Months'],
  ['YEAR', 'Years'],
] as const;

type Errors = Record<string, string>;

export function CatalogueEditor({ api, me, images }: CatalogueEditorProps) {
  const [imageFiles, setImageFiles] = useState<{ id: string; name: string }[]>([]);
  const [list, setList] = useState<ProductList>();
  const [canWrite, setCanWrite] = useState(false);
  const [form, setForm] = useState<ProductForm>();
  const [saved, setSaved] = useState<string>('');
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState('');
  const [alert, setAlert] = useState('');
  const [pending, setPending] = useState<ProductForm | null>(null);
  const [busy, setBusy] = useState(false);

  const dirty = form !== undefined && JSON.stringify(form) !== saved;

  const load = useCallback(async () => {
    try {
      setList(await api.list());
    } catch {
      setAlert(consoleTexts.unableToLoad);
    }
  }, [api]);

  useEffect(() => {
    images?.().then(setImageFiles, () => setImageFiles([]));
  }, [images]);

  useEffect(() => {
    void load();
    me().then(
      (info) => setCanWrite(info.canManageStore),
      () => setCanWrite(false),
    );
  }, [load, me]);

  const open = (next: ProductForm) => {
    setForm(next);
    setSaved(JSON.stringify(next));
    setErrors({});
    setAlert('');
    setStatus('');
  };
  const choose = (next: ProductForm) => {
    if (dirty) setPending(next);
    else open(next);
  };

  const save = async (): Promise<boolean> => {
    if (!form || busy) return false;
    setBusy(true);
    setStatus('');
    setAlert('');
    try {
      const draft = draftOf(form);
      const product = form.id ? await api.save(form.id, draft) : await api.create(draft);
      open(formOf(product));
      setStatus(consoleTexts.saved);
      await load();
      return true;
    } catch (error) {
      const body = isHttpError(error) ? error.body : undefined;
      const fieldErrors: Errors = {};
      for (const [path, message] of Object.entries(body?.errors ?? {})) {
        fieldErrors[fieldIdOf(path)] ??= message;
      }
      setErrors(fieldErrors);
      setAlert(body?.message ?? consoleTexts.somethingWentWrong);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const resolvePending = async (choice: 'save' | 'discard' | 'cancel') => {
    const next = pending;
    setPending(null);
    if (!next || choice === 'cancel') return;
    if (choice === 'save' && !(await save())) return;
    open(next);
  };

  const set = <K extends keyof ProductForm>(key: K, value: ProductForm[K]) =>
    setForm((old) => old && { ...old, [key]: value });
  const setVariant = (index: number, patch: Partial<VariantForm>) =>
    setForm(
      (old) =>
        old && {
          ...old,
          variants: old.variants.map((v, i) => (i === index ? { ...v, ...patch } : v)),
        },
    );

  const field = (id: string, label: string, control: (props: FieldProps) => ReactNode) => (
    <div className="console-field">
      <label htmlFor={`cat-${id}`}>{label}</label>
      {control({
        id: `cat-${id}`,
        'aria-invalid': errors[id] ? true : undefined,
        'aria-describedby': errors[id] ? `cat-${id}-error` : undefined,
      })}
      {errors[id] ? (
        <p className="console-error" id={`cat-${id}-error`}>
          {errors[id]}
        </p>
      ) : null}
    </div>
  );

  if (!list) return <p role={alert ? 'alert' : 'status'}>{alert || 'Loading…'}</p>;
  const defaultCollection = list.collections[0] ?? 'col-shop';

  return (
    <div className="console-catalogue">
      <section aria-labelledby="cat-products">
        <h2 id="cat-products">Products</h2>
        <ul className="console-product-list">
          {list.products.map((product) => (
            <li key={product.id}>
              <button
                type="button"
                className="console-link-button"
                aria-current={form?.id === product.id ? 'true' : undefined}
                onClick={() => choose(formOf(product))}
              >
                {product.name}
              </button>
            </li>
          ))}
        </ul>
        {canWrite ? (
          <button
            type="button"
            className="console-button"
            onClick={() => choose(newProductForm(defaultCollection))}
          >
            {consoleTexts.newProduct}
          </button>
        ) : null}
      </section>
      {form ? (
        <form
          className="console-editor"
          aria-labelledby="cat-editor-title"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <h2 id="cat-editor-title">{form.id ? form.name || form.id : consoleTexts.newProduct}</h2>
          <SaveMessages alert={alert} status={status} />
          <fieldset disabled={!canWrite || busy}>
            <legend className="visually-hidden">Product</legend>
            {field('name', 'Name', (p) => (
              <input {...p} value={form.name} onChange={(e) => set('name', e.target.value)} />
            ))}
            {field('urlSlug', 'URL', (p) => (
              <input {...p} value={form.urlSlug} onChange={(e) => set('urlSlug', e.target.value)} />
            ))}
            {field('description', 'Description', (p) => (
              <textarea
                {...p}
                value={form.description}
                onChange={(e) => set('description', e.target.value)}
              />
            ))}
            {field('imageFileId', 'Image', (p) => (
              <select
                {...p}
                value={form.imageFileId}
                onChange={(e) => set('imageFileId', e.target.value)}
              >
                <option value="">The demo’s generated picture</option>
                {imageFiles.map((file) => (
                  <option key={file.id} value={file.id}>
                    {file.name}
                  </option>
                ))}
                {form.imageFileId && !imageFiles.some((file) => file.id === form.imageFileId) ? (
                  <option value={form.imageFileId}>{form.imageFileId}</option>
                ) : null}
              </select>
            ))}
            {field('categories', 'Categories (separated by commas)', (p) => (
              <input
                {...p}
                value={form.categories}
                onChange={(e) => set('categories', e.target.value)}
              />
            ))}
            {field('productType', 'Type', (p) => (
              <select
                {...p}
                value={form.productType}
                onChange={(e) => set('productType', e.target.value)}
              >
                {TYPES.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            ))}
            {field('collectionId', 'Store page', (p) => (
              <select
                {...p}
                value={form.collectionId}
                onChange={(e) => set('collectionId', e.target.value)}
              >
                {[...new Set([...list.collections, form.collectionId])].map((id) => (
                  <option key={id} value={id}>
                    {id}
                  </option>
                ))}
              </select>
            ))}
            <div className="console-check">
              <input
                id="cat-isSubscribable"
                type="checkbox"
                checked={form.isSubscribable}
                aria-invalid={errors.isSubscribable ? true : undefined}
                aria-describedby={errors.isSubscribable ? 'cat-isSubscribable-error' : undefined}
                onChange={(e) => set('isSubscribable', e.target.checked)}
              />
              <label htmlFor="cat-isSubscribable">Sold as a subscription</label>
              {errors.isSubscribable ? (
                <p className="console-error" id="cat-isSubscribable-error">
                  {errors.isSubscribable}
                </p>
              ) : null}
            </div>
            {form.isSubscribable ? (
              <fieldset>
                <legend>Billing</legend>
                {field('billingValue', 'Every', (p) => (
                  <input
                    {...p}
                    inputMode="numeric"
                    value={form.billingValue}
                    onChange={(e) => set('billingValue', e.target.value)}
                  />
                ))}
                {field('billingUnit', 'Period', (p) => (
                  <select
                    {...p}
                    value={form.billingUnit}
                    onChange={(e) => set('billingUnit', e.target.value)}
                  >
                    {UNITS.map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </select>
                ))}
                {field('billingCycles', 'Billing cycles (0 renews until cancelled)', (p) => (
                  <input
                    {...p}
                    inputMode="numeric"
                    value={form.billingCycles}
                    onChange={(e) => set('billingCycles', e.target.value)}
                  />
                ))}
              </fieldset>
            ) : null}
            {form.variants.map((variant, index) => (
              <fieldset key={index} className="console-variant">
                <legend>Variant {index + 1}</legend>
                {field(`variants-${index}-sku`, 'SKU', (p) => (
                  <input
                    {...p}
                    value={variant.sku}
                    onChange={(e) => setVariant(index, { sku: e.target.value })}
                  />
                ))}
                {field(`variants-${index}-options`, 'Options (Name=Value, …)', (p) => (
                  <input
                    {...p}
                    value={variant.options}
                    onChange={(e) => setVariant(index, { options: e.target.value })}
                  />
                ))}
                {field(`variants-${index}-price`, `Price (${list.currency})`, (p) => (
                  <input
                    {...p}
                    inputMode="decimal"
                    value={variant.price}
                    onChange={(e) => setVariant(index, { price: e.target.value })}
                  />
                ))}
                {field(`variants-${index}-salePrice`, `Sale price (${list.currency})`, (p) => (
                  <input
                    {...p}
                    inputMode="decimal"
                    value={variant.salePrice}
                    onChange={(e) => setVariant(index, { salePrice: e.target.value })}
                  />
                ))}
                <div className="console-check">
                  <input
                    id={`cat-variants-${index}-onSale`}
                    type="checkbox"
                    checked={variant.onSale}
                    onChange={(e) => setVariant(index, { onSale: e.target.checked })}
                  />
                  <label htmlFor={`cat-variants-${index}-onSale`}>On sale</label>
                </div>
                {field(`variants-${index}-qtyInStock`, 'Stock', (p) => (
                  <input
                    {...p}
                    inputMode="numeric"
                    value={variant.qtyInStock}
                    onChange={(e) => setVariant(index, { qtyInStock: e.target.value })}
                  />
                ))}
                <div className="console-check">
                  <input
                    id={`cat-variants-${index}-unlimited`}
                    type="checkbox"
                    checked={variant.unlimited}
                    onChange={(e) => setVariant(index, { unlimited: e.target.checked })}
                  />
                  <label htmlFor={`cat-variants-${index}-unlimited`}>Unlimited stock</label>
                </div>
                {form.variants.length > 1 ? (
                  <button
                    type="button"
                    className="console-link-button"
                    onClick={() =>
                      set(
                        'variants',
                        form.variants.filter((_, i) => i !== index),
                      )
                    }
                  >
                    Remove variant {index + 1}
                  </button>
                ) : null}
              </fieldset>
            ))}
            <button
              type="button"
              className="console-link-button"
              onClick={() => set('variants', [...form.variants, emptyVariant()])}
            >
              Add a variant
            </button>
            <div>
              <button type="submit" className="console-button">
                {consoleTexts.save}
              </button>
            </div>
          </fieldset>
        </form>
      ) : null}
      {pending ? (
        <UnsavedChangesDialog
          onSave={() => resolvePending('save')}
          onDiscard={() => void resolvePending('discard')}
          onCancel={() => void resolvePending('cancel')}
        />
      ) : null}
      <LeaveGuard dirty={dirty} save={save} />
    </div>
  );
}

interface FieldProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}
