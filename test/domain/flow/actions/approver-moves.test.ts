// Issue 42: the approver's moves — 加签 of several people before / after / beside me with a mode, 减签, 委派 and
// 交回, 撤回同意, attachments on comments — each rule and each refusal's words.
import { historyWords, pendingOf, viewerActions, type FlowAction, type FlowInstanceState } from '../../../../domain/flow';
import { approve, approver, envOf, runFlow, users } from '../runtime-helpers';

const launch = { initiator: 'u-fe1', values: { leave_days: 1 } };
const chain = (mode = 'or', ...holders: string[]) =>
  envOf(approver('a', { assignee: users(...(holders.length ? holders : ['u-be1'])), mode }, approver('b', { assignee: users('u-it1') }, approver('c', { assignee: users('u-ceo') }))));
const simple = chain();
const add = (actor: string, to: string | string[], position: string, extra: Partial<FlowAction> = {}): FlowAction => ({ actor, action: 'addSigner', to, position, ...extra });
const act = (actor: string, action: string, extra: Partial<FlowAction> = {}): FlowAction => ({ actor, action, ...extra });
const words = (state: FlowInstanceState) => state.history.map((entry) => `${entry.userId ?? ''}:${historyWords(entry, (id) => id).what}`);
const openAt = (state: FlowInstanceState, nodeId: string) => state.tasks.filter((t) => t.nodeId === nodeId && t.status === 'open').map((t) => t.userId);

