import { checkFlow, previewRoute, viewerActions } from '../../../../domain/flow';
import { loadOrg } from '../../../fixtures/flows/flow-fixtures';
import { approve, approver, envOf, runFlow, users } from '../runtime-helpers';

const handler = (id: string, props: Record<string, unknown>, next?: unknown) => ({ id, type: 'handler', name: id, props, ...(next ? { next } : {}) });
const org = loadOrg();
const clock = { now: 0 };

describe('办理人 (handler) nodes', () => {
  const env = envOf(handler('h', { assignee: users('u-hr1', 'u-admin1'), mode: 'and' }, approver('a', { assignee: users('u-fin1') })));

  it('its holders 办理 with the approve action; the node passes as an approver node would (会签: everyone)', () => {
    const half = runFlow(env, { initiator: 'u-fe1', values: {} }, [approve('u-hr1')]);
    expect(half.pending).toEqual([{ nodeId: 'h', userIds: ['u-admin1'] }]);
    const done = runFlow(env, { initiator: 'u-fe1', values: {} }, [approve('u-hr1'), approve('u-admin1'), approve('u-fin1')]);
    expect(done.state.status).toBe('approved');
  });

  it('reject at a handler node is refused (办理人节点不能拒绝) and changes nothing', () => {
    const run = runFlow(env, { initiator: 'u-fe1', values: {} }, [{ actor: 'u-hr1', action: 'reject', comment: '不行' }]);
    expect(run.refused).toEqual([{ index: 0, message: '办理人节点不能拒绝' }]);
    expect(run.state.status).toBe('pending');
    expect(run.pending).toEqual([{ nodeId: 'h', userIds: ['u-hr1', 'u-admin1'] }]);
  });

  it('a handler is offered 办理 (not 拒绝), 转交, 加签 and comment', () => {
    const run = runFlow(env, { initiator: 'u-fe1', values: {} });
    const offered = viewerActions(env, run.state, 'u-hr1', clock).map((a) => `${a.name}:${a.label}`);
    expect(offered).toEqual(expect.arrayContaining(['approve:办理', 'transfer:转交', 'addSigner:加签', 'comment:评论']));
    expect(offered.some((a) => a.startsWith('reject'))).toBe(false);
  });

  it('a handler may 退回 to an earlier handler node, which runs again', () => {
    const twoHandlers = envOf(handler('h1', { assignee: users('u-hr1') }, handler('h2', { assignee: users('u-fin1') })));
    const run = runFlow(twoHandlers, { initiator: 'u-fe1', values: {} }, [approve('u-hr1'), { actor: 'u-fin1', action: 'return', nodeId: 'h1' }]);
    expect(run.refused).toEqual([]);
    expect(run.pending).toEqual([{ nodeId: 'h1', userIds: ['u-hr1'] }]);
  });

  it('route step { nodeId, type: "handler", mode, approvers }', () => {
    expect(previewRoute({ ...env, values: {}, initiator: 'u-fe1' }).steps[0]).toEqual({ nodeId: 'h', type: 'handler', mode: 'and', approvers: ['u-hr1', 'u-admin1'] });
  });

  it('dedupe treats a handler node as an approver node (keepFirst: 办理 once counts as approving once)', () => {
    const deduped = envOf(approver('a', { assignee: users('u-hr1') }, handler('h', { assignee: users('u-hr1') })), { dedupe: 'keepFirst' });
    expect(previewRoute({ ...deduped, values: {}, initiator: 'u-fe1' }).steps[1]).toEqual({ nodeId: 'h', type: 'handler', mode: 'or', approvers: ['u-hr1'], auto: 'dedupe' });
    expect(runFlow(deduped, { initiator: 'u-fe1', values: {} }, [approve('u-hr1')]).state.status).toBe('approved');
  });

  it('initiator auto-approve treats a handler node as an approver node', () => {
    const own = envOf(handler('h', { assignee: users('u-fe1') }), { initiatorAutoApprove: true });
    expect(previewRoute({ ...own, values: {}, initiator: 'u-fe1' }).steps[0]).toMatchObject({ type: 'handler', auto: 'initiator' });
    expect(runFlow(own, { initiator: 'u-fe1', values: {} }).state.status).toBe('approved');
  });

  it('the history words an approval at a handler node 已办理', async () => {
    const { historyWords, indexFlow } = await import('../../../../domain/flow');
    const run = runFlow(env, { initiator: 'u-fe1', values: {} }, [approve('u-hr1')]);
    const entry = run.state.history.find((h) => h.action === 'approve')!;
    expect(historyWords(entry, (id) => id, (id) => indexFlow(env.flow).node(id)).what).toBe('已办理');
  });

  it('check: a handler node without an assignee asks for a 办理人', () => {
    expect(checkFlow(envOf(handler('h', {}, undefined)).flow, envOf(null).form, org)).toEqual([{ nodeId: 'h', message: '「h」请设置办理人' }]);
  });
});
