import { ContainerModule } from 'inversify';
import { BatchApprove } from './batch-approve';
import { DelegationSettings } from './delegation-settings';
import { FlowCatalog } from './flow-catalog';
import { FlowDynamics } from './flow-dynamics';
import { FlowStatistics } from '../statistics/flow-statistics';
import { TravelExport } from '../export/travel-export';
import { InstanceExport } from '../export/instance-export';
import { FlowView } from './flow-view';
import { InstanceLists } from './instance-list';
import { InstanceReview } from './instance-review';
import { NoticeModeSetting } from '../notice-mode/notice-mode';
import { OcrRecognition } from '../ocr/ocr-recognition';
import { OcrRejectDialog } from '../ocr/ocr-reject-dialog';

/**
 * Binds the approvals use cases (application-layer classes, one instance each). composition-root.ts loads it
 * on demand; InstanceChanges and PendingCount (the top bar's count) are bound there for every route. It also binds
 * the use cases of the pages its routes load from their own folders: 流程统计 (statistics/), 出差数据导出
 * (export/travel-export), 通知方式 (notice-mode/) and OCR (ocr/).
 */
export const approvalsModule = new ContainerModule(({ bind }) => {
  bind(InstanceLists).toSelf().inSingletonScope();
  bind(InstanceReview).toSelf().inSingletonScope();
  bind(BatchApprove).toSelf().inSingletonScope();
  bind(FlowCatalog).toSelf().inSingletonScope();
  bind(FlowView).toSelf().inSingletonScope();
  bind(FlowDynamics).toSelf().inSingletonScope();
  bind(FlowStatistics).toSelf().inSingletonScope();
  bind(TravelExport).toSelf().inSingletonScope();
  bind(InstanceExport).toSelf().inSingletonScope();
  bind(NoticeModeSetting).toSelf().inSingletonScope();
  bind(OcrRejectDialog).toSelf().inSingletonScope();
  bind(OcrRecognition).toSelf().inSingletonScope();
  bind(DelegationSettings).toSelf().inSingletonScope();
});
