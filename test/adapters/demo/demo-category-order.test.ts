// The application center lists the categories as seeded (人事, 财务, 其他). The per-record store (issue 15) hands
// rows back in key order, which would put cat-finance (财务) before cat-hr (人事).
import { newBrowserProfile, openTab, type DemoTab } from './demo-test-kit';

let tab: DemoTab;
beforeEach(async () => { tab = await openTab(newBrowserProfile()); });
afterEach(() => tab.close());

const categoryNames = async (scope = '') => ((await tab.get(`/flow/workflow/get_category_list${scope}`)).body.data as Array<{ name: string }>).map((c) => c.name);

it('get_category_list keeps the seeded category order, not the store key order, for launch and manage', async () => {
  expect(await categoryNames()).toEqual(['人事', '财务', '其他']);
  await tab.store.signInAs('u-ceo'); // the manage list is the 系统管理员's: every flow
  expect(await categoryNames('?scope=manage')).toEqual(['人事', '财务', '其他']);
});

it('get_category_list answers each category as id, name and models only', async () => {
  const [hr] = (await tab.get('/flow/workflow/get_category_list')).body.data as Array<Record<string, unknown>>;
  expect(Object.keys(hr).sort()).toEqual(['id', 'models', 'name']);
});
