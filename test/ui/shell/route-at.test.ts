// ui/main.tsx downloads the opening route's page and use-case chunks while the app boots (issue 19's print
// speed): routeAt must name the route <Routes> will render for the location.
import { routeAt } from '../../../ui/shell/route-at';

describe('routeAt', () => {
  test('/print/:id is the print page, with the print use cases', () => {
    const route = routeAt('/print/inst-101');
    expect(route?.path).toBe('/print/:id');
    expect(route?.features).toEqual(['print']);
    expect(typeof route?.preload).toBe('function');
  });

  test('a main-layout route and the print preview are found by their path', () => {
    expect(routeAt('/approvingFlow')?.title).toBe('待我审批');
    expect(routeAt('/flowMyFormPreview/print')?.title).toBe('打印预览');
  });

  test('a path no route has (the designer, an unknown page) gives undefined: nothing is preloaded', () => {
    expect(routeAt('/flow-set/model-leave/printing')).toBeUndefined();
    expect(routeAt('/no-such-page')).toBeUndefined();
  });
});
