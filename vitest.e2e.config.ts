import { defineConfig } from 'vitest/config';

/** The browser suite: Playwright driving Debian's Chromium against the built bundle. */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: one browser at a time keeps timings (1 s, 2 s) honest.
    fileParallelism: false,
  },
});
