/** The Chinese texts of the BPMN import's problems. */
export const bpmnMessages = {
  noStart: '流程中没有开始事件',
  manyStarts: '流程只能有一个开始事件',
  unsupportedElement: (kind: string) => `不支持的 BPMN 元素类型「${kind}」：只能导入开始事件、用户任务、抄送服务任务、排他网关、并行网关和结束事件`,
  noOutgoing: '该元素没有出口连线，流程在此中断',
  manyOutgoing: '该元素有多条出口连线：分支必须从网关开始',
  noJoin: '找不到与该分支网关对应的汇聚网关',
  joinMismatch: '分支汇聚到了不同类型的网关',
  loop: '流程中有回路，无法转换为审批流',
  tooDeep: '分支嵌套超过 100 层，无法转换为审批流',
  noAssignee: '无法识别审批人：请使用导出时的审批人表达式（如 supervisor(initiator, 1)）',
  unknownCondition: '无法识别的条件表达式：导入后该分支没有条件，请在设计器中重新设置',
  noDefaultBranch: '排他网关没有默认连线（其他情况）',
  badData: '扩展数据 approval:data 不是有效的 JSON，已忽略',
  notCcTask: '服务任务不是抄送任务（类型应为 approval-cc）',
  unreached: '该元素无法从开始事件到达',
  badTimer: '无法识别的定时器：延时请使用时长（如 PT2H）、日期时间或 delayUntil(控件, 偏移分钟)',
} as const;
