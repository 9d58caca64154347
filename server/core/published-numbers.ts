/**
 * The numbers people read on published versions (issue 43 #9): 版本 1, 2, 3 … in the order of publication.
 * Every save makes a new design revision (`DesignRow.version`: the draft's optimistic lock, never shown as a
 * version); only 发布 and 回滚 give a number, kept on the design's `publication.number`. Records stored before
 * numbers (the seed, old backups, old databases) get theirs here, in the same order: a design counts as published
 * when it has a publication record (a deleted one too: numbers are never given twice), is the model's published
 * design, or instances started on it (published before publications were recorded).
 */
import type { FlowModel } from '../../application/ports/flow-model-api';
import type { DemoTx } from './store/demo-db';
import type { DesignRow } from './store/demo-tables';

/** A model's published design revisions and their numbers, both ways. */
export interface PublishedNumbers {
  /** The number of design revision `designVersion` (undefined: never published, a draft). */
  numberOf(designVersion: number): number | undefined;
  /** The design revision published as `number`. */
  designOf(number: number): number | undefined;
  /** The number the next publication gets. */
  readonly next: number;
}

/** Numbers for designs read in ascending revision order; `started`: the revisions instances started on. */
export function numberDesigns(designs: readonly DesignRow[], publishedDesign: number, started: ReadonlySet<number>): PublishedNumbers {
  const byDesign = new Map<number, number>();
  const byNumber = new Map<number, number>();
  let last = 0;
  for (const d of [...designs].sort((a, b) => a.version - b.version)) {
    if (!d.publication && d.version !== publishedDesign && !started.has(d.version)) continue;
    const number = d.publication?.number ?? last + 1;
    last = Math.max(last, number);
    byDesign.set(d.version, number);
    byNumber.set(number, d.version);
  }
  return { numberOf: (v) => byDesign.get(v), designOf: (n) => byNumber.get(n), next: last + 1 };
}

/** The published numbers of one model (reads its designs and the revisions its instances run on). */
export async function publishedNumbers(tx: DemoTx, modelId: string): Promise<PublishedNumbers> {
  const [model, designs, started] = await Promise.all([
    tx.models.get(modelId),
    tx.designs.find({ index: 'modelId', equals: [modelId] }),
    tx.instances.findProjected({ index: 'modelId', equals: [modelId] }, (row) => row.designVersion),
  ]);
  return numberDesigns(designs, model?.publishedVersion ?? 0, new Set(started));
}

/**
 * A model as answers show it: `publishedVersion` is the number people read (0: never published) and
 * `publishedDesign` the design revision it is (the store keeps the revision in `publishedVersion`).
 */
export async function modelAnswer(tx: DemoTx, model: FlowModel): Promise<FlowModel> {
  if (!(model.publishedVersion > 0)) return { ...model, publishedDesign: 0 };
  const design = await tx.designs.get([model.id, model.publishedVersion]);
  // A number kept at publication needs no further reading; older records are numbered from their history.
  const number = design?.publication?.number ?? (await publishedNumbers(tx, model.id)).numberOf(model.publishedVersion) ?? 0;
  return { ...model, publishedVersion: number, publishedDesign: model.publishedVersion };
}
