import type { RuntimeConfig } from '../../application/ports/runtime-config';
import { FEEDBACK_MODEL_ID } from './seed/seed-state';

/** Every service segment the app calls (spec 7). */
export const SERVICE_SEGMENTS = ['flow', 'api', 'v2', 'bzp_api', 'filter', '__demo'] as const;

/** The demo profile's config: every host is `origin` (the page itself, where MSW answers). */
export function demoRuntimeConfig(origin: string): RuntimeConfig {
  return {
    hosts: Object.fromEntries(SERVICE_SEGMENTS.map((segment) => [segment, origin])),
    parentOrigin: origin,
    feedbackFlowId: FEEDBACK_MODEL_ID,
    notifyUrl: '',
  };
}