describe('加签 (addSigner) of several people with a mode', () => {
  it('before, 会签 (the default): all added people decide first, then the task comes back to the actor', () => {
    const run = runFlow(simple, launch, [add('u-be1', ['u-sales1', 'u-fe2'], 'before')]);
    expect(run.refused).toEqual([]);
    expect(run.pending).toEqual([{ nodeId: 'a', userIds: ['u-sales1', 'u-fe2'] }]);
    const one = runFlow(simple, launch, [add('u-be1', ['u-sales1', 'u-fe2'], 'before'), approve('u-sales1')]);
    expect(one.pending).toEqual([{ nodeId: 'a', userIds: ['u-fe2'] }]);
    const both = runFlow(simple, launch, [add('u-be1', ['u-sales1', 'u-fe2'], 'before'), approve('u-sales1'), approve('u-fe2')]);
    expect(both.pending).toEqual([{ nodeId: 'a', userIds: ['u-be1'] }]);
    expect(runFlow(simple, launch, [add('u-be1', ['u-sales1', 'u-fe2'], 'before'), approve('u-sales1'), approve('u-fe2'), approve('u-be1')]).pending)
      .toEqual([{ nodeId: 'b', userIds: ['u-it1'] }]);
  });

  it('before, 或签: the first added person to approve decides for them all', () => {
    const run = runFlow(simple, launch, [add('u-be1', ['u-sales1', 'u-fe2'], 'before', { mode: 'or' }), approve('u-fe2')]);
    expect(run.pending).toEqual([{ nodeId: 'a', userIds: ['u-be1'] }]);
    expect(run.state.tasks.find((t) => t.userId === 'u-sales1')?.status).toBe('cancelled');
  });

  it('before, 依次: the added people decide one after the other, in the listed order', () => {
    const actions = [add('u-be1', ['u-sales1', 'u-fe2'], 'before', { mode: 'sequential' })];
    expect(runFlow(simple, launch, actions).pending).toEqual([{ nodeId: 'a', userIds: ['u-sales1'] }]);
    expect(runFlow(simple, launch, [...actions, approve('u-fe2')]).refused[0].message).toBe('你没有该审批的待处理任务，不能操作');
    expect(runFlow(simple, launch, [...actions, approve('u-sales1')]).pending).toEqual([{ nodeId: 'a', userIds: ['u-fe2'] }]);
    expect(runFlow(simple, launch, [...actions, approve('u-sales1'), approve('u-fe2')]).pending).toEqual([{ nodeId: 'a', userIds: ['u-be1'] }]);
  });

  it('before: a rejection by an added person rejects the instance', () => {
    const run = runFlow(simple, launch, [add('u-be1', ['u-sales1', 'u-fe2'], 'before'), act('u-fe2', 'reject', { comment: '不行' })]);
    expect(run.state.status).toBe('rejected');
  });

  it('after: the actor has approved; the added people decide next by their mode, then the route goes on', () => {
    const actions = [add('u-be1', ['u-sales1', 'u-fe2'], 'after', { mode: 'or' })];
    const run = runFlow(simple, launch, actions);
    expect(run.pending).toEqual([{ nodeId: 'a', userIds: ['u-sales1', 'u-fe2'] }]);
    expect(run.state.history.map((h) => h.action)).toEqual(['submit', 'addSigner', 'approve']);
    expect(runFlow(simple, launch, [...actions, approve('u-sales1')]).pending).toEqual([{ nodeId: 'b', userIds: ['u-it1'] }]);
    const together = [add('u-be1', ['u-sales1', 'u-fe2'], 'after')];
    expect(runFlow(simple, launch, [...together, approve('u-sales1')]).pending).toEqual([{ nodeId: 'a', userIds: ['u-fe2'] }]);
  });

  it('parallel (并加签) at 或签: the added people hold tasks beside the actor and the first decision decides the node', () => {
    const run = runFlow(simple, launch, [add('u-be1', ['u-sales1', 'u-fe2'], 'parallel')]);
    expect(run.pending).toEqual([{ nodeId: 'a', userIds: ['u-be1', 'u-sales1', 'u-fe2'] }]);
    const decided = runFlow(simple, launch, [add('u-be1', ['u-sales1', 'u-fe2'], 'parallel'), approve('u-fe2')]);
    expect(decided.pending).toEqual([{ nodeId: 'b', userIds: ['u-it1'] }]);
    expect(openAt(decided.state, 'a')).toEqual([]);
  });

  it('parallel at 会签: every added person must approve too', () => {
    const countersign = chain('and', 'u-be1', 'u-be-lead');
    const actions = [add('u-be1', 'u-sales1', 'parallel'), approve('u-be1'), approve('u-be-lead')];
    expect(runFlow(countersign, launch, actions).pending).toEqual([{ nodeId: 'a', userIds: ['u-sales1'] }]);
    expect(runFlow(countersign, launch, [...actions, approve('u-sales1')]).pending).toEqual([{ nodeId: 'b', userIds: ['u-it1'] }]);
  });

  it('parallel at 依次: the added people queue right after the current holder', () => {
    const sequential = chain('sequential', 'u-be1', 'u-be-lead');
    const actions = [add('u-be1', ['u-sales1'], 'parallel'), approve('u-be1')];
    expect(runFlow(sequential, launch, actions).pending).toEqual([{ nodeId: 'a', userIds: ['u-sales1'] }]);
    expect(runFlow(sequential, launch, [...actions, approve('u-sales1')]).pending).toEqual([{ nodeId: 'a', userIds: ['u-be-lead'] }]);
  });

  it('a single id as before still works, and its words name the position; several name their mode', () => {
    const single = runFlow(simple, launch, [add('u-be1', 'u-sales1', 'before')]);
    expect(single.pending).toEqual([{ nodeId: 'a', userIds: ['u-sales1'] }]);
    expect(words(single.state)).toContain('u-be1:前加签 u-sales1');
    expect(words(runFlow(simple, launch, [add('u-be1', ['u-sales1', 'u-fe2'], 'before')]).state)).toContain('u-be1:前加签 u-sales1、u-fe2（会签）');
    expect(words(runFlow(simple, launch, [add('u-be1', ['u-sales1', 'u-fe2'], 'after', { mode: 'sequential' })]).state)).toContain('u-be1:后加签 u-sales1、u-fe2（依次审批）');
    expect(words(runFlow(simple, launch, [add('u-be1', ['u-sales1', 'u-fe2'], 'parallel')]).state)).toContain('u-be1:并加签 u-sales1、u-fe2');
  });

  it('refused: oneself, someone holding or having decided a task here, an unknown or disabled person, more than 10, a bad position or mode, nobody', () => {
    const refused = (action: FlowAction, env = simple, before: FlowAction[] = []) => runFlow(env, launch, [...before, action]).refused[0]?.message;
    expect(refused(add('u-be1', ['u-sales1', 'u-be1'], 'before'))).toBe('不能给自己加签');
    const countersign = chain('and', 'u-be1', 'u-be-lead');
    expect(refused(add('u-be1', 'u-be-lead', 'parallel'), countersign)).toBe('该成员已在当前节点审批');
    expect(refused(add('u-be1', 'u-be-lead', 'after'), countersign, [approve('u-be-lead')])).toBe('该成员已在当前节点审批');
    expect(refused(add('u-be1', ['u-sales1', 'ghost'], 'after'))).toBe('加签对象不存在');
    const withDisabled = { ...simple, org: { ...simple.org, users: simple.org.users.map((u) => (u.id === 'u-sales1' ? { ...u, disabled: true } : u)) } };
    expect(refused(add('u-be1', 'u-sales1', 'after'), withDisabled)).toBe('加签对象不存在');
    const eleven = ['u-ceo', 'u-hr-head', 'u-hr1', 'u-admin1', 'u-fin-head', 'u-fin1', 'u-rd-head', 'u-fe-lead', 'u-fe2', 'u-it1', 'u-sales1'];
    expect(refused(add('u-be1', eleven, 'before'))).toBe('加签人数不能超过 10 人');
    expect(refused(add('u-be1', eleven.slice(0, 10), 'before'))).toBeUndefined();
    expect(refused(add('u-be1', 'u-sales1', 'sideways'))).toBe('加签方式必须是 before（前加签）、after（后加签）或 parallel（并加签）');
    expect(refused(add('u-be1', ['u-sales1', 'u-fe2'], 'before', { mode: 'ratio' }))).toBe('加签人员的审批方式必须是 and（会签）、or（或签）或 sequential（依次审批）');
    expect(refused(add('u-be1', [], 'before'))).toBe('请选择加签人员');
  });

  it('is offered with the three positions, the modes and at most 10 people', () => {
    const state = runFlow(simple, launch).state;
    const offer = viewerActions(simple, state, 'u-be1', { now: 0 }).find((a) => a.name === 'addSigner');
    expect(offer?.needs).toMatchObject({ position: ['before', 'after', 'parallel'], modes: ['and', 'or', 'sequential'], person: { max: 10 } });
  });
});

