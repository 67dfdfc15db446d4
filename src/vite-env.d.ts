/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

/** The app's version label, from package.json (vite.config.ts `define`). */
declare const __APP_VERSION__: string;
