/**
 * What 应用发布 says of the draft (issue 43 #9): a save changes the draft, never the published version; the draft
 * becomes a version (the next number) only when published.
 */
import type { FlowModelSummary } from '../ports/flow-model-api';

export const draftMessages = {
  unsaved: '未保存的修改（发布时一并保存）',
  unpublished: '未发布的修改',
  sameAs: (version: number) => `与已发布的版本 ${version} 相同`,
} as const;

/** `revision`: the design revision the designer holds (saved when not `dirty`). */
export function draftWords(dirty: boolean, revision: number, model: Pick<FlowModelSummary, 'publishedVersion' | 'publishedDesign'> | undefined): string {
  if (dirty) return draftMessages.unsaved;
  if (model && model.publishedVersion > 0 && model.publishedDesign === revision) return draftMessages.sameAs(model.publishedVersion);
  return draftMessages.unpublished;
}
