import 'reflect-metadata';
import { FillSessionFactory } from '../../../application/filler/fill-session-factory';
import type { FlowModelApi, ModelDesign } from '../../../application/ports/flow-model-api';
import type { InstanceApi } from '../../../application/ports/instance-api';
import type { RuntimeConfig } from '../../../application/ports/runtime-config';
import type { SessionApi } from '../../../application/ports/session-api';

test('the launch page opens the published design of a flow, not the newest saved one', async () => {
  const asked: Array<[string, string | undefined]> = [];
  const design = (version: number, name: string) => ({ modelId: 'model-leave', version, form: { id: 'f', name, controls: [] }, flow: { nodes: [] }, settings: {} }) as unknown as ModelDesign;
  const flows = {
    getModelDesign: async (modelId: string, which?: string) => {
      asked.push([modelId, which]);
      return which === 'published' ? design(1, '请假（已发布）') : design(2, '请假（草稿）');
    },
    getModel: async () => ({ id: 'model-leave', name: '请假' }),
  } as unknown as FlowModelApi;
  const factory = new FillSessionFactory(
    flows, {} as InstanceApi, { load: async () => ({ id: 'u-1', name: '张三', employeeNumber: 'E1' }) } as unknown as SessionApi, {} as RuntimeConfig,
  );
  const session = await factory.open({ id: 'model-leave' });
  expect(asked).toEqual([['model-leave', 'published']]);
  expect(session.form.name).toBe('请假（已发布）');
});
