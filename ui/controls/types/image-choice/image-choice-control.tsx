import { Card, Checkbox, Col, Image, Row } from 'antd';
import type { ImageChoiceItem } from '../../../../domain/model/values';
import type { ControlBodyProps } from '../../control-props';
import { optionsOf } from '../../choice-options';
import { safeImageUrl } from '../../../../domain/model/image-url';

/**
 * Image choice (moduleId 13): image cards, 4 per row (spec 9); the value is {images: [{file_id, name}]},
 * one item per chosen card (file_id is the option's image, `optionId` keeps the option).
 */
export function ImageChoiceControl({ control, value, onChange, disabled, mode }: ControlBodyProps) {
  const options = optionsOf(control);
  const images: ImageChoiceItem[] = value && typeof value === 'object' && Array.isArray((value as { images?: unknown }).images)
    ? ((value as { images: ImageChoiceItem[] }).images)
    : [];
  const chosen = new Set(images.map((item) => String(item.optionId ?? item.file_id)));
  const toggle = (optionId: string) => {
    if (disabled) return;
    const next = options
      .filter((o) => (String(o.id) === optionId ? !chosen.has(optionId) : chosen.has(String(o.id))))
      .map((o) => ({ file_id: imageOf(o) ?? '', name: o.value, optionId: o.id }));
    onChange?.({ images: next });
  };
  // Only http(s) and the storage's own links are drawn (issue 18): never javascript: or data:text/html.
  const imageOf = (option: { imgURL?: unknown }) => safeImageUrl(option.imgURL);
  const shown = mode === 'readonly' ? options.filter((o) => chosen.has(String(o.id))) : options;
  if (mode === 'readonly' && shown.length === 0) return <span className="control-readonly">-</span>;
  return (
    <Row gutter={[12, 12]} className="image-choice">
      {shown.map((option) => {
        const id = String(option.id);
        return (
          <Col span={6} key={id}>
            <Card
              size="small"
              hoverable={!disabled}
              className={chosen.has(id) ? 'image-choice-card image-choice-card-checked' : 'image-choice-card'}
              style={{ borderColor: chosen.has(id) ? '#1677ff' : undefined }}
              onClick={() => toggle(id)}
              cover={imageOf(option)
                ? <Image src={imageOf(option)} alt={option.value} height={96} style={{ objectFit: 'cover' }} preview={false} />
                : <div style={{ height: 96, background: '#f5f5f5' }} />}
            >
              <Checkbox checked={chosen.has(id)} disabled={disabled} onClick={(e) => e.stopPropagation()} onChange={() => toggle(id)}>
                {option.value}
              </Checkbox>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
