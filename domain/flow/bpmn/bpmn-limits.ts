/**
 * The limits of a BPMN import (issue 38: a 5,000-task file ended in 内部错误：Maximum call stack size exceeded, a
 * 3,000-task one took 9.5 s and 737 MB, a 100,000-deep file froze the page): at most 10 MB, at most 2,000 flow
 * nodes, XML nested at most 64 deep. Checked on the text before any XML parser sees it, by one linear scan
 * (no recursion, no regular expression that backtracks), in the CLI and in the browser's worker alike.
 */

export const MAX_BPMN_BYTES = 10 * 1024 * 1024;
export const MAX_BPMN_NODES = 2000;
export const MAX_BPMN_XML_DEPTH = 64;

export const bpmnLimitMessages = {
  tooLarge: (bytes: number) => `BPMN 文件不能超过 10 MB（该文件 ${(bytes / 1024 / 1024).toFixed(1)} MB）`,
  tooManyNodes: (count: number) => `BPMN 流程最多 ${MAX_BPMN_NODES} 个节点（该文件至少有 ${count} 个），请拆分后导入`,
  tooDeep: `BPMN 文件的 XML 嵌套超过 ${MAX_BPMN_XML_DEPTH} 层，不是可导入的流程`,
} as const;

/** BPMN element names that are flow nodes (everything of a process but its sequence flows and data). */
const FLOW_NODES = new Set([
  'startEvent', 'endEvent', 'intermediateCatchEvent', 'intermediateThrowEvent', 'boundaryEvent',
  'task', 'userTask', 'serviceTask', 'sendTask', 'receiveTask', 'scriptTask', 'manualTask', 'businessRuleTask', 'callActivity', 'subProcess', 'transaction', 'adHocSubProcess',
  'exclusiveGateway', 'parallelGateway', 'inclusiveGateway', 'eventBasedGateway', 'complexGateway',
]);

/** UTF-8 size of a text without encoding it. */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) { bytes += 4; i++; } else bytes += 3;
  }
  return bytes;
}

/** The index of the `>` that ends the tag opened at `from`, quotes respected (-1: none). */
function tagEnd(xml: string, from: number): number {
  let quote = 0;
  for (let i = from; i < xml.length; i++) {
    const code = xml.charCodeAt(i);
    if (quote !== 0) { if (code === quote) quote = 0; } else if (code === 0x22 || code === 0x27) quote = code;
    else if (code === 0x3e) return i;
  }
  return -1;
}

const isNameEnd = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d || code === 0x2f || code === 0x3e;

/**
 * Why a BPMN text is refused before parsing (undefined: within the limits): over 10 MB, more than 2,000 flow
 * nodes, or XML nested deeper than 64. `bytes` is the file's size when known (a File's `size`).
 */
export function bpmnLimitProblem(xml: string, bytes?: number): string | undefined {
  const size = bytes ?? utf8Bytes(xml);
  if (size > MAX_BPMN_BYTES) return bpmnLimitMessages.tooLarge(size);
  let depth = 0;
  let nodes = 0;
  for (let i = xml.indexOf('<'); i >= 0; i = xml.indexOf('<', i + 1)) {
    const next = xml.charCodeAt(i + 1);
    if (next === 0x21 /* ! */ || next === 0x3f /* ? */) {
      // A comment, CDATA or declaration: skip to its end (no tag inside counts).
      const end = xml.startsWith('<!--', i) ? xml.indexOf('-->', i + 4) : xml.startsWith('<![CDATA[', i) ? xml.indexOf(']]>', i + 9) : tagEnd(xml, i + 2);
      if (end < 0) break;
      i = end;
      continue;
    }
    const close = tagEnd(xml, i + 1);
    if (close < 0) break;
    if (next === 0x2f /* / */) { depth -= 1; i = close; continue; }
    let nameEnd = i + 1;
    while (nameEnd < close && !isNameEnd(xml.charCodeAt(nameEnd))) nameEnd++;
    const name = xml.slice(i + 1, nameEnd);
    if (FLOW_NODES.has(name.slice(name.indexOf(':') + 1)) && ++nodes > MAX_BPMN_NODES) return bpmnLimitMessages.tooManyNodes(nodes);
    if (xml.charCodeAt(close - 1) !== 0x2f && ++depth > MAX_BPMN_XML_DEPTH) return bpmnLimitMessages.tooDeep;
    i = close;
  }
  return undefined;
}
