import type { InstanceAudience, InstanceViewerFacts } from './instance-audience';

/** Why a viewer may see an instance. */
export type VisibilityReason = 'applicant' | 'participant' | 'ccRecipient' | 'flowAdmin' | 'systemAdmin';

/** One reason to see an instance: a kind of the visibility registry (visibility-rules.ts). */
export interface VisibilityRule {
  readonly reason: VisibilityReason;
  /** What the rule says, in words (for docs and the tests' names). */
  readonly description: string;
  grants(audience: InstanceAudience, viewer: InstanceViewerFacts): boolean;
}
