/** The Vitest configuration of the unit tests: the node and DOM projects. */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    // Property tests run hundreds of cases: on a loaded 2-core machine that can pass 5 s.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'mock-server/**/*.test.ts',
            'src/template/**/*.test.ts',
            'src/api/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'bin/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/template/**', 'src/api/**'],
        },
      },
    ],
  },
});
