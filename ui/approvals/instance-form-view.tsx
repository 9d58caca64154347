import type { Instance } from '../../application/ports/instance-api';
import { Skeleton } from 'antd';
import { ControlView } from '../controls/control-view';
import { useControlsReady } from '../controls/use-controls-ready';
import { ownValue } from '../../domain/model/keyed-values';

interface InstanceFormViewProps {
  instance: Instance;
  /** Controls the viewer may change now (their node's 可编辑 fields); the others stay read-only. */
  editable?: readonly string[];
  /** The values being edited (defaults to the instance's). */
  values?: Readonly<Record<string, unknown>>;
  onChange?: (controlId: string, value: unknown) => void;
  errors?: Readonly<Record<string, string>>;
}

/**
 * The submitted form with the filler's components (spec: instance views are read-only renderings). The server
 * sends only what the viewer's node lets them see (隐藏 fields are absent); 可编辑 fields are inputs.
 */
export function InstanceFormView({ instance, editable = [], values = instance.values, onChange, errors = {} }: InstanceFormViewProps) {
  const ready = useControlsReady(instance.form.controls);
  const context = {
    form: instance.form,
    values,
    user: { name: instance.applicant.name, employeeNumber: instance.applicant.employeeNumber },
    today: instance.createdAt.slice(0, 10),
    instanceId: instance.id,
    modelId: instance.modelId,
  };
  if (!ready) return <Skeleton active className="instance-form-loading" />;
  return (
    <div className="instance-form-view" style={{ display: 'flex', flexWrap: 'wrap', margin: '0 -12px' }}>
      {instance.form.controls.map((control) => {
        const canEdit = editable.includes(control.id) && onChange !== undefined;
        return (
          <ControlView
            key={control.id}
            control={control}
            value={ownValue(values, control.id)}
            mode={canEdit ? 'fill' : 'readonly'}
            {...(canEdit ? { onChange: (value: unknown) => onChange(control.id, value), error: errors[control.id] } : {})}
            context={context}
          />
        );
      })}
    </div>
  );
}
