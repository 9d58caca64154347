/**
 * The flow model's public surface (docs/FLOW-FORMAT.md): read a flow, check it before publishing, preview
 * the route of a submission, run an instance, and ask what a flow needs of its form.
 */
export * from './model/flow';
export * from './model/assignee';
export * from './model/condition';
export * from './model/organisation';
export { parseFlow, type ParseFlowResult } from './model/parse-flow';
export type { PathError } from './model/json-reader';
export { indexOrganisation, type OrgIndex } from './model/org-index';
export { parseOrganisation, type ParseOrganisationResult } from './model/parse-organisation';
export { indexFlow, type FlowIndex, type BranchPlace } from './model/flow-index';
export { checkFlow, type FlowProblem } from './check/check-flow';
export { previewRoute, type RouteInput } from './route/preview-route';
export type { RouteStep, RouteError, RoutePreview } from './route/route-step';
export { startInstance, type Launch, type StartResult } from './runtime/start-instance';
export { applyAction, type ActionResult } from './runtime/apply-action';
export { systemHandOver, HAND_OVER_COMMENT, SYSTEM_ACTOR_NAME } from './runtime/system-hand-over';
export { parseInstanceState, INSTANCE_STATUS_VALUES, type ParseInstanceStateResult } from './runtime/parse-instance-state';
export { openReminders } from './runtime/timers/open-reminders';
export { pendingOf } from './runtime/pending';
export { historyWords, isHistoryAction, type WordedHistoryEntry } from './runtime/history-wording';
export { approveWordsAt, refusedAtNode } from './runtime/refused-at-node';
export type { FlowEnvironment } from './runtime/instance-runner';
export * from './runtime/instance-state';
export type { FlowAction } from './runtime/flow-action';
export { actionKinds, actionKindOf } from './runtime/actions/registry';
export type { ActionKind, ActionNeeds, OfferedAction } from './runtime/actions/action-kind';
export { viewerActions, type ViewerClock } from './runtime/viewer-actions';
export { URGE_INTERVAL_MS, urgeRefusal, urgedPeople, urgedRecently, type UrgeRefusal } from './runtime/actions/urge';
export { flowUsageOf, nodesUsingControl, fieldPermsAt, hiddenControlsAt } from './flow-usage';
export { controlsHiddenAnywhere, hiddenTitleControls, checkTitleRuleHidden } from './settings/title-rule-hidden';
export { nodeType, nodeTypeOf, nodeTypes, addableNodeTypes } from './nodes/registry';
export { ROUTE_TO_END, routeTargetName, routeTargets, routerMessages } from './nodes/router-node';
export type { NodeType, NodeNames, StepNames, StepWords, FlowCatalog, CatalogFlow } from './nodes/node-type';
export { controlsByIdOf } from './model/flow-context';
export { isAbsoluteHttpUrl, setValueProblem } from './nodes/trigger-node';
export { childStartValues, mapsOnto, subflowGaps, SUBFLOW_WAIT, unfilledChildFields } from './nodes/subflow-node';
export { outboundMessages, outboundLabels } from './outbound-messages';
export {
  outboundUrlProblem, resolvedAddressProblem, refusedAddressKind, isIpLiteral, isAllowedHost, parseOutboundAllow, forbiddenHeaderNames, sendableHeaders,
  outboundAddressMessages, type AddressKind,
} from './outbound-address';
export { checkOutboundTargets } from './check/outbound-targets';
export { describeSteps, flattenSteps } from './route/step-words';
export { branchesInOrder, chooseBranch } from './nodes/condition-node';
export { chooseBranches } from './nodes/inclusive-node';
export { assigneeKinds, assigneeKindOf, assigneeKind } from './assignees/registry';
export type { AssigneeKind } from './assignees/assignee-kind';
export { canHoldMembers } from './assignees/form-field';
export { conditionKindOf } from './conditions/registry';
export { OP_LABELS, VALUELESS_OPS, type ConditionKind } from './conditions/condition-kind';
export { describeCondition, describeBranchConditions, type ConditionNames } from './conditions/describe-condition';
export { flowMessages, flowLabels } from './flow-messages';
export type { InstanceAudience, InstanceViewerFacts } from './visibility/instance-audience';
export type { VisibilityReason, VisibilityRule } from './visibility/visibility-rule';
export { VISIBILITY_RULES } from './visibility/visibility-rules';
export { SYSTEM_ADMIN_ROLE_ID } from './visibility/system-admin-rule';
export { mayViewInstance, visibilityReasonOf } from './visibility/may-view-instance';
export { participantIdsOf } from './visibility/participants-of';
export * from './model/decision-settings';
export { rejectTargetChoices } from './decision/return-targets';
export { buttonLabel, renamedButtons } from './decision/decision-rules';
export { isSignature, isPngDataUrl, signatureFileId } from '../model/signature-value';
export { decisionMessages } from './decision/decision-messages';
export { holderOf, activeDelegation, delegationsInForce, momentKey, type Delegation, type Holder } from './delegation/delegation';
export { checkDelegation, checkDelegations, delegationMessages } from './delegation/check-delegations';
export { validateDelegation, delegationDraftMessages } from './delegation/validate-delegation';
export {
  serialNoRuleOf, formatSerialNo, serialPeriodOf, checkSerialNo, SERIAL_DATES, SERIAL_RESETS, SERIAL_DIGITS,
  type SerialNoRule, type SerialDate, type SerialReset,
} from './settings/serial-no';
export {
  titleRuleOf, instanceTitle, defaultTitle, titleRuleToNames, titleRuleFromNames, unknownTitleFields, TITLE_TOKENS, type TitleFacts,
} from './settings/title-rule';
export { revokeApprovedDaysOf, revokeMessages } from './runtime/actions/revoke';
