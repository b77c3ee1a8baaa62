import { describe, expect, it } from 'vitest';
import { format, messagesFor } from './messages';

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
