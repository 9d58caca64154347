/** @jest-environment jest-fixed-jsdom */
// Issue 14, item 4: /flow-set/model-leave/<unknown tab> appended /frameset forever; it goes to frameset once.
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { UnknownTabRedirect } from '../../../ui/designer/unknown-tab-redirect';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The app's nesting: /flow-set/:id/* holds the designer's own tab routes (ui/designer/designer-routes.tsx). */
function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/flow-set/:id/*" element={(
          <Routes>
            <Route index element={<Navigate to="frameset" replace />} />
            <Route path="frameset" element={<Where />} />
            <Route path="*" element={<UnknownTabRedirect />} />
          </Routes>
        )} />
      </Routes>
    </MemoryRouter>,
  );
}

test('an unknown designer tab goes to /flow-set/<id>/frameset once', () => {
  renderAt('/flow-set/model-leave/no-such-tab');
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/flow-set\/model-leave\/frameset$/);
});

test('an unknown deeper path also lands on the frameset tab of the same flow', () => {
  renderAt('/flow-set/model-leave/a/b');
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/flow-set\/model-leave\/frameset$/);
});
