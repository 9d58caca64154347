import { useEffect, useState, type ComponentType } from 'react';
import { Alert, App, Button, Card, Modal, Select, Space, Spin, Typography } from 'antd';
import { BPMN_TARGET_LABELS, BpmnExport, type BpmnExportFile } from '../../application/designer/bpmn-export';
import { BPMN_TARGETS, type BpmnTarget } from '../../domain/flow/bpmn/bpmn-model';
import { useService } from '../hooks/use-service';
import { downloadText } from '../hooks/download-text';

const TARGET_OPTIONS = BPMN_TARGETS.map((target) => ({ value: target, label: BPMN_TARGET_LABELS[target] }));

type DiagramView = ComponentType<{ xml: string }>;

/** bpmn-js arrives with the first 查看 BPMN 图; a failed download says so and may be tried again. */
function LazyDiagram({ xml }: { xml: string }) {
  const [View, setView] = useState<DiagramView>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    import(/* webpackChunkName: "bpmn-viewer" */ './bpmn-diagram-view').then(
      (module) => { if (live) setView(() => module.default); },
      () => { if (live) setFailed(true); },
    );
    return () => { live = false; };
  }, [attempt]);
  if (failed) return <Alert type="error" showIcon title="BPMN 查看器加载失败" action={<Button size="small" onClick={() => setAttempt((n) => n + 1)}>重试</Button>} />;
  if (!View) return <div style={{ padding: 48, textAlign: 'center' }}><Spin /></div>;
  return <View xml={xml} />;
}

/**
 * 应用发布 → BPMN: the design as a BPMN 2.0 file for Camunda 8, Camunda 7 or Flowable (导出 BPMN downloads it),
 * and 查看 BPMN 图 draws the same export as an engine's modeler would show it.
 */
export function BpmnExportCard() {
  const exporter = useService(BpmnExport);
  const { message } = App.useApp();
  const [target, setTarget] = useState<BpmnTarget>('camunda8');
  const [busy, setBusy] = useState<'download' | 'view'>();
  const [diagram, setDiagram] = useState<string>();

  const run = async (what: 'download' | 'view', then: (file: BpmnExportFile) => void) => {
    setBusy(what);
    try {
      then(await exporter.exportFile(target));
    } catch {
      void message.error('导出 BPMN 失败，请稍后重试');
    } finally {
      setBusy(undefined);
    }
  };
  const download = (file: BpmnExportFile) => {
    downloadText(file.name, file.xml, 'application/xml');
    void message.success(`已导出 ${file.name}`);
  };

  return (
    <Card title="导出 BPMN" size="small" data-testid="bpmn-export">
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        把当前设计（含未保存的修改）导出为 BPMN 2.0 文件，可在所选引擎的建模器中打开并部署；后端需按约定提供流程变量和辅助函数。
      </Typography.Paragraph>
      <Space wrap>
        <Select<BpmnTarget> aria-label="目标引擎" value={target} options={TARGET_OPTIONS} style={{ width: 160 }} onChange={setTarget} />
        <Button loading={busy === 'download'} onClick={() => void run('download', download)}>导出 BPMN</Button>
        <Button loading={busy === 'view'} onClick={() => void run('view', (file) => setDiagram(file.xml))}>查看 BPMN 图</Button>
      </Space>
      <Modal title="BPMN 图" open={diagram !== undefined} footer={null} width={960} onCancel={() => setDiagram(undefined)} destroyOnHidden>
        {diagram !== undefined && <LazyDiagram xml={diagram} />}
      </Modal>
    </Card>
  );
}
