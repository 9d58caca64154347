import { checkedSubmission, type Submission } from '../core/submission-check';
import { refuse } from './handler-kit';

/** The 400 answer (msg + `data.errors`) when submitted values break a rule, else undefined. */
export function refuseInvalidSubmission(submission: Submission): Response | undefined {
  const problem = checkedSubmission(submission);
  return problem ? refuse(400, problem.message, { errors: problem.errors }) : undefined;
}
