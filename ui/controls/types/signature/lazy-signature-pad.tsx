import { lazy, Suspense } from 'react';
import type { SignaturePadProps } from './signature-pad';

const Pad = lazy(() => import(/* webpackChunkName: "signature-pad" */ './signature-pad'));

/** The signature pad, loaded when first shown: forms and dialogs without a signature never download it. */
export function LazySignaturePad(props: SignaturePadProps) {
  return <Suspense fallback={<div style={{ height: props.height ?? 160 }} />}><Pad {...props} /></Suspense>;
}
