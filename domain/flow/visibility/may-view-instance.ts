import type { InstanceAudience, InstanceViewerFacts } from './instance-audience';
import type { VisibilityReason } from './visibility-rule';
import { VISIBILITY_RULES } from './visibility-rules';

/** The first reason `viewer` may see the instance, or undefined: they may not (the 403 page). */
export function visibilityReasonOf(audience: InstanceAudience, viewer: InstanceViewerFacts): VisibilityReason | undefined {
  return VISIBILITY_RULES.find((rule) => rule.grants(audience, viewer))?.reason;
}

/** Whether `viewer` may see the instance: its applicant, a participant, a cc recipient, its flow's admin or a system admin. */
export function mayViewInstance(audience: InstanceAudience, viewer: InstanceViewerFacts): boolean {
  return visibilityReasonOf(audience, viewer) !== undefined;
}