describe('减签 (removeSigner)', () => {
  it('takes an added person who has not decided off: their task is cancelled and 减签 is recorded', () => {
    const run = runFlow(simple, launch, [add('u-be1', ['u-sales1', 'u-fe2'], 'parallel'), act('u-be1', 'removeSigner', { to: ['u-sales1'] })]);
    expect(run.refused).toEqual([]);
    expect(run.pending).toEqual([{ nodeId: 'a', userIds: ['u-be1', 'u-fe2'] }]);
    expect(run.state.tasks.find((t) => t.userId === 'u-sales1')?.status).toBe('cancelled');
    expect(words(run.state).at(-1)).toBe('u-be1:减签 u-sales1');
  });

  it('when what remains completes the node (会签 with everyone left approved), the route goes on', () => {
    const countersign = chain('and', 'u-be1', 'u-be-lead');
    const run = runFlow(countersign, launch, [add('u-be1', ['u-sales1'], 'after'), approve('u-be-lead'), act('u-be1', 'removeSigner', { to: 'u-sales1' })]);
    expect(run.refused).toEqual([]);
    expect(run.pending).toEqual([{ nodeId: 'b', userIds: ['u-it1'] }]);
  });

  it('a 前加签 batch emptied hands the task back; a queued 依次 person leaves the queue', () => {
    const back = runFlow(simple, launch, [add('u-be1', ['u-sales1'], 'before'), act('u-be1', 'removeSigner', { to: ['u-sales1'] })]);
    expect(back.pending).toEqual([{ nodeId: 'a', userIds: ['u-be1'] }]);
    const queued = runFlow(simple, launch, [add('u-be1', ['u-sales1', 'u-fe2'], 'before', { mode: 'sequential' }), act('u-be1', 'removeSigner', { to: ['u-fe2'] }), approve('u-sales1')]);
    expect(queued.refused).toEqual([]);
    expect(queued.pending).toEqual([{ nodeId: 'a', userIds: ['u-be1'] }]);
  });

  it('refused for someone the actor did not add, who already decided, or when the actor is not the one who added them', () => {
    const message = '只能减去由你加签且尚未处理的人员';
    const countersign = chain('and', 'u-be1', 'u-be-lead');
    expect(runFlow(countersign, launch, [act('u-be1', 'removeSigner', { to: ['u-be-lead'] })]).refused[0].message).toBe(message);
    expect(runFlow(simple, launch, [add('u-be1', ['u-sales1', 'u-fe2'], 'after'), approve('u-sales1'), act('u-be1', 'removeSigner', { to: ['u-sales1'] })]).refused[0].message).toBe(message);
    expect(runFlow(simple, launch, [add('u-be1', ['u-sales1', 'u-fe2'], 'parallel'), act('u-fe2', 'removeSigner', { to: ['u-sales1'] })]).refused[0].message).toBe(message);
    expect(runFlow(simple, launch, [add('u-be1', ['u-sales1'], 'parallel'), act('u-be1', 'removeSigner', { to: [] })]).refused[0].message).toBe(message);
  });

  it('is offered to the one who added people, listing those they may still take off', () => {
    const state = runFlow(simple, launch, [add('u-be1', ['u-sales1', 'u-fe2'], 'parallel'), approve('u-sales1', { nodeId: 'a' })]).state;
    // u-sales1's approval decided the 或签 node: nobody is left to take off.
    expect(viewerActions(simple, state, 'u-be1', { now: 0 }).map((a) => a.name)).not.toContain('removeSigner');
    const running = runFlow(simple, launch, [add('u-be1', ['u-sales1', 'u-fe2'], 'before')]).state;
    expect(viewerActions(simple, running, 'u-be1', { now: 0 }).find((a) => a.name === 'removeSigner')?.needs.removable).toEqual(['u-sales1', 'u-fe2']);
  });
});

