/**
 * The owner console's content editors (`/config/content`: chart data, code, markdown) and
 * connections (`/config/connections`: mailing list, automation), under the console's strict CSP.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { storefrontReady, type Page } from './harness';
import { signInAsOwner } from './owner';
import { useStorefront } from './suite';

const suite = useStorefront({ name: 'console-editors', open: { timeout: 8000 } });

/** A console page, signed in as an editor owner (the panels' saves need one). */
async function openConsole(path: string) {
  const opened = await suite.open('/');
  await signInAsOwner(opened.page, 'editor');
  await opened.page.goto(suite.url(path));
  return opened;
}

/** Pastes `text` into the text box named `label`, as a spreadsheet's copy would. */
async function paste(page: Page, label: string, text: string) {
  await page.getByRole('textbox', { name: label, exact: true }).evaluate((input, data) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', data);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** The text of the panel's save status once it reads `text`. */
const statusOf = (page: Page, panel: string) =>
  page.locator(`${panel} .sf-panel__actions [role=status]`);

describe('the chart data editor', () => {
  it('says each dataset problem, previews the chart, truncates at the caps and keeps the save', async () => {
    const { page, problems } = await openConsole('/config/content');
    const chart = page.locator('[data-storefront-editor=chart]');
    const problem = chart.locator('[role=status]').first();
    await expect.poll(() => problem.textContent()).toBe('Enter some data!');

    // Keyboard only: a column, a row label and its value.
    await chart.getByRole('textbox', { name: 'Column 1 label', exact: true }).focus();
    await page.keyboard.type('Sales');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Jan');
    await page.keyboard.press('Tab');
    await page.keyboard.type('10');
    await expect.poll(() => problem.textContent()).toBe('');
    await chart
      .getByRole('img', { name: 'Chart preview: Sales over Jan' })
      .locator('canvas')
      .waitFor();

    await page.keyboard.press('Tab'); // Add row
    await page.keyboard.press('Enter');
    await chart.getByRole('textbox', { name: 'Row 2 label', exact: true }).fill('Feb');
    await expect.poll(() => problem.textContent()).toBe('One or more rows was missing data');
    await chart.getByRole('button', { name: 'Save' }).press('Enter');
    await expect
      .poll(() => statusOf(page, '[data-storefront-editor=chart]').textContent())
      .toBe('One or more rows was missing data');

    await chart.getByRole('button', { name: 'Remove last row' }).press('Enter');
    await chart.getByRole('button', { name: 'Remove last row' }).press('Enter');
    await expect.poll(() => problem.textContent()).toBe('Your dataset must have at least one row');
    await chart.getByRole('button', { name: 'Remove last column' }).press('Enter');
    await chart.getByRole('button', { name: 'Add row' }).press('Enter');
    await chart.getByRole('textbox', { name: 'Row 1 label', exact: true }).fill('Jan');
    await expect
      .poll(() => problem.textContent())
      .toBe('Your dataset must have at least one column');
    expect(await axeViolations(page, '[data-storefront-editor=chart]')).toEqual([]);

    // A pasted table of 25 columns: cut to the cap of 20, said so, and saved so.
    await chart.getByRole('button', { name: 'Add column' }).press('Enter');
    const names = Array.from({ length: 25 }, (_, i) => `C${i + 1}`);
    await paste(
      page,
      'Column 1 label',
      `${names.join('\t')}\n${names.map((_, i) => i).join('\t')}`,
    );
    await expect
      .poll(() => problem.textContent())
      .toBe('Only the first 100 rows and 20 columns are kept.');
    await chart.getByRole('button', { name: 'Save' }).press('Enter');
    await expect
      .poll(() => statusOf(page, '[data-storefront-editor=chart]').textContent())
      .toBe('Only the first 100 rows and 20 columns are kept.');

    await page.reload();
    await storefrontReady(page);
    await expect
      .poll(() => chart.getByRole('textbox', { name: 'Column 20 label', exact: true }).inputValue())
      .toBe('C20');
    expect(await chart.getByRole('textbox', { name: 'Column 21 label', exact: true }).count()).toBe(
      0,
    );
    expect(await chart.getByRole('textbox', { name: 'C3, Jan' }).inputValue()).toBe('2');
    expect(problems.errors).toEqual([]);
  });
});

describe('the code editor', () => {
  it('edits with CodeMirror under the strict CSP, undoes, keeps typing through a failed save and saves', async () => {
    const { page, problems } = await openConsole('/config/content');
    const panel = page.locator('[data-storefront-editor=code]');
    const editor = panel.getByRole('textbox', { name: 'Code' });
    await editor.waitFor();
    // CodeMirror's styles apply (adopted in its shadow root): the gutter sits beside the text.
    await expect
      .poll(() =>
        panel.locator('.cm-gutters').evaluate((gutter) => getComputedStyle(gutter).display),
      )
      .toBe('flex');

    await panel.getByRole('combobox', { name: 'Language' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.type('oops');
    await expect.poll(() => editor.textContent()).toBe('oops');
    await page.keyboard.press('Control+z');
    await expect.poll(() => editor.textContent()).toBe('');
    await page.keyboard.type('<p>Hello'); // the closing tag is CodeMirror's
    await expect.poll(() => editor.textContent()).toBe('<p>Hello</p>');

    await page.route('**/api/content/code', (route) =>
      route.request().method() === 'PUT' ? route.abort() : route.continue(),
    );
    await page.keyboard.press('Tab'); // leaves the editor: Tab is the page's
    await page.keyboard.press('Enter'); // Save
    await expect
      .poll(() => statusOf(page, '[data-storefront-editor=code]').textContent())
      .toBe('Network error');
    expect(await editor.textContent()).toBe('<p>Hello</p>');
    await page.unroute('**/api/content/code');

    await panel.getByRole('combobox', { name: 'Language' }).selectOption('css');
    await panel.getByRole('button', { name: 'Save' }).press('Enter');
    await expect
      .poll(() => statusOf(page, '[data-storefront-editor=code]').textContent())
      .toBe('Saved.');
    expect(await axeViolations(page, '[data-storefront-editor=code]')).toEqual([]);
    await page.reload();
    await storefrontReady(page);
    await expect.poll(() => editor.textContent()).toBe('<p>Hello</p>');
    expect(await panel.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('css');
    expect(problems.errors.filter((error) => !error.includes('ERR_FAILED'))).toEqual([]);
  });

  it('says code editing is not available on Android and loads no CodeMirror; a viewer cannot save', async () => {
    const context = await suite.browser.newContext({
      userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile',
    });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await page.goto(suite.url('/'));
    await signInAsOwner(page, 'viewer');
    await page.goto(suite.url('/config/content'));
    const panel = page.locator('[data-storefront-editor=code]');
    await expect
      .poll(() => panel.getByRole('note').textContent())
      .toBe('Code editing is not available on Android.');
    expect(scripts.filter((url) => /\/chunks\/(codemirror|code-view)-/.test(url))).toEqual([]);

    // A viewer reads the panels; a save answers the server's reason.
    const markdown = page.locator('[data-storefront-editor=markdown]');
    await markdown.getByRole('textbox', { name: 'Markdown' }).fill('Viewer text');
    await markdown.getByRole('button', { name: 'Save' }).press('Enter');
    await expect
      .poll(() => statusOf(page, '[data-storefront-editor=markdown]').textContent())
      .toBe('Your role cannot do this.');
    await context.close();
  });
});

describe('the markdown editor', () => {
  it('previews markdown with hostile markup neutralised, keeps typing through a failed save', async () => {
    const { page } = await openConsole('/config/content');
    const panel = page.locator('[data-storefront-editor=markdown]');
    const text = panel.getByRole('textbox', { name: 'Markdown' });
    await text.fill(
      '# Summer sale\n\n**Half** off <img src=x onerror="window.pwned=1">\n\n' +
        '[shop](javascript:window.pwned=2) <script>window.pwned=3</script>' +
        '<a href="/" onclick="window.pwned=4">home</a>',
    );
    const preview = panel.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { name: 'Summer sale' }).waitFor();
    expect(await preview.locator('strong').textContent()).toBe('Half');
    expect(
      await preview.locator('script, [onerror], [onclick], a[href^="javascript"]').count(),
    ).toBe(0);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();

    // The Preview button shows and hides it, keyboard only.
    const toggle = panel.getByRole('button', { name: 'Preview' });
    await toggle.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await preview.isHidden()).toBe(true);
    await toggle.press('Enter');

    await page.route('**/api/content/markdown', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { message: 'boom' } })
        : route.continue(),
    );
    await panel.getByRole('button', { name: 'Save' }).press('Enter');
    await expect
      .poll(() => statusOf(page, '[data-storefront-editor=markdown]').textContent())
      .toBe('Something went wrong');
    expect(await text.inputValue()).toContain('# Summer sale');
    await page.unroute('**/api/content/markdown');
    await panel.getByRole('button', { name: 'Save' }).press('Enter');
    await expect
      .poll(() => statusOf(page, '[data-storefront-editor=markdown]').textContent())
      .toBe('Saved.');
    expect(await axeViolations(page, '[data-storefront-editor=markdown]')).toEqual([]);
  });
});

describe('the connections', () => {
  it('connects a mailing list with its rule, says when none exists, and counts Zaps', async () => {
    const { page } = await openConsole('/config/connections');
    const mailing = page.locator('[data-storefront-editor=mailing]');
    await mailing.getByRole('button', { name: 'Connect' }).press('Enter');
    await expect
      .poll(() => mailing.locator('.sf-panel__field .sf-panel__error').textContent())
      .toBe('A List must be selected');
    const list = mailing.getByRole('combobox', { name: 'Mailing list' });
    expect(await list.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page, '[data-storefront-editor=mailing]')).toEqual([]);

    await list.selectOption({ index: 1 });
    await mailing.getByRole('checkbox', { name: 'Double opt-in' }).press('Space');
    await page.route('**/api/connections/mailing', (route) => route.abort());
    await mailing.getByRole('button', { name: 'Connect' }).press('Enter');
    await expect
      .poll(() => mailing.getByRole('status').textContent())
      .toBe('Unable to connect. Please try again');
    await page.unroute('**/api/connections/mailing');
    await mailing.getByRole('button', { name: 'Connect' }).press('Enter');
    await mailing.getByRole('button', { name: 'Disconnect' }).waitFor();

    const automation = page.locator('[data-storefront-editor=automation]');
    expect(await automation.getByRole('status').textContent()).toBe('Awaiting connection');
    await page.evaluate(async () => {
      const crumb = /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      await fetch('/api/connections/zaps', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': crumb },
        body: JSON.stringify({ name: 'New order to sheet' }),
      });
    });
    await automation.getByRole('button', { name: 'Check again' }).press('Enter');
    await expect.poll(() => automation.getByRole('status').textContent()).toBe('Connected Zaps: 1');

    await page.reload();
    await storefrontReady(page);
    await mailing.getByRole('button', { name: 'Disconnect' }).waitFor();
    expect(await mailing.getByRole('checkbox', { name: 'Double opt-in' }).isChecked()).toBe(false);
    await mailing.getByRole('button', { name: 'Disconnect' }).press('Enter');
    await mailing.getByRole('button', { name: 'Connect' }).waitFor();

    // A failed load offers a retry; a site without newsletter blocks has no list to pick.
    await page.route('**/api/connections', (route) => route.abort());
    await page.reload();
    await storefrontReady(page);
    await expect
      .poll(() => mailing.getByRole('alert').textContent())
      .toBe('Unable to load results');
    await expect
      .poll(() => automation.getByRole('alert').first().textContent())
      .toBe('Unable to load. Try again.');
    await page.unroute('**/api/connections');
    await page.route('**/api/connections', (route) =>
      route.fulfill({
        json: { lists: [], mailing: null, automation: { zaps: 0 } },
      }),
    );
    await mailing.getByRole('button', { name: 'Try again' }).press('Enter');
    await expect
      .poll(() => mailing.getByRole('note').textContent())
      .toBe("You don't have any mailing lists. Please create one before continuing");
    expect(await axeViolations(page, 'main')).toEqual([]);
  });
});

describe('shop pages', () => {
  it('never load the editors’ chunks or their libraries', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await page.goto(suite.url('/products/classic-tee'));
    await storefrontReady(page);
    await page.locator('.sf-add-to-cart').first().waitFor();
    expect(scripts.some((url) => url.includes('/chunks/'))).toBe(true);
    expect(
      scripts.filter((url) => /\/chunks\/(console|uplot|codemirror|code-view|markdown)/.test(url)),
    ).toEqual([]);
    await context.close();
  });
});
