import type { VisibilityRule } from './visibility-rule';

/** The applicant sees what they launched. */
export const applicantRule: VisibilityRule = {
  reason: 'applicant',
  description: '发起人可以查看自己发起的审批',
  grants: (audience, viewer) => audience.applicantId === viewer.userId,
};
