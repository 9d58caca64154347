import { FillSession, draftKey, type FillSessionOptions } from '../../../application/filler/fill-session';
import { FakeApiErrors, FakeInstances, FakeRemote, MemoryDrafts } from './fakes';
import { column, control, form, options } from './forms';

const user = { name: '张三', employeeNumber: 'E1001' };

function open(f = form(), extra: Partial<FillSessionOptions> = {}, ports: { drafts?: MemoryDrafts; remote?: FakeRemote; apiErrors?: FakeApiErrors } = {}) {
  const instances = new FakeInstances();
  const session = new FillSession(
    { instances, drafts: ports.drafts, remote: ports.remote, apiErrors: ports.apiErrors },
    { modelId: 'm1', modelName: '请假', form: f, user, newKey: () => 'key-1', draftDelayMs: 50, ...extra },
  );
  return { session, instances };
}

afterEach(() => jest.useRealTimers());

describe('FillSession', () => {
  test('default value type 4 fills the applicant name or employee number (spec 4)', () => {
    const { session } = open(form(
      control(1, 'who', { props: { defaultValueType: 4, userInfo: 'name' } }),
      control(1, 'no', { props: { defaultValueType: 4, userInfo: 'employeeNumber' } }),
    ));
    expect(session.fieldState('who').value).toBe('张三');
    expect(session.fieldState('no').value).toBe('E1001');
  });

  test('field$ returns the same stream for the same id (stable for useSyncExternalStore)', () => {
    const { session } = open(form(control(1, 'a')));
    expect(session.field$('a')).toBe(session.field$('a'));
  });

  test('a keystroke emits only the changed field (per-field streams)', () => {
    const { session } = open(form(control(1, 'a'), control(1, 'b')));
    const seen: string[] = [];
    session.field$('a').subscribe(() => seen.push('a'));
    session.field$('b').subscribe(() => seen.push('b'));
    seen.length = 0;
    session.change('a', 'x');
    expect(seen).toEqual(['a']);
  });

  test('text validates on blur (必填项), choices on change (spec 5 trigger)', () => {
    const { session } = open(form(
      control(1, 'name', { config: { title: 'name', required: true } }),
      control(8, 'kind', { config: { title: 'kind', required: true }, children: options('甲', '乙') }),
      control(10, 'many', { props: { min: 2 }, children: options('甲', '乙', '丙') }),
    ));
    session.change('name', '');
    expect(session.fieldState('name').error).toBeUndefined();
    session.blur('name');
    expect(session.fieldState('name').error).toBe('必填项');
    session.change('name', '王五');
    expect(session.fieldState('name').error).toBeUndefined();
    session.change('many', [1]);
    expect(session.fieldState('many').error).toBe('最少选择:2项');
  });

  test('phone, email, link and number messages of spec 5', () => {
    const { session } = open(form(control(5, 'p'), control(4, 'e'), control(7, 'l'), control(6, 'n', { props: { isAllowDecimal: false } })));
    session.change('p', '12345'); session.blur('p');
    session.change('e', 'x@'); session.blur('e');
    session.change('l', 'www.a.com'); session.blur('l');
    session.change('n', '1.5'); session.blur('n');
    expect(session.fieldState('p').error).toBe('手机格式不正确!');
    expect(session.fieldState('e').error).toBe('邮箱格式不正确!');
    expect(session.fieldState('l').error).toBe('链接格式不正确, 需要以 http:// 或 https:// 开头');
    expect(session.fieldState('n').error).toBe('不允许小数');
    session.change('n', 'abc'); session.blur('n');
    expect(session.fieldState('n').error).toBe('数字格式不正确!');
  });

  test('logic: choosing an option reveals its linked field and hides it again; hidden fields are neither validated nor submitted', async () => {
    const { session, instances } = open(form(
      control(8, 'mode', { children: options('飞机', '自驾') }),
      control(1, 'plate', { config: { title: 'plate', required: true }, logic: { mode: [2] } }),
    ));
    expect(session.fieldState('plate').visible).toBe(false);
    session.change('mode', 2);
    expect(session.fieldState('plate').visible).toBe(true);
    expect(session.validateAll().map((e) => e.controlId)).toEqual(['plate']);
    session.change('mode', 1);
    expect(session.fieldState('plate').visible).toBe(false);
    expect(session.fieldState('plate').error).toBeUndefined();
    const result = await session.submit();
    expect(result.ok).toBe(true);
    expect(instances.calls[0].instance.values).not.toHaveProperty('plate');
  });

  test('visibleIdsSnapshot holds the current layout at once, so the form\'s first frame shows its rows', () => {
    const { session } = open(form(
      control(8, 'mode', { children: options('飞机', '自驾') }),
      control(1, 'plate', { logic: { mode: [2] } }),
      control(1, 'note'),
    ));
    expect(session.visibleIdsSnapshot).toEqual(['mode', 'note']);
    session.change('mode', 2);
    expect(session.visibleIdsSnapshot).toEqual(['mode', 'plate', 'note']);
  });

  test('submit validates everything and names the first error in form order', async () => {
    const { session, instances } = open(form(
      control(1, 'a'),
      control(1, 'b', { config: { title: 'b', required: true } }),
      control(5, 'c', { config: { title: 'c', required: true } }),
    ));
    const result = await session.submit();
    expect(result).toMatchObject({ ok: false, reason: 'invalid', firstErrorId: 'b' });
    expect(session.fieldState('c').error).toBe('必填项');
    expect(session.snapshot.errorRound).toBe(1);
    expect(instances.calls).toHaveLength(0);
  });

  test('a double submit creates one instance (in-flight guard, one idempotency key)', async () => {
    const { session, instances } = open(form(control(1, 'a')));
    instances.hold = true;
    const first = session.submit();
    const second = await session.submit();
    expect(second).toEqual({ ok: false, reason: 'busy' });
    expect(session.snapshot.status).toBe('submitting');
    instances.resume();
    expect(await first).toEqual({ ok: true, instanceId: 'inst-1' });
    expect(instances.calls).toHaveLength(1);
    expect(await session.submit()).toEqual({ ok: true, instanceId: 'inst-1' });
    expect(instances.calls).toHaveLength(1);
  });

  test('a failed submit can be retried with the same idempotency key', async () => {
    const { session, instances } = open(form(control(1, 'a')));
    instances.fail = true;
    expect(await session.submit()).toEqual({ ok: false, reason: 'failed', message: '服务器错误' });
    expect(session.snapshot.status).toBe('editing');
    instances.fail = false;
    await session.submit();
    expect(instances.calls.map((c) => c.key)).toEqual(['key-1', 'key-1']);
  });

  test('issue 33: the backend\'s field errors of a refused submission are shown under their fields', async () => {
    const { session, instances } = open(form(control(1, 'a'), control(1, 'b')));
    instances.refusal = { code: 400, config: {}, data: { code: 400, msg: '提交的内容不正确：b：必填项', data: { errors: [{ controlId: 'b', message: '必填项' }, { controlId: 'gone', message: 'x' }] } } };
    expect(await session.submit()).toEqual({ ok: false, reason: 'failed', message: '提交的内容不正确：b：必填项' });
    const errors: Array<string | undefined> = [];
    session.field$('b').subscribe((f) => errors.push(f.error));
    expect(errors.at(-1)).toBe('必填项');
  });

  test('number calculator recomputes live and blanks without all inputs (spec 4)', () => {
    const { session } = open(form(
      control(6, 'qty'), control(6, 'price'),
      control(24, 'total', { props: { formula: [{ id: 'qty' }, '*', { id: 'price' }], result: 'fixed2' } }),
    ));
    const totals: unknown[] = [];
    session.field$('total').subscribe((s) => totals.push(s.value));
    session.change('qty', '2');
    expect(session.fieldState('total').value).toBe('');
    session.change('price', '3.5');
    expect(session.fieldState('total').value).toBe('7.00');
    expect(totals).toEqual(['', '7.00']);
  });

  test('date calculator and linked dates: a dependent date not later than the linked one is cleared', () => {
    const { session } = open(form(
      control(3, 'from'),
      control(3, 'to', { config: { title: 'to', _timeConfig: { start: { type: 'linkedControl', controlId: 'from' } } } }),
      control(25, 'span', { linkToControlsId: ['from', 'to'], props: { unit: 'days' } }),
    ));
    session.change('from', '2025-03-01');
    session.change('to', '2025-03-04');
    expect(session.fieldState('span').value).toBe('3');
    session.change('from', '2025-03-05');
    expect(session.fieldState('to').value).toBe('');
    expect(session.fieldState('span').value).toBe('');
  });

  test('table statistics and bills count update live', () => {
    const t = control(15, 't', { children: [column(6, 'amt', 't')] });
    const { session } = open(form(
      t,
      control(21, 'sum', { rules: [{ tableId: 't', tableColumnId: 'amt', calculateType: '+' }], props: { isShowBillsCount: true, billCountTableIds: ['t'] } }),
    ));
    session.change('t', [['1.25'], ['2.5']]);
    expect(session.fieldState('sum').value).toBe('3.75');
    expect(session.fieldState('sum').bills).toBe(1);
  });

  test('table rows cannot be emptied: 表单不能为空; cells get their own messages', () => {
    const t = control(15, 't', { children: [column(5, 'tel', 't')] });
    const { session } = open(form(t));
    session.change('t', []);
    expect(session.fieldState('t').error).toBe('表单不能为空');
    session.change('t', [['123']]);
    session.validateAll();
    expect(session.fieldState('t').cellErrors).toEqual({ '0:tel': '手机格式不正确!' });
  });

  test('days input: fetched from its API for the range; failure gives 获取数据失败 and 0; stale answers ignored', async () => {
    const remote = new FakeRemote();
    const apiErrors = new FakeApiErrors();
    const { session } = open(form(control(12, 'range'), control(22, 'days', { props: { api: 'api-days' } })), {}, { remote, apiErrors });
    let resolveFirst: (n: number) => void = () => undefined;
    remote.answer = () => new Promise((r) => { resolveFirst = r; });
    session.change('range', ['2025-03-01 09:00', '2025-03-03 18:00']);
    const first = resolveFirst;
    remote.answer = async () => 5;
    session.change('range', ['2025-03-01 09:00', '2025-03-06 18:00']);
    await Promise.resolve(); await Promise.resolve();
    first(2);
    await new Promise((r) => setTimeout(r, 0));
    expect(session.fieldState('days').value).toBe('5');
    remote.answer = async () => { throw new Error('down'); };
    session.change('range', ['2025-03-01 09:00', '2025-03-02 18:00']);
    await new Promise((r) => setTimeout(r, 0));
    expect(session.fieldState('days')).toMatchObject({ value: '0', note: '获取数据失败' });
    expect(apiErrors.reported).toContain('获取数据失败');
  });

  test('the leave-type option 年假 fires its change event after 200 ms', () => {
    jest.useFakeTimers();
    const { session } = open(form(
      control(9, 'leave', { config: { title: 'leave', required: true }, children: options('年假', '事假') }),
      control(1, 'note', { logic: { leave: [1] } }),
    ));
    session.change('leave', 1);
    expect(session.fieldState('leave').value).toBe(1);
    expect(session.fieldState('note').visible).toBe(false);
    jest.advanceTimersByTime(199);
    expect(session.fieldState('note').visible).toBe(false);
    jest.advanceTimersByTime(1);
    expect(session.fieldState('note').visible).toBe(true);
    session.change('leave', 2);
    expect(session.fieldState('note').visible).toBe(false);
  });

  test('drafts: saved within a second of a change, offered on reopen, restored, cleared after submit', async () => {
    const drafts = new MemoryDrafts();
    const f = form(control(1, 'a'), control(11, 'files'));
    const first = open(f, {}, { drafts }).session;
    first.change('a', '写了一半');
    first.change('files', { attachments: ['file-1'], fileList: ['a.pdf'] });
    await new Promise((r) => setTimeout(r, 120));
    const saved = drafts.data.get(draftKey('m1')) as { values: Record<string, unknown>; savedAt: string };
    expect(saved.values).toMatchObject({ a: '写了一半', files: { attachments: ['file-1'] } });
    const second = open(f, { draft: { modelId: 'm1', values: saved.values, savedAt: saved.savedAt } }, { drafts });
    expect(second.session.snapshot.draftOffer).toEqual({ savedAt: saved.savedAt });
    expect(second.session.fieldState('a').value).toBe('');
    second.session.restoreDraft();
    expect(second.session.fieldState('a').value).toBe('写了一半');
    expect(second.session.fieldState('files').value).toEqual({ attachments: ['file-1'], fileList: ['a.pdf'] });
    await second.session.submit();
    expect(drafts.data.has(draftKey('m1'))).toBe(false);
  });

  test('session expiry (backLogin) flushes the draft at once', async () => {
    const drafts = new MemoryDrafts();
    const apiErrors = new FakeApiErrors();
    const { session } = open(form(control(1, 'a')), { draftDelayMs: 10_000 }, { drafts, apiErrors });
    session.change('a', '未保存');
    apiErrors.sessionEnded$.next({ reason: 'backLogin' });
    await Promise.resolve();
    expect((drafts.data.get(draftKey('m1')) as { values: Record<string, unknown> }).values.a).toBe('未保存');
    expect(session.snapshot.sessionEnded).toBe(true);
    session.close();
  });

  test('discarding a draft removes it', async () => {
    const drafts = new MemoryDrafts();
    drafts.data.set(draftKey('m1'), { modelId: 'm1', values: { a: 'x' }, savedAt: 't' });
    const { session } = open(form(control(1, 'a')), { draft: { modelId: 'm1', values: { a: 'x' }, savedAt: 't' } }, { drafts });
    session.discardDraft();
    await Promise.resolve();
    expect(drafts.data.has(draftKey('m1'))).toBe(false);
    expect(session.snapshot.draftOffer).toBeUndefined();
  });
});
