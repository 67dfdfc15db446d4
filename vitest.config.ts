import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import pkg from './package.json' with { type: 'json' };

export default defineConfig({
  plugins: [
    react(),
    babel({ include: /\/src\/.*\.tsx?$/, plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
  ],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  test: {
    restoreMocks: true,
    projects: [
      // The domain is pure (docs/architecture.md): its tests need no DOM, and a jsdom set up for
      // each of their files was a tenth of the unit tests' time.
      {
        extends: true,
        test: { name: 'domain', environment: 'node', include: ['src/domain/**/*.test.{ts,tsx}'] },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // Beside the app's tests: the build scripts' own, and the repo's checks (checks/: the
          // layers' fences, the docs' citations, the colours' contrast).
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'checks/**/*.test.ts'],
          exclude: ['src/domain/**'],
          setupFiles: ['src/testing/setup.ts'],
          // The bench (src/domain) runs once, with the domain's project.
          benchmark: { exclude: ['**/*.bench.ts'] },
        },
      },
    ],
    // Every core: the default leaves one to the main process, which on 2 cores is one worker and
    // half again the time (210 s against 133 s here).
    maxWorkers: '100%',
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts', 'src/storage/**/*.ts', 'src/state/**/*.{ts,tsx}'],
      exclude: ['**/*.test.ts', '**/*.bench.ts', '**/index.ts'],
      thresholds: {
        'src/domain/**': { lines: 95, branches: 95, functions: 95, statements: 95 },
        // The store, its parts and the reminder runtime are unit-tested; the React hooks that
        // only read the store are covered end to end. A floor just under today's figures.
        'src/state/**': { lines: 75, branches: 70, functions: 65, statements: 75 },
      },
      reporter: ['text-summary', 'text'],
    },
    benchmark: { include: ['src/**/*.bench.ts'] },
  },
});
