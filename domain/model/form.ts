import type { Control } from './control';

/** The JSON format of a form: controls in display order (see docs/FORM-FORMAT.md). */
export interface Form {
  id: string;
  name: string;
  controls: Control[];
  [unknownField: string]: unknown;
}
