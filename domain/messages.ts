/**
 * The message catalogue of the domain: every user-visible text the domain produces, exactly as the spec
 * writes it (where the spec only paraphrases a message in English, a natural Chinese text is used here).
 *
 * Several helpers add to this file: each section is its own exported object, appended at the end of the
 * file, so that concurrent edits never touch each other's lines.
 */

/** Form model, JSON format and designer rules (issue 3). */
export const formModelMessages = {
  // Designer: deletions and titles (spec 5 "Table statistics and columns", "Tables, dates and titles").
  deleteControlConfirm: '删除控件确认',
  deleteControlConfirmDetail: '该控件已被历史数据调用、关联条件、参数或数据结构使用，删除后可能影响这些配置，确认删除吗？',
  titleLockedByTasks: '该字段已被前置或后续任务使用，标题不可修改',
  titleUsedAsBranchCondition: '该字段已被用作分支条件，修改标题可能影响流程分支',
  // Options (spec 4 "Options").
  unnamedOption: '未命名',
  otherOption: '其他',
  // Table statistics (spec 5 "Table statistics and columns").
  lastStatisticsRuleCannotBeRemoved: '至少保留一条统计规则',
  statisticsColumnAlreadyUsed: '该列已在其他统计规则中使用',
  statisticsColumnNotNumber: '只能选择数字类型的列',
  statisticsCalculateTypeInvalid: '计算方式只能为 + 或 -',
  // File type limit (spec 5 "File type limit").
  customFileTypeRequired: '请输入自定义限制的文件类型',
  customFileTypeFormat: '不同类型之间用、隔开',
  // Min/max count (spec 5).
  countMustBeNonNegative: '请输入大于等于 0 的数字',
  // JSON format (docs/FORM-FORMAT.md).
  notJson: '不是合法的 JSON',
  expectedObject: '应为对象',
  expectedArray: '应为数组',
  expectedString: '应为字符串',
  expectedNonEmptyString: '应为非空字符串',
  expectedNumber: '应为数字',
  expectedBoolean: '应为布尔值',
  expectedOneOf: (allowed: readonly unknown[]) => `应为以下取值之一：${allowed.map((x) => String(x)).join('、')}`,
  unknownModuleId: (moduleId: unknown) => `未知的控件类型 moduleId：${String(moduleId)}`,
  duplicateControlId: (id: string, firstPath: string) => `控件 id 重复：${id}（已在 ${firstPath} 使用）`,
  duplicateOptionId: (id: unknown, firstPath: string) => `选项 id 重复：${String(id)}（已在 ${firstPath} 使用）`,
  invalidFormulaToken: '公式元素应为运算符（+ - * / ( )）、数字或小数点，或 { "id": 控件 id }',
  nestedTableNotAllowed: '表格的列不能是表格',
  unknownSummaryColumn: (id: string) => `合计列不存在：${id}`,
  summaryColumnNotNumber: (id: string) => `合计列不是数字列：${id}`,
} as const;
