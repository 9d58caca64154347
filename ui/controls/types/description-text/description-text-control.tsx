import { lazy, Suspense } from 'react';
import type { ControlBodyProps } from '../../control-props';
import { controlLabel } from '../../control-props';

// The sanitiser (DOMPurify, ~11 KB gzip) loads only for a description that really holds HTML.
const RichHtmlView = lazy(() => import('../../../rich-text/rich-html-view').then((m) => ({ default: m.RichHtmlView })));

/** Description text (moduleId 0): the designer's explanatory text. */
export function DescriptionTextControl({ control }: ControlBodyProps) {
  const text = typeof control.props?.value === 'string' && control.props.value !== '' ? control.props.value : controlLabel(control);
  // The designer edits description text with the rich-text editor: HTML is shown sanitised, never raw.
  if (/<[a-z][\s\S]*>/i.test(text)) {
    return (
      <Suspense fallback={<div className="control-description" aria-busy="true" style={{ minHeight: 22 }} />}>
        <RichHtmlView html={text} className="control-description" />
      </Suspense>
    );
  }
  return <div className="control-description" style={{ whiteSpace: 'pre-wrap', margin: 0, lineHeight: 1.5715 }}>{text}</div>;
}
