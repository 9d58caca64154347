import { App, Button, Divider, Space, Tag, Tooltip, Typography } from 'antd';
import type { FlowDesignerState } from '../../application/designer/flow-designer-session';
import type { DesignerState } from '../../application/designer/designer-session';
import { designerMessages as dm } from '../../application/designer/designer-messages';
import { useDesignerSelector, useDesignerSession } from '../designer/use-designer';
import { useFlowSelector, useFlowSession } from './use-flow-designer';

const undoSlice = (s: FlowDesignerState) => `${s.canUndo}/${s.canRedo}`;
const saveSlice = (s: DesignerState) => ({ dirty: s.dirty, saving: s.saving, error: s.conflict ? undefined : s.error });

/** Undo/redo of the flow, the design's dirty state and 保存 (the form and the flow together). */
export function FlowToolbar({ label }: { label: string }) {
  const session = useFlowSession();
  const designer = useDesignerSession();
  const [canUndo, canRedo] = useFlowSelector(undoSlice).split('/').map((x) => x === 'true');
  const { dirty, saving, error } = useDesignerSelector(saveSlice);
  const { message, modal } = App.useApp();
  const save = async () => {
    const result = await designer.save();
    if (result.ok) void message.success(dm.saved);
    else if (result.reason === 'problems') void message.error(`${dm.checkFailed(result.problems.length)}（在「表单设计」中查看）`);
    // A conflict is answered under the toolbar (DesignConflictAlert: 载入最新版本并保留我的修改), not by a dead-end dialog.
    else if (result.reason === 'failed') void modal.error({ title: dm.saveFailed, content: result.message });
  };
  return (
    <div className="flow-editor-toolbar" role="toolbar" aria-label={label}>
      <Space size={4}>
        <Tooltip title="撤销 (Ctrl+Z)"><Button onClick={() => session.undo()} disabled={!canUndo}>撤销</Button></Tooltip>
        <Tooltip title="重做 (Ctrl+Shift+Z)"><Button onClick={() => session.redo()} disabled={!canRedo}>重做</Button></Tooltip>
      </Space>
      <Divider orientation="vertical" />
      <div style={{ flex: 1 }} />
      {error && <Typography.Text type="danger" style={{ maxWidth: 420 }} ellipsis={{ tooltip: error }}>{error}</Typography.Text>}
      {/* A save changes the draft; only 发布 makes a version (版本 1, 2, 3 …; issue 43 #9). */}
      <Tooltip title="保存只修改草稿；发布后才成为新的版本"><Typography.Text type="secondary">草稿</Typography.Text></Tooltip>
      {dirty ? <Tag color="orange" data-testid="dirty-state">有未保存的修改</Tag> : <Tag color="green" data-testid="dirty-state">已保存</Tag>}
      <Button type="primary" loading={saving} onClick={() => void save()}>保存</Button>
    </div>
  );
}
