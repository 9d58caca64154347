import { ContainerModule } from 'inversify';
import { BatchApprove } from './batch-approve';
import { DelegationSettings } from './delegation-settings';
import { FlowCatalog } from './flow-catalog';
import { FlowDynamics } from './flow-dynamics';
import { FlowStatistics } from './flow-statistics';
import { TravelExport } from './travel-export';
import { InstanceExport } from '../export/instance-export';
import { FlowView } from './flow-view';
import { InstanceLists } from './instance-list';
import { InstanceReview } from './instance-review';
import { NoticeModeSetting } from './notice-mode';
import { CommonPhrases } from './common-phrases';
import { OcrRecognition } from './ocr-recognition';
import { OcrRejectDialog } from './ocr-reject-dialog';

/**
 * Binds the approvals use cases (application-layer classes, one instance each). composition-root.ts loads it
 * on demand; InstanceChanges and PendingCount (the top bar's count) are bound there for every route.
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
  bind(CommonPhrases).toSelf().inSingletonScope();
  bind(OcrRejectDialog).toSelf().inSingletonScope();
  bind(OcrRecognition).toSelf().inSingletonScope();
  bind(DelegationSettings).toSelf().inSingletonScope();
});
