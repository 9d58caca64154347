import { ContainerModule } from 'inversify';
import { PrintView } from './print-view';
import { PrintTemplateEditor } from './print-template-editor';

/**
 * Binds the print use cases: the print routes' view and the designer's 打印设置 tab (which also needs the
 * designer feature's session). composition-root.ts loads it on demand.
 */
export const printModule = new ContainerModule(({ bind }) => {
  bind(PrintView).toSelf().inSingletonScope();
  bind(PrintTemplateEditor).toSelf().inSingletonScope();
});
