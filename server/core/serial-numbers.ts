/**
 * 审批编号 in the demo backend: each flow's sequence per reset period is a counter record
 * (`meta` `serial:<modelId>:<period>`), raised in the transaction that creates the instance. Two tabs launching at
 * once are two transactions that IndexedDB runs one after the other, so they never share a number; a launch that
 * fails rolls its transaction back and takes none.
 */
import { formatSerialNo, serialNoRuleOf, serialPeriodOf } from '../../domain/flow';
import type { DemoTx } from './store/demo-db';

export const serialCounterKey = (modelId: string, period: string): string => `serial:${modelId}:${period}`;

/** The next number of the flow for a launch at `launchedAt`; undefined when the flow has no rule. */
export async function takeSerialNo(tx: DemoTx, modelId: string, settings: Readonly<Record<string, unknown>> | undefined, launchedAt: string): Promise<string | undefined> {
  const rule = serialNoRuleOf(settings);
  if (!rule) return undefined;
  const key = serialCounterKey(modelId, serialPeriodOf(rule, launchedAt));
  const sequence = Number((await tx.meta.get(key))?.value ?? 0) + 1;
  await tx.meta.put({ key, value: sequence });
  return formatSerialNo(rule, launchedAt, sequence);
}

/** The local date-time (YYYY-MM-DDTHH:mm:ss) of a stored moment: the launch date a number and a title show. */
export function localDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}
