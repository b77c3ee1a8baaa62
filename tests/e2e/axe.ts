/** axe-core for the browser suite: `axeViolations` of a page, or of a part of it. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

/**
 * Runs axe-core on the page as it is now (or only on what the selector `within` selects) and
 * returns its violations as `id (node targets)`, so a failing assertion names them. Injected on
 * demand, once per document, by evaluating its source through the DevTools protocol: an inline
 * `<script>` (`addScriptTag`) would be refused by the demo pages' Content-Security-Policy header,
 * which the evaluation is not subject to.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axeSource);
  }
  return page.evaluate(async (selector) => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context?: unknown,
        ) => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }>;
      };
    };
    const result = await axe.run(selector === undefined ? document : { include: [selector] });
    return result.violations.map(
      (violation) =>
        `${violation.id} (${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')})`,
    );
  }, within);
}
