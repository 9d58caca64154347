import type { Instance } from '../../application/ports/instance-api';
import { Skeleton } from 'antd';
import { ControlView } from '../controls/control-view';
import { useControlsReady } from '../controls/use-controls-ready';
import { ownValue } from '../../domain/model/keyed-values';

/** The submitted form, read-only, with the filler's components (spec: instance views are read-only renderings). */
export function InstanceFormView({ instance }: { instance: Instance }) {
  const ready = useControlsReady(instance.form.controls);
  const context = {
    form: instance.form,
    values: instance.values,
    user: { name: instance.applicant.name, employeeNumber: instance.applicant.employeeNumber },
    today: instance.createdAt.slice(0, 10),
    instanceId: instance.id,
    modelId: instance.modelId,
  };
  if (!ready) return <Skeleton active className="instance-form-loading" />;
  return (
    <div className="instance-form-view" style={{ display: 'flex', flexWrap: 'wrap', margin: '0 -12px' }}>
      {instance.form.controls.map((control) => (
        <ControlView key={control.id} control={control} value={ownValue(instance.values, control.id)} mode="readonly" context={context} />
      ))}
    </div>
  );
}
