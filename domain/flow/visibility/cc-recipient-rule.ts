import type { VisibilityRule } from './visibility-rule';

/** Whoever the instance was copied to (抄送) sees it. */
export const ccRecipientRule: VisibilityRule = {
  reason: 'ccRecipient',
  description: '抄送人可以查看',
  grants: (audience, viewer) => audience.ccUserIds.includes(viewer.userId),
};
