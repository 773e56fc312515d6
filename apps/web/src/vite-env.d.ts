/// <reference types="vite/client" />

/** The web package's version, defined at build time (vite.config.ts). */
declare const __APP_VERSION__: string;
