/// <reference types="vite/client" />

/** True in demo builds (the dev server's demo, `npm start`'s dist-demo/): the demo's controls are shown (set by vite.config.ts). */
declare const __DEMO__: boolean;
/** True when the demo gateway runs in the browser (MSW's service worker): the dev server only. */
declare const __DEMO_WORKER__: boolean;
