/** Tests of the message catalogue: defaults, site overrides, placeholders, texts loaded later. */
import { describe, expect, it } from 'vitest';
import { allMessages, format, messagesFor } from './messages';
import { allMessagesLater } from './messages-later';
import { localTexts, shopMessages } from './shop-messages';

describe('the message catalogue', () => {
  it("holds the documents' English texts by default", () => {
    expect(messagesFor('en-US').adding).toBe('Adding…');
    expect(messagesFor('en-US').unableToAddItem).toBe('Unable to Add Item');
  });

  it('lets a site owner override entries per language and per locale', () => {
    const overrides = {
      fr: { addToCart: 'Ajouter au panier', added: 'Ajouté !' },
      'fr-CA': { added: 'Ajouté!' },
    };
    const texts = messagesFor('fr-CA', overrides);
    expect(texts.addToCart).toBe('Ajouter au panier');
    expect(texts.added).toBe('Ajouté!');
    expect(texts.adding).toBe('Adding…');
    expect(messagesFor('de-DE', overrides).addToCart).toBe('Add To Cart');
  });

  it('fills placeholders and leaves unknown ones as written', () => {
    expect(format('{productName} was added to your cart.', { productName: 'Tote' })).toBe(
      'Tote was added to your cart.',
    );
    expect(format('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});

describe('the runtime texts and the whole catalogue', () => {
  const overrides = { fr: { added: 'Ajouté !', cartCheckout: 'Commander' } };

  it("carries a product page's texts, with the site's overrides", () => {
    const texts = localTexts(shopMessages, 'fr-FR', overrides);
    expect(texts.added).toBe('Ajouté !');
    expect(texts.adding).toBe('Adding…');
  });

  it('completes them with the rest of the catalogue, overrides of any key kept', () => {
    const all = allMessages(localTexts(shopMessages, 'fr-FR', overrides));
    expect(all.cartCheckout).toBe('Commander');
    expect(all.cartSubtotal).toBe('Subtotal');
    expect(all.added).toBe('Ajouté !');
    expect(all).toEqual(messagesFor('fr-FR', overrides));
  });

  it('gives one object per runtime texts, so a re-render sees the same catalogue', () => {
    const texts = localTexts(shopMessages, 'en-US');
    expect(allMessages(texts)).toBe(allMessages(texts));
  });
});

describe('the texts a product page shows only on a refusal or failure', () => {
  it('are not carried by the runtime, and load with their overrides', async () => {
    const texts = localTexts(shopMessages, 'fr-FR', { fr: { notEnoughStock: 'Plus assez' } });
    expect(shopMessages).not.toHaveProperty('sessionExpired');
    const all = await allMessagesLater(texts);
    expect(all.notEnoughStock).toBe('Plus assez');
    expect(all.sessionExpired).toBe(messagesFor('en-US').sessionExpired);
  });
});
