/**
 * What the demo backend refuses in a form it is asked to store or publish (issue 33): control ids that are
 * JavaScript's built-in property names (`__proto__`, `constructor`, …), as the form reader and the CLI do.
 */
import { formModelMessages } from '../../domain/messages';
import { reservedControlIdsIn } from '../../domain/model/reserved-ids';
import { refuse } from './handler-kit';

export function refuseReservedControlIds(form: unknown): Response | undefined {
  const [first] = reservedControlIdsIn(form);
  return first === undefined ? undefined : refuse(400, formModelMessages.reservedControlId(first));
}
