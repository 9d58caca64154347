import type { VisibilityRule } from './visibility-rule';

/** Anyone who had a task on the instance, open or done (转交 and 加签 people too), sees it. */
export const participantRule: VisibilityRule = {
  reason: 'participant',
  description: '审批过或正在审批的人（含转交、加签）可以查看',
  grants: (audience, viewer) => audience.participantIds.includes(viewer.userId),
};
