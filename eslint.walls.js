// The walls between the rooms of the code (issue 39, docs/architecture.md). ESLint checks every
// import of production code against them; tests may reach into any room to set their scene.
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const projects = ['packages/shared/tsconfig.json', 'apps/api/tsconfig.json', 'apps/web/tsconfig.json'];

/** What a server module offers the others: its services, the named steps it runs inside a caller's transaction, its types, the auth hook. */
const moduleEntries = ['*.service.ts', '*.steps.ts', '*.types.ts', '*.hook.ts'];

/**
 * The arrows allowed between web features (decision 0065), each for a reason: checkout orders the
 * cart from the member's address book; the cart offers the coins' rewards; the back office's
 * shell is shared by the back-office features alone, so none of it reaches the shop's bundle.
 */
const backOfficeFeatures = ['staff', 'staff-catalog', 'staff-content', 'staff-members', 'staff-promotions', 'staff-settings', 'staff-tax-documents'];
const featureArrows = {
  checkout: ['cart', 'addresses'],
  cart: ['coins'],
  ...Object.fromEntries(backOfficeFeatures.map((feature) => [feature, ['back-office']])),
};

/** The top of the server: what starts it and wires the modules together, and the demo data it may load. */
const apiWiring = ['apps/api/src/app.ts', 'apps/api/src/main.ts', 'apps/api/src/db/schema.ts', 'apps/api/src/db/seed.ts', 'apps/api/src/db/demo-*.ts'];

const elements = [
  { type: 'api-demo-data', pattern: 'apps/api/src/db/demo-data' },
  { type: 'api-module', pattern: 'apps/api/src/modules/*', capture: ['module'] },
  // the floor every module stands on: database, HTTP, configuration, passwords and tokens, uploaded files
  { type: 'api-platform', pattern: 'apps/api/src/{db,http,config,security,files}' },
  { type: 'shared', pattern: 'packages/shared/src' },
  { type: 'web-app', pattern: 'apps/web/src/{app,boot,ssr}' },
  { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
  { type: 'web-ui', pattern: 'apps/web/src/ui' },
  { type: 'web-lib', pattern: 'apps/web/src/lib' },
];

const to = (type, more = {}) => ({ to: { element: { type, ...more } } });
/** A room may use the rooms named, and its own files. */
const room = (type, ...rooms) => ({ from: { element: { type } }, allow: [to(type), ...rooms.map((r) => to(r))] });

const policies = [
  room('shared'),
  room('api-platform', 'shared'),
  {
    from: { element: { type: 'api-module' } },
    allow: [
      to('api-module', { captured: { module: '{{ from.element.captured.module }}' } }),
      // another module only through what it offers; its tables and inner files stay behind its wall
      to('api-module', { fileInternalPath: moduleEntries }),
      to('api-platform'),
      to('shared'),
    ],
  },
  // a table's foreign key names the table it points at, in whichever module
  { from: { element: { type: 'api-module', fileInternalPath: '*.tables.ts' } }, allow: [to('api-module', { fileInternalPath: '*.tables.ts' })] },
  room('api-demo-data', 'api-module', 'api-platform', 'shared'),
  room('web-lib', 'shared'),
  room('web-ui', 'web-lib', 'shared'),
  {
    from: { element: { type: 'web-feature' } },
    allow: [to('web-feature', { captured: { feature: '{{ from.element.captured.feature }}' } }), to('web-ui'), to('web-lib'), to('shared')],
  },
  ...Object.entries(featureArrows).map(([feature, others]) => ({
    from: { element: { type: 'web-feature', captured: { feature } } },
    allow: others.map((other) => to('web-feature', { captured: { feature: other } })),
  })),
  room('web-app', 'web-feature', 'web-ui', 'web-lib', 'shared'),
];

export const walls = [
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['apps/*/src/**/*', 'packages/*/src/**/*'],
      'import/resolver': { typescript: { project: projects, noWarnOnMultipleProjects: true } },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: projects, noWarnOnMultipleProjects: true })],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // the top of each app: what starts it and wires every room together
    files: [...apiWiring, 'apps/web/src/main.tsx'],
    rules: { 'boundaries/dependencies': ['error', { default: 'allow' }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'apps/api/test/**'],
    rules: { 'boundaries/dependencies': 'off', 'import-x/no-cycle': 'off' },
  },
];
