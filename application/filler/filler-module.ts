import { ContainerModule } from 'inversify';

/** Binds the filler use cases (application-layer classes, one instance each). composition-root.ts loads it. */
export const fillerModule = new ContainerModule(({ bind }) => {
  void bind;
});
