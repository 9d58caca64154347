/**
 * Who may read an upload (issue 38: ids were file-N from a counter and anyone read anyone's salary.txt):
 * - a new upload's id is 128 random bits (`newFileId`), never a counter;
 * - its uploader may read it; so may whoever may see a record that references it (file-references.ts, found by
 *   the file's id — no scan): an instance they may view (its values, comments, signatures); a design version they
 *   may see (its flow's admins; the people who may launch it, for the published version; the applicant, approvers
 *   and cc recipients of an instance made from that version); a form (those holding the 流程管理员 right, who
 *   design forms); a data table they may view; a notice (everyone signed in reads notices); nobody else.
 */
import { mayUse, holdsRight } from '../../domain/permissions';
import { indexOrganisation } from '../../domain/flow';
import { dataTableAccessOf, mayViewDataTable } from '../../domain/data-table/data-table-access';
import { launchScopeOf, mayLaunch } from '../../domain/flow/publish/launch-scope';
import { categoryOfModel, rightsOfUser } from './admin-rights';
import { flowOfDesign, organisationIn } from './flow-runtime';
import { mayViewInstanceRow } from './instance-visibility';
import type { DemoTx } from './store/demo-db';
import type { FileRefRow, UploadRow } from './store/demo-tables';

/** A new upload's id: 128 random bits as 32 hex digits. */
export function newFileId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether the person is the applicant, an approver or a cc recipient of an instance of that design version. */
async function tookPartInVersion(tx: DemoTx, userId: string, modelId: string, version: number): Promise<boolean> {
  const [applied, tasks, ccs] = await Promise.all([
    tx.instances.find({ index: '[applicantId+createdAt]', equals: [userId] }),
    tx.tasks.find({ index: '[userId+status+createdAt]', equals: [userId] }),
    tx.ccs.find({ index: '[userId+createdAt]', equals: [userId] }),
  ]);
  const ofVersion = (row: { modelId: string; designVersion: number } | undefined) => row?.modelId === modelId && row.designVersion === version;
  if (applied.some(ofVersion)) return true;
  const others = [...new Set([...tasks, ...ccs].map((t) => t.instanceId))];
  return (await tx.instances.getMany(others)).some(ofVersion);
}

async function maySeeDesign(tx: DemoTx, holderId: string, userId: string): Promise<boolean> {
  const at = holderId.lastIndexOf('@');
  const modelId = holderId.slice(0, at);
  const version = Number(holderId.slice(at + 1));
  const [model, design] = await Promise.all([tx.models.get(modelId), tx.designs.get([modelId, version])]);
  if (!model || !design) return false;
  if (flowOfDesign(design)?.settings?.admins?.includes(userId) === true) return true;
  if (mayUse(await rightsOfUser(tx, userId), 'flow', { modelId, categoryId: await categoryOfModel(tx, modelId) })) return true;
  if (model.publishedVersion === version && mayLaunch(launchScopeOf(design.settings), userId, indexOrganisation(await organisationIn(tx)))) return true;
  return tookPartInVersion(tx, userId, modelId, version);
}

async function maySeeHolder(tx: DemoTx, ref: FileRefRow, userId: string): Promise<boolean> {
  switch (ref.kind) {
    case 'instance': {
      const row = await tx.instances.get(ref.holderId);
      return !!row && await mayViewInstanceRow(tx, row, userId);
    }
    case 'design':
      return maySeeDesign(tx, ref.holderId, userId);
    case 'form':
      return !!await tx.forms.get(ref.holderId) && holdsRight(await rightsOfUser(tx, userId), 'flow');
    case 'dataTable': {
      const table = await tx.dataTables.get(ref.holderId);
      return !!table && mayViewDataTable(dataTableAccessOf(table.access), userId, indexOrganisation(await organisationIn(tx)));
    }
    case 'notice':
      return !!await tx.notices.get(ref.holderId);
  }
}

/** Whether `userId` may read `file`: its uploader, or someone who may see a record referencing it. */
export async function mayReadFile(tx: DemoTx, file: Pick<UploadRow, 'id' | 'ownerId'>, userId: string): Promise<boolean> {
  if (file.ownerId === userId) return true;
  for (const ref of await tx.fileRefs.find({ index: 'fileId', equals: [file.id] })) {
    if (await maySeeHolder(tx, ref, userId)) return true;
  }
  return false;
}
