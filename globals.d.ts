/** Compile-time profile flag set by webpack's DefinePlugin: true in the demo build, false in live. */
declare const __DEMO__: boolean;
/** Set by DefinePlugin: true only in the live production build, which ships the app-shell service worker (app-sw.js). */
declare const __SHELL_WORKER__: boolean;
