import type { Control } from '../model/control';
import { IMAGE_EXTENSIONS } from '../model/file-type-groups';
import { validationMessages } from '../messages';
import { accepted, refused, type DesignerResult } from './designer-result';
import { getControlType } from '../controls/registry';

/** Extensions listed in an `accept` string (".jpg,.png" → ["jpg", "png"]). */
function acceptedExtensions(accept: string | undefined): string[] {
  return (accept ?? '').split(',').map((x) => x.trim().replace(/^\./, '').toLowerCase()).filter((x) => x.length > 0);
}

/**
 * 参与打印 (participate in printing). An attachment upload can take part in printing only when its file
 * type limit allows image formats alone (spec 5 "Attachments"); with no limit, the upload check enforces
 * it file by file.
 */
export function setParticipatesInPrinting(control: Control, on: boolean): DesignerResult<Control> {
  if (on && getControlType(control.moduleId)?.capabilities.fileTypeLimit) {
    const nonImage = acceptedExtensions(control.props.accept).filter((ext) => !IMAGE_EXTENSIONS.includes(ext));
    if (nonImage.length > 0) return refused(validationMessages.attachmentPrintFormats(IMAGE_EXTENSIONS));
  }
  return accepted({ ...control, config: { ...control.config, isPrint: on } });
}
