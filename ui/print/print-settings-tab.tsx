// @feature-public: a tab of the designer (designer-routes.tsx).
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, App, Button, Spin, Card, Checkbox, Input, InputNumber, Radio, Space, Switch, Tag, Typography } from 'antd';
import { PrintTemplateEditor } from '../../application/print/print-template-editor';
import { designerMessages as dm } from '../../application/designer/designer-messages';
import type { DesignerState } from '../../application/designer/designer-session';
import { DEFAULT_PRINT_TEMPLATE, type PrintMargins } from '../../domain/print/print-template';
import { SYSTEM_FIELD_KEYS, SYSTEM_FIELDS } from '../../domain/print/system-fields';
import { mmToPt } from '../../domain/print/paper';
import { useObservableValue } from '../hooks/use-observable-value';
import { useService } from '../hooks/use-service';
import { useDesignerSelector, useDesignerSession } from '../designer/use-designer';
import { PrintSheet } from './print-sheet';

/** Room left beside the paper inside the preview card (its shadow and a little air). */
const PAPER_GAP_PX = 32;

/**
 * The paper at its real size (its margins inside it), scaled down — never up — to the preview's width: at a
 * 1400 px window an A4 sheet beside the 400 px form was cut off on the right (issue 32, item 12).
 */
function FittedPaper({ widthPt, style, children }: { widthPt: number; style: CSSProperties; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => setAvailable(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const paperPx = (widthPt * 4) / 3;
  const zoom = available ? Math.min(1, Math.max(available - PAPER_GAP_PX, 1) / paperPx) : 1;
  return (
    <div ref={box} className="print-paper-fit">
      <div className="print-paper" style={{ ...style, width: `${widthPt}pt`, boxSizing: 'border-box', zoom }}>{children}</div>
    </div>
  );
}

const saveSlice = (s: DesignerState) => ({ dirty: s.dirty, saving: s.saving, status: s.status });
const SIDES: ReadonlyArray<[keyof PrintMargins, string]> = [['top', '上'], ['bottom', '下'], ['left', '左'], ['right', '右']];

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start', marginBottom: 12 }}>
      <div style={{ width: 84, flex: 'none', color: '#555', paddingTop: 4 }}>{label}</div>
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
    </div>
  );
}

