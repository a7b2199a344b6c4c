// Flat ESLint config. Import restrictions keep dependencies one-way:
// apps may import packages/*; a remote never imports another remote or the shell;
// packages/* never import an app. Inside a remote, expose/ -> features/<section>/ -> lib/ (below);
// the API's and the shell's layers are in eslint.api-layers.js and eslint.shell-layers.js.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettierOff from 'eslint-config-prettier/flat';
import boundaries from 'eslint-plugin-boundaries';
import { apiElements, apiPolicies } from './eslint.api-layers.js';
import { shellElements, shellPolicies } from './eslint.shell-layers.js';

const apps = ['shell', 'api', 'mf-brief', 'mf-voice', 'mf-planning', 'mf-team', 'mf-leadership', 'mf-print', 'mf-booking'];
const relativeEscape = ['../../*', '../../../*'];

/** Imports an app or package may not make: other apps (by name or by climbing out of its folder). */
function forbidApps(except) {
  return apps
    .filter((name) => name !== except)
    .flatMap((name) => [
      { group: [name, `${name}/*`], message: `Do not import the ${name} app: share code through packages/*.` },
      { group: relativeEscape.map((p) => p.replace('*', `${name}/*`)), message: `Do not reach into ${name}: share code through packages/*.` },
    ]);
}

/**
 * Inside each remote a feature imports no other feature (boundaries/dependencies, below), except the
 * pairs below: feature (or 'lib') -> the features it may import, each with why.
 */
const featureImportsAllowed = {
  // The Voice Insights section hosts the recorder and the transcript search (its own parts, kept in
  // their own folders), and the Voice Command modal records through the recorder's speech
  // recognition and audio capture.
  'mf-voice': {
    'voice-insights': ['recorder', 'search'],
    'voice-command': ['recorder'],
  },
  // Time Blocks shows the picked day on the day timeline; the timeline deletes an event with the
  // calendar's Delete button (one confirm-and-delete flow for both views) and draws subscribed
  // calendars' occurrences in their calendar's colour. Calendar View hosts the subscribed calendars'
  // panel and shows their read-only events in its grid and day list.
  'mf-planning': {
    'time-blocks': ['day-timeline'],
    'day-timeline': ['calendar', 'subscriptions'],
    calendar: ['subscriptions'],
  },
  // The print remote is one report in layers, each importing only those below it:
  // preview (dialog), report-page (route) -> report-document -> report-bodies -> report-parts;
  // every layer reads report-data -> report-model. lib/open-report-window builds the report's URL.
  'mf-print': {
    preview: ['report-document', 'report-data', 'report-model'],
    'report-page': ['report-document', 'report-data', 'report-model'],
    'report-document': ['report-bodies', 'report-parts', 'report-data', 'report-model'],
    'report-bodies': ['report-parts', 'report-data', 'report-model'],
    'report-data': ['report-model'],
    lib: ['report-model'],
  },
};

/**
 * The folders of a remote's src/, as eslint-plugin-boundaries classifies them: expose/ (what the
 * remote exposes), features/<section>/, lib/ (below the features) and the entry files beside them.
 * `app` is the remote's name without 'mf-'.
 */
const remoteElements = [
  { type: 'expose', pattern: 'mf-*/src/expose', partialMatch: false, capture: ['app'] },
  { type: 'feature', pattern: 'mf-*/src/features/*', partialMatch: false, capture: ['app', 'feature'] },
  { type: 'lib', pattern: 'mf-*/src/lib', partialMatch: false, capture: ['app'] },
  { type: 'entry', pattern: 'mf-*/src', partialMatch: false, capture: ['app'] },
];

/**
 * Imports inside a remote run one way, expose/ -> features/<section>/ -> lib/ -> packages (the
 * policies are read in order, the last one that matches decides): nothing below expose/ imports
 * expose/, and neither a feature nor lib/ imports a feature, except the allowed pairs. Imports
 * within one feature are its own business.
 */
