/**
 * The shared Modal and AlertDialog as native modal `<dialog>`s, seen from the keyboard and the
 * mouse on the listing's quick view: top layer above any host z-index, Tab cycling both ways,
 * Escape, a press on the backdrop, an inert page that does not scroll, focus given back, an
 * alert on top of the quick view that hands everything back to it when it closes, and the
 * documents' placement: 50 px from the top when taller than the window, else centred.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { recordProblems, runWhileStopped, stopClock, type Page } from './harness';
import { useStorefront } from './suite';

const suite = useStorefront({
  name: 'dialogs',
  fixtures: 'products',
  open: { viewport: { width: 1000, height: 700 } },
});

const quickView = (page: Page, itemId: string) =>
  page.locator(`.sqs-product-quick-view-button[data-id="${itemId}"]`);

/** A short description of the focused element: its accessible-ish name and where it sits. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    const where = active.closest('[role="alertdialog"]')
      ? 'alert'
      : active.closest('[role="dialog"]')
        ? 'modal'
        : 'page';
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '';
    return `${where}: ${active.tagName.toLowerCase()} ${name}`.trim();
  });

const rootOverflow = (page: Page) => page.evaluate(() => document.documentElement.style.overflow);

describe('the quick view as a native modal dialog', () => {
  it('sits above a host overlay of the highest z-index and keeps Tab off the page both ways', async () => {
    const { page, close } = await suite.open('/');
    const problems = recordProblems(page);
    await quickView(page, 'prod-canvas-tote').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Canvas Tote' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByLabel('Quantity').count()).toBe(1);

    // A host page's own overlay cannot cover it (the top layer, not a z-index contest).
    await page.evaluate(() => {
      const cover = document.createElement('div');
      cover.id = 'host-cover';
      cover.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:transparent';
      document.body.append(cover);
    });
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    const { x, y, width, height } = box ?? { x: 0, y: 0, width: 0, height: 0 };
    expect(
      await page.evaluate(
        ([cx, cy]) => document.elementFromPoint(cx ?? 0, cy ?? 0)?.closest('dialog') !== null,
        [x + width / 2, y + height / 2],
      ),
    ).toBe(true);

    // Focus starts on the first control (the close button). Tab visits the controls in order,
    // then the browser's own controls (no element of the page has focus: it is inert), then the
    // first control again; Shift+Tab goes the same way back. It never reaches the page behind.
    expect(await focused(page)).toBe('modal: button Close');
    const cycle = async (key: string) => {
      const controls: string[] = [];
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press(key);
        const now = await focused(page);
        expect(now).toMatch(/^(modal: |body$)/);
        if (now === 'modal: button Close') return controls;
        if (now !== 'body') controls.push(now);
      }
      throw new Error(`${key} did not come back to the close button`);
    };
    const forwards = await cycle('Tab');
    expect(forwards.length).toBeGreaterThanOrEqual(2);
    expect(await cycle('Shift+Tab')).toEqual([...forwards].reverse());

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await focused(page)).toMatch(/^page: /);
    expect(
      await quickView(page, 'prod-canvas-tote').evaluate((el) => el === document.activeElement),
    ).toBe(true);
    expect(problems.errors).toEqual([]);
    await close();
  });

  it('keeps the page inert and still while open, and closes on a press on the backdrop', async () => {
    const { page, close } = await suite.open('/');
    await page.evaluate(() => {
      document.body.style.minHeight = '5000px';
      window.scrollTo(0, 150);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(150);
    const trigger = quickView(page, 'prod-canvas-tote');
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Canvas Tote' });
    await dialog.waitFor();
    expect(await rootOverflow(page)).toBe('hidden');

    // The page behind neither scrolls nor takes focus.
    await page.mouse.move(10, 10);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(150);
    expect(
      await trigger.evaluate((el) => {
        (el as HTMLElement).focus();
        return el === document.activeElement;
      }),
    ).toBe(false);

    // A press inside the box keeps it open; one on the backdrop closes it.
    await dialog.getByRole('heading', { name: 'Canvas Tote' }).click();
    expect(await dialog.count()).toBe(1);
    await page.mouse.click(8, 8);
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await rootOverflow(page)).toBe('');
    expect(await page.evaluate(() => window.scrollY)).toBe(150);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(150);
    await close();
  });
});

/** The dialog's box, rounded to whole pixels. */
const boxOf = async (dialog: ReturnType<Page['getByRole']>) => {
  const box = await dialog.boundingBox();
  return box && { top: Math.round(box.y), height: Math.round(box.height) };
};

