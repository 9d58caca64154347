import type { VisibilityRule } from './visibility-rule';
import { applicantRule } from './applicant-rule';
import { participantRule } from './participant-rule';
import { ccRecipientRule } from './cc-recipient-rule';
import { flowAdminRule } from './flow-admin-rule';
import { systemAdminRule } from './system-admin-rule';

/** Every reason to see an instance; anyone none of them grants gets 403. */
export const VISIBILITY_RULES: readonly VisibilityRule[] = [applicantRule, participantRule, ccRecipientRule, flowAdminRule, systemAdminRule];
