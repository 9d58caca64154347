/**
 * The designer's side of one node type (the ui twin of domain/flow/nodes/<type>): the settings panel of its
 * drawer and what its card says while it is incomplete. Each type is one folder here, collected in registry.ts;
 * the card's summary, the + menu's entry and the header label come from the domain module.
 */
import type { ComponentType } from 'react';
import type { FlowNode } from '../../../domain/flow';
import type { Form } from '../../../domain/model/form';

export interface NodePanelProps<N extends FlowNode = FlowNode> {
  readonly node: N;
  readonly form: Form;
}

export interface NodeUi<N extends FlowNode = FlowNode> {
  readonly type: N['type'];
  /** The drawer's settings of a node of this type. */
  readonly Panel: ComponentType<NodePanelProps<N>>;
  /** Its colour: the card's header and its dot in the + menu. */
  readonly colour: string;
  /** The card's red hint while the summary is empty (请设置审批人); absent when an empty summary is fine. */
  readonly missing?: string;
}
