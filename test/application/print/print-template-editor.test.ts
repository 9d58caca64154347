import type { FlowModelApi } from '../../../application/ports/flow-model-api';
import { DesignerSession } from '../../../application/designer/designer-session';
import { PrintTemplateEditor } from '../../../application/print/print-template-editor';
import { firstValueFrom } from 'rxjs';
import { FakeFlowModelApi } from '../designer/fake-flow-model-api';
import { leaveWithTableForm } from '../../fixtures/print-fixtures';

async function editor() {
  const api = new FakeFlowModelApi();
  api.seed('m1', leaveWithTableForm());
  const session = new DesignerSession(api as unknown as FlowModelApi);
  await session.load('m1');
  return { api, session, editor: new PrintTemplateEditor(session) };
}

describe('打印设置: the print template editor', () => {
  test('the print template is saved with the design (the designer’s 保存)', async () => {
    const { api, session, editor: e } = await editor();
    e.update({ title: '请假单', paper: 'A5', orientation: 'landscape', watermark: '内部', isPDF: true });
    expect(session.snapshot.dirty).toBe(true);
    const result = await session.save();
    expect(result.ok).toBe(true);
    const saved = api.saves[0]!.settings as { print: { title: string; paper: string }; isPDF: boolean };
    expect(saved.print).toMatchObject({ title: '请假单', paper: 'A5', orientation: 'landscape', watermark: '内部', isPDF: true });
    expect(saved.isPDF).toBe(true);
    expect(session.snapshot.dirty).toBe(false);
  });

  test('customising starts from the default layout; controls can be dropped, added and reordered', async () => {
    const { editor: e } = await editor();
    e.update({ layout: 'custom' });
    expect(e.template.controlIds).toEqual(['type', 'range', 'back', 'region', 'reason', 'items']);
    e.setControlChosen('range', false);
    e.setControlChosen('secret', true);
    e.moveControl('secret', -1);
    expect(e.template.controlIds).toEqual(['type', 'back', 'region', 'reason', 'secret', 'items']);
    const controls = await firstValueFrom(e.controls$);
    expect(controls.filter((c) => !c.chosen).map((c) => c.id)).toEqual(['range', 'proof']);
    e.resetLayout();
    expect(e.template.layout).toBe('default');
  });

  test('a margin outside 0–50 mm is refused with a Chinese reason and nothing changes', async () => {
    const { editor: e } = await editor();
    expect(e.setMargin('top', 80)).toBe('页边距须为 0～50 之间的数字（毫米）');
    expect(e.setMargin('top', null)).toBeDefined();
    expect(e.template.margins.top).toBe(15);
    expect(e.setMargin('top', 20)).toBeUndefined();
    expect(e.template.margins.top).toBe(20);
  });

  test('system fields keep the catalogue order whatever the order they are switched on', async () => {
    const { editor: e } = await editor();
    const order = ['applicant', 'department', 'flowName', 'printedBy'] as const;
    e.update({});
    e.setSystemField('printedBy', true, order);
    e.setSystemField('flowName', true, order);
    e.setSystemField('department', false, order);
    expect(e.template.systemFields).toEqual(['applicant', 'flowName', 'printedBy']);
  });

  test('the live preview follows every setting, rendered with a made-up instance of the flow', async () => {
    const { editor: e } = await editor();
    e.update({ title: '预览标题', approvalRecord: false });
    const preview = await firstValueFrom(e.preview$);
    expect(preview.title).toBe('预览标题');
    expect(preview.approvalRecord).toBeUndefined();
    expect(preview.fields.find((f) => f.id === 'type')?.value).toEqual({ kind: 'text', text: '年假' });
    expect(preview.fields.find((f) => f.id === 'items')?.value).toMatchObject({ kind: 'table', footer: ['', '总计：600'] });
  });
});
