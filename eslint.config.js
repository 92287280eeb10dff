import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['mf-news', 'mf-agenda', 'mf-gallery', 'mf-admin'];
const deployables = ['shell', ...remotes, 'api-worker'];

/** Import patterns that reach into a deployable's folder, by path or by package name. */
const reachInto = (name) => [name, `${name}/*`, `**/${name}/**`, `../${name}`];

/** One boundary rule per folder; the message teaches the architecture to whoever trips on it. */
const boundary = (files, forbidden, message, more = [], paths = []) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { paths, patterns: [{ group: forbidden.flatMap(reachInto), message }, ...more] },
    ],
  },
});

/**
 * A public section renders as its own React root on its server and hydrates inside the shell's
 * root in the browser: `useId` counts from a different root there, so an id (and the
 * `aria-controls` naming it) would differ from the server's HTML (issue #32 item 7).
 */
const noUseIdInSections = {
  name: 'react',
  importNames: ['useId'],
  message:
    "A public section's ids must be the same on its server and in the shell: derive them from the item (e.g. `galeria-${id}`), never from useId.",
};
const serverRenderedSections = ['mf-news', 'mf-agenda', 'mf-gallery'];

/** The typed API client reaches the remotes through @portal/ui, which the shell shares once. */
const clientThroughUi = {
  group: ['@portal/api-client'],
  message:
    "Import the API client (api, apiUrl, useApi) from '@portal/ui': the shell shares that package with every remote, so the client downloads once.",
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.wrangler/**',
      'data/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // React DOM's private properties (`__reactFiber$…`, `__reactProps$…`) change without notice:
    // code and tests wait on the attribute the shell sets itself (issue #32).
    ignores: ['eslint.config.js'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Literal[value=/__react/], Literal[regex.pattern=/__react/], TemplateElement[value.raw=/__react/]',
          message:
            "Do not read React DOM's private properties: wait on TAKEN_OVER_ATTRIBUTE (@portal/contracts), which the shell sets once a part of the page is taken over.",
        },
      ],
    },
  },
  {
    files: ['shell/**/*.tsx', 'mf-*/**/*.tsx', 'packages/ui/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...remotes.map((remote) =>
    boundary(
      [`${remote}/**`],
      deployables.filter((name) => name !== remote),
      'A remote is deployed alone: it may import only packages/* and libraries. Shared code moves to packages/ui or packages/contracts; the shell loads remotes at runtime.',
      [clientThroughUi],
      serverRenderedSections.includes(remote) ? [noUseIdInSections] : [],
    ),
  ),
  boundary(
    ['shell/**'],
    [...remotes, 'api-worker'],
    'The shell loads remotes at runtime from /remotes.json (never at build time) and talks to the API over HTTP; shared code lives in packages/*.',
  ),
  boundary(
    ['packages/**'],
    deployables,
    'packages/* are shared by every deployable, so they may not depend on any of them.',
    [],
    // packages/ui renders inside the sections.
    [noUseIdInSections],
  ),
  boundary(
    ['api-worker/**'],
    ['shell', ...remotes],
    'The API shares types with the front ends only through packages/contracts.',
  ),
);
