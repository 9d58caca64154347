import 'reflect-metadata';
import { render } from '@testing-library/react';
import { App } from 'antd';
import { Container } from 'inversify';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { designerModule } from '../../../application/designer/designer-module';
import { DesignerSession } from '../../../application/designer/designer-session';
import { FlowModelApi } from '../../../application/ports/flow-model-api';
import type { Flow } from '../../../domain/flow';
import type { Control } from '../../../domain/model/control';
import { ContainerProvider } from '../../../ui/hooks/container-context';
import FramesetTab from '../../../ui/designer/frameset-tab';
import { FakeFlowModelApi } from '../../application/designer/fake-flow-model-api';
import { loadedOrganisation } from '../../application/designer/loaded-organisation';
import { OrganisationDirectory } from '../../../application/organisation/organisation-directory';

/** Renders the frameset tab over a fake FlowModelApi holding one flow `m1` (form 请假单). */
export function renderDesigner(controls: Control[] = [], flow?: Flow) {
  const api = new FakeFlowModelApi();
  api.seed('m1', { id: 'f1', name: '请假单', controls }, flow);
  const container = new Container();
  container.bind(FlowModelApi).toConstantValue(api as unknown as FlowModelApi);
  // The flow session (and 载入最新版本并保留我的修改, which replays its edits) reads the organisation.
  container.bind(OrganisationDirectory).toConstantValue(loadedOrganisation());
  container.load(designerModule);
  const session = container.get(DesignerSession);
  render(
    <ContainerProvider container={container}>
      <App>
        <MemoryRouter initialEntries={['/flow-set/m1/frameset']}>
          <Routes><Route path="/flow-set/:id/frameset" element={<FramesetTab />} /></Routes>
        </MemoryRouter>
      </App>
    </ContainerProvider>,
  );
  return { api, session };
}
