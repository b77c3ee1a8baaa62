/** The page context analytics reads: the JSON script over the templates' body attributes; malformed parts read as empty. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPageContext } from './page-context';

afterEach(() => {
  document.body.innerHTML = '';
  for (const name of Object.keys(document.body.dataset)) delete document.body.dataset[name];
  vi.restoreAllMocks();
});

describe('the page context', () => {
  it("reads the templates' body attributes, the item's JSON included", () => {
    const item = {
      id: 'prod-1',
      recordType: 11,
      title: '<b>Tee</b>',
      structuredContent: {
        productType: 1,
        variants: [
          {
            onSale: true,
            priceMoney: { value: '25.00', currency: 'USD' },
            salePriceMoney: { value: '20.00', currency: 'USD' },
          },
        ],
      },
    };
    Object.assign(document.body.dataset, {
      pageType: '50',
      websiteId: 'w',
      collectionId: 'c',
      storefrontItem: JSON.stringify(item),
    });
    expect(readPageContext()).toMatchObject({
      pageType: 50,
      websiteId: 'w',
      collectionId: 'c',
      itemId: 'prod-1',
      recordType: 11,
      websiteRoles: undefined,
      item: { id: 'prod-1', title: '<b>Tee</b>', productType: 1, price: '20.00', currency: 'USD' },
    });
  });

  it('prefers the JSON script, and reads a signed-in account from its roles', () => {
    document.body.dataset.pageType = '1';
    document.body.innerHTML = `<script type="application/json" data-storefront-page-context>
      {"pageType":200,"websiteRoles":[10,"x"],"features":["session-recording",3],"country":"US"}</script>`;
    expect(readPageContext()).toMatchObject({
      pageType: 200,
      websiteRoles: [10],
      features: ['session-recording'],
      country: 'US',
      item: undefined,
    });
  });

  it('reads malformed JSON as no context, with an error in the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML =
      '<script type="application/json" data-storefront-page-context>{oops</script>';
    expect(readPageContext()).toMatchObject({ pageType: undefined, itemId: '', features: [] });
    expect(error).toHaveBeenCalledOnce();
  });
});
