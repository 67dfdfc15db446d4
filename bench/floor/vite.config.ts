// Builds the floor pages of `npm run bench` (issue 27) into bench/.floor: the same React and CSS
// pipeline as the app (React's plugin, Tailwind, the stylesheet inlined), no app code.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { inlineCss } from '../../scripts/inline-css.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  plugins: [react(), tailwindcss(), inlineCss()],
  logLevel: 'warn',
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    outDir: here('../.floor'),
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        react: here('react.html'),
        'react-dom': here('react-dom.html'),
        vanilla: here('vanilla.html'),
      },
    },
  },
});
