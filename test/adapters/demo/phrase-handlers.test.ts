// 常用意见 (issue 42) through the demo backend: each person keeps their own phrases (at most 20), by phrase/list,
// phrase/add and phrase/remove.
import { approvalBackend } from './approval-kit';

const P = '/flow/workflow/phrase/';

it('each person lists, adds and removes their own phrases; another person does not see them', async () => {
  const b = await approvalBackend();
  await b.as('u-hr-head');
  expect((await b.get(`${P}list`)).body.data).toEqual([]);
  expect((await b.post(`${P}add`, { text: ' 情况属实，同意 ' })).body.data).toEqual(['情况属实，同意']);
  expect((await b.post(`${P}add`, { text: '请补充发票' })).body.data).toEqual(['情况属实，同意', '请补充发票']);
  await b.as('u-hr-1');
  expect((await b.get(`${P}list`)).body.data).toEqual([]);
  await b.as('u-hr-head');
  expect((await b.post(`${P}remove`, { text: '情况属实，同意' })).body.data).toEqual(['请补充发票']);
  expect((await b.get(`${P}list`)).body.data).toEqual(['请补充发票']);
});

it('refuses a repeat and a 21st phrase with the reason', async () => {
  const b = await approvalBackend();
  await b.as('u-hr-head');
  for (let i = 0; i < 20; i++) expect((await b.post(`${P}add`, { text: `意见${i}` })).status).toBe(200);
  expect(await b.post(`${P}add`, { text: '再来一条' })).toMatchObject({ status: 400, body: { msg: '常用意见最多保存 20 条，请先删除不用的' } });
  expect(await b.post(`${P}add`, { text: '意见3' })).toMatchObject({ status: 400, body: { msg: '该意见已在常用意见中' } });
});
