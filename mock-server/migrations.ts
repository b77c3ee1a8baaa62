/** Every table and index of the mock server's database, as one append-only list of migrations. */

/**
 * `openDatabase` applies the entries a database has not seen yet, in one transaction, and
 * records how many it has in `PRAGMA user_version`. Append only: an entry that has shipped is
 * never edited. No repository runs DDL; a new table is a new entry here.
 */
export const MIGRATIONS: readonly string[] = [
  // 1: carts, their entries, the stock of every variant.
  `CREATE TABLE carts (
     id TEXT PRIMARY KEY,
     website_id TEXT NOT NULL,
     created INTEGER NOT NULL,
     is_purchased INTEGER NOT NULL DEFAULT 0,
     order_id TEXT
   );
   CREATE TABLE entries (
     id TEXT PRIMARY KEY,
     cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
     item_id TEXT NOT NULL,
     sku TEXT NOT NULL,
     quantity INTEGER NOT NULL CHECK (quantity > 0),
     additional_fields TEXT,
     title TEXT NOT NULL,
     attributes TEXT NOT NULL,
     unit_price_cents INTEGER NOT NULL,
     product_type INTEGER NOT NULL
   );
   CREATE INDEX entries_by_cart ON entries (cart_id, item_id, sku);
   CREATE TABLE stock (
     item_id TEXT NOT NULL,
     sku TEXT NOT NULL,
     qty_in_stock INTEGER NOT NULL CHECK (qty_in_stock >= 0),
     unlimited INTEGER NOT NULL,
     PRIMARY KEY (item_id, sku)
   );`,
  // 2: checkout choices, orders, subscription carts, form keys and submissions, restock signups
  // and their outbox. Until this list held them each repository created its own tables on start,
  // so a database at version 1 may have any of them already: hence IF NOT EXISTS.
  `CREATE TABLE IF NOT EXISTS cart_checkout (
     cart_id TEXT PRIMARY KEY REFERENCES carts(id) ON DELETE CASCADE,
     shipping_option_id TEXT,
     coupon_codes TEXT NOT NULL DEFAULT '[]'
   );
   CREATE TABLE IF NOT EXISTS orders (
     id TEXT PRIMARY KEY,
     cart_id TEXT NOT NULL,
     website_id TEXT NOT NULL,
     created INTEGER NOT NULL,
     email TEXT NOT NULL,
     name TEXT NOT NULL,
     confirmation TEXT NOT NULL
   );
   CREATE TABLE IF NOT EXISTS subscription_carts (
     token TEXT PRIMARY KEY,
     item_id TEXT NOT NULL,
     sku TEXT NOT NULL,
     quantity INTEGER NOT NULL CHECK (quantity > 0),
     additional_fields TEXT,
     created INTEGER NOT NULL,
     order_id TEXT
   );
   CREATE TABLE IF NOT EXISTS form_keys (
     key TEXT PRIMARY KEY, created INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0
   );
   CREATE TABLE IF NOT EXISTS form_submissions (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     form_id TEXT NOT NULL,
     created INTEGER NOT NULL,
     form_values TEXT NOT NULL,
     page_title TEXT NOT NULL,
     page_id TEXT NOT NULL,
     content_source TEXT NOT NULL,
     page_path TEXT NOT NULL,
     page_permission INTEGER NOT NULL
   );
   CREATE INDEX IF NOT EXISTS form_submissions_by_form ON form_submissions (form_id, id);
   CREATE TABLE IF NOT EXISTS restock_signups (
     id TEXT PRIMARY KEY,
     product_id TEXT NOT NULL,
     variant_id TEXT NOT NULL,
     email TEXT NOT NULL,
     is_join_mailing_list INTEGER NOT NULL,
     language TEXT,
     created INTEGER NOT NULL,
     notified_at INTEGER,
     seq INTEGER NOT NULL
   );
   CREATE INDEX IF NOT EXISTS restock_signups_by_variant
     ON restock_signups (product_id, variant_id, seq);
   CREATE TABLE IF NOT EXISTS restock_outbox (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     recipient TEXT NOT NULL,
     subject TEXT NOT NULL,
     body TEXT NOT NULL,
     product_id TEXT NOT NULL,
     variant_id TEXT NOT NULL,
     sent_at INTEGER NOT NULL
   );`,
  // 3: site-user accounts (password as a scrypt hash, the account's cart, member areas as a JSON
  // list), their sessions (by the SHA-256 of the cookie's token, with the XSRF token) and the
  // commerce preferences of each account and namespace (`revision` counts the writes).
  // IF NOT EXISTS like entry 2, so a database rewound to an older version opens again.
  `CREATE TABLE IF NOT EXISTS site_users (
     id TEXT PRIMARY KEY,
     email TEXT NOT NULL UNIQUE,
     password_hash TEXT NOT NULL,
     locale TEXT,
     member_areas TEXT NOT NULL DEFAULT '[]',
     cart_id TEXT,
     created INTEGER NOT NULL
   );
   CREATE TABLE IF NOT EXISTS site_user_sessions (
     token_hash TEXT PRIMARY KEY,
     site_user_id TEXT NOT NULL REFERENCES site_users(id) ON DELETE CASCADE,
     xsrf_token TEXT NOT NULL,
     created INTEGER NOT NULL,
     expires INTEGER NOT NULL
   );
   CREATE INDEX IF NOT EXISTS site_user_sessions_by_user ON site_user_sessions (site_user_id);
   CREATE TABLE IF NOT EXISTS commerce_preferences (
     site_user_id TEXT NOT NULL REFERENCES site_users(id) ON DELETE CASCADE,
     namespace TEXT NOT NULL,
     value TEXT NOT NULL,
     revision INTEGER NOT NULL,
     updated INTEGER NOT NULL,
     PRIMARY KEY (site_user_id, namespace)
   );`,
  // 4: quick views counted per catalogue product (`RecordQuickView`; only real products, so
  // the table holds at most one row per product).
  `CREATE TABLE IF NOT EXISTS quick_views (
     item_id TEXT PRIMARY KEY,
     count INTEGER NOT NULL CHECK (count > 0)
   );`,
  // 5: product reviews written on the review request page (page type 209), newest last.
  `CREATE TABLE IF NOT EXISTS product_reviews (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     product_id TEXT NOT NULL,
     name TEXT NOT NULL,
     rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
     title TEXT NOT NULL,
     body TEXT NOT NULL,
     created INTEGER NOT NULL
   );
   CREATE INDEX IF NOT EXISTS product_reviews_by_product ON product_reviews (product_id, id);`,
  // 6: the owner's editing panels: the file manager's files (bytes on disk under the data folder
  // as `<id>`, only the metadata here; `upload_id` makes a repeated upload a no-op) and the tags
  // and categories (`name_key` the case-folded name, unique per type).
  `CREATE TABLE IF NOT EXISTS editor_files (
     seq INTEGER PRIMARY KEY AUTOINCREMENT,
     id TEXT NOT NULL UNIQUE,
     name TEXT NOT NULL,
     type TEXT NOT NULL,
     size INTEGER NOT NULL CHECK (size >= 0),
     upload_id TEXT UNIQUE,
     created INTEGER NOT NULL
   );
   CREATE TABLE IF NOT EXISTS editor_tags (
     id TEXT PRIMARY KEY,
     type TEXT NOT NULL CHECK (type IN ('tags', 'categories')),
     name TEXT NOT NULL,
     name_key TEXT NOT NULL,
     created INTEGER NOT NULL,
     UNIQUE (type, name_key)
   );`,
  // 7: the console (issue 15): owner accounts (one role each, password as a scrypt hash) and
  // their sessions (by the SHA-256 of the cookie's token), the catalogue's products as owners
  // saved them (the whole product as JSON over the fixture's, `version` counts the saves for
  // optimistic concurrency), store pages and categories made by the store-creation helper, and
  // the owner's site documents (navigation, header and footer, languages) by key.
  `CREATE TABLE IF NOT EXISTS owner_accounts (
     email TEXT PRIMARY KEY,
     role TEXT NOT NULL,
     password_hash TEXT NOT NULL,
     created INTEGER NOT NULL
   );
   CREATE TABLE IF NOT EXISTS owner_sessions (
     token_hash TEXT PRIMARY KEY,
     email TEXT NOT NULL REFERENCES owner_accounts(email) ON DELETE CASCADE,
     created INTEGER NOT NULL,
     expires INTEGER NOT NULL
   );
   CREATE TABLE IF NOT EXISTS catalogue_products (
     id TEXT PRIMARY KEY,
     body TEXT NOT NULL,
     version INTEGER NOT NULL CHECK (version > 0),
     position INTEGER NOT NULL,
     updated INTEGER NOT NULL
   );
   CREATE TABLE IF NOT EXISTS store_collections (
     id TEXT PRIMARY KEY,
     url_id TEXT NOT NULL UNIQUE,
     title TEXT NOT NULL,
     navigation_title TEXT NOT NULL,
     description TEXT NOT NULL,
     enabled INTEGER NOT NULL,
     created INTEGER NOT NULL
   );
   CREATE TABLE IF NOT EXISTS store_categories (
     id TEXT PRIMARY KEY,
     collection_id TEXT NOT NULL REFERENCES store_collections(id) ON DELETE CASCADE,
     display_name TEXT NOT NULL,
     parent_category_id TEXT,
     type TEXT NOT NULL,
     page_rendering TEXT NOT NULL,
     display_index INTEGER NOT NULL
   );
   CREATE INDEX IF NOT EXISTS store_categories_by_collection
     ON store_categories (collection_id, display_index);
   CREATE TABLE IF NOT EXISTS site_documents (
     key TEXT PRIMARY KEY,
     value TEXT NOT NULL,
     version INTEGER NOT NULL CHECK (version > 0),
     updated INTEGER NOT NULL
   );`,
  // 8: analytics calls, one row per accepted event (census hits, tracker events, errors,
  // performance records), the payload as JSON; bounded by the repository (oldest pruned).
  `CREATE TABLE IF NOT EXISTS analytics_events (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     call TEXT NOT NULL,
     name TEXT NOT NULL,
     payload TEXT NOT NULL,
     received INTEGER NOT NULL
   );
   CREATE INDEX IF NOT EXISTS analytics_events_by_call ON analytics_events (call, received);`,
  // 9: the content editors' documents (chart dataset, code, markdown: one of each, JSON), the
  // mailing-list connection (one row at most) and the automation service's connected Zaps.
  `CREATE TABLE IF NOT EXISTS editor_content (
     kind TEXT PRIMARY KEY CHECK (kind IN ('chart', 'code', 'markdown')),
     body TEXT NOT NULL,
     updated INTEGER NOT NULL
   );
   CREATE TABLE IF NOT EXISTS mailing_connection (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     list_id TEXT NOT NULL,
     double_opt_in INTEGER NOT NULL,
     updated INTEGER NOT NULL
   );
   CREATE TABLE IF NOT EXISTS automation_zaps (
     id TEXT PRIMARY KEY,
     name TEXT NOT NULL,
     created INTEGER NOT NULL
   );`,
];
