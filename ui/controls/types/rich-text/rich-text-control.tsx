import { useCallback } from 'react';
import { StorageApi } from '../../../../application/ports/storage-api';
import { RichTextEditor } from '../../../rich-text/rich-text-editor';
import { RichHtmlView } from '../../../rich-text/rich-html-view';
import type { ControlBodyProps } from '../../control-props';
import { usePort } from '../../use-port';
import { useAppMessage } from '../../../hooks/app-message';

/**
 * Rich text (moduleId 14). The designer's content (props.value) is shown sanitised; when the control lets
 * the applicant write (props.editable) or in design mode with onChange, the lazy wangEditor edits it.
 */
export function RichTextControl({ control, value, onChange, disabled, mode }: ControlBodyProps) {
  const storage = usePort<StorageApi>(StorageApi);
  const message = useAppMessage();
  const uploadImages = useCallback((files: File[]) => storage ? storage.uploadEditorImages(files) : Promise.resolve([]), [storage]);
  const editable = control.props?.editable === true && mode === 'fill';
  const html = typeof value === 'string' && value !== '' ? value : typeof control.props?.value === 'string' ? control.props.value : '';
  if (!editable) return <RichHtmlView html={html} />;
  return (
    <RichTextEditor
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
      disabled={disabled}
      placeholder={control.placeholder}
      uploadImages={uploadImages}
      onError={(text) => void message.error(text)}
    />
  );
}
