/** The owner console's one loader hook: the attribute every console panel's placeholder carries, and the panel names it takes. */

/**
 * `<div data-storefront-console="catalogue">`: the loader knows this one selector for every
 * console panel, so a shopper's loader carries no per-panel hooks; the `console` chunk loads the
 * named panel's own chunk.
 */
export const CONSOLE_HOOK = 'data-storefront-console';

/** The panels, each its own lazily loaded chunk (`src/widgets/<folder>`). */
export const CONSOLE_PANELS = [
  'catalogue',
  'store',
  'restock-manager',
  'link-editor',
  'file-manager',
  'tag-editor',
  'editors',
  'site',
  'analytics-dashboard',
  'pickers',
] as const;
export type ConsolePanel = (typeof CONSOLE_PANELS)[number];

/** The placeholder's hook attribute, for server-rendered console markup: ` data-storefront-console="site"`. */
export const consoleHookAttribute = (panel: ConsolePanel): string => `${CONSOLE_HOOK}="${panel}"`;

/** The site panel's three pages, by the placeholder's `data-panel` (`src/widgets/console-site`). */
export const SITE_PANELS = ['navigation', 'header-footer', 'languages'] as const;
export type SitePanel = (typeof SITE_PANELS)[number];
