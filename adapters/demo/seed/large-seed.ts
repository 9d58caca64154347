import type { Applicant } from '../../../application/ports/instance-api';
import type { DemoTables, InstanceRow, UserRow } from '../store/demo-tables';
import { createSeedTables } from './seed-state';

/** The most instances a generated seed may hold (a browser tab has to keep up). */
export const MAX_GENERATED_INSTANCES = 100_000;

/** Values per model, enough for the lists and the instance view to show something real. */
const VALUES: Record<string, (i: number) => Record<string, unknown>> = {
  'model-leave': (i) => ({ leave_type: (i % 4) + 1, leave_range: ['2025-03-10 09:00', '2025-03-11 18:00'], leave_days: (i % 5) + 1, leave_reason: `事由 ${i}` }),
  'model-trip': (i) => ({ trip_start: '2025-04-01', trip_end: '2025-04-03', trip_duration: '2', trip_region: ['上海市', '市辖区', '徐汇区'], trip_vehicle: (i % 4) + 1 }),
  'model-expense': (i) => ({ expense_title: `报销 ${i}`, expense_items: [[1, String(100 + (i % 900)), '']], expense_total: `${100 + (i % 900)}.00`, expense_advance: 0, expense_due: `${100 + (i % 900)}.00` }),
  'model-purchase': (i) => ({ purchase_item: `物品 ${i}`, purchase_qty: (i % 9) + 1, purchase_price: 100, purchase_total: `${((i % 9) + 1) * 100}.00` }),
};

const asApplicant = (u: UserRow): Applicant => ({ id: u.id, name: u.name, employeeNumber: u.employeeNumber, department: u.department });

/**
 * The seed plus generated instances up to `count` in all (`?seed=10000`, `npm run demo:seed`), so scale can be
 * tried. Deterministic: the same count gives the same data. Every identity gets instances in every list: a
 * third pending (an open task for the other identity), the rest approved or rejected (a done task), every
 * fourth copied to a colleague. Dates spread over the two years before 2025-03-01.
 */
export function createLargeSeed(count: number): DemoTables {
  const tables = createSeedTables();
  const wanted = Math.min(Math.max(Math.floor(count), 0), MAX_GENERATED_INSTANCES) - tables.instances.length;
  const people = tables.users;
  const applicant = people.find((u) => u.identity === 'applicant')!;
  const approver = people.find((u) => u.identity === 'approver')!;
  const models = tables.models.filter((m) => VALUES[m.id]);
  const start = Date.parse('2023-03-01T00:00:00.000Z');
  const step = Math.max(1, Math.floor((2 * 365 * 86_400_000) / Math.max(wanted, 1)));
  for (let i = 0; i < wanted; i++) {
    const model = models[i % models.length]!;
    const design = tables.designs.find((d) => d.modelId === model.id)!;
    // Applicants alternate between the two identities, with a colleague now and then.
    const who = i % 5 === 4 ? people[i % people.length]! : i % 2 === 0 ? applicant : approver;
    const decider = who.id === approver.id ? applicant : approver;
    const createdAt = new Date(start + i * step).toISOString();
    const decidedAt = new Date(start + i * step + 3_600_000).toISOString();
    const status = i % 3 === 0 ? 'pending' : i % 3 === 1 ? 'approved' : 'rejected';
    const id = `gen-${i + 1}`;
    const nodeId = design.flow.nodes.find((n) => n.type === 'approval')?.id ?? 'task-1';
    const action = status === 'approved' ? 'approve' : 'reject';
    const comment = action === 'approve' ? '同意' : '请补充说明';
    const row: InstanceRow = {
      id, modelId: model.id, modelName: model.name, title: `${who.name}的${model.name} #${i + 1}`, status,
      applicant: asApplicant(who), applicantId: who.id, createdAt, updatedAt: status === 'pending' ? createdAt : decidedAt,
      designVersion: design.version, values: VALUES[model.id]!(i),
      history: status === 'pending' ? [] : [{ taskId: nodeId, approverId: decider.id, approverName: decider.name, action, comment, at: decidedAt }],
    };
    tables.tasks.push(status === 'pending'
      ? { id: `${id}-t1`, instanceId: id, nodeId, userId: decider.id, status: 'open', createdAt }
      : { id: `${id}-t1`, instanceId: id, nodeId, userId: decider.id, status: 'done', createdAt, doneAt: decidedAt, action, comment });
    if (i % 4 < 2) {
      const cc = who.id === applicant.id ? approver : applicant;
      tables.ccs.push({ id: `${id}-cc`, instanceId: id, nodeId: 'cc-1', userId: cc.id, createdAt });
    }
    tables.instances.push(row);
  }
  return tables;
}
