import { ContainerModule } from 'inversify';
import { ApiDefinitionsAdmin } from './api-definitions-admin';
import { DataTableAdmin } from './data-table-admin';
import { BpmnFlowImport } from './bpmn-flow-import';
import { FlowCatalogAdmin } from './flow-catalog-admin';
import { FlowVersions } from './flow-versions';
import { FlowPermissions } from './flow-permissions';
import { FormLibrary } from './form-library';
import { FormValuesAdmin } from './form-values-admin';
import { OperationLog } from './operation-log';
import { OrganisationAdmin } from './organisation-admin';
import { RightsAdmin } from './rights-admin';
import { RoleManager } from './role-manager';
import { TimingTasks } from './timing-tasks';

/** Binds the administration use cases (flows, API definitions, form-value lists, roles, the operation log). */
export const adminModule = new ContainerModule(({ bind }) => {
  bind(ApiDefinitionsAdmin).toSelf().inSingletonScope();
  bind(FormValuesAdmin).toSelf().inSingletonScope();
  bind(FlowCatalogAdmin).toSelf().inSingletonScope();
  bind(FlowVersions).toSelf().inSingletonScope();
  bind(BpmnFlowImport).toSelf().inSingletonScope();
  bind(RoleManager).toSelf().inSingletonScope();
  bind(OperationLog).toSelf().inSingletonScope();
  bind(FormLibrary).toSelf().inSingletonScope();
  bind(FlowPermissions).toSelf().inSingletonScope();
  bind(TimingTasks).toSelf().inSingletonScope();
  bind(DataTableAdmin).toSelf().inSingletonScope();
  bind(RightsAdmin).toSelf().inSingletonScope();
  bind(OrganisationAdmin).toSelf().inSingletonScope();
});
