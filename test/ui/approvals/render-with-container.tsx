import 'reflect-metadata';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { App } from 'antd';
import { Container } from 'inversify';
import { MemoryRouter } from 'react-router-dom';
import { approvalsModule } from '../../../application/approvals/approvals-module';
import { InstanceChanges } from '../../../application/approvals/instance-changes';
import { PendingCount } from '../../../application/approvals/pending-count';
import { FlowModelApi } from '../../../application/ports/flow-model-api';
import { InstanceApi } from '../../../application/ports/instance-api';
import { NotifyChannel } from '../../../application/ports/notify-channel';
import { OcrApi } from '../../../application/ports/ocr-api';
import { OrganizationApi } from '../../../application/ports/organization-api';
import { AssigneeRoleApi } from '../../../application/ports/assignee-role-api';
import { OrganisationDirectory } from '../../../application/organisation/organisation-directory';
import { SessionApi } from '../../../application/ports/session-api';
import { StorageApi } from '../../../application/ports/storage-api';
import { StatisticsApi } from '../../../application/ports/statistics-api';
import { ContainerProvider } from '../../../ui/hooks/container-context';
import { AppMessageProvider } from '../../../ui/hooks/app-message';
import { FakeInstanceApi, FakeNotify, FakeOcr, FakeOrganization, FakeSession, FakeStorage, noRoles } from '../../application/approvals/fakes';
import { FakeFlowModelApi } from '../../application/approvals/fake-flow-model-api';

/** A container with the approvals use cases over the hand-written fakes, and a render helper. */
export function makeContainer() {
  const fakes = {
    instances: new FakeInstanceApi(),
    session: new FakeSession(),
    organization: new FakeOrganization(),
    flows: new FakeFlowModelApi(),
    notify: new FakeNotify(),
    ocr: new FakeOcr(),
    storage: new FakeStorage(),
  };
  const container = new Container();
  container.bind(InstanceApi).toConstantValue(fakes.instances);
  container.bind(SessionApi).toConstantValue(fakes.session);
  container.bind(OrganizationApi).toConstantValue(fakes.organization as unknown as OrganizationApi);
  container.bind(FlowModelApi).toConstantValue(fakes.flows as unknown as FlowModelApi);
  container.bind(NotifyChannel).toConstantValue(fakes.notify);
  container.bind(OcrApi).toConstantValue(fakes.ocr);
  container.bind(StorageApi).toConstantValue(fakes.storage);
  // 流程统计 and 导出 Excel: nothing to count or export in these tests.
  container.bind(StatisticsApi).toConstantValue({
    load: async () => ({ now: '2025-03-10T00:00:00.000Z', figures: { total: 0, byStatus: {}, weeks: [], flows: [], nodes: [], approvers: [], slowest: [] } }),
    instances: async ({ page, pageSize }) => ({ list: [], total: 0, page, pageSize }),
    exportInstances: async () => [],
  } satisfies StatisticsApi);
  // As composition-root.ts does: the count and its events for every route, the rest with the feature.
  container.bind(InstanceChanges).toSelf().inSingletonScope();
  container.bind(PendingCount).toSelf().inSingletonScope();
  container.bind(AssigneeRoleApi).toConstantValue(noRoles);
  container.bind(OrganisationDirectory).toSelf().inSingletonScope();
  container.load(approvalsModule);
  return { container, fakes };
}

/**
 * Renders as the app does, toasts included (AppMessageProvider): a toast then lives in the tested tree, so a
 * test can wait for its text and the toast goes away with the tree (antd's static message would update a
 * detached root after the test, outside act()).
 */
export function renderWith(container: Container, ui: ReactElement, path = '/') {
  return render(
    <ContainerProvider container={container}>
      <App>
        <AppMessageProvider>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </AppMessageProvider>
      </App>
    </ContainerProvider>,
  );
}
