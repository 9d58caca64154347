/**
 * The inline styles rich text may keep (issue 18): colour, weight, slant, decoration, alignment and sizes
 * within bounds. Everything that places or layers a box (position, inset, z-index, transform, margin,
 * width/height, display, opacity, pointer-events…) goes, so a description can never cover 提交 or 同意.
 * Values never hold url(), var(), expression() or escapes.
 */
const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.\s,%/]+\)|hsla?\(\s*[\d.\s,%/deg]+\)|[a-z]{3,20})$/i;
const LENGTH = /^(\d{1,3}(?:\.\d{1,3})?)(px|pt|em|rem|%)$/i;
/** Largest size per unit: ~48 px of text, a 4-character indent. */
const LIMITS: Record<string, number> = { px: 48, pt: 36, em: 3, rem: 3, '%': 300 };

function boundedLength(value: string, minPx: number, maxFactor = 1): boolean {
  const match = LENGTH.exec(value);
  if (!match) return false;
  const size = Number(match[1]);
  const unit = match[2].toLowerCase();
  const max = (unit === 'px' ? LIMITS.px : LIMITS[unit]) * maxFactor;
  const min = unit === 'px' ? minPx : 0;
  return size >= min && size <= max;
}

const RULES: ReadonlyMap<string, (value: string) => boolean> = new Map([
  ['color', (v: string) => COLOUR.test(v)],
  ['background-color', (v: string) => COLOUR.test(v)],
  ['font-weight', (v: string) => /^(normal|bold|bolder|lighter|[1-9]00)$/.test(v)],
  ['font-style', (v: string) => /^(normal|italic|oblique)$/.test(v)],
  ['text-decoration', (v: string) => /^(none|underline|line-through|overline)( (underline|line-through|overline))*$/.test(v)],
  ['text-decoration-line', (v: string) => /^(none|underline|line-through|overline)( (underline|line-through|overline))*$/.test(v)],
  ['text-align', (v: string) => /^(left|right|center|justify|start|end)$/.test(v)],
  ['font-size', (v: string) => /^(small|medium|large|x-large|smaller|larger)$/.test(v) || boundedLength(v, 8)],
  ['line-height', (v: string) => /^(normal|[0-3](\.\d{1,2})?)$/.test(v) || boundedLength(v, 0)],
  ['text-indent', (v: string) => boundedLength(v, 0, 4 / 3)],
  ['font-family', (v: string) => /^[\w\s,"'\-\u4e00-\u9fff]{1,100}$/.test(v)],
]);

const UNSAFE_VALUE = /url\(|var\(|expression|\\|@import|[<>]/i;

/** The declarations of a `style` attribute that may stay, as a style text ('' when none). */
export function safeStyle(style: CSSStyleDeclaration): string {
  const kept: string[] = [];
  for (let i = 0; i < style.length; i++) {
    const property = style.item(i).toLowerCase();
    const value = style.getPropertyValue(property).trim();
    const allowed = RULES.get(property);
    if (!allowed || value === '' || UNSAFE_VALUE.test(value) || style.getPropertyPriority(property) !== '') continue;
    if (allowed(value)) kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}
