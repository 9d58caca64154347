import type { Form } from '../model/form';
import type { ValueNames } from '../controls/org/value-names';

/**
 * One entry of an instance's history as the print reads it. The approval runtime may give richer entries
 * (node decisions of a multi-node flow); the print reads these fields where present and ignores the rest.
 */
export interface PrintHistoryEntry {
  readonly [field: string]: unknown;
}

/** What the print needs of an instance (the application maps its Instance onto this). */
export interface PrintSource {
  readonly instanceId: string;
  /** 审批编号, when the flow numbers its instances (settings.serialNo). */
  readonly serialNo?: string;
  readonly flowName: string;
  readonly title: string;
  /** pending | approved | rejected, or whatever the runtime adds (printed by `statusLabel`). */
  readonly status: string;
  readonly applicant: { readonly name: string; readonly department: string };
  /** ISO time of submission. */
  readonly createdAt: string;
  /** ISO time of the last change (the finish time of a finished instance). */
  readonly updatedAt: string;
  readonly form: Form;
  readonly values: Readonly<Record<string, unknown>>;
  readonly history: readonly PrintHistoryEntry[];
  /** Node id → node name of the flow (names the nodes of history entries that carry only an id). */
  readonly nodeNames?: Readonly<Record<string, string>>;
  /** Names of the people, departments and linked instances the values hold (成员, 部门, 关联审批单). */
  readonly names?: ValueNames;
}
