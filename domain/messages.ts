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
  unsafeImageUrl: (value: string) => `选项图片地址只能是 http(s) 链接或上传的图片：${value.slice(0, 40)}`,
  reservedControlId: (id: string) => `控件 id 不能使用保留名称：${id}（与 JavaScript 对象的内置属性同名，请换一个 id）`,
  duplicateOptionId: (id: unknown, firstPath: string) => `选项 id 重复：${String(id)}（已在 ${firstPath} 使用）`,
  invalidFormulaToken: '公式元素应为运算符（+ - * / ( )）、数字或小数点，或 { "id": 控件 id }',
  nestedTableNotAllowed: '表格的列不能是表格',
  unknownSummaryColumn: (id: string) => `合计列不存在：${id}`,
  summaryColumnNotNumber: (id: string) => `合计列不是数字列：${id}`,
} as const;

/** The JSON shape of submitted values (values-shape.ts): the CLI's values files and the demo backend's submissions. */
export const valuesShapeMessages = {
  expectedValuesObject: '应为对象 {"<控件 id>": 值}',
  unknownControl: '表单中没有这个 id 的控件',
  expectedText: '应为文本',
  expectedNumber: '应为数字或数字文本',
  expectedOptionIds: '应为选项 id 或选项 id 的列表',
  expectedChoice: '应为选项 id 或选项 id 的列表（选了「其他」时为 {"value": …, "otherText": "…"}）',
  expectedTexts: '应为文本或文本的列表',
  expectedIdList: '应为 id（文本）的列表',
  expectedRange: '应为 [开始, 结束] 两个日期文本',
  expectedAttachment: '应为 {"attachments": [...], "fileList": [...]}',
  expectedFileIds: '应为文件 id 的列表',
  expectedFileNames: '应为文件名的列表',
  expectedRows: '应为行的列表',
  expectedRow: '应为一行：按列顺序排列的单元格列表',
  tooManyCells: (columns: number) => `最多 ${columns} 个单元格（每列一个）`,
  inColumn: (problem: string, columnId: string) => `${problem}（列 ${columnId}）`,
} as const;

