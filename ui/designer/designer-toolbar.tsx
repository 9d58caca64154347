import { useMemo, useState } from 'react';
import { App, Badge, Button, Divider, Space, Tag, Tooltip, Typography } from 'antd';
import { designerMessages as dm } from '../../application/designer/designer-messages';
import { FormPreviewDialog } from './dialogs/form-preview-dialog';
import { JsonImportDialog } from './dialogs/json-import-dialog';
import { NoticeModeDialog } from '../notice-mode/notice-mode-dialog';
import { useDesignerSelector, useDesignerSession } from './use-designer';
import type { DesignerState } from '../../application/designer/designer-session';

const toolbarSlice = (s: DesignerState) => ({
  dirty: s.dirty, saving: s.saving, canUndo: s.canUndo, canRedo: s.canRedo, error: s.conflict ? undefined : s.error, formName: s.form.name,
});

/** Save (with the dirty state), undo/redo, check, preview, JSON export/import, notification strength. */
export function DesignerToolbar({ modelId }: { modelId: string }) {
  const session = useDesignerSession();
  const { dirty, saving, canUndo, canRedo, error, formName } = useDesignerSelector(toolbarSlice);
  const { message, modal } = App.useApp();
  const [dialog, setDialog] = useState<'preview' | 'import' | 'notice' | undefined>();
  const flow = useMemo(() => ({ id: modelId, name: formName }), [modelId, formName]);

  const save = async () => {
    const result = await session.save();
    if (result.ok) void message.success(dm.saved);
    else if (result.reason === 'problems') void message.error(dm.checkFailed(result.problems.length));
    // A conflict is answered under the toolbar (DesignConflictAlert: 载入最新版本并保留我的修改), not by a dead-end dialog.
    else if (result.reason === 'failed') void modal.error({ title: dm.saveFailed, content: result.message });
  };
  const exportJson = () => {
    const blob = new Blob([session.exportJson()], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `form-${modelId}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <div className="designer-toolbar" role="toolbar" aria-label="表单设计工具栏">
      <Space size={4}>
        <Tooltip title="撤销 (Ctrl+Z)"><Button onClick={() => session.undo()} disabled={!canUndo}>撤销</Button></Tooltip>
        <Tooltip title="重做 (Ctrl+Shift+Z)"><Button onClick={() => session.redo()} disabled={!canRedo}>重做</Button></Tooltip>
      </Space>
      <Divider orientation="vertical" />
      <Space size={4}>
        <Button onClick={() => { const n = session.check().length; if (n === 0) void message.success('检查通过，没有发现问题'); }}>检查</Button>
        <Button onClick={() => setDialog('preview')}>预览</Button>
        <Button onClick={exportJson}>导出 JSON</Button>
        <Button onClick={() => setDialog('import')}>导入 JSON</Button>
        <Button onClick={() => setDialog('notice')}>提醒设置</Button>
      </Space>
      <div style={{ flex: 1 }} />
      {error && <Typography.Text type="danger" style={{ maxWidth: 420 }} ellipsis={{ tooltip: error }} data-testid="designer-error">{error}</Typography.Text>}
      {/* A save changes the draft; only 发布 makes a version (版本 1, 2, 3 …; issue 43 #9). */}
      <Tooltip title="保存只修改草稿；发布后才成为新的版本"><Typography.Text type="secondary">草稿</Typography.Text></Tooltip>
      {dirty
        ? <Tag color="orange" data-testid="dirty-state">有未保存的修改</Tag>
        : <Tag color="green" data-testid="dirty-state">已保存</Tag>}
      <Badge dot={dirty}>
        <Button type="primary" loading={saving} onClick={() => void save()}>保存</Button>
      </Badge>
      <FormPreviewDialog open={dialog === 'preview'} onClose={() => setDialog(undefined)} />
      <JsonImportDialog open={dialog === 'import'} onClose={() => setDialog(undefined)} />
      {dialog === 'notice' && <NoticeModeDialog flow={flow} onClose={() => setDialog(undefined)} />}
    </div>
  );
}
