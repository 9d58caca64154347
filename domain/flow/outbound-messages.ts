/** The Chinese texts of 触发器 and 子流程 (issue 26): reading, pre-publish checks, history and refused actions. */
export const outboundMessages = {
  // Reading the JSON.
  badTriggerType: '触发器类型必须是 http 或 setFields',
  badMethod: '请求方法必须是 POST 或 PUT',
  badBodyValue: '请求体的值必须是控件 id 或 { "const": 值 }',
  badInitiator: '子流程发起人必须是 "initiator" 或 { "controlId": "…" }',

  // Pre-publish checks (each names the node).
  noTrigger: (node: string) => `「${node}」请设置触发器`,
  badUrl: (node: string) => `「${node}」请填写以 http:// 或 https:// 开头的完整请求地址`,
  bodyControlMissing: (node: string, key: string, controlId: string) => `「${node}」请求体「${key}」引用的控件不存在：${controlId}，请重新选择`,
  noFieldsToSet: (node: string) => `「${node}」请至少设置一个字段`,
  setFieldMissing: (node: string, controlId: string) => `「${node}」要设置的控件不存在：${controlId}，请删除该设置`,
  setFieldBadValue: (node: string, title: string, problem: string) => `「${node}」设置「${title}」的值无效：${problem}`,
  noSubflow: (node: string) => `「${node}」请选择子流程`,
  subflowMissing: (node: string, flowId: string) => `「${node}」选择的子流程不存在：${flowId}，请重新选择`,
  subflowUnpublished: (node: string, flowName: string) => `「${node}」选择的子流程「${flowName}」尚未发布，请先发布或重新选择`,
  parentFieldMissing: (node: string, controlId: string) => `「${node}」字段映射引用的本流程控件不存在：${controlId}，请重新选择`,
  childFieldMissing: (node: string, controlId: string) => `「${node}」字段映射引用的子流程控件不存在：${controlId}，请重新选择`,
  fieldTypesDiffer: (node: string, child: string, parent: string) => `「${node}」字段映射「${child} ← ${parent}」两个控件类型不同，请重新选择`,
  childRequiredUnmapped: (node: string, titles: string) => `「${node}」子流程的必填项「${titles}」没有映射字段也没有默认值，子流程将无法发起，请在字段映射中填写`,
  initiatorNotMember: (node: string, title: string) => `「${node}」子流程发起人只能是发起人或成员控件，「${title}」是文本控件，请重新选择`,
  initiatorControlMissing: (node: string, controlId: string) => `「${node}」子流程发起人控件不存在：${controlId}，请重新选择`,

  // subflowFinished.
  notWaitingForSubflow: '该节点没有在等待子流程',
  badSubflowResult: '子流程结果必须是 approved、rejected 或 withdrawn',
  subflowRejected: '子流程被拒绝',
  subflowWithdrawn: '子流程已撤回',
  subflowInitiatorEmpty: '子流程发起人为空',
} as const;

/** Words of the cards and timeline. */
export const outboundLabels = {
  trigger: '触发器',
  subflow: '子流程',
  setFields: '设置字段',
  subflowOf: (flowName: string) => `子流程：${flowName}`,
} as const;
