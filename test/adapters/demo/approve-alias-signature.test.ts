// The older 同意 call (instance/approve, an alias of instance/action) keeps the approver's drawn signature: a node
// with requireSignature refuses it without one (请先签名) and records it when sent.
import { approvalBackend } from './approval-kit';
import { leaveRange } from '../support/leave-dates';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const W = '/flow/workflow/';
const leave = { leave_type: 1, leave_days: 2, leave_range: leaveRange(2), leave_reason: '家中有事', leave_phone: '13800138000' };

type Node = { type: string; props?: Record<string, unknown>; next?: Node; branches?: Node[] };

/** Every approver node of the published leave flow asks for a signature (as the drawer's 签名 switch would). */
async function requireSignatureOnLeave(b: Awaited<ReturnType<typeof approvalBackend>>) {
  const sign = (node: Node | undefined): Node | undefined => node && {
    ...node,
    ...(node.type === 'approver' ? { props: { ...node.props, requireSignature: true } } : {}),
    ...(node.next ? { next: sign(node.next) } : {}),
    ...(node.branches ? { branches: node.branches.map((branch) => sign(branch)!) } : {}),
  };
  await b.store.write(async (tx) => {
    const model = (await tx.models.get('model-leave'))!;
    const design = (await tx.designs.get(['model-leave', model.publishedVersion]))!;
    const flow = design.flow as unknown as { root: Node };
    await tx.designs.put({ ...design, flow: { ...flow, root: sign(flow.root)! } as unknown as typeof design.flow });
  });
}

it('requireSignature through instance/approve: refused without a signature (请先签名), recorded with one', async () => {
  const b = await approvalBackend();
  await requireSignatureOnLeave(b);
  await b.as('u-zhaoliu');
  const id = (await b.launch('model-leave', leave)).body.data.id as string;
  const row = await b.store.read((tx) => tx.instances.get(id));
  const approver = row!.flowState!.tasks.find((task) => task.status === 'open')!.userId;
  await b.as(approver);
  const unsigned = await b.post(`${W}instance/approve`, { instanceId: id, action: 'approve', comment: '同意' });
  expect(unsigned.body.msg).toBe('请先签名');
  const signed = await b.post(`${W}instance/approve`, { instanceId: id, action: 'approve', comment: '同意', signature: PNG });
  expect(signed.body.msg).toBe('ok');
  const after = await b.store.read((tx) => tx.instances.get(id));
  expect(after!.flowState!.history.find((entry) => entry.action === 'approve' && entry.userId === approver)?.signature).toBeDefined();
});
