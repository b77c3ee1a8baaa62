import { defineConfig } from 'vitest/config';

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
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
