/** A form-value list (custom data that fills options), spec 3 "Form value". */
export interface FormValueItem {
  value: string;
  [unknownField: string]: unknown;
}

export interface FormValue {
  id: number | string;
  data: FormValueItem[];
  [unknownField: string]: unknown;
}

/** Page size used when listing form values (spec 9). */
export const FORM_VALUE_PAGE_SIZE = 999;