/** 打印设置: the flow's print template beside a live preview rendered with a made-up instance of the flow. */
export default function PrintSettingsTab() {
  const editor = useService(PrintTemplateEditor);
  const session = useDesignerSession();
  const { message } = App.useApp();
  const template = useObservableValue(editor.template$, editor.template);
  const preview = useObservableValue(editor.preview$, undefined);
  const controls = useObservableValue(editor.controls$, []);
  const { dirty, saving, status } = useDesignerSelector(saveSlice);
  const chosen = controls.filter((c) => c.chosen);
  const { id = '' } = useParams();

  useEffect(() => {
    const snapshot = session.snapshot;
    // Opened directly (a link to the tab): the design loads here; coming from another tab keeps its unsaved work.
    if (snapshot.modelId !== id || snapshot.status === 'error' || snapshot.status === 'idle') void session.load(id);
  }, [session, id]);

  const save = async () => {
    const result = await session.save();
    if (result.ok) void message.success(dm.saved);
    else if (result.reason === 'problems') void message.error(dm.checkFailed(result.problems.length));
    else void message.error(result.message);
  };

  if (status === 'error') {
    return <div style={{ padding: 48 }}><Alert type="error" showIcon title={dm.loadFailed} action={<Button onClick={() => void session.load(id)}>重新加载</Button>} /></div>;
  }
  if (status !== 'ready') return <div style={{ padding: 48, textAlign: 'center' }}><Spin /></div>;

  return (
    <div className="print-settings" style={{ display: 'flex', height: '100%', minHeight: 0 }}>
      <div className="print-settings-form" style={{ width: 400, flex: 'none', overflow: 'auto', padding: 16, background: '#fff', borderRight: '1px solid #f0f0f0' }}>
        <Space style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
          <Typography.Title level={5} style={{ margin: 0 }}>打印模板</Typography.Title>
          <Space>
            {dirty ? <Tag color="orange">有未保存的修改</Tag> : <Tag color="green">已保存</Tag>}
            <Button type="primary" loading={saving} disabled={status !== 'ready'} onClick={() => void save()}>保存</Button>
          </Space>
        </Space>
        <Row label="模板">
          <Radio.Group
            aria-label="模板"
            value={template.layout}
            onChange={(e) => (e.target.value === 'default' ? editor.resetLayout() : editor.update({ layout: 'custom' }))}
            options={[{ value: 'default', label: '默认模板' }, { value: 'custom', label: '自定义模板' }]}
          />
          <div style={{ color: '#888', fontSize: 12, marginTop: 4 }}>默认模板打印所有开启“参与打印”的控件，按表单顺序</div>
        </Row>
        <Row label="标题"><Input aria-label="打印标题" placeholder="默认为流程名称" value={template.title} maxLength={50} onChange={(e) => editor.update({ title: e.target.value })} /></Row>
        <Row label="页眉文字"><Input aria-label="页眉文字" placeholder="如公司名称" value={template.headerText} maxLength={80} onChange={(e) => editor.update({ headerText: e.target.value })} /></Row>
        {template.layout === 'custom' && (
          <Row label="打印控件">
            <div className="print-settings-controls" style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: 4 }}>
              {controls.map((control) => {
                const index = chosen.findIndex((c) => c.id === control.id);
                return (
                  <div key={control.id} style={{ display: 'flex', alignItems: 'center', gap: 4, padding: '2px 4px' }}>
                    <Checkbox style={{ flex: 1 }} checked={control.chosen} onChange={(e) => editor.setControlChosen(control.id, e.target.checked)}>{control.title}</Checkbox>
                    {control.chosen && (
                      <>
                        <Button size="small" type="text" aria-label={`上移 ${control.title}`} disabled={index === 0} onClick={() => editor.moveControl(control.id, -1)}>↑</Button>
                        <Button size="small" type="text" aria-label={`下移 ${control.title}`} disabled={index === chosen.length - 1} onClick={() => editor.moveControl(control.id, 1)}>↓</Button>
                      </>
                    )}
                  </div>
                );
              })}
              {controls.length === 0 && <div style={{ color: '#888', padding: 4 }}>表单中没有可打印的控件</div>}
            </div>
          </Row>
        )}
        <Row label="系统字段">
          <Checkbox.Group
            aria-label="系统字段"
            value={[...template.systemFields]}
            onChange={(keys) => SYSTEM_FIELD_KEYS.forEach((key) => editor.setSystemField(key, keys.includes(key), SYSTEM_FIELD_KEYS))}
            options={SYSTEM_FIELD_KEYS.map((key) => ({ value: key, label: SYSTEM_FIELDS[key].label }))}
          />
        </Row>
        <Row label="审批记录"><Switch aria-label="打印审批记录" checked={template.approvalRecord} onChange={(on) => editor.update({ approvalRecord: on })} /></Row>
        <Row label="纸张">
          <Space orientation="vertical">
            <Radio.Group aria-label="纸张大小" value={template.paper} onChange={(e) => editor.update({ paper: e.target.value })} options={[{ value: 'A4', label: 'A4' }, { value: 'A5', label: 'A5' }]} />
            <Radio.Group aria-label="纸张方向" value={template.orientation} onChange={(e) => editor.update({ orientation: e.target.value })} options={[{ value: 'portrait', label: '纵向' }, { value: 'landscape', label: '横向' }]} />
          </Space>
        </Row>
        <Row label="页边距(mm)">
          <Space wrap>
            {SIDES.map(([side, label]) => (
              <InputNumber
                key={side}
                aria-label={`${label}边距`}
                prefix={label}
                min={0}
                max={50}
                style={{ width: 100 }}
                value={template.margins[side]}
                onChange={(mm) => { const error = editor.setMargin(side, typeof mm === 'number' ? mm : null); if (error) void message.warning(error); }}
              />
            ))}
          </Space>
        </Row>
        <Row label="水印"><Input aria-label="水印文字" placeholder="不填则无水印" value={template.watermark} maxLength={20} onChange={(e) => editor.update({ watermark: e.target.value })} /></Row>
        <Row label="页码"><Checkbox checked={template.pageNumbers} onChange={(e) => editor.update({ pageNumbers: e.target.checked })}>页脚显示“第 X 页 / 共 Y 页”</Checkbox></Row>
        <Row label="转换为 PDF">
          <Switch aria-label="转换为 PDF" checked={template.isPDF} onChange={(on) => editor.update({ isPDF: on })} />
          <div style={{ color: '#888', fontSize: 12, marginTop: 4 }}>开启后，打印按钮生成 PDF 文件（流程名称-编号.pdf）</div>
        </Row>
        <Button type="link" style={{ padding: 0 }} onClick={() => editor.update({ ...DEFAULT_PRINT_TEMPLATE })}>恢复默认设置</Button>
      </div>
      <div className="print-settings-preview" aria-label="打印预览" style={{ flex: 1, overflow: 'auto', background: '#f0f2f5', padding: 24 }}>
        <Card size="small" title="预览（示例数据）" styles={{ body: { padding: 0, background: '#f0f2f5' } }}>
          {preview && (
            <FittedPaper
              widthPt={mmToPt(preview.sizeMm.width)}
              style={{
                minHeight: `${mmToPt(preview.sizeMm.height)}pt`, margin: '16px auto', background: '#fff',
                padding: `${preview.margins.top}mm ${preview.margins.right}mm ${preview.margins.bottom}mm ${preview.margins.left}mm`, boxShadow: '0 1px 6px rgba(0,0,0,.15)',
              }}
            >
              <PrintSheet document={preview} />
            </FittedPaper>
          )}
        </Card>
      </div>
    </div>
  );
}
