/**
 * 载入最新版本并保留我的修改 (issue 32), as the table editor offers it for data: after a save refused because
 * someone saved a newer design, the newer design is loaded and the edits made here since the last save are
 * replayed on it through the command stacks (the form's and the flow's; changed settings are laid over). The
 * result stays unsaved for the user to check and 保存. What cannot be replayed — its control or node was
 * deleted meanwhile, or its new id was taken — is listed by name.
 */
import 'reflect-metadata';
import { inject, injectable } from 'inversify';
import type { Flow } from '../../domain/flow';
import { indexFlow } from '../../domain/flow';
import type { Form } from '../../domain/model/form';
import { FlowModelApi } from '../ports/flow-model-api';
import { failureText } from '../shared/failure-text';
import { changesOf, type Command, type PartsOf, type Rebased } from './command-stack';
import { designerMessages as dm } from './designer-messages';
import { controlsOf, DesignerSession } from './designer-session';
import { FlowDesignerSession, nodesOf } from './flow-designer-session';
import { storedFlowOf } from './stored-flow';

export type RebaseOutcome =
  | { readonly ok: true; readonly message: string; readonly notReplayed: readonly string[] }
  | { readonly ok: false; readonly message: string };

/** What a command did, in words: 新增 / 删除 / 修改 and the names of what it touched. */
function describe<T>(command: Command<T>, partsOf: PartsOf<T>, nameOf: (model: T, id: string) => string | undefined, kind: string): string {
  const { created, removed, modified } = changesOf(command, partsOf);
  const names = (ids: readonly string[], model: T) => ids.map((id) => nameOf(model, id) || id);
  if (created.length > 0) return dm.notReplayed(`新增${kind}`, names(created, command.after));
  if (removed.length > 0) return dm.notReplayed(`删除${kind}`, names(removed, command.before));
  if (modified.length > 0) return dm.notReplayed(`修改${kind}`, names(modified, command.after));
  return command.label === 'move' ? `调整${kind}顺序` : `修改${kind}`;
}

const controlName = (form: Form, id: string) => form.controls.find((c) => c.id === id)?.config?.title;
function nodeName(flow: Flow, id: string): string | undefined {
  const index = indexFlow(flow);
  const node = index.node(id);
  if (node) return node.name;
  for (const group of index.nodes) {
    const branch = (group as { branches?: ReadonlyArray<{ id: string; name: string }> }).branches?.find((b) => b.id === id);
    if (branch) return branch.name;
  }
  return undefined;
}

@injectable()
export class DesignRebase {
  constructor(
    @inject(DesignerSession) private readonly designer: DesignerSession,
    @inject(FlowDesignerSession) private readonly flowSession: FlowDesignerSession,
    @inject(FlowModelApi) private readonly flowModels: FlowModelApi,
  ) {}

  /** Loads the newer design and replays the local edits on it; lists what could not be replayed. */
  async reloadKeepingMine(): Promise<RebaseOutcome> {
    const { modelId, form } = this.designer.snapshot;
    let design;
    try {
      design = await this.flowModels.getModelDesign(modelId);
    } catch (error) {
      return { ok: false, message: failureText(error, dm.rebaseLoadFailed) };
    }
    if (this.designer.snapshot.modelId !== modelId) return { ok: false, message: dm.rebaseLoadFailed };
    const savedFlow = storedFlowOf(design, design.form.name || form.name || modelId).flow;
    const forms: Rebased<Form> = this.designer.rebaseForm(design.form);
    const flows: Rebased<Flow> = this.flowSession.rebaseFlow(savedFlow);
    const settings = this.designer.rebaseSettings(design.settings ?? {});
    this.designer.adoptRebased({ design, form: forms.model, flow: flows.model, savedFlow, settings });
    const lost = forms.lost + flows.lost;
    const notReplayed = [
      ...forms.skipped.map((c) => describe(c, controlsOf, controlName, '控件')),
      ...flows.skipped.map((c) => describe(c, nodesOf, nodeName, '节点')),
      ...(lost > 0 ? [dm.lostSteps(lost)] : []),
    ];
    const message = notReplayed.length > 0 ? dm.rebasedWithSkipped(notReplayed.length) : dm.rebased;
    return { ok: true, message, notReplayed };
  }
}
