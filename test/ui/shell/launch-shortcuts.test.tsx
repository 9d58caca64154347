/** @jest-environment jest-fixed-jsdom */
// The launch shortcuts and 流程中心 forward to a real page instead of showing an empty frame.
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { MAIN_ROUTES } from '../../../ui/shell/route-table';

function Landed() {
  const location = useLocation();
  return <output>{decodeURIComponent(location.pathname + location.search)}</output>;
}

function renderRoute(path: string) {
  const route = MAIN_ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route.path} element={route.render()} />
        <Route path="*" element={<Landed />} />
      </Routes>
    </MemoryRouter>,
  );
}

test.each([
  ['/workflow/createTravel', '/newFlowLaunch?id=model-trip&modelName=出差'],
  ['/workflow/createTravelOfSale', '/newFlowLaunch?id=model-trip&modelName=出差'],
  ['/workflow/createWipeOff', '/newFlowLaunch?id=model-expense&modelName=报销'],
  ['/workflow/createWipeOffOfSale', '/newFlowLaunch?id=model-expense&modelName=报销'],
])('%s opens the launch page of its seeded flow (%s)', (path, target) => {
  renderRoute(path);
  expect(screen.getByRole('status').textContent).toBe(target);
});

test('/flowCenter opens the application center', () => {
  renderRoute('/flowCenter');
  expect(screen.getByRole('status').textContent).toBe('/flowapplicationcenter');
});