describe('委派 (delegate) and 交回 (resolve)', () => {
  const delegated = [act('u-be1', 'delegate', { to: 'u-sales1', comment: '帮我看看' })];

  it('the task becomes delegated; the delegate 同意 = 交回 with their comment; then the actor decides', () => {
    const run = runFlow(simple, launch, delegated);
    expect(run.pending).toEqual([{ nodeId: 'a', userIds: ['u-sales1'] }]);
    expect(run.state.tasks.find((t) => t.userId === 'u-be1')?.status).toBe('delegated');
    const back = runFlow(simple, launch, [...delegated, approve('u-sales1', { comment: '没问题' })]);
    expect(back.pending).toEqual([{ nodeId: 'a', userIds: ['u-be1'] }]);
    expect(back.state.history.at(-1)).toMatchObject({ action: 'resolve', userId: 'u-sales1', comment: '没问题' });
    expect(words(back.state).slice(-2)).toEqual(['u-be1:委派给 u-sales1', 'u-sales1:已处理并交回']);
    expect(runFlow(simple, launch, [...delegated, act('u-sales1', 'resolve'), approve('u-be1')]).pending).toEqual([{ nodeId: 'b', userIds: ['u-it1'] }]);
  });

  it('the delegate may only hand it back (and comment): anything else is refused', () => {
    const message = '委派的任务只能处理后交回';
    for (const action of [act('u-sales1', 'reject', { comment: '不行' }), act('u-sales1', 'transfer', { to: 'u-fe2' }), add('u-sales1', 'u-fe2', 'before'), act('u-sales1', 'delegate', { to: 'u-fe2' }), act('u-sales1', 'return', { nodeId: 'start' })]) {
      expect(runFlow(simple, launch, [...delegated, action]).refused[0]?.message).toBe(message);
    }
    expect(runFlow(simple, launch, [...delegated, act('u-sales1', 'comment', { comment: '看过了' })]).refused).toEqual([]);
    const state = runFlow(simple, launch, delegated).state;
    expect(viewerActions(simple, state, 'u-sales1', { now: 0 }).map((a) => a.name)).toEqual(['comment', 'approve']);
  });

  it('while delegated the actor cannot decide, and a delegated task still holds a 会签 node open', () => {
    expect(runFlow(simple, launch, [...delegated, approve('u-be1')]).refused[0].message).toBe('你没有该审批的待处理任务，不能操作');
    const countersign = chain('and', 'u-be1', 'u-be-lead');
    expect(runFlow(countersign, launch, [...delegated, approve('u-be-lead')]).pending).toEqual([{ nodeId: 'a', userIds: ['u-sales1'] }]);
  });

  it('refused: to oneself, to an unknown person, to someone deciding here', () => {
    expect(runFlow(simple, launch, [act('u-be1', 'delegate', { to: 'u-be1' })]).refused[0].message).toBe('不能委派给自己');
    expect(runFlow(simple, launch, [act('u-be1', 'delegate', { to: 'ghost' })]).refused[0].message).toBe('委派对象不存在');
    expect(runFlow(chain('and', 'u-be1', 'u-be-lead'), launch, [act('u-be1', 'delegate', { to: 'u-be-lead' })]).refused[0].message).toBe('该成员已在当前节点审批');
  });
});

