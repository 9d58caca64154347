import { buildPrintDocument } from '../../../domain/print/print-document';
import { DEFAULT_PRINT_TEMPLATE } from '../../../domain/print/print-template';
import { SYSTEM_FIELD_KEYS } from '../../../domain/print/system-fields';
import { leaveSource } from '../../fixtures/print-fixtures';
import { pageLabel } from '../../../domain/print/paper';
import { printPreviewUrl } from '../../../domain/print/print-url';
import { approvalRecordRows } from '../../../domain/print/approval-record';

const moment = { printedBy: '李四', printedAt: '2025-03-07T01:00:00.000Z' };

describe('the printed sheet', () => {
  test('a control with isPrint off is absent', () => {
    const doc = buildPrintDocument(DEFAULT_PRINT_TEMPLATE, leaveSource(), moment);
    expect(doc.fields.map((f) => f.label)).not.toContain('内部备注');
    expect(JSON.stringify(doc)).not.toContain('不要打印我');
  });

  test('the title defaults to the flow name; the PDF is named 流程名称-编号.pdf', () => {
    const doc = buildPrintDocument(DEFAULT_PRINT_TEMPLATE, leaveSource(), moment);
    expect(doc.title).toBe('请假');
    expect(doc.fileName).toBe('请假-inst-9.pdf');
    expect(buildPrintDocument({ ...DEFAULT_PRINT_TEMPLATE, title: '请假单' }, leaveSource(), moment).title).toBe('请假单');
  });

  test('system fields print in the chosen order with their values', () => {
    const doc = buildPrintDocument({ ...DEFAULT_PRINT_TEMPLATE, systemFields: SYSTEM_FIELD_KEYS }, leaveSource(), moment);
    expect(doc.systemFields.map((f) => [f.label, f.value !== ''])).toEqual([
      ['发起人', true], ['部门', true], ['流程名称', true], ['流程编号', true], ['发起时间', true], ['完成时间', true],
      ['状态', true], ['打印人', true], ['打印时间', true],
    ]);
    expect(doc.systemFields.find((f) => f.key === 'status')?.value).toBe('已通过');
    expect(doc.systemFields.find((f) => f.key === 'printedBy')?.value).toBe('李四');
  });

  test('paper A5 landscape lies 210 × 148 mm', () => {
    const doc = buildPrintDocument({ ...DEFAULT_PRINT_TEMPLATE, paper: 'A5', orientation: 'landscape' }, leaveSource(), moment);
    expect(doc.sizeMm).toEqual({ width: 210, height: 148 });
  });

  test('the approval record can be left out', () => {
    expect(buildPrintDocument({ ...DEFAULT_PRINT_TEMPLATE, approvalRecord: false }, leaveSource(), moment).approvalRecord).toBeUndefined();
  });

  test("the footer reads '第 1 页 / 共 N 页'", () => {
    expect(pageLabel(1, 3)).toBe('第 1 页 / 共 3 页');
  });

  test('the print button opens the print view with isPDF=1 only when the template asks for a PDF', () => {
    expect(printPreviewUrl('inst 1', { printType: 1, isPDF: false })).toBe('/flowMyFormPreview/print?instanceId=inst+1&printType=1');
    expect(printPreviewUrl('i', { printType: 2, isPDF: true })).toBe('/flowMyFormPreview/print?instanceId=i&printType=2&isPDF=1');
  });
});

describe('the approval record', () => {
  test('each node: who, decision, comment, time — from today\'s one-step history', () => {
    const rows = approvalRecordRows(leaveSource(1, [
      { taskId: 'task-1', approverId: 'u', approverName: '李四', action: 'approve', comment: '同意', at: '2025-03-06T03:30:00.000Z' },
    ]));
    expect(rows.map(({ time: _t, ...rest }) => rest)).toEqual([
      { node: '发起', who: '张三', decision: '发起申请', comment: '' },
      { node: '部门审批', who: '李四', decision: '已同意', comment: '同意' },
    ]);
    expect(rows[1]!.time).toMatch(/^2025-03-06 \d\d:30$/);
  });

  test('richer node decisions of a multi-node flow print generically', () => {
    const rows = approvalRecordRows(leaveSource(1, [
      { nodeId: 'n0', nodeName: '发起人', decision: 'start', operator: { name: '张三' }, at: '2025-03-05T02:00:00.000Z' },
      { nodeId: 'n1', nodeName: '主管审批', decision: 'approved', operator: { name: '王五' }, remark: '可以', time: '2025-03-05T03:00:00.000Z' },
      { nodeId: 'n2', node: { name: '财务审批' }, result: 'rejected', userName: '赵六', comment: '金额不符' },
      { nodeId: 'n3', nodeName: '人事', decision: 'transferred-elsewhere', userName: '孙七' },
    ]));
    expect(rows.map((r) => [r.node, r.who, r.decision, r.comment])).toEqual([
      ['发起人', '张三', '发起申请', ''],
      ['主管审批', '王五', '已同意', '可以'],
      ['财务审批', '赵六', '已拒绝', '金额不符'],
      ['人事', '孙七', 'transferred-elsewhere', ''],
    ]);
  });

  test('issue 32: every record row of a flow instance is in words as the timeline says it — no addSigner / resubmit codes, 抄送 and 转交 / 加签 name their people', () => {
    const rows = approvalRecordRows({
      ...leaveSource(1, [
        { action: 'submit', nodeId: 'root', nodeName: '发起人', userId: 'u1', userName: '张三', at: '2025-03-05T02:00:00.000Z' },
        { action: 'transfer', nodeId: 'n1', nodeName: '部门负责人', userId: 'u2', userName: '李四', userIds: ['u3'], userNames: ['周敏'] },
        { action: 'addSigner', nodeId: 'n1', nodeName: '部门负责人', userId: 'u3', userName: '周敏', userIds: ['u4'], userNames: ['王五'], position: 'after' },
        { action: 'return', nodeId: 'n1', nodeName: '部门负责人', userId: 'u4', userName: '王五', toNodeId: 'root', comment: '补材料' },
        { action: 'resubmit', nodeId: 'root', nodeName: '发起人', userId: 'u1', userName: '张三' },
        { action: 'cc', nodeId: 'c1', nodeName: '抄送人', userIds: ['u5', 'u6'], userNames: ['赵六', '孙七'] },
      ]),
      nodeNames: { root: '发起人', n1: '部门负责人' },
    });
    expect(rows.map((r) => [r.node, r.who, r.decision])).toEqual([
      ['发起人', '张三', '发起申请'],
      ['部门负责人', '李四', '转交给 周敏'],
      ['部门负责人', '周敏', '后加签 王五'],
      ['部门负责人', '王五', '退回到「发起人」'],
      ['发起人', '张三', '重新提交'],
      ['抄送人', '', '抄送 赵六、孙七'],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/addSigner|resubmit|"cc"/);
  });
});
