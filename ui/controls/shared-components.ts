import { lazyControl } from './control-lookup';

/**
 * Fill-mode components several control types share (one chunk, one entry: loading one type loads them all).
 * Text, e-mail, phone and link are one input; number and days one number box; remote data and the calculators
 * one read-only value.
 */
export const textInput = lazyControl(() => import(/* webpackChunkName: "control-text-input" */ './text-input-control').then((m) => m.TextInputControl));
export const numberInput = lazyControl(() => import(/* webpackChunkName: "control-number" */ './number-control').then((m) => m.NumberControl));
export const computedValue = lazyControl(() => import(/* webpackChunkName: "control-computed-value" */ './computed-value-control').then((m) => m.ComputedValueControl));
