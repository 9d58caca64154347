import { inject, injectable, optional } from 'inversify';
import { FlowModelApi } from '../ports/flow-model-api';
import { InstanceApi } from '../ports/instance-api';
import { RemoteDataApi } from '../ports/remote-data-api';
import { DraftStore } from '../ports/draft-store';
import { ApiErrors } from '../ports/api-errors';
import { SessionApi } from '../ports/session-api';
import { RuntimeConfig } from '../ports/runtime-config';
import { FillSession, draftKey, type FillDraft } from './fill-session';
import { OrganisationDirectory } from '../organisation/organisation-directory';
import { DelegationApi } from '../ports/delegation-api';
import type { LaunchRoute } from './launch-route';

export interface LaunchQuery {
  /** The flow (model) id of `?id=`. */
  readonly id?: string;
  readonly modelName?: string;
  /** `?isFeedBack=1`: the feedback flow of the runtime config. */
  readonly isFeedBack?: boolean;
}

function isDraft(x: unknown, modelId: string): x is FillDraft {
  return !!x && typeof x === 'object' && (x as FillDraft).modelId === modelId && typeof (x as FillDraft).values === 'object' && (x as FillDraft).values !== null;
}

/** Opens the applicant's fill session of a flow: its form, the user, and any draft left on this device. */
@injectable()
export class FillSessionFactory {
  constructor(
    @inject(FlowModelApi) private readonly flows: FlowModelApi,
    @inject(InstanceApi) private readonly instances: InstanceApi,
    @inject(SessionApi) private readonly session: SessionApi,
    @inject(RuntimeConfig) private readonly config: RuntimeConfig,
    @inject(RemoteDataApi) @optional() private readonly remote?: RemoteDataApi,
    @inject(DraftStore) @optional() private readonly drafts?: DraftStore,
    @inject(ApiErrors) @optional() private readonly apiErrors?: ApiErrors,
    @inject(OrganisationDirectory) @optional() private readonly organisation?: OrganisationDirectory,
    @inject(DelegationApi) @optional() private readonly delegations?: DelegationApi,
  ) {}

  /**
   * The route preview of a session (undefined when its design has no flow, or no organisation is known). The
   * flow engine loads with it, not with the filler route (issue 7's size target).
   */
  async routeOf(session: FillSession): Promise<LaunchRoute | undefined> {
    if (session.flowSource === undefined || !session.applicantId || !this.organisation) return undefined;
    const { launchRouteOf } = await import(/* webpackChunkName: "launch-route" */ './launch-route');
    const delegations = this.delegations;
    return launchRouteOf(session, session.flowSource, this.organisation, session.applicantId, {
      ...(delegations ? { delegationsInForce: () => delegations.inForce(session.modelId) } : {}),
      childForm: (flowId) => this.flows.getModelDesign(flowId, 'published').then((design) => design.form),
    });
  }

  /** The model id a launch query names (feedback entry: the configured feedback flow). */
  modelIdOf(query: LaunchQuery): string | undefined {
    if (query.isFeedBack) return this.config.feedbackFlowId || query.id;
    return query.id || undefined;
  }

  async open(query: LaunchQuery): Promise<FillSession> {
    const modelId = this.modelIdOf(query);
    if (!modelId) throw new Error('missing flow id');
    const [design, model, user, stored] = await Promise.all([
      this.flows.getModelDesign(modelId, 'published'),
      this.flows.getModel(modelId).catch(() => undefined),
      this.session.load().catch(() => undefined),
      this.drafts ? this.drafts.load<unknown>(draftKey(modelId)).catch(() => undefined) : Promise.resolve(undefined),
    ]);
    const draft = isDraft(stored, modelId) && Object.keys(stored.values).length > 0 ? stored : undefined;
    return new FillSession(
      { instances: this.instances, remote: this.remote, drafts: this.drafts, apiErrors: this.apiErrors },
      {
        modelId,
        modelName: model?.name ?? query.modelName ?? design.form.name,
        form: design.form,
        user: user ? { name: user.name, employeeNumber: user.employeeNumber, id: user.id } : undefined,
        draft,
        flowSource: design.flow,
        ...(user ? { applicantId: user.id } : {}),
      },
    );
  }
}
