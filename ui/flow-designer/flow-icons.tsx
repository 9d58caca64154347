// @feature-public: the new-flow dialog offers the flows' icons.
import { Radio } from 'antd';

/** A flow's icon: a glyph on a coloured tile (no emoji: not every machine has an emoji font). */
export const FLOW_ICONS: ReadonlyArray<{ key: string; glyph: string; color: string }> = [
  { key: 'leave', glyph: '假', color: '#ff943e' }, { key: 'trip', glyph: '差', color: '#3296fa' }, { key: 'expense', glyph: '报', color: '#15bc83' },
  { key: 'purchase', glyph: '购', color: '#718dff' }, { key: 'doc', glyph: '文', color: '#576a95' }, { key: 'seal', glyph: '章', color: '#f5222d' },
  { key: 'meeting', glyph: '会', color: '#13c2c2' }, { key: 'people', glyph: '人', color: '#fa8c16' }, { key: 'money', glyph: '财', color: '#52c41a' },
  { key: 'other', glyph: '其', color: '#8c8c8c' },
];

/** The icon tiles as radio buttons (应用发布 and 新建流程). */
export function FlowIconPicker({ value, onChange }: { value: string | undefined; onChange: (key: string) => void }) {
  return (
    <Radio.Group aria-label="图标" value={value} onChange={(e) => onChange(e.target.value as string)}>
      {FLOW_ICONS.map((icon) => (
        <Radio.Button key={icon.key} value={icon.key} aria-label={`图标 ${icon.glyph}`}>
          <span style={{ display: 'inline-block', width: 22, lineHeight: '22px', borderRadius: 4, textAlign: 'center', color: '#fff', background: icon.color }}>{icon.glyph}</span>
        </Radio.Button>
      ))}
    </Radio.Group>
  );
}
