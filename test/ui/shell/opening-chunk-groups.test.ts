/** @jest-environment jest-fixed-jsdom */
// Issue 31: a first visit asks for its route's page and use-case chunks in the first request wave. The table the
// build reads (ui/shell/opening-chunk-groups.ts) must name what the route table renders there, and the opening
// script it becomes must preload exactly the files of the page's path (also under /main).
import { OPENING_CHUNK_GROUPS } from '../../../ui/shell/opening-chunk-groups';
import { openingPreloadScript } from '../../../ui/shell/opening-preload';
import { routeAt } from '../../../ui/shell/route-at';

describe('the opening chunk groups follow the route table', () => {
  test.each(Object.keys(OPENING_CHUNK_GROUPS).filter((path) => path !== '/' && path !== '/main'))('%s: its use cases (feature-*) and one page chunk', (path) => {
    const route = routeAt(path);
    expect(route?.preload).toBeDefined();
    const groups = OPENING_CHUNK_GROUPS[path] ?? [];
    expect(groups.filter((group) => group.startsWith('feature-')).sort()).toEqual((route?.features ?? []).map((feature) => `feature-${feature}`).sort());
    expect(groups.filter((group) => group.startsWith('page-'))).toHaveLength(1);
  });

  test('/ and /main forward to 审批中心, so they preload its chunks', () => {
    expect(OPENING_CHUNK_GROUPS['/']).toEqual(OPENING_CHUNK_GROUPS['/flowapplicationcenter']);
    expect(OPENING_CHUNK_GROUPS['/main']).toEqual(OPENING_CHUNK_GROUPS['/flowapplicationcenter']);
  });

  test('a phone\'s first screens are all there: 审批中心, 待我审批, 我的申请 and the launch form', () => {
    expect(Object.keys(OPENING_CHUNK_GROUPS)).toEqual(expect.arrayContaining(['/flowapplicationcenter', '/approvingFlow', '/mySubmitFlow', '/newFlowLaunch']));
  });
});

describe('the opening script', () => {
  const source = openingPreloadScript({ '/approvingFlow': ['js/a.1.js', 'js/shared.2.js'], '/newFlowLaunch': ['js/shared.2.js', 'js/b.3.js'] }, '/');
  /** What the script, run on a page at `path`, asks to preload: [rel, as, href] of each link it adds. */
  const preloadedBy = (script: string, path: string) => {
    document.head.innerHTML = '';
    window.history.replaceState(null, '', path);
    // The build writes this source into js/opening.[hash].js; the browser runs it as a script (jsdom runs it too).
    const element = document.createElement('script');
    element.textContent = script;
    document.body.appendChild(element);
    element.remove();
    return [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('as'), link.getAttribute('href')]);
  };
  const preloadedAt = (path: string) => preloadedBy(source, path);

  test('preloads the files of the page\'s route as scripts, and only those', () => {
    expect(preloadedAt('/approvingFlow?instance=1')).toEqual([['preload', 'script', '/js/a.1.js'], ['preload', 'script', '/js/shared.2.js']]);
    expect(preloadedAt('/newFlowLaunch?id=model-leave')).toEqual([['preload', 'script', '/js/shared.2.js'], ['preload', 'script', '/js/b.3.js']]);
  });

  test('reads a /main/… address as its short path', () => {
    expect(preloadedAt('/main/approvingFlow')).toHaveLength(2);
  });

  test('preloads the files every route needs (the demo\'s mock backend) on any path, each once', () => {
    const withBackend = openingPreloadScript({ '/approvingFlow': ['js/a.1.js', 'js/demo.4.js'] }, '/', ['js/demo.4.js']);
    const run = (path: string) => preloadedBy(withBackend, path).map(([, , href]) => href);
    expect(run('/approvingFlow')).toEqual(['/js/a.1.js', '/js/demo.4.js']);
    expect(run('/flowManage')).toEqual(['/js/demo.4.js']);
  });

  test('preloads nothing on a route it does not list (nor for inherited names such as /constructor)', () => {
    expect(preloadedAt('/flowManage')).toEqual([]);
    expect(preloadedAt('/constructor')).toEqual([]);
  });
});
