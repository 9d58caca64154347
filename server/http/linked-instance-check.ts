/**
 * The backend's check of 关联审批单 values (issue 41) at launch: each linked instance must be one the applicant
 * may see (无权关联该审批单) and, when the control names flows, of one of them (只能关联「…」的审批单).
 * The rules are the domain's (`linkRefusal`); this file only reads the records they need.
 */
import { getControlType } from '../../domain/controls/registry';
import { idsOf } from '../../domain/controls/org/value-names';
import { linkRefusal, type LinkTarget } from '../../domain/controls/linked-instances/linked-instances';
import type { Form } from '../../domain/model/form';
import { hiddenControlsAt } from '../../domain/flow';
import type { Instance } from '../../application/ports/instance-api';
import type { FieldError } from '../../domain/validation/validate-form';
import type { DemoTx } from '../core/store/demo-db';
import { refuse } from './handler-kit';
import { mayViewInstanceRow } from '../core/instance-visibility';

/** Controls holding instance links (关联审批单). */
const linksInstances = (moduleId: number): boolean => getControlType(moduleId)?.holdsIds === 'instances';

export async function refuseForeignLinks(tx: DemoTx, form: Form, values: Readonly<Record<string, unknown>>, applicantId: string): Promise<Response | undefined> {
  const errors: FieldError[] = [];
  for (const control of form.controls) {
    if (!linksInstances(control.moduleId)) continue;
    const ids = idsOf(values[control.id]);
    if (ids.length === 0) continue;
    const targets = new Map<string, LinkTarget>();
    for (const id of ids) {
      const row = await tx.instances.get(id);
      if (row) targets.set(id, { visible: await mayViewInstanceRow(tx, row, applicantId), modelId: row.modelId });
    }
    const names = new Map((await tx.models.all()).map((model) => [model.id, model.name]));
    const message = linkRefusal(control, ids, (id) => targets.get(id), (modelId) => names.get(modelId) ?? modelId);
    if (message) errors.push({ controlId: control.id, message });
  }
  if (errors.length === 0) return undefined;
  const first = errors[0]!;
  const title = form.controls.find((c) => c.id === first.controlId)?.config?.title || first.controlId;
  return refuse(400, `提交的内容不正确：${title}：${first.message}`, { errors });
}

/**
 * Whether `viewerId` may read instance `id` through the instance `via` that links it: they may see `via`, and
 * one of its 关联审批单 values holds `id` (the link lets the people of `via` read what it links).
 */
export async function mayReadThroughLink(tx: DemoTx, id: string, via: string, viewerId: string): Promise<boolean> {
  const linking = await tx.instances.get(via);
  if (!linking || !(await mayViewInstanceRow(tx, linking, viewerId))) return false;
  const form = linking.form ?? (await tx.designs.get([linking.modelId, linking.designVersion]))?.form;
  const values = linking.flowState?.values ?? linking.values;
  return (form?.controls ?? []).some((control) => linksInstances(control.moduleId) && idsOf(values[control.id]).includes(id));
}

/** What a reader through a link sees: no field hidden at the start node (the applicant's own form), and no actions. */
export function linkedReading(view: Instance): Instance {
  const hidden = view.flow ? new Set(hiddenControlsAt(view.flow, view.flow.root.id, view.form)) : new Set<string>();
  const { viewer: _viewer, ...rest } = view;
  return {
    ...rest,
    form: { ...view.form, controls: view.form.controls.filter((c) => !hidden.has(c.id)) },
    values: Object.fromEntries(Object.entries(view.values).filter(([key]) => !hidden.has(key))),
  };
}
