import type { Config } from 'jest';

/**
 * `npm run check` runs tsc beside jest, so there jest only transpiles (VQ_JEST_TRANSPILE_ONLY=1): the same tests,
 * without type-checking every file a second time. `npm test` and `npx jest` type-check as ever.
 */
const tsconfig = process.env.VQ_JEST_TRANSPILE_ONLY === '1' ? '<rootDir>/tsconfig.jest-transpile.json' : '<rootDir>/tsconfig.jest.json';

const config: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/engines', '<rootDir>/lib', '<rootDir>/content', '<rootDir>/components'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleNameMapper: { '\\.css$': '<rootDir>/test/styleMock.js', '^@/(.*)$': '<rootDir>/$1' },
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig }] },
};

export default config;
