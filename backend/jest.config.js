/** Backend tests: unit specs beside the code (src/**\/*.spec.ts) and integration tests (test/**\/*.e2e-spec.ts)
 * against one real embedded PostgreSQL per run, each test file in its own database. */
module.exports = {
  rootDir: '.',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testRegex: '.*\\.(spec|e2e-spec)\\.ts$',
  moduleFileExtensions: ['ts', 'js', 'json'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.test.json' }] },
  // The shared package's TypeScript source, so tests never run against a stale build of it.
  moduleNameMapper: { '^@bb/shared/(.*)$': '<rootDir>/../shared/src/$1.ts' },
  testEnvironment: 'node',
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 30000,
  maxWorkers: 2,
};
