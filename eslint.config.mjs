// ESLint 9 (flat config) with Next's core-web-vitals and TypeScript rules, which include React Hooks' recommended
// rules (the React Compiler checks among them). `npm run lint` fails on any warning.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // A leading underscore marks a value left unused on purpose (a skipped tuple slot, a dropped key).
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Motion comes through components/sim/Motion.tsx only (LazyMotion + domAnimation, simulation islands only),
    // and engines stay free of storage: they import engines/core, never lib/storage.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['components/sim/Motion.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'framer-motion', message: "Import motion from '@/components/sim/Motion' (LazyMotion + domAnimation)." }],
          patterns: [{ group: ['motion/*', 'framer-motion/*'], message: "Import motion from '@/components/sim/Motion'." }],
        },
      ],
    },
  },
  {
    files: ['engines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'framer-motion', message: 'No motion in engines.' }],
          patterns: [
            { group: ['**/lib/storage/*', '@/lib/*', '@/components/*', 'react', 'react-dom', 'jotai', 'sonner'], message: 'Engines are pure: no storage, React or UI imports.' },
          ],
        },
      ],
    },
  },
  {
    // Tests edit saves into shapes their types forbid, on purpose (fuzzing, corrupt saves).
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Plain links between pages are the site's rule, games' ways out included (README, "Speed"): each page is its own
    // small static HTML, and no page prefetches the routes it links to. After an error, a full load is the point too.
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  globalIgnores(['.next/**', 'out/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**']),
]);
