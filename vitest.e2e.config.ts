/** The Vitest configuration of the built bundle's suites: sizes and the browser suite. */
import { defineConfig } from 'vitest/config';

/** Suites of the built bundle: its sizes, and the browser suite (Playwright on Debian's Chromium). */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts', 'tests/size/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // `expect.poll` waits for what a user sees as long as a Playwright locator does (Vitest's
    // default, 1 s, failed a modal's fetched heading on a loaded machine); it still passes at once.
    expect: { poll: { timeout: 10_000 } },
    // Two files at a time, one per core: each file has its own mock server (a free port, its
    // own SQLite file) and its own Chromium, and every wait is for what a user sees.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
