/**
 * The print routes (/flowMyFormPreview/print?instanceId…, /print/:id): loads the instance, its flow's print
 * template and the printing user, and builds the sheet. An instance that does not exist or may not be seen
 * ends in `notFound` / `forbidden` (the 404 / 403 page), never a blank sheet. `pdf()` makes the PDF file.
 */
import 'reflect-metadata';
import { inject, injectable, optional } from 'inversify';
import { BehaviorSubject, type Observable } from 'rxjs';
import { InstanceApi, type Instance } from '../ports/instance-api';
import { FlowModelApi, type ModelDesign } from '../ports/flow-model-api';
import { SessionApi } from '../ports/session-api';
import { StorageApi } from '../ports/storage-api';
import { PrintPdf } from '../ports/print-pdf';
import { ForbiddenFailure, NotFoundFailure } from '../ports/api-failure';
import { buildPrintDocument, type PrintDocument, type PrintedField } from '../../domain/print/print-document';
import { readPrintTemplate } from '../../domain/print/print-template';
import type { PrintSource } from '../../domain/print/print-source';
import { indexFlow, type Flow } from '../../domain/flow';
import { isPngDataUrl, signatureFileId } from '../../domain/model/signature-value';
import { printMessages } from './print-messages';
import { OrganisationDirectory } from '../organisation/organisation-directory';
import { getControlType } from '../../domain/controls/registry';
import { idsOf, type ValueNames } from '../../domain/controls/org/value-names';

export type PrintViewStatus = 'idle' | 'loading' | 'ready' | 'notFound' | 'forbidden' | 'failed';

export interface PrintViewState {
  readonly status: PrintViewStatus;
  readonly instanceId: string | undefined;
  readonly document: PrintDocument | undefined;
  readonly message: string | undefined;
}

const INITIAL: PrintViewState = { status: 'idle', instanceId: undefined, document: undefined, message: undefined };

function nodeNamesOf(design: ModelDesign | undefined, flow: Flow | undefined): Record<string, string> {
  const names: Record<string, string> = {};
  // The instance's own flow names the nodes its history went through (a 退回 names where it went back to).
  for (const node of flow ? indexFlow(flow).nodes : []) names[node.id] = node.name;
  for (const node of design?.flow?.nodes ?? []) if (node && typeof node.id === 'string' && typeof node.name === 'string') names[node.id] = node.name;
  return names;
}

export function printSourceOf(instance: Instance, design: ModelDesign | undefined, names?: ValueNames): PrintSource {
  return {
    instanceId: instance.id, ...(instance.serialNo ? { serialNo: instance.serialNo } : {}), flowName: instance.modelName, title: instance.title, status: instance.status,
    applicant: { name: instance.applicant.name, department: instance.applicant.department },
    createdAt: instance.createdAt, updatedAt: instance.updatedAt,
    form: instance.form, values: instance.values,
    history: instance.history as unknown as PrintSource['history'],
    nodeNames: nodeNamesOf(design, instance.flow),
    ...(names ? { names } : {}),
  };
}

@injectable()
export class PrintView {
  private readonly subject = new BehaviorSubject<PrintViewState>(INITIAL);
  readonly state$: Observable<PrintViewState> = this.subject.asObservable();

  constructor(
    @inject(InstanceApi) private readonly instances: InstanceApi,
    @inject(FlowModelApi) private readonly flows: FlowModelApi,
    @inject(SessionApi) private readonly session: SessionApi,
    @inject(StorageApi) private readonly storage: StorageApi,
    @inject(PrintPdf) private readonly printPdf: PrintPdf,
    @inject(OrganisationDirectory) @optional() private readonly organisation?: OrganisationDirectory,
  ) {}

  getSnapshot(): PrintViewState {
    return this.subject.getValue();
  }

