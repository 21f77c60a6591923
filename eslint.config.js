// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const colourLiteral = String.raw`/#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?([0-9a-fA-F]{2})?\b|\b(rgba?|hsla?)\(/`;

/** Colours live in design-system/tokens only; everything else uses `vars.color.*`. */
const noHardCodedColours = [
  'error',
  {
    selector: `Literal[value=${colourLiteral}]`,
    message: 'No hard-coded colours: use a token (vars.color.*) from design-system/tokens.',
  },
  {
    selector: `TemplateElement[value.raw=${colourLiteral}]`,
    message: 'No hard-coded colours: use a token (vars.color.*) from design-system/tokens.',
  },
];

/** Each layer's path alias (package.json "imports", decision 060). */
const layerAlias = {
  'design-system': '#ds',
  screens: '#screens',
  app: '#app',
  contract: '#contract',
  server: '#server',
  tests: '#tests',
};

/** Imports that climb two folders or more: another folder is reached through its alias. */
const noClimbing = {
  regex: String.raw`^\.\./\.\./`,
  message:
    'Reach another folder through its alias (#ds/, #screens/, #app/, #contract/, #server/), not ../../.',
};

/**
 * contract's pure rules: modules without the struct library or any other import but each other.
 * The design system may import these and no other part of contract (decision 061): its form
 * validators load on the sign-in page, which must not pull superstruct in.
 */
const pureContractModules = [
  'billingStates',
  'cardOrderStates',
  'donationStates',
  'limits',
  'locales',
  'billing/paymentCards',
  'profileStates',
  'roles',
  'rules',
  'textRules',
  'videos/videoLinks',
];

/** Any import of contract, by path or alias, but one of its pure modules. */
const contractButItsPureModules = String.raw`^(#contract|(.*/)?contract)(/(?!(?:${pureContractModules.join('|')})(?:\.ts)?$).*)?$`;

/**
 * The design system's pure modules: no React, no DOM, nothing of the design system but each
 * other. The server may import these and no other part of the design system (decision 063):
 * the app and the server's public pages and mails share one translation runtime.
 */
const pureDesignSystemModules = ['i18n/translate', 'i18n/locales'];

/** Any import of the design system, by path or alias, but one of its pure modules. */
const designSystemButItsPureModules = String.raw`^(#ds|(.*/)?design-system)(/(?!(?:${pureDesignSystemModules.join('|')})(?:\.ts)?$).*)?$`;

/**
 * Builds a no-restricted-imports rule from the layers a folder must not reach, by path or by
 * alias, and the imports that climb out of a feature. `openContract`: contract's pure modules
 * stay open (the design system's).
 */
function layerRule(
  forbidden,
  extraPaths = [],
  { openContract = false, openDesignSystem = false } = {},
) {
  return [
    'error',
    {
      patterns: [
        ...forbidden.map((layer) => {
          const message = `This layer may not import ${layer}/ (see shared docs/architecture.md).`;
          if (layer === 'contract' && openContract)
            return {
              regex: contractButItsPureModules,
              message: `${message} Only its pure modules: ${pureContractModules.join(', ')}.`,
            };
          if (layer === 'design-system' && openDesignSystem)
            return {
              regex: designSystemButItsPureModules,
              message: `${message} Only its pure modules: ${pureDesignSystemModules.join(', ')}.`,
            };
          return {
            group: [`**/${layer}`, `**/${layer}/**`, layerAlias[layer], `${layerAlias[layer]}/**`],
            message,
          };
        }),
        noClimbing,
      ],
      paths: extraPaths.map((name) => ({
        name,
        message: `${name} belongs to app/ (see shared docs/architecture.md).`,
      })),
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'storybook-static/**',
      'dist/**',
      '.visual/**',
      // loki's pictures and its Storybook build (decision 065).
      '.loki/**',
      'design-system/tokens/fonts/**',
      'test-results/**',
      // A build's output (contact-check-build.ts), checked against its source by its test.
      'server/public/contact-check.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': noHardCodedColours,
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Benchmarks that hand functions to a page (page.evaluate) write browser code too.
    files: ['scripts/bench-*.mjs', 'scripts/bench/*.mjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // The public pages' one script runs in the visitor's browser (decision 052).
    files: ['server/public/*.js', 'server/playerEmbed/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },

  {
    files: ['design-system/tokens/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['#server', '#server/**', '#tests', '#tests/**'],
              message:
                'The app may not import server/ or tests/ (see shared docs/architecture.md).',
            },
            noClimbing,
          ],
        },
      ],
    },
  },
  {
    files: ['design-system/**'],
    rules: {
      'no-restricted-imports': layerRule(
        ['screens', 'app', 'contract', 'server', 'tests'],
        ['react-router', 'react-router-dom', 'redaxios', 'valtio'],
        { openContract: true },
      ),
    },
  },
  {
    files: ['screens/**'],
    rules: {
      'no-restricted-imports': layerRule(
        ['app', 'server', 'tests'],
        ['react-router', 'react-router-dom', 'redaxios', 'valtio'],
      ),
    },
  },
  {
    files: ['contract/**'],
    rules: {
      'no-restricted-imports': layerRule(
        ['design-system', 'screens', 'app', 'server', 'tests'],
        ['react'],
      ),
    },
  },
  {
    // The pure rules stay pure: no struct library, nothing of contract's but each other.
    files: pureContractModules.map((module) => `contract/${module}.ts`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'superstruct', message: 'A pure rule module may not load superstruct.' }],
          patterns: [
            {
              regex: String.raw`^(\.\.?/|#contract)(?!.*(?:${pureContractModules.map((module) => module.split('/').pop()).join('|')})(?:\.ts)?$)`,
              message: 'A pure rule module imports only the other pure modules (decision 061).',
            },
            {
              group: ['#ds', '#ds/**', '#screens/**', '#app/**', '#server/**', '#tests/**'],
              message: 'contract imports nothing of the other layers.',
            },
            noClimbing,
          ],
        },
      ],
    },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': layerRule(['design-system', 'screens', 'app', 'tests'], ['react'], {
        openDesignSystem: true,
      }),
    },
  },
  {
    // The design system's pure modules stay pure: the server loads them (decision 063).
    files: pureDesignSystemModules.map((module) => `design-system/${module}.ts`),
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'react-dom/client'].map((name) => ({
            name,
            message: 'A pure design-system module runs on the server too: no React.',
          })),
          patterns: [
            {
              regex: String.raw`^(\.\.?/|#ds/)(?!.*(?:${pureDesignSystemModules.map((module) => module.split('/').pop()).join('|')})(?:\.ts)?$)`,
              message: 'A pure design-system module imports only the other pure modules.',
            },
            {
              regex: contractButItsPureModules,
              message: `Of contract, only its pure modules: ${pureContractModules.join(', ')}.`,
            },
            {
              group: ['#screens/**', '#app/**', '#server/**', '#tests/**'],
              message: 'A pure design-system module imports nothing of these layers.',
            },
            noClimbing,
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage'],
    },
  },
);