describe('where a dialog sits', () => {
  it('50 px from the top when taller than the window, centred when it fits', async () => {
    const { page, close } = await suite.open('/', { viewport: { width: 1000, height: 320 } });
    const problems = recordProblems(page);
    await quickView(page, 'prod-classic-tee').click();
    const dialog = page.getByRole('dialog', { name: 'Classic Tee' });
    const add = dialog.locator('.sqs-add-to-cart-button');
    await expect.poll(async () => (await add.textContent())?.trim()).toBe('Add To Cart');
    await expect.poll(() => boxOf(dialog)).toMatchObject({ top: 50 });
    // Taller than the window: what does not fit scrolls inside the dialog, down to the button.
    expect(await dialog.evaluate((el) => el.scrollHeight > window.innerHeight)).toBe(true);
    await add.scrollIntoViewIfNeeded();
    expect(await add.isVisible()).toBe(true);

    // A short dialog (the alert for a missing option) is centred in the same small window.
    await add.click();
    const alert = page.getByRole('alertdialog', { name: 'Unable to Add Item' });
    await alert.waitFor();
    const short = await boxOf(alert);
    expect(short).not.toBeNull();
    const { top, height } = short ?? { top: 0, height: 0 };
    expect(height).toBeLessThan(320);
    expect(Math.abs(top - (320 - height) / 2)).toBeLessThanOrEqual(1);
    await alert.getByRole('button', { name: 'OK' }).click();

    // The window grows until the quick view fits: it is centred again.
    await page.setViewportSize({ width: 1000, height: 1400 });
    await expect
      .poll(async () => {
        const box = await boxOf(dialog);
        return box && Math.abs(box.top - (1400 - box.height) / 2) <= 1;
      })
      .toBe(true);
    expect(problems.errors).toEqual([]);
    await close();
  });
});

describe('an alert on top of the quick view', () => {
  it('takes focus, Tab and Escape, then hands the quick view back working', async () => {
    const { page, close } = await suite.open('/');
    const problems = recordProblems(page);
    const trigger = quickView(page, 'prod-classic-tee');
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Classic Tee' });
    await dialog.waitFor();
    const add = dialog.locator('.sqs-add-to-cart-button');
    await expect.poll(async () => (await add.textContent())?.trim()).toBe('Add To Cart');
    await add.focus();
    await page.keyboard.press('Enter');
    const alert = page.getByRole('alertdialog', { name: 'Unable to Add Item' });
    await alert.waitFor();
    expect(await alert.getAttribute('aria-modal')).toBe('true');
    expect(await focused(page)).toBe('alert: button OK');
    // Tab and Shift+Tab keep to its only control and the browser's own, nothing on the page or
    // in the quick view behind it.
    for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(['alert: button OK', 'body']).toContain(await focused(page));
    }
    await alert.getByRole('button', { name: 'OK' }).focus();
    expect(await axeViolations(page)).toEqual([]);

    // Escape closes only the alert: the quick view is still open, locked and focused.
    await page.keyboard.press('Escape');
    await expect.poll(() => alert.count()).toBe(0);
    expect(await dialog.count()).toBe(1);
    expect(await add.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await rootOverflow(page)).toBe('hidden');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^modal: /);

    // The alert again, closed by a press on its backdrop: the quick view stays.
    await add.click();
    await alert.waitFor();
    await page.mouse.click(8, 8);
    await expect.poll(() => alert.count()).toBe(0);
    expect(await dialog.count()).toBe(1);
    expect(await rootOverflow(page)).toBe('hidden');

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await rootOverflow(page)).toBe('');
    expect(problems.errors).toEqual([]);
    await close();
  });

  it('shows the added-item popover over the quick view after an add from it', async () => {
    const { page, close } = await suite.open('/');
    await quickView(page, 'prod-canvas-tote').click();
    const dialog = page.getByRole('dialog', { name: 'Canvas Tote' });
    await dialog.waitFor();
    const add = dialog.locator('.sqs-add-to-cart-button');
    await expect.poll(async () => (await add.textContent())?.trim()).toBe('Add To Cart');
    // The popover goes after 3 s of the page's time; on a busy machine the checks below take
    // longer than that, so the page's clock stands still while they run.
    await stopClock(page);
    await add.click();
    const popover = page.locator('.sf-added-popover');
    await expect
      .poll(() => popover.textContent(), { timeout: 15_000 })
      .toBe('Canvas Tote was added to your cart.×');
    // Visible above the backdrop, and its close button works.
    const box = await popover.boundingBox();
    const { x, y, width, height } = box ?? { x: 0, y: 0, width: 0, height: 0 };
    expect(
      await page.evaluate(
        ([cx, cy]) =>
          document.elementFromPoint(cx ?? 0, cy ?? 0)?.closest('.sf-added-popover') !== null,
        [x + width / 2, y + height / 2],
      ),
    ).toBe(true);
    // The quick view holding the popover (the page behind is inert, and axe-clean elsewhere).
    const axe = await runWhileStopped(page, axeViolations(page, 'dialog[open]'));
    expect(axe.result).toEqual([]);
    expect(axe.elapsedMs).toBeLessThan(3000);
    await popover.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => popover.count()).toBe(0);
    expect(await dialog.count()).toBe(1);
    await close();
  });
});