const remotePolicies = [
  {
    from: { element: { types: { noneOf: ['expose'] } } },
    disallow: { to: { element: { type: 'expose' } } },
    message: 'Only expose/ imports expose/: it holds only what the remote exposes, and nothing inside the remote imports it.',
  },
  {
    from: { element: { type: 'feature' } },
    disallow: { to: { element: { type: 'feature' } } },
    message:
      'features/{{ from.element.captured.feature }} must not import features/{{ to.element.captured.feature }}: move the shared part to src/lib/ (or packages/), or allow the pair in eslint.config.js saying why.',
  },
  {
    from: { element: { type: 'lib' } },
    disallow: { to: { element: { type: 'feature' } } },
    message: 'lib/ must not import features/{{ to.element.captured.feature }}: lib/ sits below the features.',
  },
  ...Object.entries(featureImportsAllowed).flatMap(([remote, pairs]) =>
    Object.entries(pairs).map(([from, targets]) => {
      const app = remote.slice('mf-'.length);
      return {
        from: { element: from === 'lib' ? { type: 'lib', captured: { app } } : { type: 'feature', captured: { app, feature: from } } },
        allow: { to: { element: { type: 'feature', captured: targets.map((feature) => ({ app, feature })) } } },
      };
    }),
  ),
];

/** Routing comes only from @provana/router: a direct react-router import bundles a second copy with its own router context. */
const routerPatterns = [
  {
    group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
    message: 'Import routing from @provana/router (the one shared router).',
  },
];
/** Apps reach Redux Toolkit through @provana/api-client (hooks, skipToken): RTK lives inside it, tree-shaken, not shared whole. */
const reduxToolkitPatterns = [
  {
    group: ['@reduxjs/toolkit', '@reduxjs/toolkit/*'],
    allowTypeImports: true,
    message: 'Use @provana/api-client (hooks, skipToken), which holds the one Redux Toolkit.',
  },
  { group: ['react-redux'], allowTypeImports: true, message: 'Use @provana/api-client (StoreProvider, useDispatch), which holds the one react-redux.' },
];

/** Dates and times go through @provana/dates: one module, one locale, the executive's zone rather than the browser's. */
const DATES_MESSAGE = 'Use @provana/dates for dates and times (one locale, the executive’s zone).';
const dateFnsPatterns = [{ group: ['date-fns', 'date-fns/*'], message: DATES_MESSAGE }];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // packages/* never import an app; only packages/router imports react-router.
  {
    files: ['packages/**/*.{ts,tsx}'],
    ignores: ['packages/router/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...forbidApps(null), ...routerPatterns, ...dateFnsPatterns] }],
    },
  },
  {
    files: ['packages/dates/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...forbidApps(null), ...routerPatterns] }],
    },
  },
  // '@provana/ui/parts' is bundled into each app: it reaches the shared design system by package name.
  // A relative path would bundle a second Chakra whose components find no provider and crash.
  {
    files: ['packages/ui/src/parts/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbidApps(null),
            ...routerPatterns,
            ...dateFnsPatterns,
            { group: ['../*', '!../priority', '!../priority/*'], message: "Import the shared design system as '@provana/ui' from parts (bundled per app)." },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/router/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...forbidApps(null), ...dateFnsPatterns] }],
    },
  },
  // Each app: no other app. Workspace packages only by package name (a relative path would bundle a singleton twice).
  ...apps.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbidApps(app),
            ...routerPatterns,
            ...(app === 'api' ? [] : reduxToolkitPatterns),
            ...dateFnsPatterns,
            { group: ['**/packages/*', '**/packages/*/**'], message: 'Import workspace packages by name (@provana/...), never by path.' },
          ],
          // A remote's code loaded on use is a part of a section: when it cannot load, it fails in its own place.
          paths: app.startsWith('mf-')
            ? [{ name: 'react', importNames: ['lazy'], message: 'Load a part on use with lazyPart from @provana/ui: a failed load then stays in its place.' }]
            : [],
        },
      ],
    },
  })),
  // Tests and the e2e suites compute the texts they expect on their own, so they may use Intl.
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['packages/dates/**', 'e2e/**', '**/*.test.{ts,tsx}', '**/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']", message: DATES_MESSAGE },
        { selector: 'CallExpression > MemberExpression.callee[property.name=/^toLocale(Date|Time)?String$/]', message: DATES_MESSAGE },
      ],
    },
  },
  {
    files: ['mf-*/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': remoteElements,
      // Imports, re-exports and import() alike, type-only ones included.
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.jsx'] } },
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies: remotePolicies }] },
  },
  // Tests drive a layer from above (a repository's test may start the app), so they are not placed.
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': apiElements,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies: apiPolicies }] },
  },
  // The shell's layers (eslint.shell-layers.js); tests, like the API's, are not placed.
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    ignores: ['shell/src/**/*.test.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': shellElements,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.jsx'] } },
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies: shellPolicies }] },
  },
  // Layout is Prettier's (npm test runs prettier --check): ESLint's rules that would disagree are off.
  prettierOff,
);
