import { PrintView } from '../../../application/print/print-view';
import type { Instance, InstanceApi } from '../../../application/ports/instance-api';
import type { FlowModelApi, ModelDesign } from '../../../application/ports/flow-model-api';
import type { SessionApi } from '../../../application/ports/session-api';
import type { StorageApi } from '../../../application/ports/storage-api';
import type { PrintPdf } from '../../../application/ports/print-pdf';
import { ForbiddenFailure, NotFoundFailure, type ApiFailure } from '../../../application/ports/api-failure';
import { leaveWithTableForm } from '../../fixtures/print-fixtures';

const instance: Instance = {
  id: 'inst-7', modelId: 'model-leave', modelName: '请假', title: '张三的请假', status: 'approved',
  applicant: { id: 'u1', name: '张三', employeeNumber: 'E1', department: '行政部' },
  createdAt: '2025-03-05T02:00:00.000Z', updatedAt: '2025-03-06T02:00:00.000Z', form: leaveWithTableForm(),
  values: { type: 1, proof: { attachments: ['f1', 'f2'], fileList: ['a.png', 'b.pdf'] } },
  currentApproverIds: [], ccUserIds: [],
  history: [{ action: 'approve', nodeId: 'task-1', userId: 'u2', userName: '李四', comment: '好', at: '2025-03-06T02:00:00.000Z' }],
};

function view(options: { fail?: ApiFailure; design?: Partial<ModelDesign>; urls?: () => Promise<Record<string, string>>; history?: Instance['history'] } = {}) {
  const instances = { getInstance: async (id: string) => {
    if (options.fail) throw options.fail;
    return { ...instance, id, history: options.history ?? instance.history };
  } } as unknown as InstanceApi;
  const flows = { getModelDesign: async () => ({
    modelId: 'model-leave', version: 1, form: instance.form, flow: { nodes: [{ id: 'task-1', type: 'approval', name: '部门审批' }] },
    settings: {}, ...options.design,
  }) } as unknown as FlowModelApi;
  const session = { load: async () => ({ id: 'u2', name: '李四' }) } as unknown as SessionApi;
  const storage = { getDownloadUrls: options.urls ?? (async (ids: string[]) => Object.fromEntries(ids.map((id) => [id, `/files/${id}`]))) } as unknown as StorageApi;
  const pdf: PrintPdf = { render: async () => new Uint8Array([37, 80, 68, 70]) };
  return new PrintView(instances, flows, session, storage, pdf);
}

describe('the print view', () => {
  test('an instance that does not exist gets the 404 page, one the user may not see the 403 page', async () => {
    const missing = view({ fail: new NotFoundFailure({}, 404, {}) });
    await missing.load('nope');
    expect(missing.getSnapshot()).toMatchObject({ status: 'notFound', message: '该审批单不存在或已被删除' });
    const hidden = view({ fail: new ForbiddenFailure({}, 403, {}) });
    await hidden.load('secret');
    expect(hidden.getSnapshot()).toMatchObject({ status: 'forbidden', message: '您没有查看该审批单的权限' });
    const broken = view({ fail: { config: {}, code: 500, data: {} } });
    await broken.load('x');
    expect(broken.getSnapshot().status).toBe('failed');
  });

  test('prints the instance with its flow’s template, the printing user and the node names of the flow', async () => {
    const v = view({ design: { settings: { print: { title: '请假单', systemFields: ['printedBy'], isPDF: true } } } });
    await v.load('inst-7', () => new Date('2025-03-07T01:00:00.000Z'));
    const doc = v.getSnapshot().document!;
    expect(doc.title).toBe('请假单');
    expect(doc.isPDF).toBe(true);
    expect(doc.systemFields).toEqual([{ key: 'printedBy', label: '打印人', value: '李四' }]);
    expect(doc.approvalRecord?.[1]).toMatchObject({ node: '部门审批', who: '李四', decision: '已同意', comment: '好' });
    expect((await v.pdf()).fileName).toBe('请假-inst-7.pdf');
  });

  test('image attachments taking part in printing get their URLs; a failure leaves them as names with a note', async () => {
    const printing = { ...instance.form, controls: instance.form.controls.map((c) => (c.id === 'proof' ? { ...c, config: { ...c.config, isPrint: true } } : c)) };
    const ok = view({ design: { form: printing } });
    (ok as unknown as { instances: InstanceApi }).instances.getInstance = async () => ({ ...instance, form: printing });
    await ok.load('inst-7');
    const files = ok.getSnapshot().document!.fields.find((f) => f.id === 'proof')!.value;
    expect(files).toMatchObject({ kind: 'files', asImages: true, files: [{ id: 'f1', url: '/files/f1' }, { id: 'f2', image: false }] });
    const failing = view({ urls: async () => { throw new Error('down'); } });
    (failing as unknown as { instances: InstanceApi }).instances.getInstance = async () => ({ ...instance, form: printing });
    await failing.load('inst-7');
    expect(failing.getSnapshot()).toMatchObject({ status: 'ready', message: '图片加载失败，以文件名代替' });
  });

  test('for the PDF, the approvers\' signatures get where their pictures are: a stored one its file\'s link, a drawn one its data URL', async () => {
    const DOT = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const signedHistory = [
      { ...instance.history[0], signature: 'file:sig-7' },
      { ...instance.history[0], comment: '复核', signature: DOT },
    ];
    const v = view({ history: signedHistory });
    await v.load('inst-7');
    const record = v.getSnapshot().document!.approvalRecord!;
    expect(record.slice(1).map((row) => [row.signature, row.signatureUrl])).toEqual([['file:sig-7', '/files/sig-7'], [DOT, DOT]]);
  });
});
