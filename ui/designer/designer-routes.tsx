import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useDocumentTitle } from '../shell/use-document-title';
import { UnknownTabRedirect } from './unknown-tab-redirect';

// The designer and its editors are heavy: they load only when a /flow-set/ URL is opened.
const DesignerPage = lazy(() => import('./designer-page'));
const FramesetTab = lazy(() => import('./frameset-tab'));
const PrintSettingsTab = lazy(() => import('../print/print-settings-tab'));
const FlowEditorTab = lazy(() => import('../flow-designer/flow-editor-tab'));
const ExpansionSettingTab = lazy(() => import('../flow-designer/expansion-setting-tab'));
const AppPublishTab = lazy(() => import('../flow-designer/app-publish-tab'));
// antd App gives the designer its modal.confirm / modal.error; the rest of the app only needs messages
// (AppMessageProvider), so Modal is not part of every route's bundle.
const AntdApp = lazy(() => import('antd').then((m) => ({ default: m.App })));

/** /flow-set/:id/ and its five tabs, each its own URL. */
export function DesignerRoutes() {
  useDocumentTitle('流程设计');
  return (
    <Suspense fallback={<div style={{ padding: 48, textAlign: 'center' }}><Spin /></div>}>
      <AntdApp component={false}>
        <Routes>
          <Route element={<DesignerPage />}>
            <Route index element={<Navigate to="frameset" replace />} />
            <Route path="frameset" element={<FramesetTab />} />
            <Route path="flowEditor" element={<FlowEditorTab />} />
            <Route path="expansionSetting" element={<ExpansionSettingTab />} />
            <Route path="printing" element={<PrintSettingsTab />} />
            <Route path="appPublish" element={<AppPublishTab />} />
            <Route path="*" element={<UnknownTabRedirect />} />
          </Route>
        </Routes>
      </AntdApp>
    </Suspense>
  );
}
