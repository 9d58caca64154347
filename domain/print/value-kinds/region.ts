import type { PrintValueFormatter } from '../print-value';
import { textValue } from '../print-value';
import { asText } from './text';

/** Province / city / district (18): the chosen region names, province first. */
export const formatRegion: PrintValueFormatter = (_control, value) => {
  const names = Array.isArray(value) ? value.map(asText).filter((x) => x !== '') : [asText(value)].filter((x) => x !== '');
  return textValue(names.join(' / '));
};
