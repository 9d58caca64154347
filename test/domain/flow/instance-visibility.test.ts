// Issue 19: who may see an instance (its print view, drawer and timeline): the applicant, a participant (any
// task past or present, 转交 and 加签 people too), a cc recipient, a flow admin of that flow, a system admin.
// Anyone else gets the 403 page. One test per rule, named after it.
import {
  mayViewInstance, participantIdsOf, SYSTEM_ADMIN_ROLE_ID, visibilityReasonOf, VISIBILITY_RULES,
  type InstanceAudience, type InstanceViewerFacts,
} from '../../../domain/flow';
import { applicantRule } from '../../../domain/flow/visibility/applicant-rule';
import { participantRule } from '../../../domain/flow/visibility/participant-rule';
import { ccRecipientRule } from '../../../domain/flow/visibility/cc-recipient-rule';
import { flowAdminRule } from '../../../domain/flow/visibility/flow-admin-rule';
import { systemAdminRule } from '../../../domain/flow/visibility/system-admin-rule';
import { approve, approver, envOf, runFlow, users } from './runtime-helpers';

const audience: InstanceAudience = { applicantId: 'u-zhang', participantIds: ['u-li', 'u-zhou'], ccUserIds: ['u-chen'], flowAdminIds: ['u-admin'] };
const viewer = (userId: string, roleIds: string[] = []): InstanceViewerFacts => ({ userId, roleIds });

describe('mayViewInstance', () => {
  test('applicantRule: the applicant sees what they launched', () => {
    expect(applicantRule.grants(audience, viewer('u-zhang'))).toBe(true);
    expect(applicantRule.grants(audience, viewer('u-li'))).toBe(false);
    expect(visibilityReasonOf(audience, viewer('u-zhang'))).toBe('applicant');
  });

  test('participantRule: whoever had a task on it, open or done, sees it', () => {
    expect(participantRule.grants(audience, viewer('u-zhou'))).toBe(true);
    expect(participantRule.grants(audience, viewer('u-chen'))).toBe(false);
    expect(visibilityReasonOf(audience, viewer('u-li'))).toBe('participant');
  });

  test('ccRecipientRule: a cc recipient sees it', () => {
    expect(ccRecipientRule.grants(audience, viewer('u-chen'))).toBe(true);
    expect(ccRecipientRule.grants(audience, viewer('u-zhou'))).toBe(false);
    expect(visibilityReasonOf(audience, viewer('u-chen'))).toBe('ccRecipient');
  });

  test('flowAdminRule: an admin of the instance\'s flow sees it; an admin of another flow does not', () => {
    expect(flowAdminRule.grants(audience, viewer('u-admin'))).toBe(true);
    expect(visibilityReasonOf(audience, viewer('u-admin'))).toBe('flowAdmin');
    const otherFlow = { ...audience, flowAdminIds: ['u-someone-else'] };
    expect(mayViewInstance(otherFlow, viewer('u-admin'))).toBe(false);
  });

  test('systemAdminRule: a member of the 系统管理员 role sees every instance', () => {
    expect(systemAdminRule.grants(audience, viewer('u-boss', [SYSTEM_ADMIN_ROLE_ID]))).toBe(true);
    expect(systemAdminRule.grants(audience, viewer('u-boss', ['role-hr']))).toBe(false);
    expect(visibilityReasonOf(audience, viewer('u-boss', ['role-hr', SYSTEM_ADMIN_ROLE_ID]))).toBe('systemAdmin');
  });

  test('anyone else may not see it (the 403 page), whatever other roles they have', () => {
    expect(mayViewInstance(audience, viewer('u-stranger', ['role-hr', 'role-it']))).toBe(false);
    expect(visibilityReasonOf(audience, viewer('u-stranger'))).toBeUndefined();
  });

  test('the registry holds the five rules, each with its own reason', () => {
    expect(VISIBILITY_RULES.map((rule) => rule.reason)).toEqual(['applicant', 'participant', 'ccRecipient', 'flowAdmin', 'systemAdmin']);
  });
});

describe('participantIdsOf', () => {
  const twoSteps = envOf(approver('a', { assignee: users('u-be1') }, approver('b', { assignee: users('u-it1') })));
  const launch = { initiator: 'u-fe1', values: { leave_days: 1 } };

  test('the people with a task so far: the open approver only, not who is still to come', () => {
    expect(participantIdsOf(runFlow(twoSteps, launch).state)).toEqual(expect.arrayContaining(['u-be1']));
    expect(participantIdsOf(runFlow(twoSteps, launch).state)).not.toContain('u-it1');
  });

  test('转交: both the one who handed the task on and the one who got it', () => {
    const run = runFlow(twoSteps, launch, [{ actor: 'u-be1', action: 'transfer', to: 'u-sales1' }]);
    expect(participantIdsOf(run.state)).toEqual(expect.arrayContaining(['u-be1', 'u-sales1']));
  });

  test('加签: the added signer, and everyone who decided before', () => {
    const run = runFlow(twoSteps, launch, [{ actor: 'u-be1', action: 'addSigner', to: 'u-fin1', position: 'before' }]);
    expect(participantIdsOf(run.state)).toEqual(expect.arrayContaining(['u-be1', 'u-fin1']));
    const done = runFlow(twoSteps, launch, [approve('u-be1'), approve('u-it1')]);
    expect(participantIdsOf(done.state)).toEqual(expect.arrayContaining(['u-be1', 'u-it1']));
  });
});
