import { ContainerModule } from 'inversify';
import { FillSessionFactory } from './fill-session-factory';

/** Binds the filler use cases (application-layer classes, one instance each). composition-root.ts loads it. */
export const fillerModule = new ContainerModule(({ bind }) => {
  bind(FillSessionFactory).toSelf().inSingletonScope();
});
