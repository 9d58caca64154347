/**
 * What still names a person who left (离职交接, issue 39), for the administrator to fix: the flows whose current
 * design names them (an approver, a cc, a fallback, an admin, a condition), the roles they are in, the
 * departments they head and the people whose 直属主管 they are.
 */
import type { LeaverHandOver } from '../../../application/ports/organisation-admin-api';
import type { DemoTx } from '../store/demo-db';
import { latestDesign } from '../instance-views';

export async function namesOfLeaver(tx: DemoTx, userId: string): Promise<LeaverHandOver['namedIn']> {
  const [models, roles, depts, users] = await Promise.all([tx.models.all(), tx.roles.all(), tx.depts.all(), tx.users.all()]);
  // An id is named wherever it appears as a whole JSON string in the design's flow and settings.
  const quoted = JSON.stringify(userId);
  const flows: string[] = [];
  for (const model of models) {
    const design = await latestDesign(tx, model.id);
    if (design && JSON.stringify([design.flow, design.settings]).includes(quoted)) flows.push(model.name);
  }
  return {
    flows,
    roles: roles.filter((r) => r.userIds.includes(userId)).map((r) => r.name),
    departments: depts.filter((d) => d.headId === userId).map((d) => d.name),
    supervised: users.filter((u) => u.supervisorId === userId && u.disabled !== true).map((u) => u.name),
  };
}
