// Issue 38, finding 1 (critical): a flow's http 触发器 reached the server's inside. 周敏's trigger POSTed to
// demo-server's loopback /__demo/* switches and became 系统管理员; apply ran no URL check, so file:, ftp:,
// javascript: and blob: URLs published. The outbound check now runs at save, at publish and again at send.
import { approvalBackend } from './approval-kit';

const W = '/flow/workflow/';
type Backend = Awaited<ReturnType<typeof approvalBackend>>;
const trigger = (url: string, headers?: Record<string, string>) => ({
  id: 'n-hook', type: 'trigger', name: '通知ERP', props: { trigger: { type: 'http', method: 'POST', url, ...(headers ? { headers } : {}), body: { days: 'leave_days' } } },
});
const ceo = { id: 'n-ceo', type: 'approver', name: '总经理', props: { assignee: { type: 'users', userIds: ['u-ceo'] } } };

async function leaveDesignWith(b: Backend, ...nodes: Array<Record<string, unknown>>) {
  const design = (await b.get(`${W}get_model_design?modelId=model-leave`)).body.data;
  const next = nodes.reduceRight<Record<string, unknown> | undefined>((after, node) => ({ ...node, ...(after ? { next: after } : {}) }), undefined);
  return { ...design, flow: { ...design.flow, root: { ...design.flow.root, next } } };
}

test.each([
  ['http://127.0.0.1:8090/__demo/import', '「通知ERP」不能向本机回环地址发送请求：127.0.0.1'],
  ['http://localhost:8090/__demo/identity', '「通知ERP」不能向本机回环地址发送请求：localhost'],
  ['http://169.254.169.254/latest/meta-data/', '「通知ERP」不能向云平台元数据地址发送请求：169.254.169.254'],
  ['file:///etc/passwd', '「通知ERP」只能请求 http:// 或 https:// 地址：file:///etc/passwd'],
  ['javascript:alert(1)', '「通知ERP」只能请求 http:// 或 https:// 地址：javascript:alert(1)'],
  ['data:application/json,{}', '「通知ERP」只能请求 http:// 或 https:// 地址：data:application/json,{}'],
])('save_model_design refuses a trigger to %s', async (url, message) => {
  const b = await approvalBackend();
  await b.as('u-hr-head');
  const saved = await b.post(`${W}save_model_design`, await leaveDesignWith(b, trigger(url), ceo));
  expect(saved.status).toBe(400);
  expect(saved.body.msg).toContain(message);
});

test('save_model_design refuses a design\'s Cookie and Host headers', async () => {
  const b = await approvalBackend();
  await b.as('u-hr-head');
  const saved = await b.post(`${W}save_model_design`, await leaveDesignWith(b, trigger('https://erp.example.com/hook', { Cookie: 'demo_session=x', Host: '127.0.0.1' }), ceo));
  expect(saved.status).toBe(400);
  expect(saved.body.msg).toContain('「通知ERP」不能在请求中设置请求头：Cookie');
});

test('apply runs the same check on a design stored before it; a send to an inside address is refused without a request', async () => {
  const b = await approvalBackend();
  await b.as('u-hr-head');
  const design = await leaveDesignWith(b, trigger('http://127.0.0.1:8090/__demo/reset'), ceo);
  const version = design.version + 1;
  await b.store.write(async (tx) => { await tx.designs.put({ ...design, version }); });
  const applied = await b.post(`${W}apply`, { modelId: 'model-leave', version });
  expect(applied.status).toBe(400);
  expect(applied.body.msg).toContain('不能向本机回环地址发送请求');
  // Published anyway (before this check): the send itself refuses it, and nothing is fetched.
  await b.store.write(async (tx) => { const m = (await tx.models.get('model-leave'))!; await tx.models.put({ ...m, publishedVersion: version }); });
  const fetched: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL) => { fetched.push(String(input instanceof Request ? input.url : input)); return new Response('{}'); }) as typeof fetch;
  try {
    await b.as('u-applicant');
    const id = (await b.launch('model-leave', { leave_type: 1, leave_days: 1, leave_range: ['2026-12-01', '2026-12-01'], leave_reason: '事', leave_phone: '13800138000' })).body.data.id as string;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetched.filter((url) => url.includes('127.0.0.1'))).toEqual([]);
    const last = (await b.instance(id)).history.find((h: { action: string; result?: string }) => h.action === 'trigger' && h.result === 'failed');
    expect(last?.detail).toBe('请求未发送：不能向本机回环地址发送请求：127.0.0.1');
  } finally {
    globalThis.fetch = realFetch;
  }
});
