/** BPMN 2.0 export and import of flows (docs/BPMN.md): the plain model, the mapping both ways, the targets. */
export * from './bpmn-model';
export { flowToBpmn } from './flow-to-bpmn';
export { bpmnToFlow, type BpmnImportResult } from './bpmn-to-flow';
export { dialectOf, type ExpressionDialect } from './expression-dialect';
export { bpmnMessages } from './bpmn-messages';
export { selectedVariable } from './assignee-expression';
export { APPROVER_VARIABLE } from './nodes/approver-mapping';
export { CC_TASK_TYPE, CC_USERS_VARIABLE } from './nodes/cc-mapping';
export { INITIATOR_VARIABLE } from './nodes/start-mapping';
export { processVariablesOf, type ProcessStart } from './process-variables';
export { bpmnHelpers, type BpmnHelpers } from './process-helpers';
export { toXmlId } from './xml-id';
export { TIMEOUT_TASK_TYPE, TIMEOUT_ACTION_VARIABLE } from './nodes/timeout-boundary';
export { FLOWABLE_HTTP_TYPE, HTTP_CONNECTOR_TYPE, SET_FIELDS_TASK_TYPE } from './nodes/trigger-mapping';
export { CHILD_RESULT_VARIABLE, START_SUBFLOW_TASK_TYPE, SUBFLOW_RESULT_VARIABLE } from './nodes/subflow-mapping';
export { requestBodyOf } from './process-helpers';
export { bpmnLimitProblem, bpmnLimitMessages, MAX_BPMN_BYTES, MAX_BPMN_NODES, MAX_BPMN_XML_DEPTH } from './bpmn-limits';
