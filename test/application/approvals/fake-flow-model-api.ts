import type { FlowCategory, FlowModelApi, NoticeMode } from '../../../application/ports/flow-model-api';
import { failure } from './fakes';

/** Only the calls the approval center makes; the rest throw. */
export class FakeFlowModelApi implements Pick<FlowModelApi, 'getCategoryList' | 'getNoticeMode' | 'setNoticeMode'> {
  categories: FlowCategory[] = [];
  stored = new Map<string, unknown>();
  failSet = false;
  failGet = false;
  sets: Array<[string, NoticeMode]> = [];

  async getCategoryList(): Promise<FlowCategory[]> {
    return this.categories;
  }

  async getNoticeMode(modelId: string): Promise<NoticeMode> {
    if (this.failGet) throw failure(500);
    return this.stored.get(modelId) as NoticeMode;
  }

  async setNoticeMode(modelId: string, noticeMode: NoticeMode): Promise<void> {
    if (this.failSet) throw failure(500);
    this.sets.push([modelId, noticeMode]);
    this.stored.set(modelId, noticeMode);
  }
}