/** Validation, formulas, calculators, tables and form checks (issue 4; spec 5, 4 and 9). */
export const validationMessages = {
  // Field validation, in the spec's order (spec 5 "Field validation").
  linkFormat: '链接格式不正确, 需要以 http:// 或 https:// 开头',
  /** "http://" alone already starts right: say what is missing, not what it starts with. */
  linkWithoutAddress: (scheme: string) => `链接格式不正确, ${scheme} 后面需要填写网址`,
  required: '必填项',
  minChoices: (n: number) => `最少选择:${n}项`,
  textLengthRange: (min: number, max: number) => `请输入${min}～${max}个字符`,
  // Only when a minimum length is set without a maximum (the designer never stores that, see spec 4).
  textMinLength: (min: number) => `最少输入${min}个字符`,
  maxChoices: (n: number) => `最多选择:${n}项`,
  maxTextLength: (n: number) => `最多输入${n}个字符`,
  numberFormat: '数字格式不正确!',
  noDecimals: '不允许小数',
  phoneFormat: '手机格式不正确!',
  emailFormat: '邮箱格式不正确!',
  unknownOption: (id: unknown) => `选项不存在：${String(id)}`,
  /** 其他 chosen (issue 14, item 10): what "other" is must be typed; `label` is the 其他 option's text. */
  otherTextRequired: (label: string) => `请填写${label}内容`,
  // Attachments (spec 5 "Attachments").
  attachmentType: '不支持上传该类型附件',
  attachmentSize: (mb: number) => `上传文件大小不能超过 ${mb}MB!`,
  attachmentCount: (n: number) => `最多只能上传 ${n} 个附件!`,
  attachmentPrintFormats: (formats: readonly string[]) => `附件参与打印格式只能为${formats.join('、')}`,
  // Image upload (spec 5 "Image upload").
  imageSize: (mb: number) => `图片不能大于${mb}M`,
  imageBatchCount: (n: number) => `单次最多只允许上传${n}张图片`,
  imageTotalCount: (n: number) => `一共只允许上传${n}张图片`,
  // Editor image upload (spec 5 "Editor image upload").
  editorNotImage: (name: string) => `${name} 不是图片格式`,
  editorImageTooLarge: (name: string, mb: number) => `${name} 大于 ${mb}M`,
  editorTooManyImages: (n: number) => `单次最多只允许上传${n}张图片`,
  editorTableSize: '表格的行数和列数必须为正整数',
  pasteNotImage: '请上传图片',
  // Tables and dates (spec 5 "Tables, dates and titles", spec 4 "Tables").
  tableEmpty: '表单不能为空',
  lastRowCannotBeDeleted: '至少保留一行',
  dateRangeEndBeforeBegin: '开始时间晚于结束时间，请调整',
  dateOutOfBounds: (min: string | undefined, max: string | undefined) =>
    min && max ? `日期须在 ${min} 至 ${max} 之间` : min ? `日期不能早于 ${min}` : `日期不能晚于 ${max ?? ''}`,
  dateFormat: '日期格式不正确',
  // Reject dialog (spec 5 "Reject dialog").
  rejectTypeRequired: '请填写问题类型',
  rejectTextBlank: '识别问题内容不能为空',
  rejectTextTooLong: (n: number) => `问题内容最多${n}个字符`,
  // Formula (spec 5 "Formula").
  formulaResultRequired: '请选择结果显示方式',
  formulaInvalid: '编辑的公式不符合计算规则，无法计算',
  // Form definition checks (check-form).
  formulaUnknownControl: (id: string) => `公式引用的控件不存在：${id}`,
  formulaNotNumber: (id: string) => `公式引用的控件不是数字：${id}`,
  calculatorCycle: (ids: readonly string[]) => `计算控件之间存在循环依赖：${ids.join(' → ')}`,
  dateCalculatorNeedsTwoDates: '日期计算器需要关联两个日期控件',
  dateCalculatorNotDate: (id: string) => `日期计算器关联的控件不是日期：${id}`,
  logicUnknownControl: (id: string) => `逻辑关联的控件不存在：${id}`,
  logicUnknownOption: (controlId: string, optionId: unknown) => `逻辑关联的选项不存在：${controlId} 的 ${String(optionId)}`,
  statisticsRuleIncomplete: '请选择统计的表格和列',
  statisticsUnknownTable: (id: string) => `统计的表格不存在：${id}`,
  statisticsUnknownColumn: (id: string) => `统计的列不存在：${id}`,
  billCountUnknownTable: (id: string) => `单据数统计的表格不存在：${id}`,
  dateBoundUnknownControl: (id: string) => `日期限制关联的控件不存在：${id}`,
  countMinAboveMax: '最少数量不能大于最多数量',
} as const;

/**
 * Spec 8, the error catalogue: the texts every layer shows for a failed call. Where the spec only
 * paraphrases in English, the natural Chinese text is chosen here, once.
 */
export const errorCatalogueMessages = {
  /** Generic handler fallback. */
  requestFailed: '请求失败',
  /** 500 with a null-user TypeError ('login expired, please log in again'). */
  loginExpired: '登录已过期，请重新登录',
  /** Other 500 ('request failed, please check network or system administrator'). */
  serverError: '请求失败，请检查网络或联系系统管理员',
  missingHost: (segment: string): string => `${segment} 对应的转发 HOST 未设置`,
  fileInfoFailed: '获取附件信息失败',
  uploadImageFailed: '上传图片失败',
  setReminderFailed: '设置提醒失败',
  fetchDataFailed: '获取数据失败',
  /** Upload errors ('upload image timeout', server status error, bad result). */
  uploadTimeout: '上传图片超时',
  uploadServerStatus: (status: number): string => `上传失败，服务器状态码 ${status}`,
  uploadBadResult: '上传失败，返回结果格式不正确',
  /** A 2xx answer whose body cannot be read: the outcome is unknown (issue 33). */
  unreadableAnswer: '服务器的应答无法识别，无法确认操作是否生效',
} as const;