describe('撤回同意 (retract)', () => {
  it('after an approve with nothing decided since: the next tasks are cancelled and the actor decides again', () => {
    const run = runFlow(simple, launch, [approve('u-be1'), act('u-be1', 'retract')]);
    expect(run.refused).toEqual([]);
    expect(run.pending).toEqual([{ nodeId: 'a', userIds: ['u-be1'] }]);
    expect(run.state.tasks.find((t) => t.userId === 'u-it1')?.status).toBe('cancelled');
    expect(run.state.completedNodes).toEqual([]);
    expect(words(run.state).at(-1)).toBe('u-be1:撤回了同意');
    const again = runFlow(simple, launch, [approve('u-be1'), act('u-be1', 'retract'), approve('u-be1'), approve('u-it1')]);
    expect(again.pending).toEqual([{ nodeId: 'c', userIds: ['u-ceo'] }]);
  });

  it('at 或签 the node is open again for its holders; at 会签 only the retracting person\'s task', () => {
    const or = chain('or', 'u-be1', 'u-be-lead');
    expect(runFlow(or, launch, [approve('u-be1'), act('u-be1', 'retract')]).pending).toEqual([{ nodeId: 'a', userIds: ['u-be1', 'u-be-lead'] }]);
    const and = chain('and', 'u-be1', 'u-be-lead');
    expect(runFlow(and, launch, [approve('u-be1'), act('u-be1', 'retract')]).pending).toEqual([{ nodeId: 'a', userIds: ['u-be1', 'u-be-lead'] }]);
    expect(runFlow(and, launch, [approve('u-be1'), act('u-be1', 'retract'), approve('u-be1'), approve('u-be-lead')]).pending).toEqual([{ nodeId: 'b', userIds: ['u-it1'] }]);
  });

  it('at 会签 a fellow member\'s approval since is not "a task after N decided": the actor may still retract, theirs stands', () => {
    const and = chain('and', 'u-be1', 'u-be-lead', 'u-fe2');
    // The node has not moved on: only the actor's task opens again.
    const waiting = runFlow(and, launch, [approve('u-be1'), approve('u-be-lead'), act('u-be1', 'retract')]);
    expect(waiting.refused).toEqual([]);
    expect(waiting.pending).toEqual([{ nodeId: 'a', userIds: ['u-be1', 'u-fe2'] }]);
    expect(waiting.state.tasks.find((t) => t.userId === 'u-be-lead')?.status).toBe('approved');
    const before = runFlow(and, launch, [approve('u-be1'), approve('u-be-lead')]).state;
    expect(viewerActions(and, before, 'u-be1', { now: 0 }).map((a) => a.name)).toContain('retract');
    // The last member's approval moved the node on: the next node's task is cancelled, N waits for the actor again.
    const moved = runFlow(and, launch, [approve('u-be1'), approve('u-be-lead'), approve('u-fe2'), act('u-be1', 'retract')]);
    expect(moved.refused).toEqual([]);
    expect(moved.pending).toEqual([{ nodeId: 'a', userIds: ['u-be1'] }]);
    expect(moved.state.tasks.find((t) => t.userId === 'u-it1')?.status).toBe('cancelled');
    expect(moved.state.completedNodes).toEqual([]);
    expect(moved.state.approvedBy).toEqual(['u-be-lead', 'u-fe2']);
    // Approving again moves the node on; the fellow who approved last may still take theirs back until then.
    expect(runFlow(and, launch, [approve('u-be1'), approve('u-be-lead'), approve('u-fe2'), act('u-be1', 'retract'), approve('u-be1')]).pending).toEqual([{ nodeId: 'b', userIds: ['u-it1'] }]);
    expect(runFlow(and, launch, [approve('u-be1'), approve('u-be-lead'), approve('u-fe2'), act('u-fe2', 'retract')]).pending).toEqual([{ nodeId: 'a', userIds: ['u-fe2'] }]);
    // Once the next node decided, neither can.
    expect(runFlow(and, launch, [approve('u-be1'), approve('u-be-lead'), approve('u-fe2'), approve('u-it1'), act('u-be1', 'retract')]).refused[0].message).toBe('后续节点已处理，不能撤回');
  });

  it('a cc node, an auto-passed node, a comment or a 加签 after N are not "decided": the retract cancels what came after', () => {
    const withCc = envOf(approver('a', { assignee: users('u-be1') }, { id: 'cc', type: 'cc', name: 'cc', props: { assignee: users('u-hr1') }, next: approver('b', { assignee: users('u-be1', 'u-it1'), mode: 'and' }) }));
    // b's u-be1 passes by dedupe (auto); u-it1 comments and adds someone before deciding.
    const run = runFlow(withCc, launch, [approve('u-be1'), act('u-it1', 'comment', { comment: '看一下' }), add('u-it1', 'u-ceo', 'before'), act('u-be1', 'retract')]);
    expect(run.refused).toEqual([]);
    expect(run.pending).toEqual([{ nodeId: 'a', userIds: ['u-be1'] }]);
    expect(run.state.tasks.filter((t) => t.nodeId === 'b' && (t.status === 'open' || t.status === 'waiting'))).toEqual([]);
  });

  it('refused once a later node decided, with nothing approved, and after the instance ended', () => {
    const message = '后续节点已处理，不能撤回';
    expect(runFlow(simple, launch, [approve('u-be1'), approve('u-it1'), act('u-be1', 'retract')]).refused[0].message).toBe(message);
    expect(runFlow(simple, launch, [approve('u-be1'), act('u-it1', 'transfer', { to: 'u-fe2' }), act('u-be1', 'retract')]).refused[0].message).toBe(message);
    expect(runFlow(simple, launch, [approve('u-be1'), act('u-it1', 'delegate', { to: 'u-fe2' }), act('u-be1', 'retract')]).refused[0].message).toBe(message);
    expect(runFlow(simple, launch, [act('u-be1', 'retract')]).refused[0].message).toBe(message);
    // 依次: the next in the queue got their task from the approval, so their decision counts as one after it.
    expect(runFlow(chain('sequential', 'u-be1', 'u-be-lead'), launch, [approve('u-be1'), approve('u-be-lead'), act('u-be1', 'retract')]).refused[0].message).toBe(message);
    expect(runFlow(chain('sequential', 'u-be1', 'u-be-lead'), launch, [approve('u-be1'), act('u-be1', 'retract')]).pending).toEqual([{ nodeId: 'a', userIds: ['u-be1'] }]);
    const done = runFlow(simple, launch, [approve('u-be1'), approve('u-it1'), approve('u-ceo'), act('u-ceo', 'retract')]);
    expect(done.state.status).toBe('approved');
    expect(done.refused[0].message).toBe('该审批已结束，不能再操作');
  });

  it('is offered to the approver while it can be taken back, and no longer once the next person decided', () => {
    const state = runFlow(simple, launch, [approve('u-be1')]).state;
    expect(viewerActions(simple, state, 'u-be1', { now: 0 }).map((a) => a.name)).toContain('retract');
    const later = runFlow(simple, launch, [approve('u-be1'), approve('u-it1')]).state;
    expect(viewerActions(simple, later, 'u-be1', { now: 0 }).map((a) => a.name)).not.toContain('retract');
    expect(pendingOf(later)).toEqual([{ nodeId: 'c', userIds: ['u-ceo'] }]);
  });
});

