import type { Flow } from '../../domain/flow';
import type { Form } from '../../domain/model/form';
import type { BpmnProblem, BpmnTarget } from '../../domain/flow/bpmn/bpmn-model';

/** What reading a BPMN file gives: the flow when the file could be read at all, and every problem found in it. */
export interface BpmnFileRead {
  /** Absent when the file cannot become a flow (not BPMN, no process, a split without a join…). */
  readonly flow?: Flow;
  readonly problems: readonly BpmnProblem[];
}

/**
 * Flows as BPMN 2.0 XML files (docs/BPMN.md). The adapter loads the XML library when first asked, so only the
 * 应用发布 tab and 导入 BPMN ever download it.
 */
export const BpmnFiles = Symbol('BpmnFiles');
export interface BpmnFiles {
  /** The flow as BPMN XML for the target engine (the form gives the conditions' control types). */
  exportFlow(flow: Flow, form: Form, target: BpmnTarget): Promise<string>;
  /**
   * Reads a BPMN file of our shapes (exported here or drawn the same way by hand); the target is told by its
   * namespace. At most 10 MB and 2,000 flow nodes; the browser reads and converts it off the page's thread.
   */
  importFlow(file: Blob): Promise<BpmnFileRead>;
}
