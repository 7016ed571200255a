/// <reference types="vite/client" />

/** True when the console runs against the embedded demo gateway (set by vite.config.ts). */
declare const __DEMO__: boolean;
