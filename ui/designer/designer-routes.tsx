import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useDocumentTitle } from '../shell/use-document-title';

// The designer and its editors are heavy: they load only when a /flow-set/ URL is opened.
const DesignerPage = lazy(() => import('./designer-page'));
const FramesetTab = lazy(() => import('./frameset-tab'));
const SettingsTab = lazy(() => import('./settings-tab'));

/** /flow-set/:id/ and its five tabs, each its own URL. */
export function DesignerRoutes() {
  useDocumentTitle('流程设计');
  return (
    <Routes>
      <Route element={<DesignerPage />}>
        <Route index element={<Navigate to="frameset" replace />} />
        <Route path="frameset" element={<FramesetTab />} />
        <Route path="flowEditor" element={<SettingsTab tab="flowEditor" />} />
        <Route path="expansionSetting" element={<SettingsTab tab="expansionSetting" />} />
        <Route path="printing" element={<SettingsTab tab="printing" />} />
        <Route path="appPublish" element={<SettingsTab tab="appPublish" />} />
        <Route path="*" element={<Navigate to="frameset" replace />} />
      </Route>
    </Routes>
  );
}