  async load(instanceId: string, now: () => Date = () => new Date()): Promise<void> {
    this.subject.next({ ...INITIAL, status: 'loading', instanceId });
    // The printing user does not depend on the instance: asked for alongside it, not after it.
    const user = this.session.load().catch(() => undefined);
    let instance: Instance;
    try {
      instance = await this.instances.getInstance(instanceId);
    } catch (error) {
      if (this.getSnapshot().instanceId !== instanceId) return;
      const status: PrintViewStatus = error instanceof NotFoundFailure ? 'notFound' : error instanceof ForbiddenFailure ? 'forbidden' : 'failed';
      const message = status === 'notFound' ? printMessages.notFound : status === 'forbidden' ? printMessages.forbidden : printMessages.loadFailed;
      this.subject.next({ ...INITIAL, status, instanceId, message });
      return;
    }
    // The template and the printing user are not worth failing the print for: defaults stand in.
    const [design, printer, names] = await Promise.all([this.flows.getModelDesign(instance.modelId).catch(() => undefined), user, this.namesFor(instance)]);
    const document = buildPrintDocument(readPrintTemplate(design?.settings), printSourceOf(instance, design, names), {
      printedBy: printer?.name ?? '', printedAt: now().toISOString(),
    });
    const withImages = await this.resolveImages(document);
    if (this.getSnapshot().instanceId !== instanceId) return;
    this.subject.next({ status: 'ready', instanceId, document: withImages.document, message: withImages.failed ? printMessages.imageFailed : undefined });
  }

  /**
   * The names the values hold (issue 41): people and departments from the organisation, linked instances read
   * through this one. Nothing fails the print: an id nobody can name prints as itself.
   */
  private async namesFor(instance: Instance): Promise<ValueNames> {
    const linkedIds = instance.form.controls
      .filter((control) => getControlType(control.moduleId)?.holdsIds === 'instances')
      .flatMap((control) => idsOf(instance.values[control.id]));
    const [directory, linked] = await Promise.all([
      this.organisation?.load().catch(() => undefined),
      Promise.all(linkedIds.map((id) => this.instances.getInstance(id, instance.id).catch(() => undefined))),
    ]);
    const byId = new Map(linked.flatMap((found) => (found ? [[found.id, found] as const] : [])));
    return {
      ...(directory ? { user: (id: string) => directory.user(id), dept: (id: string) => directory.dept(id) } : {}),
      instance: (id: string) => byId.get(id),
    };
  }

  /** The PDF of the loaded sheet (isPDF). */
  async pdf(): Promise<{ bytes: Uint8Array; fileName: string }> {
    const document = this.getSnapshot().document;
    if (!document) throw new Error(printMessages.loadFailed);
    return { bytes: await this.printPdf.render(document), fileName: document.fileName };
  }

  /**
   * Image files of printing attachments (a 签名 control's too) and the approvers' stored signatures get their
   * download URLs, a drawn signature its data URL; a failure leaves them as names.
   */
  private async resolveImages(document: PrintDocument): Promise<{ document: PrintDocument; failed: boolean }> {
    const record = document.approvalRecord ?? [];
    const ids = [
      ...document.fields.flatMap((field) => (field.value.kind === 'files' && field.value.asImages
        ? field.value.files.filter((file) => file.image && file.url === undefined).map((file) => file.id)
        : [])),
      ...record.flatMap((row) => signatureFileId(row.signature) ?? []),
    ];
    let urls: Record<string, string> = {};
    let failed = false;
    if (ids.length > 0) {
      try {
        urls = await this.storage.getDownloadUrls(ids);
      } catch {
        failed = true;
      }
    }
    const fields: PrintedField[] = document.fields.map((field) => (field.value.kind === 'files' && field.value.asImages
      ? { ...field, value: { ...field.value, files: field.value.files.map((file) => (urls[file.id] ? { ...file, url: urls[file.id] } : file)) } }
      : field));
    const signatureUrl = (signature: string | undefined) => (isPngDataUrl(signature) ? signature : urls[signatureFileId(signature) ?? '']);
    const approvalRecord = document.approvalRecord?.map((row) => {
      const url = signatureUrl(row.signature);
      return url ? { ...row, signatureUrl: url } : row;
    });
    return { document: { ...document, fields, ...(approvalRecord ? { approvalRecord } : {}) }, failed };
  }
}
