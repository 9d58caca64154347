import { ContainerModule } from 'inversify';

/** Binds the designer use cases (application-layer classes, one instance each). composition-root.ts loads it. */
export const designerModule = new ContainerModule(({ bind }) => {
  void bind;
});
