/**
 * The owner console's texts: the documents' interface messages (templates document sections 5
 * and 8, verbatim) and the few labels of our own the console needs. The shop's widgets never
 * import this file; the console's pages (server-rendered) and widgets do.
 */
export const consoleTexts = {
  // The documents' texts.
  unsavedChanges: 'You have made changes. Do you want to save or discard them?',
  notAnOption: '{val} is not one of the expected options',
  notAPageUrl: '{val} is not a valid page URL',
  linkFormat: 'Links must be formatted as {host} or {host}',
  noMainNavigation: 'Unable to find site main navigation',
  pageLocked: 'This page available only site members',
  somethingWentWrong: 'Something went wrong',
  unableToLoad: 'Unable to load. Try again.',
  unableToLoadCollections: 'Unable to load collections',
  stepOf: '{step} of {total}',
  // Ours: the documents show no console of their own.
  consoleTitle: 'Console',
  signInTitle: 'Sign in to the console',
  signIn: 'Sign in',
  signOut: 'Sign out',
  email: 'Email',
  password: 'Password',
  signedInAs: 'Signed in as {email} ({role})',
  forbidden: 'Your role cannot do this.',
  readOnly: 'Your role can read this panel but not change it.',
  staleVersion:
    'Someone else saved this {thing} after you opened it. Reload to see their changes, then make yours again.',
  restockPanel: 'Restock signups',
  submissionsPanel: 'Form submissions',
  cataloguePanel: 'Catalogue',
  editingPanels: 'Editing panels',
  analyticsPanel: 'Analytics',
  storePanel: 'Create a store',
  backToShop: 'View the shop',
  upgrade: 'Upgrade your plan',
  save: 'Save',
  discard: 'Discard',
  saved: 'Saved.',
  newProduct: 'New product',
  tooManyProducts: 'A collection holds at most {max} products.',
  tooManyCategories: 'A store holds at most {max} nested categories.',
  tooManyOrdered: 'A user-orderable collection holds at most {max} items.',
  onlyPhysicalOrService: 'Only physical and service products can be subscribed to.',
  duplicateSku: 'Each variant needs its own SKU.',
  salePriceNeeded: 'A variant on sale needs a sale price.',
  slugTaken: 'Another product already uses this URL.',
  pickersPanel: 'Pickers',
  galleryPanel: 'Gallery settings',
  contentPanel: 'Content editors',
  connectionsPanel: 'Connections',
  // The site panels (navigation, header and footer, languages).
  cancel: 'Cancel',
  navigationPanel: 'Navigation',
  headerFooterPanel: 'Header and footer',
  languagesPanel: 'Languages',
} as const;

export type ConsoleTexts = typeof consoleTexts;
