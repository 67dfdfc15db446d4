/// <reference types="vite/client" />

/** The app's version label, from package.json (vite.config.ts `define`). */
declare const __APP_VERSION__: string;