describe('attachments on comments', () => {
  it('同意, 拒绝, 退回, 评论 and 交回 record up to 9 file ids; a 10th is refused in the attachment control\'s words', () => {
    const files = ['f1', 'f2'];
    expect(runFlow(simple, launch, [approve('u-be1', { attachments: files })]).state.history.at(-1)).toMatchObject({ action: 'approve', attachments: files });
    expect(runFlow(simple, launch, [act('u-be1', 'reject', { comment: '不行', attachments: files })]).state.history.at(-1)).toMatchObject({ action: 'reject', attachments: files });
    expect(runFlow(simple, launch, [act('u-fe1', 'comment', { comment: '补充', attachments: files })]).state.history.at(-1)).toMatchObject({ action: 'comment', attachments: files });
    expect(runFlow(simple, launch, [approve('u-be1'), act('u-it1', 'return', { nodeId: 'a', attachments: files })]).state.history).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'return', attachments: files })]));
    expect(runFlow(simple, launch, [act('u-be1', 'delegate', { to: 'u-sales1' }), act('u-sales1', 'resolve', { attachments: files })]).state.history.at(-1)).toMatchObject({ action: 'resolve', attachments: files });
    const ten = Array.from({ length: 10 }, (_, i) => `f${i}`);
    expect(runFlow(simple, launch, [approve('u-be1', { attachments: ten })]).refused[0].message).toBe('最多只能上传 9 个附件!');
    expect(runFlow(simple, launch, [approve('u-be1', { attachments: ten.slice(0, 9) })]).refused).toEqual([]);
  });
});
