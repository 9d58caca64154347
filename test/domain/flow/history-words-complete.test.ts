// Completeness of the history (issue 44): every entry the engine or a registered action records is worded by the
// timeline and the printed 审批记录 and read back from a stored state — from the registry, with no list to edit.
import { actionKinds } from '../../../domain/flow';
import { historyActions, historyWords, isHistoryAction } from '../../../domain/flow/runtime/history-wording';
import { parseInstanceState } from '../../../domain/flow/runtime/parse-instance-state';

const names = (id: string) => id;

describe('every history action is worded and read back', () => {
  test('every action the engine runs records an entry the history knows', () => {
    const running = actionKinds().filter((kind) => kind.apply && !kind.system).map((kind) => kind.name);
    expect(running.filter((name) => !isHistoryAction(name))).toEqual([]);
    expect(historyActions()).toEqual(expect.arrayContaining(running));
  });

  test.each(historyActions().map((action) => [action] as const))('%s: its entry has Chinese words and a tone', (action) => {
    const words = historyWords({ action: action as never, nodeId: 'n1', userIds: ['李四'] }, names);
    expect(words.what).toMatch(/\p{Script=Han}/u);
    expect(['done', 'rejected', 'info']).toContain(words.tone);
  });

  test.each(historyActions().map((action) => [action] as const))('%s: a stored state holding its entry reads back', (action) => {
    const state = {
      flowId: 'f', initiator: 'u1', status: 'pending', values: {}, selected: {}, tasks: [], cc: [], joins: {}, queues: {}, rounds: {},
      completedNodes: [], approvedBy: [], lastApprovers: [], taskSeq: 0, history: [{ action, nodeId: 'n1', userId: 'u1' }],
    };
    expect(parseInstanceState(state)).toMatchObject({ ok: true });
  });

  test('an unknown action is refused when read back', () => {
    expect(isHistoryAction('no-such-action')).toBe(false);
  });
});
