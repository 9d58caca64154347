// @feature-public: a tab of the designer (designer-routes.tsx).
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Button, Result, Spin, Tooltip } from 'antd';
import { ZOOM, type FlowDesignerState } from '../../application/designer/flow-designer-session';
import type { DesignerState } from '../../application/designer/designer-session';
import { useDesignerSelector } from '../designer/use-designer';
import { useLeaveGuard } from '../designer/use-leave-guard';
import { distinctUntilChanged, map } from 'rxjs';
import type { FlowCanvasActions, SelectionSource } from './flow-actions';
import { FlowCanvas } from './flow-canvas';
import { FlowToolbar } from './flow-toolbar';
import { NodeDrawer } from './node-drawer';
import { useDesignLoaded } from './use-design-loaded';
import { useFlowNames, useFlowSelector, useFlowSession } from './use-flow-designer';
import { useFlowUndoShortcuts } from './use-flow-shortcuts';
import { usePublishProblemIds } from './use-publish-problems';
import { MinusIcon } from '../icons/glyph-icons';

const canvasSlice = (s: FlowDesignerState) => s.flow;
const zoomSlice = (s: FlowDesignerState) => s.zoom;
const noticeSlice = (s: DesignerState) => s.flowNotice;

function ZoomControl() {
  const session = useFlowSession();
  const zoom = useFlowSelector(zoomSlice);
  return (
    <div className="flow-zoom" role="group" aria-label="缩放">
      <Tooltip title="缩小"><Button size="small" type="text" aria-label="缩小" disabled={zoom <= ZOOM.min} onClick={() => session.setZoom(zoom - ZOOM.step)}><MinusIcon /></Button></Tooltip>
      <span className="flow-zoom-value" data-testid="flow-zoom">{zoom}%</span>
      <Tooltip title="放大"><Button size="small" type="text" aria-label="放大" disabled={zoom >= ZOOM.max} onClick={() => session.setZoom(zoom + ZOOM.step)}>+</Button></Tooltip>
    </div>
  );
}

function EditableCanvas() {
  const session = useFlowSession();
  const flow = useFlowSelector(canvasSlice);
  const zoom = useFlowSelector(zoomSlice);
  const names = useFlowNames();
  const problemIds = usePublishProblemIds();
  const actions: FlowCanvasActions = useMemo(() => ({
    addNode: (place, type) => { session.addNode(place, type); },
    open: (id) => session.select(id),
    removeNode: (id) => session.removeNode(id),
    copyNode: (id) => { session.copyNode(id); },
    addBranch: (groupId) => { session.addBranch(groupId); },
    moveBranch: (id, delta) => session.moveBranch(id, delta),
    removeBranch: (id) => session.removeBranch(id),
    copyBranch: (id) => { session.copyBranch(id); },
  }), [session]);
  const selection: SelectionSource = useMemo(() => ({
    get: () => session.snapshot.selection?.id,
    subscribe: (listener) => {
      const subscription = session.state$.pipe(map((s) => s.selection?.id), distinctUntilChanged()).subscribe(() => listener());
      return () => subscription.unsubscribe();
    },
  }), [session]);
  return <FlowCanvas flow={flow} names={names} zoom={zoom} actions={actions} selection={selection} problemIds={problemIds} overlay={<ZoomControl />} />;
}

/** /flow-set/:id/flowEditor: the flow tree, its "+" menus, the drawer of the selected card. */
export default function FlowEditorTab() {
  const { id = '' } = useParams();
  const { ready, failed, retry } = useDesignLoaded(id);
  const notice = useDesignerSelector(noticeSlice);
  const session = useFlowSession();
  useLeaveGuard(id);
  useFlowUndoShortcuts();
  useMemo(() => session.loadOrganisation(), [session]);
  if (failed) return <Result status="error" title={failed} extra={<Button type="primary" onClick={retry}>重新加载</Button>} />;
  if (!ready) return <div style={{ padding: 48, textAlign: 'center' }}><Spin /></div>;
  return (
    <div className="flow-editor" data-page-title="流程设计">
      <FlowToolbar label="流程设计工具栏" />
      {notice && <Alert type="warning" showIcon banner title={notice} />}
      <div style={{ flex: 1, minHeight: 0 }}><EditableCanvas /></div>
      <NodeDrawer />
    </div>
  );
}
