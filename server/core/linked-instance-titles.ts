/**
 * The titles of the instances a viewed instance links (关联审批单, issue 41), for the export: the link lets the
 * people who may read an instance read what it links, so the ids in its shown values are named for them. Only
 * the ids its view still holds count (a field hidden from the viewer is already gone), and only title and 审批编号
 * leave the backend.
 */
import { getControlType } from '../../domain/controls/registry';
import { idsOf } from '../../domain/controls/org/value-names';
import type { Instance, LinkedTitle } from '../../application/ports/instance-api';
import type { DemoTx } from './store/demo-db';

export async function linkedTitlesOf(tx: DemoTx, view: Instance): Promise<Record<string, LinkedTitle> | undefined> {
  const ids = [...new Set(view.form.controls
    .filter((control) => getControlType(control.moduleId)?.holdsIds === 'instances')
    .flatMap((control) => idsOf(view.values[control.id])))];
  if (ids.length === 0) return undefined;
  const rows = await tx.instances.getMany(ids);
  const titles: Record<string, LinkedTitle> = {};
  for (const row of rows) {
    if (row) titles[row.id] = { title: row.title, ...(row.serialNo ? { serialNo: row.serialNo } : {}) };
  }
  return titles;
}
