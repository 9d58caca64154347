/**
 * Where the demo keeps the delegations (代理): one record of the generic `settings` table. In the demo a
 * delegation's `flowIds` name flows by their model id (copies of a flow share the flow's own id), so the
 * organisation an instance runs against gets them as that instance's flow id (`forFlowOf`).
 */
import type { Delegation, Organisation } from '../../domain/flow';
import type { DemoTx } from './store/demo-db';

export const DELEGATIONS_KEY = 'delegations';

export async function readDelegations(tx: DemoTx): Promise<Delegation[]> {
  const value = (await tx.settings.get(DELEGATIONS_KEY))?.value;
  return Array.isArray(value) ? (value as Delegation[]) : [];
}

export async function writeDelegations(tx: DemoTx, delegations: readonly Delegation[]): Promise<void> {
  await tx.settings.put({ key: DELEGATIONS_KEY, value: [...delegations] });
}

/** The organisation as the engine reads it for an instance of model `modelId` whose flow's id is `flowId`. */
export function forFlowOf(org: Organisation, modelId: string, flowId: string): Organisation {
  const delegations = (org.delegations ?? []).map((d) => (d.flowIds?.includes(modelId) ? { ...d, flowIds: [...d.flowIds, flowId] } : d));
  return { ...org, delegations };
}
