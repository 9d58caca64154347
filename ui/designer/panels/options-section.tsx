import { useRef, useState } from 'react';
import { App, Button, Checkbox, Dropdown, Image, Input, Radio, Space, Tag, Tooltip } from 'antd';
import type { Control, ControlOption } from '../../../domain/model/control';
import * as d from '../../../domain/designer';
import { getControlType } from '../../../domain/controls/registry';
import { designerMessages } from '../../../application/designer/designer-messages';
import { addOption, addOtherOption, linkedControlIds, removeOption, switchToTypedOptions, toggleDefaultOption, updateOption } from '../../../application/designer/form-edits';
import { ImagePreviewDialog } from '../../uploads/image-preview-dialog';
import { DataTableCallDialog } from '../dialogs/data-table-call-dialog';
import { BatchEditDialog, CustomDataDialog, LogicFormDialog, MultiLineOptionDialog, OptionLogicDialog } from '../dialogs/option-dialogs';
import { UploadProgressDialog, type UploadProgressItem } from '../dialogs/upload-progress-dialog';
import { useDesignerSession, useDesignerState, useLookups } from '../use-designer';
import { PanelSection } from './panel-section';
import { isSafeImageUrl } from '../../../domain/model/image-url';
import { MoreIcon } from '../../icons/glyph-icons';

type DialogKind = 'batch' | 'logicForm' | 'tableCall' | 'custom' | { kind: 'logic' | 'multiLine'; optionId: ControlOption['id'] };

