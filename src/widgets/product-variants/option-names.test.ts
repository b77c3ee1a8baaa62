/** The variant selector's setup check: option names the product's variants lack leave the selector as the platform made it. */
import { describe, expect, it, vi } from 'vitest';
import { createDiagnostics } from '../../diagnostics/diagnostics';
import { setupWords } from '../../diagnostics/setup-words';
import { messages } from '../../i18n/messages';
import type { Runtime } from '../../runtime/runtime';
import { mount } from './variant-selector';

const selector = (optionName: string) => `
  <div class="product-variants" data-item-id="mug"
       data-variants='${JSON.stringify([{ sku: 'MUG-RED', attributes: { Color: 'Red' } }])}'>
    <div class="variant-option"><select data-variant-option-name="${optionName}">
      <option value="">Select ${optionName}</option><option value="Red">Red</option>
    </select></div>
  </div>`;

function mountWith(optionName: string) {
  document.body.innerHTML = selector(optionName);
  const lines: string[] = [];
  const runtime = {
    config: { locale: 'en-US' },
    messages,
    report: createDiagnostics(setupWords, (text) => lines.push(text)).report,
  } as unknown as Runtime;
  const before = document.body.innerHTML;
  mount(document.querySelector<HTMLElement>('.product-variants')!, runtime);
  return { lines, before };
}

describe('the variant selector setup check', () => {
  it('leaves a selector with a wrong option name as the platform made it, and says so', async () => {
    const { lines, before } = mountWith('Colour');
    expect(document.body.innerHTML).toBe(before);
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines).toEqual([
      `[storefront] <select data-variant-option-name="Colour">: data-variant-option-name "Colour" is not an option of this product (its options: Color), so the product's options are left as the platform's markup. Fix: write data-variant-option-name="Color".`,
    ]);
  });

  it('hydrates a selector whose names match, saying nothing', () => {
    const { lines } = mountWith('Color');
    expect(lines).toEqual([]);
  });
});
