import type { Control } from '../model/control';
import type { ValueNames } from '../controls/org/value-names';

/** One file of an attachment control on paper; `image` files of a printing attachment show as pictures. */
export interface PrintFile {
  readonly id: string;
  readonly name: string;
  readonly image: boolean;
  /** Filled in by the application (download URL) before an image can be drawn. */
  readonly url?: string;
  /** A drawn signature (a 签名 control's value): printed small, as a signature is. */
  readonly signature?: boolean;
}

/** A control's value as an approver reads it on paper. */
export type PrintValue =
  | { readonly kind: 'text'; readonly text: string }
  /** Rich text: HTML to be sanitised by whoever renders it; `text` is its plain-text reading (PDF). */
  | { readonly kind: 'html'; readonly html: string; readonly text: string }
  /** Attachments: `asImages` when the control takes part in printing (image files then print as pictures). */
  | { readonly kind: 'files'; readonly files: readonly PrintFile[]; readonly asImages: boolean }
  | {
    readonly kind: 'table';
    readonly columns: readonly string[];
    readonly rows: readonly (readonly string[])[];
    /** The footer row (`总计：…` under summed columns, '' elsewhere); absent without a sum row. */
    readonly footer?: readonly string[];
  };

/** Formats one value of one control kind; `names` names the ids a 成员, 部门 or 关联审批单 holds. */
export type PrintValueFormatter = (control: Control, value: unknown, names?: ValueNames) => PrintValue;

export const textValue = (text: string): PrintValue => ({ kind: 'text', text });

/** The plain text of any value (a table cell, the PDF's reading of a rich text). */
export function plainText(value: PrintValue): string {
  switch (value.kind) {
    case 'text': return value.text;
    case 'html': return value.text;
    case 'files': return value.files.map((file) => file.name).join('、');
    case 'table': return value.rows.map((row) => row.join(' ')).join('\n');
  }
}
