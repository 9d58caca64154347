/**
 * 代理设置 (issue 27; not in the spec, docs/API.md): each person lists, saves and removes their own
 * delegations; a 系统管理员 those of anyone. The delegations live in one record of the `settings` table and
 * join the organisation the engine reads (flow-runtime.ts), so a task created for someone away goes to their
 * delegate.
 */
import { callerSummary, type Caller } from '../core/caller';
import { delegationsInForce, indexOrganisation, SYSTEM_ADMIN_ROLE_ID, validateDelegation, type Delegation } from '../../domain/flow';
import type { DelegationDraft } from '../../application/ports/delegation-api';
import type { DemoStore } from '../core/store/demo-store';
import { launchScopeOf, mayLaunch } from '../../domain/flow/publish/launch-scope';
import { ApprovalMessages } from './approval-handlers';
import { launchDesign, organisationIn } from '../core/flow-runtime';
import { readDelegations, writeDelegations } from '../core/delegation-records';
import { viewerFacts } from '../core/instance-visibility';
import { jsonBody, notFound, now, ok, query, refuse, route } from './handler-kit';
import { localDateTime } from '../core/serial-numbers';

const D = '/flow/workflow/delegation/';

export const DelegationMessages = {
  notYours: '只能设置自己的代理',
  noModel: '请指定流程',
} as const;

export function delegationHandlers(store: DemoStore) {
  const rightsOf = async (tx: Parameters<Parameters<DemoStore['read']>[0]>[0], caller: Caller) => {
    const me = await callerSummary(tx, caller);
    const admin = (await viewerFacts(tx, me.id)).roleIds.includes(SYSTEM_ADMIN_ROLE_ID);
    return { me, admin, mayTouch: (d: Pick<Delegation, 'from'>) => admin || d.from === me.id };
  };
  return [
    route(store, 'get', `${D}list`, ({ caller }) => store.read(async (tx) => {
      const { admin, mayTouch } = await rightsOf(tx, caller);
      return ok({ list: (await readDelegations(tx)).filter(mayTouch), mayManageOthers: admin });
    })),

    // Whoever may launch the flow sees who will act for whom, as the tasks will be given; nobody else does.
    route(store, 'get', `${D}in_force`, ({ request, caller }) => {
      const modelId = query(request).get('modelId');
      if (!modelId) return refuse(400, DelegationMessages.noModel);
      return store.read(async (tx) => {
        const design = await launchDesign(tx, modelId);
        if (!design) return notFound('流程');
        const me = await callerSummary(tx, caller);
        if (!mayLaunch(launchScopeOf(design.settings), me.id, indexOrganisation(await organisationIn(tx)))) return refuse(403, ApprovalMessages.notLauncher);
        const inForce = delegationsInForce(await readDelegations(tx), modelId, localDateTime(now()));
        return ok(inForce.map(({ id, from, to, start, end }) => ({ id, from, to, start, end })));
      });
    }),

    route(store, 'post', `${D}save`, async ({ request, caller }) => {
      const draft = await jsonBody<DelegationDraft>(request);
      return store.write(async (tx) => {
        const { mayTouch } = await rightsOf(tx, caller);
        const all = await readDelegations(tx);
        const before = draft.id ? all.find((d) => d.id === draft.id) : undefined;
        if (draft.id && !before) return notFound('代理');
        if (!mayTouch(draft) || (before && !mayTouch(before))) return refuse(403, DelegationMessages.notYours);
        const problems = validateDelegation(draft, indexOrganisation(await organisationIn(tx)));
        if (problems.length > 0) return refuse(400, problems.join('；'));
        const id = before?.id ?? store.nextId('delegation');
        const flowIds = Array.isArray(draft.flowIds) && draft.flowIds.length > 0 ? { flowIds: draft.flowIds.filter((f) => typeof f === 'string') } : {};
        const saved: Delegation = { id, from: draft.from, to: draft.to, start: draft.start, end: draft.end, ...flowIds };
        await writeDelegations(tx, before ? all.map((d) => (d.id === id ? saved : d)) : [...all, saved]);
        return ok({ id });
      });
    }),

    route(store, 'post', `${D}remove`, async ({ request, caller }) => {
      const { id } = await jsonBody<{ id: string }>(request);
      return store.write(async (tx) => {
        const { mayTouch } = await rightsOf(tx, caller);
        const all = await readDelegations(tx);
        const found = all.find((d) => d.id === id);
        if (!found) return notFound('代理');
        if (!mayTouch(found)) return refuse(403, DelegationMessages.notYours);
        await writeDelegations(tx, all.filter((d) => d.id !== id));
        return ok(null);
      });
    }),
  ];
}
