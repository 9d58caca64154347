import { useMemo, useState } from 'react';
import { Modal } from 'antd';
import { createVisibility } from '../../../domain/validation/visibility';
import { initialValues } from '../../../application/filler/initial-values';
import { ControlView } from '../../controls/control-view';
import { useDesignerState } from '../use-designer';
import { ownValue, withValue } from '../../../domain/model/keyed-values';

/** The form as an applicant will see it (the filler's components, logic applied); values stay local. */
export function FormPreviewDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Modal open={open} title="表单预览" footer={null} onCancel={onClose} width={900} destroyOnHidden>
      {open && <PreviewBody />}
    </Modal>
  );
}

function PreviewBody() {
  const { form } = useDesignerState();
  const [values, setValues] = useState<Record<string, unknown>>(() => initialValues(form));
  const visible = useMemo(() => createVisibility(form, values), [form, values]);
  const context = useMemo(() => ({ form, values }), [form, values]);
  return (
    <div className="preview-form" data-testid="form-preview">
      {form.controls.filter(visible).map((control) => (
        <ControlView key={control.id} control={control} mode="fill" value={ownValue(values, control.id)} context={context}
          onChange={(value) => setValues((current) => withValue(current, control.id, value))} />
      ))}
    </div>
  );
}
