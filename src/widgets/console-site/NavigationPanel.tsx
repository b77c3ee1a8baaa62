/**
 * The console's navigation panel: the site's main navigation as `GetSiteLayout` gives it, each
 * link a label and a page from the page picker (member-only pages carry the documents' lock
 * label) or a web address, with links under each; saved by `UpdateNavigation` with the version
 * it started from. A layout without the main navigation says 'Unable to find site main
 * navigation'.
 */
import { useEffect, useState } from 'react';
import {
  MAIN_NAVIGATION,
  type NavigationItem,
  type OwnerSiteApi,
  type SitePages,
} from '../../api/owner-site';
import { consoleTexts } from '../../i18n/console-texts';
import { SaveMessages } from '../shared/console-save-messages';
import { Field, PanelForm } from './Field';
import { useSavedForm } from './use-saved-form';

export interface NavigationPanelProps {
  api: OwnerSiteApi;
  canWrite: boolean;
}

interface NavigationForm {
  items: NavigationItem[];
  version: number;
}

type Link = Omit<NavigationItem, 'children'>;

/** The picker's value of a link that goes to a web address rather than a page. */
const WEB_ADDRESS = '';

export function NavigationPanel({ api, canWrite }: NavigationPanelProps) {
  const form = useSavedForm<NavigationForm>();
  const [pages, setPages] = useState<SitePages>();

  useEffect(() => {
    Promise.all([api.layout(), api.pages()]).then(
      ([layout, picker]) => {
        setPages(picker);
        const main = layout.find((entry) => entry.identifier === MAIN_NAVIGATION);
        if (main) form.load({ items: main.links, version: main.version ?? 0 });
        else form.fail(consoleTexts.noMainNavigation);
      },
      () => form.fail(consoleTexts.unableToLoad),
    );
    // Loads once; `form` changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api]);

  const save = () =>
    form.submit(async ({ items, version }) => {
      const saved = await api.saveNavigation(items, version);
      return { items: saved.items, version: saved.version };
    });

  const setItem = (index: number, update: (item: NavigationItem) => NavigationItem) =>
    form.set((old) => ({
      ...old,
      items: old.items.map((item, i) => (i === index ? update(item) : item)),
    }));

  if (!form.value || !pages) return <SaveMessages alert={form.alert} status="" />;
  const { items } = form.value;

  const linkFields = (link: Link, path: string, id: string, change: (link: Link) => void) => {
    const error = (field: string) => form.errors[`${path}.${field}`];
    const picked = link.collectionId ?? WEB_ADDRESS;
    return (
      <>
        <Field id={`${id}-title`} label="Label" error={error('title')}>
          {(props) => (
            <input
              {...props}
              value={link.title}
              onChange={(event) => change({ ...link, title: event.target.value })}
            />
          )}
        </Field>
        <Field
          id={`${id}-page`}
          label="Page"
          error={error('collectionId') ?? error('memberAreaId')}
        >
          {(props) => (
            <select
              {...props}
              value={picked}
              onChange={(event) => {
                const page = pages.pages.find((p) => p.collectionId === event.target.value);
                change({
                  title: link.title,
                  collectionId: page ? page.collectionId : null,
                  externalLink: page ? null : (link.externalLink ?? ''),
                  memberAreaId: page?.memberAreaId ?? null,
                });
              }}
            >
              {pages.pages.map((page) => (
                <option key={page.collectionId} value={page.collectionId}>
                  {page.memberOnly ? `🔒 ${page.title} (${pages.lockLabel})` : page.title}
                </option>
              ))}
              <option value={WEB_ADDRESS}>A web address…</option>
            </select>
          )}
        </Field>
        {picked === WEB_ADDRESS ? (
          <Field id={`${id}-link`} label="Web address" error={error('externalLink')}>
            {(props) => (
              <input
                {...props}
                type="url"
                inputMode="url"
                value={link.externalLink ?? ''}
                onChange={(event) => change({ ...link, externalLink: event.target.value })}
              />
            )}
          </Field>
        ) : null}
      </>
    );
  };

  return (
    <PanelForm form={form} save={save}>
      <fieldset disabled={!canWrite || form.busy}>
        <legend className="visually-hidden">{consoleTexts.navigationPanel}</legend>
        <ol className="console-site-links">
          {items.map((item, i) => (
            <li key={i} className="console-site-link">
              <h2>{item.title || `Link ${i + 1}`}</h2>
              {linkFields(item, `navigation.items[${i}]`, `nav-${i}`, (link) =>
                setItem(i, (old) => ({ ...old, ...link })),
              )}
              {item.children.length > 0 ? (
                <ol className="console-site-links" aria-label={`Links under ${item.title}`}>
                  {item.children.map((child, j) => (
                    <li key={j} className="console-site-link">
                      {linkFields(
                        child,
                        `navigation.items[${i}].children[${j}]`,
                        `nav-${i}-${j}`,
                        (link) =>
                          setItem(i, (old) => ({
                            ...old,
                            children: old.children.map((c, k) => (k === j ? link : c)),
                          })),
                      )}
                      <div className="console-site-actions">
                        <button
                          type="button"
                          className="console-link-button"
                          onClick={() =>
                            setItem(i, (old) => ({
                              ...old,
                              children: old.children.filter((_, k) => k !== j),
                            }))
                          }
                        >
                          Remove {child.title || 'this link'}
                        </button>
                      </div>
                    </li>
                  ))}
                </ol>
              ) : null}
              <div className="console-site-actions">
                <button
                  type="button"
                  className="console-link-button"
                  onClick={() =>
                    setItem(i, (old) => ({
                      ...old,
                      children: [...old.children, { title: '', collectionId: 'shop' }],
                    }))
                  }
                >
                  Add a link under {item.title || 'this link'}
                </button>
                <button
                  type="button"
                  className="console-link-button"
                  onClick={() =>
                    form.set((old) => ({ ...old, items: old.items.filter((_, k) => k !== i) }))
                  }
                >
                  Remove {item.title || 'this link'}
                </button>
              </div>
            </li>
          ))}
        </ol>
        <div className="console-site-actions">
          <button
            type="button"
            className="console-link-button"
            onClick={() =>
              form.set((old) => ({
                ...old,
                items: [...old.items, { title: '', collectionId: 'shop', children: [] }],
              }))
            }
          >
            Add a link
          </button>
          <button className="console-button" type="submit">
            {consoleTexts.save}
          </button>
        </div>
      </fieldset>
    </PanelForm>
  );
}
