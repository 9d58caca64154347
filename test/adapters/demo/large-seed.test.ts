// Issue 15: a seed generator for large data (`?seed=10000`, `npm run demo:seed`).
import { createLargeSeed } from '../../../adapters/demo/seed/large-seed';
import { parseBackup, toBackup } from '../../../server/core/store/demo-backup';

describe('large seed', () => {
  it('large seed: 10,000 instances in all, the flows give work to the people they name, a valid backup', () => {
    const tables = createLargeSeed(10_000);
    expect(tables.instances).toHaveLength(10_000);
    // The two default identities apply; the flows route their work to the people the organisation names.
    for (const identity of ['applicant', 'approver'] as const) {
      const me = tables.users.find((u) => u.identity === identity)!.id;
      expect(tables.instances.filter((i) => i.applicantId === me).length).toBeGreaterThan(3000);
    }
    // 周敏 is 张三's supervisor and department head, 陈志远 李四's supervisor; 陈静 is copied on every leave.
    for (const approver of ['u-hr-head', 'u-ceo']) {
      expect(tables.tasks.filter((t) => t.userId === approver && t.status === 'open').length).toBeGreaterThan(500);
      expect(tables.tasks.filter((t) => t.userId === approver && t.status === 'done').length).toBeGreaterThan(1000);
    }
    expect(tables.ccs.filter((c) => c.userId === 'u-admin-1').length).toBeGreaterThan(500);
    expect(parseBackup(JSON.stringify(toBackup(tables))).instances).toHaveLength(10_000);
  });

  it('large seed: the same count gives the same data', () => {
    expect(createLargeSeed(50)).toEqual(createLargeSeed(50));
  });
});
