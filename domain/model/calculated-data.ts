/** Calculated data made in the formula editor dialog (spec 3 "Values"). */
export interface CalculatedData {
  name: string;
  type: 'normal';
  formula: string;
  [unknownField: string]: unknown;
}
