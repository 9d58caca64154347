import type { Control } from '../model/control';
import { acceptOfGroup, type FileTypeGroupKey } from '../model/file-type-groups';
import { formModelMessages as m } from '../messages';
import { accepted, refused, type DesignerResult } from './designer-result';

/** The Chinese enumeration comma separating custom types (spec 5). */
export const CUSTOM_TYPE_SEPARATOR = '、';

/**
 * Parses the custom file types text area: types separated by 、, letters and digits only. Each type
 * becomes a dot extension and they are joined by commas: "doc、xls" → ".doc,.xls".
 */
export function parseCustomFileTypes(text: string): DesignerResult<string> {
  const trimmed = text.trim();
  if (trimmed === '') return refused(m.customFileTypeRequired);
  if (!/^[A-Za-z0-9、]+$/.test(trimmed)) return refused(m.customFileTypeFormat);
  const types = trimmed.split(CUSTOM_TYPE_SEPARATOR).filter((t) => t.length > 0);
  if (types.length === 0) return refused(m.customFileTypeRequired);
  return accepted(types.map((t) => `.${t}`).join(','));
}

/**
 * Sets the file type limit of an upload: a group of spec 9 sets `accept` to its extensions; "custom"
 * replaces it with the parsed custom types (refused with the spec's message when they are invalid).
 * `props.fileTypeGroup` records the choice and `props.customFileTypes` the text typed.
 */
export function setFileTypeLimit(control: Control, group: FileTypeGroupKey, customText = ''): DesignerResult<Control> {
  if (group !== 'custom') {
    const props = { ...control.props, fileTypeGroup: group, accept: acceptOfGroup(group) };
    delete props.customFileTypes;
    return accepted({ ...control, props });
  }
  const parsed = parseCustomFileTypes(customText);
  if (!parsed.ok) return parsed;
  return accepted({
    ...control,
    props: { ...control.props, fileTypeGroup: 'custom', customFileTypes: customText.trim(), accept: parsed.value },
  });
}

/** Removes the limit: any file type is accepted. */
export function clearFileTypeLimit(control: Control): Control {
  const props = { ...control.props, accept: '' };
  delete props.fileTypeGroup;
  delete props.customFileTypes;
  return { ...control, props };
}
