import { ContainerModule } from 'inversify';
import { DesignerSession } from './designer-session';
import { DesignerLookups } from './designer-lookups';

/** Binds the designer use cases (application-layer classes, one instance each). composition-root.ts loads it. */
export const designerModule = new ContainerModule(({ bind }) => {
  bind(DesignerSession).toSelf().inSingletonScope();
  bind(DesignerLookups).toSelf().inSingletonScope();
});
