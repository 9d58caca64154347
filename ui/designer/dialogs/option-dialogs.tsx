import { errorCatalogueMessages } from '../../../domain/messages';
import { useEffect, useMemo, useState } from 'react';
import { Alert, Checkbox, Empty, Input, Modal, Select, Space, Table, Typography } from 'antd';
import type { ControlOption } from '../../../domain/model/control';
import * as d from '../../../domain/designer';
import type { FormValue } from '../../../application/ports/form-value-api';
import { fillOptionsFromValues, linkedControlIds, setOptionLogic } from '../../../application/designer/form-edits';
import { useDesignerSession, useDesignerState, useLookups } from '../use-designer';

interface BaseProps {
  open: boolean;
  controlId: string;
  onClose(): void;
}

/** Batch edit: one option per line; clears the logic rules of this control. */
export function BatchEditDialog({ open, controlId, onClose }: BaseProps) {
  const session = useDesignerSession();
  const [text, setText] = useState('');
  useEffect(() => {
    const control = session.controlById(controlId);
    if (open && control) setText(d.optionsAsLines(control));
  }, [open, controlId, session]);
  return (
    <Modal open={open} title="批量编辑" okText="确定" cancelText="取消" onCancel={onClose}
      onOk={() => { session.apply('batchEdit', (f) => d.batchEditOptions(f, controlId, text)); onClose(); }}>
      <Alert type="warning" showIcon title="每行一个选项；保存后将清空该控件的逻辑设置" style={{ marginBottom: 8 }} />
      <Input.TextArea value={text} onChange={(e) => setText(e.target.value)} rows={10} aria-label="批量编辑选项" />
    </Modal>
  );
}

/** Option-to-field logic: the fields that choosing this option reveals. */
export function OptionLogicDialog({ open, controlId, optionId, onClose }: BaseProps & { optionId: ControlOption['id'] | undefined }) {
  const session = useDesignerSession();
  const { form } = useDesignerState();
  const [selected, setSelected] = useState<string[]>([]);
  useEffect(() => {
    if (open && optionId !== undefined) setSelected(linkedControlIds(session.snapshot.form, controlId, optionId));
  }, [open, controlId, optionId, session]);
  const option = d.optionsOf(session.controlById(controlId) ?? ({ children: [] } as never)).find((o) => o.id === optionId);
  const others = form.controls.filter((c) => c.id !== controlId);
  return (
    <Modal open={open} title={`选项关联字段：${option?.value ?? ''}`} okText="确定" cancelText="取消" onCancel={onClose}
      onOk={() => { if (optionId !== undefined) session.setOptionLogic(controlId, optionId, selected); onClose(); }}>
      <Typography.Paragraph type="secondary">选中此选项时才显示下列勾选的字段。</Typography.Paragraph>
      {others.length === 0 ? <Empty description="表单中没有其他字段" /> : (
        <Checkbox.Group value={selected} onChange={(v) => setSelected(v as string[])} style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
          options={others.map((c) => ({ value: c.id, label: c.config.title }))} />
      )}
    </Modal>
  );
}

/** The logic form: for every option, the fields it reveals (choosing an option reveals its linked fields). */
export function LogicFormDialog({ open, controlId, onClose }: BaseProps) {
  const session = useDesignerSession();
  const { form } = useDesignerState();
  const control = form.controls.find((c) => c.id === controlId);
  const options = useMemo(() => (control ? d.optionsOf(control) : []), [control]);
  const [draft, setDraft] = useState<Record<string, string[]>>({});
  useEffect(() => {
    if (!open) return;
    const byOption = d.linkedControlsByOption(session.snapshot.form, controlId);
    setDraft(Object.fromEntries(options.map((o) => [String(o.id), byOption.get(o.id) ?? []])));
  }, [open, controlId, options, session]);
  const fields = form.controls.filter((c) => c.id !== controlId).map((c) => ({ value: c.id, label: c.config.title }));
  return (
    <Modal open={open} title="逻辑表单" width={680} okText="确定" cancelText="取消" onCancel={onClose}
      onOk={() => {
        session.apply('logicForm', (f) => options.reduce((acc, o) => setOptionLogic(acc, controlId, o.id, draft[String(o.id)] ?? []), f));
        onClose();
      }}>
      <Table size="small" pagination={false} rowKey={(o) => String(o.id)} dataSource={options}
        columns={[
          { title: '选项', dataIndex: 'value', width: 160 },
          {
            title: '选中时显示的字段',
            render: (_, o) => (
              <Select mode="multiple" style={{ width: '100%' }} options={fields} value={draft[String(o.id)] ?? []} placeholder="不关联"
                onChange={(ids: string[]) => setDraft((cur) => ({ ...cur, [String(o.id)]: ids }))} />
            ),
          },
        ]} />
    </Modal>
  );
}

/** Edits one option's text over several lines. */
export function MultiLineOptionDialog({ open, controlId, optionId, onClose }: BaseProps & { optionId: ControlOption['id'] | undefined }) {
  const session = useDesignerSession();
  const [text, setText] = useState('');
  useEffect(() => {
    const control = session.controlById(controlId);
    const option = control ? d.optionsOf(control).find((o) => o.id === optionId) : undefined;
    if (open) setText(option?.value ?? '');
  }, [open, controlId, optionId, session]);
  return (
    <Modal open={open} title="多行编辑选项" okText="确定" cancelText="取消" onCancel={onClose}
      onOk={() => { if (optionId !== undefined) session.edit(controlId, 'renameOption', (c) => d.renameOption(c, optionId, text)); onClose(); }}>
      <Input.TextArea value={text} onChange={(e) => setText(e.target.value)} autoSize={{ minRows: 4, maxRows: 10 }} aria-label="选项内容" />
    </Modal>
  );
}

/** Custom data: fills the options from a form-value list (page 0, pageSize 999). */
export function CustomDataDialog({ open, controlId, onClose }: BaseProps) {
  const session = useDesignerSession();
  const lookups = useLookups();
  const [lists, setLists] = useState<FormValue[]>([]);
  const [chosen, setChosen] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open || !lookups) return;
    setChosen(session.controlById(controlId)?.props.formValue || undefined);
    lookups.formValueLists().then(setLists, () => setFailed(true));
  }, [open, lookups, controlId, session]);
  const list = lists.find((l) => l.id === chosen);
  return (
    <Modal open={open} title="自定义数据" okText="确定" cancelText="取消" onCancel={onClose} okButtonProps={{ disabled: !list }}
      onOk={() => {
        if (list) session.apply('customData', (f) => fillOptionsFromValues(f, controlId, list.id, list.data.map((item) => item.value)));
        onClose();
      }}>
      {failed && <Alert type="error" showIcon title={errorCatalogueMessages.fetchDataFailed} style={{ marginBottom: 8 }} />}
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Select style={{ width: '100%' }} placeholder="选择表单值列表" value={chosen} onChange={setChosen} aria-label="表单值列表"
          options={lists.map((l) => ({ value: l.id, label: l.name }))} />
        {list && <Typography.Text type="secondary">将填入 {list.data.length} 个选项：{list.data.slice(0, 8).map((i) => i.value).join('、')}{list.data.length > 8 ? '…' : ''}</Typography.Text>}
        <Typography.Text type="warning">填入后将替换现有选项，并清空该控件的逻辑设置。</Typography.Text>
      </Space>
    </Modal>
  );
}
