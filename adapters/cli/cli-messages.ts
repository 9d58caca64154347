/**
 * The CLI's messages about its input files (issue 33, item 6), in Chinese like the validation output: which
 * file, then why. A file's content is never quoted: a "not JSON" file is named with the place it goes wrong.
 */
import type { JsonErrorPlace } from './json-error-place';

export type InputKind = 'form' | 'values' | 'flow' | 'org' | 'actions' | 'bpmn' | 'instance';

const KIND_NAMES: Record<InputKind, string> = { form: '表单文件', values: '值文件', flow: '流程文件', org: '组织文件', actions: '操作文件', bpmn: 'BPMN 文件', instance: '实例文件' };

/** Why a file could not be read, by its error code (read-input-file.ts adds ENOTREG, EFBIG, EILSEQ). */
const READ_ERRORS: Record<string, string> = {
  ENOENT: '文件不存在',
  EISDIR: '是一个目录，不是文件',
  EACCES: '没有读取权限',
  ENOTREG: '不是普通文件',
  EFBIG: '超过 10 MB 的上限',
  EILSEQ: '不是有效的 UTF-8 文本',
};

export const CliMessages = {
  /** `表单文件 form.json：原因`. */
  inFile: (kind: InputKind, file: string, reason: string) => `${KIND_NAMES[kind]} ${file}：${reason}`,
  /** check-flow --flows: the directory of flows could not be read. */
  flowsDir: (dir: string, reason: string) => `流程目录 ${dir}：${reason}`,
  flowsEntryShape: '必须是 { "flow": 流程, "form": 表单, "published": true 或 false }',
  readError: (code: string | undefined) => (code !== undefined && Object.hasOwn(READ_ERRORS, code) ? READ_ERRORS[code]! : '无法读取'),
  notJson: (place: JsonErrorPlace | undefined) => {
    if (!place) return '不是有效的 JSON';
    const where = `第 ${place.line} 行第 ${place.column} 列`;
    return place.ended ? `不是有效的 JSON：内容在${where}意外结束` : `不是有效的 JSON：${where}（第 ${place.offset + 1} 个字符）不符合 JSON 格式`;
  },
  /** `path：message`, and how many more errors there are. */
  atPath: (path: string, message: string, more = 0) => `${path || '(根)'}：${message}${more > 0 ? `（另有 ${more} 处）` : ''}`,
  selectedNotJson: '--selected 不是有效的 JSON（应为 {"<节点 id>": ["<用户 id>", ...]}）',
  selectedNotObject: '--selected 应为 {"<节点 id>": ["<用户 id>", ...]}',
  selectedNotUserIds: (nodeId: string) => `--selected ${JSON.stringify(nodeId)}：应为用户 id 的列表`,
  actionsNotList: '应为操作的列表',
  actionNotObject: '应为对象 {"actor", "action", ...}',
  actionActor: '应为用户 id',
  /** The action names of the engine's registry (approve、reject、…). */
  actionName: (names: readonly string[]) => `应为 ${names.join('、')} 之一`,
  expectedText: '应为文本',
  expectedTextOrList: '应为文本或文本数组',
  expectedTextList: '应为文本数组',
  expectedObject: '应为对象',
  mapNotJson: '--map 不是有效的 JSON（应为 {"<旧节点 id>": "<新节点 id>"}）',
  mapNotObject: '--map 应为 {"<旧节点 id>": "<新节点 id>"}',
} as const;
