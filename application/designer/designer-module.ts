import { ContainerModule } from 'inversify';
import { DesignerSession } from './designer-session';
import { DesignerLookups } from './designer-lookups';
import { FlowDesignerSession } from './flow-designer-session';
import { FlowPublisher } from './flow-publisher';
import { DesignRebase } from './design-rebase';
import { BpmnExport } from './bpmn-export';
import { SubflowCatalog } from './subflow-catalog';
import { PrintTemplateEditor } from '../print/print-template-editor';

/** Binds the designer use cases (application-layer classes, one instance each). composition-root.ts loads it. */
export const designerModule = new ContainerModule(({ bind }) => {
  bind(DesignerSession).toSelf().inSingletonScope();
  bind(DesignerLookups).toSelf().inSingletonScope();
  bind(FlowDesignerSession).toSelf().inSingletonScope();
  bind(FlowPublisher).toSelf().inSingletonScope();
  // 载入最新版本并保留我的修改 after a save conflict.
  bind(DesignRebase).toSelf().inSingletonScope();
  bind(BpmnExport).toSelf().inSingletonScope();
  // 子流程: the flows it may start (picker, field mapping, checks).
  bind(SubflowCatalog).toSelf().inSingletonScope();
  // The 打印设置 tab edits the print template inside this session.
  bind(PrintTemplateEditor).toSelf().inSingletonScope();
});
