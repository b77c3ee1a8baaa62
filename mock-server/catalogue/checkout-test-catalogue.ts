/** Test data: the demo catalogue plus a product with an additional-fields form and HTML in its name. */
import { readFileSync } from 'node:fs';
import { parseFixtures, type Catalogue } from './fixtures';
import { demoCatalogue } from '../test-support';

/** Also served to the browser suite (`tests/e2e/pages/engraved-flask.json`). */
export const FLASK_FILE = new URL('../../tests/e2e/pages/engraved-flask.json', import.meta.url);

export const catalogueWithFlask: Catalogue = parseFixtures(
  {
    ...demoCatalogue,
    products: [...demoCatalogue.products, JSON.parse(readFileSync(FLASK_FILE, 'utf8')) as unknown],
  },
  'test catalogue',
);
