// Issue 14, item 3: restoring a draft ignored option logic: 是否加急=是 was restored but 加急原因 stayed hidden
// until 否 then 是 was chosen again. A restored choice drives the logic like a typed one, at once.
import { FillSession } from '../../../application/filler/fill-session';
import { MemoryDrafts, FakeInstances } from './fakes';
import { control, form, options } from './forms';

const URGENT_YES = 1;
const leaveForm = form(
  control(8, 'urgent', { config: { title: '是否加急' }, children: options('是', '否') }),
  control(1, 'urgentReason', { config: { title: '加急原因' }, logic: { urgent: [URGENT_YES] } }),
);

function openWithDraft(values: Record<string, unknown>) {
  return new FillSession(
    { instances: new FakeInstances(), drafts: new MemoryDrafts() },
    {
      modelId: 'm1', modelName: '请假', form: leaveForm, user: { name: '张三', employeeNumber: 'E1001' }, newKey: () => 'k',
      draft: { modelId: 'm1', values, savedAt: '2024-05-01T08:00:00.000Z' },
    },
  );
}

test('restoring 是否加急=是 shows 加急原因 with its restored text at once', () => {
  const session = openWithDraft({ urgent: URGENT_YES, urgentReason: '家中急事' });
  expect(session.fieldState('urgentReason').visible).toBe(false);
  session.restoreDraft();
  expect(session.fieldState('urgent').value).toBe(URGENT_YES);
  expect(session.fieldState('urgentReason')).toMatchObject({ visible: true, value: '家中急事' });
  expect(session.visibleIdsSnapshot).toEqual(['urgent', 'urgentReason']);
});

test('restoring 是否加急=否 keeps 加急原因 hidden', () => {
  const session = openWithDraft({ urgent: 2 });
  session.restoreDraft();
  expect(session.fieldState('urgentReason').visible).toBe(false);
});
