import { ContainerModule } from 'inversify';
import { ApiDefinitionsAdmin } from './api-definitions-admin';
import { FlowCatalogAdmin } from './flow-catalog-admin';
import { FormValuesAdmin } from './form-values-admin';

/** Binds the administration use cases (flows, API definitions, form-value lists). */
export const adminModule = new ContainerModule(({ bind }) => {
  bind(ApiDefinitionsAdmin).toSelf().inSingletonScope();
  bind(FormValuesAdmin).toSelf().inSingletonScope();
  bind(FlowCatalogAdmin).toSelf().inSingletonScope();
});
