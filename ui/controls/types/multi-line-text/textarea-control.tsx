import { lazy, Suspense } from 'react';
import { Input } from 'antd';
import type { ControlBodyProps } from '../../control-props';

// The image-upload variant (antd Image, the upload queue) loads only for a textarea configured with it.
const TextareaWithUpload = lazy(() => import('../../../uploads/textarea-with-upload').then((m) => ({ default: m.TextareaWithUpload })));

/** Spec 9: a table cell textarea autosizes from 1 to 6 rows. */
export const TABLE_CELL_AUTOSIZE = { minRows: 1, maxRows: 6 } as const;

/**
 * Multi-line text (moduleId 2). In a table cell it autosizes from 1 to 6 rows (spec 9); with
 * `props.upload` (or a {msg, images} value) it is the textarea with image upload.
 */
export function TextareaControl(props: ControlBodyProps) {
  const { control, value, onChange, onBlur, disabled, mode, error, context } = props;
  const withUpload = control.props?.upload === true || (typeof value === 'object' && value !== null && 'msg' in value);
  if (withUpload) {
    return (
      <Suspense fallback={<div aria-busy="true" style={{ minHeight: 76 }} />}>
        <TextareaWithUpload {...props} />
      </Suspense>
    );
  }
  const text = typeof value === 'string' ? value : '';
  if (mode === 'readonly') return <span className="control-readonly" style={{ whiteSpace: 'pre-wrap' }}>{text || '-'}</span>;
  const maxlength = control.props?.maxlength;
  return (
    <Input.TextArea
      value={text}
      disabled={disabled}
      status={error ? 'error' : undefined}
      placeholder={control.placeholder || '请输入'}
      autoSize={context?.inTable ? TABLE_CELL_AUTOSIZE : { minRows: 3, maxRows: 8 }}
      maxLength={typeof maxlength === 'number' && maxlength > 0 ? maxlength : undefined}
      showCount={typeof maxlength === 'number' && maxlength > 0 && !context?.inTable}
      onChange={(event) => onChange?.(event.target.value)}
      onBlur={onBlur}
    />
  );
}
