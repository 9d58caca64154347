/** Compile-time profile flag set by webpack's DefinePlugin: true in the demo build, false in live. */
declare const __DEMO__: boolean;
