/** Probe (not a benchmark): what each first `Intl` call costs at 4x CPU, in the order the loader warms them. */
import { chromium } from 'playwright-core';
import { chromiumPath } from '../tests/e2e/chromium';

/**
 * Chains of first calls, each in a fresh page: the loader's steps (`src/loader/locale-data.ts`),
 * its earlier two, and what a page then still pays for a price and the collector's time zone.
 * `node --import tsx bench/intl-probe.ts` prints each step's median over ROUNDS pages, in ms.
 */
const CHAINS = [
  ['maximize', 'Collator', 'NumberFormat', 'DateTimeFormat', 'price', 'timeZone'],
  ['Collator', 'DateTimeFormat', 'price', 'timeZone'],
  ['price', 'timeZone'],
];
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const RATE = Number(process.env.RATE ?? 4);

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const chain of CHAINS) {
  const rounds: number[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await page.goto('data:text/html,<p>probe</p>');
    rounds.push(
      await page.evaluate((steps) => {
        // (No named function in here: tsx would wrap it in a helper the page does not have.)
        const times: number[] = [];
        for (const step of steps) {
          const start = performance.now();
          if (step === 'maximize') new Intl.Locale('en-US').maximize();
          else if (step === 'Collator') new Intl.Collator('en-US');
          else if (step === 'NumberFormat') new Intl.NumberFormat('en-US');
          else if (step === 'DateTimeFormat') new Intl.DateTimeFormat('en-US');
          else if (step === 'price')
            new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(12.5);
          else Intl.DateTimeFormat().resolvedOptions();
          times.push(performance.now() - start);
        }
        return times;
      }, chain),
    );
    await context.close();
  }
  const medians = chain.map((_, i) => {
    const times = rounds.map((round) => round[i]!).sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)]!;
  });
  console.log(chain.map((step, i) => `${step} ${medians[i]!.toFixed(0)}`).join(' -> '));
}
await browser.close();
