import { ContainerModule } from 'inversify';
import { PrintView } from './print-view';

/**
 * Binds the print routes' use case. The designer's 打印设置 tab (PrintTemplateEditor) is bound by the designer
 * feature, whose session it edits: the print route never downloads the designer's use cases.
 * composition-root.ts loads it on demand.
 */
export const printModule = new ContainerModule(({ bind }) => {
  bind(PrintView).toSelf().inSingletonScope();
});