/** Options editor: add, "other" (kept last), defaults, batch edit, logic, table call, custom data, option images. */
export function OptionsSection({ control }: { control: Control }) {
  const session = useDesignerSession();
  const { form } = useDesignerState();
  const lookups = useLookups();
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<DialogKind | undefined>();
  const [uploads, setUploads] = useState<UploadProgressItem[]>([]);
  const [preview, setPreview] = useState<string | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);
  const imageTarget = useRef<ControlOption['id'] | undefined>(undefined);
  const id = control.id;
  const options = d.optionsOf(control);
  const choice = getControlType(control.moduleId)?.choice;
  const multi = choice === 'multiple';
  const withImages = choice === 'images';
  const close = () => setDialog(undefined);

  const uploadImage = (file: File) => {
    const optionId = imageTarget.current;
    if (!lookups || optionId === undefined) return;
    const typeError = lookups.optionImageError(file.name);
    if (typeError) {
      void message.error(typeError);
      return;
    }
    setUploads([{ name: file.name, percent: 0, status: 'uploading' }]);
    lookups.uploadOptionImage(file, file.name).subscribe({
      next: ({ percent, url }) => {
        setUploads([{ name: file.name, percent, status: url ? 'done' : 'uploading' }]);
        if (url) {
          session.apply('optionImage', (f) => updateOption(f, id, optionId, { imgURL: url }));
          setTimeout(() => setUploads([]), 600);
        }
      },
      error: () => setUploads([{ name: file.name, percent: 100, status: 'exception', error: designerMessages.uploadFailed }]),
    });
  };

  return (
    <PanelSection title={multi ? '选项（默认可多选）' : '选项'}
      extra={control.props.custom ? <Tag color="blue">自定义数据</Tag> : undefined}>
      <div data-testid="options-editor">
        {options.map((option, index) => {
          const linked = linkedControlIds(form, id, option.id).length;
          return (
            <div key={String(option.id)} className="option-row">
              {multi
                ? <Checkbox checked={option.isDefault === true} aria-label="默认选中" onChange={() => session.apply('default', (f) => toggleDefaultOption(f, id, option.id))} />
                : <Radio checked={option.isDefault === true} aria-label="默认选中" onClick={() => session.apply('default', (f) => toggleDefaultOption(f, id, option.id))} />}
              <Input size="small" value={option.value} aria-label={`选项${index + 1}`}
                onChange={(e) => session.edit(id, 'renameOption', (c) => d.renameOption(c, option.id, e.target.value), `option:${id}:${String(option.id)}`)} />
              {withImages && (
                isSafeImageUrl(option.imgURL)
                  ? <Image src={option.imgURL} width={28} height={28} preview={false} style={{ cursor: 'zoom-in', objectFit: 'cover' }} onClick={() => setPreview(option.imgURL)} />
                  : <Button size="small" onClick={() => { imageTarget.current = option.id; fileInput.current?.click(); }}>图片</Button>
              )}
              <Tooltip title={linked ? `选中时显示 ${linked} 个字段` : '设置选中此项时显示的字段'}>
                <Button size="small" type={linked ? 'primary' : 'default'} ghost={linked > 0} onClick={() => setDialog({ kind: 'logic', optionId: option.id })}>
                  逻辑{linked ? `(${linked})` : ''}
                </Button>
              </Tooltip>
              <Dropdown trigger={['click']} menu={{
                items: [
                  { key: 'multi', label: '多行编辑' },
                  { key: 'up', label: '上移', disabled: index === 0 || option.isOther === true },
                  { key: 'down', label: '下移', disabled: index >= options.length - 1 || option.isOther === true },
                  ...(withImages ? [{ key: 'image', label: option.imgURL ? '更换图片' : '上传图片' }] : []),
                  { key: 'delete', label: '删除', danger: true },
                ],
                onClick: ({ key }) => {
                  if (key === 'multi') setDialog({ kind: 'multiLine', optionId: option.id });
                  if (key === 'up') session.edit(id, 'moveOption', (c) => d.moveOption(c, index, index - 1));
                  if (key === 'down') session.edit(id, 'moveOption', (c) => d.moveOption(c, index, index + 1));
                  if (key === 'image') { imageTarget.current = option.id; fileInput.current?.click(); }
                  if (key === 'delete') session.apply('removeOption', (f) => removeOption(f, id, option.id));
                },
              }}>
                <Button size="small" type="text" aria-label="更多"><MoreIcon /></Button>
              </Dropdown>
            </div>
          );
        })}
      </div>
      <Space wrap size={[6, 6]}>
        <Button size="small" onClick={() => session.apply('addOption', (f) => addOption(f, id))}>添加选项</Button>
        <Button size="small" disabled={options.some((o) => o.isOther)} onClick={() => session.apply('addOther', (f) => addOtherOption(f, id))}>添加"其他"</Button>
        <Button size="small" onClick={() => setDialog('batch')}>批量编辑</Button>
        <Button size="small" onClick={() => setDialog('logicForm')}>逻辑表单</Button>
        <Button size="small" onClick={() => setDialog('tableCall')}>表格调用</Button>
        <Button size="small" onClick={() => setDialog('custom')}>自定义数据</Button>
        {control.props.custom === true && (
          <Button size="small" onClick={() => session.apply('typedOptions', (f) => switchToTypedOptions(f, id))}>改为手动选项</Button>
        )}
      </Space>
      <input ref={fileInput} type="file" accept=".jpg,.png,image/jpeg,image/png" hidden data-testid="option-image-input"
        onChange={(e) => { const file = e.target.files?.[0]; e.target.value = ''; if (file) uploadImage(file); }} />
      <BatchEditDialog open={dialog === 'batch'} controlId={id} onClose={close} />
      <LogicFormDialog open={dialog === 'logicForm'} controlId={id} onClose={close} />
      <CustomDataDialog open={dialog === 'custom'} controlId={id} onClose={close} />
      <OptionLogicDialog open={typeof dialog === 'object' && dialog.kind === 'logic'} controlId={id}
        optionId={typeof dialog === 'object' ? dialog.optionId : undefined} onClose={close} />
      <MultiLineOptionDialog open={typeof dialog === 'object' && dialog.kind === 'multiLine'} controlId={id}
        optionId={typeof dialog === 'object' ? dialog.optionId : undefined} onClose={close} />
      <DataTableCallDialog open={dialog === 'tableCall'} controlId={id} value={control.dataTableCallConfig} onClose={close}
        onSubmit={(config) => session.updateControl(id, { dataTableCallConfig: config })} />
      <UploadProgressDialog items={uploads} onClose={() => setUploads([])} />
      <ImagePreviewDialog open={preview !== undefined} src={preview ?? ''} onClose={() => setPreview(undefined)} />
    </PanelSection>
  );
}
