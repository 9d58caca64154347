// Issue 24: features contribute their routes and side-navigation entries; the shell only collects them.
import { adminContribution } from '../../../ui/admin/admin-routes';
import { approvalsContribution } from '../../../ui/approvals/approvals-routes';
import { BARE_ROUTES, MAIN_ROUTES, NAV, navOf } from '../../../ui/shell/route-table';

const ALL = [...MAIN_ROUTES, ...BARE_ROUTES];

test('features contribute: every route is declared once, by one feature', () => {
  const paths = ALL.map((route) => route.path);
  expect(new Set(paths).size).toBe(paths.length);
  // The approvals' and the administration's pages are there as their modules declare them.
  expect(ALL.filter((route) => approvalsContribution.routes.includes(route))).toHaveLength(approvalsContribution.routes.length);
  expect(ALL.filter((route) => adminContribution.routes.includes(route))).toHaveLength(adminContribution.routes.length);
});

test('features contribute: the side navigation lists exactly the routes that asked for an entry, labelled by their title', () => {
  const entries = NAV.flatMap((group) => group.items.map((item) => item.path)).sort();
  expect(entries).toEqual(ALL.filter((route) => route.nav).map((route) => route.path).sort());
  for (const group of NAV) {
    for (const item of group.items) expect(item.label).toBe(ALL.find((route) => route.path === item.path)?.title);
  }
});

test('features contribute: entries sort by their order across features, and carry the right their route needs', () => {
  const render = () => null;
  const nav = navOf([
    { path: '/b', title: '乙', layout: 'main', render, nav: { group: '管理', order: 20 }, right: 'flow' },
    { path: '/a', title: '甲', layout: 'main', render, nav: { group: '管理', order: 10 } },
    { path: '/c', title: '丙', layout: 'main', render, nav: { group: '审批', order: 5 } },
    { path: '/hidden', title: '无入口', layout: 'main', render },
  ]);
  expect(nav).toEqual([
    { label: '审批', items: [{ path: '/c', label: '丙' }] },
    { label: '管理', items: [{ path: '/a', label: '甲' }, { path: '/b', label: '乙', right: 'flow' }] },
  ]);
});
