/** The import boundaries `npm run lint` enforces (docs/architecture.md, "Boundaries"). */

/** The core layers: rules, forms, editor rules, API client and schemas, store, template engine, texts. */
const CORE = '^src/(commerce|forms|api|store|template|i18n|editor)/';
/** React and what only exists for it, as resolved (node_modules may be a symlink elsewhere). */
const REACT =
  '(^|/)node_modules/(react|react-dom|@types/react|@types/react-dom|@floating-ui/react|@floating-ui/react-dom|@testing-library/react)/';
const TEST = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'No import cycle anywhere, type-only imports included.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'mock-server-uses-shared-core-only',
      severity: 'error',
      comment:
        'The mock server imports from the product only src/{api,blocks,commerce,editor,forms,i18n,template}: ' +
        'the schemas, rules, texts and engine it shares with the client, never widgets, store or runtime.',
      from: { path: '^mock-server/' },
      to: {
        path: '^(src|tests|demo|scripts|bench|bin)/',
        pathNot: '^src/(api|blocks|commerce|editor|forms|i18n|template)/',
      },
    },
    {
      name: 'core-stays-below-the-ui',
      severity: 'error',
      comment:
        'Core layers never import widgets, the loader, the runtime or React: they run in the ' +
        'store, the template engine and the mock server alike.',
      from: { path: CORE },
      to: { path: ['^src/(widgets|loader|runtime)/', REACT] },
    },
    {
      name: 'commerce-imports-nothing-above',
      severity: 'error',
      comment:
        'src/commerce (pure rules) imports only itself, its peer src/forms, the texts (src/i18n) ' +
        'and the API data shapes (schemas, not the client). Its tests may read the template corpus.',
      from: { path: '^src/commerce/', pathNot: TEST },
      to: {
        path: '^(src|mock-server|tests|demo|scripts|bench|bin)/',
        pathNot: '^src/(commerce/|forms/|i18n/|api/(schemas|zod)\\.ts$)',
      },
    },
    {
      name: 'widget-folders-apart',
      severity: 'error',
      comment:
        'A widget folder src/widgets/<name>/ (one per chunk) imports no other widget folder but ' +
        'src/widgets/shared, where the page readers and the indicator state live.',
      from: { path: '^src/widgets/([^/]+)/', pathNot: '^src/widgets/console/' },
      to: { path: '^src/widgets/[^/]+/', pathNot: '^src/widgets/($1|shared)/' },
    },
    {
      name: 'console-router-loads-panels-lazily',
      severity: 'error',
      comment:
        'src/widgets/console (the console hook) is the one folder that reaches others: it loads ' +
        'each panel chunk by import(), never statically, so each panel stays its own chunk.',
      from: { path: '^src/widgets/console/' },
      to: {
        path: '^src/widgets/[^/]+/',
        pathNot: '^src/widgets/(console|shared)/',
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'product-code-never-imports-tools',
      severity: 'error',
      comment:
        'What ships (src/) never imports the mock server, tests, demo, scripts or benchmarks; ' +
        'its tests may start a mock server.',
      from: { path: '^src/', pathNot: TEST },
      to: { path: '^(mock-server|tests|demo|scripts|bench|bin)/' },
    },
  ],
  options: {
    // Type-only imports count: they are edges of the graph (cycles) like any other import.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Packages are seen (the React rule needs them) but not cruised; build output is not cruised.
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: '^(dist|dist-[^/]*|\\.data|\\.git|test-results)/' },
  },
};
