/*
 * The bottom tab bar's icons, inline SVG (24 px, currentColor): @ant-design/icons would add its runtime to every
 * route for four glyphs.
 */
const common = { width: 24, height: 24, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export function AppsIcon() {
  return (
    <svg {...common}>
      <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" /><rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" /><rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
    </svg>
  );
}

export function TodoIcon() {
  return (
    <svg {...common}>
      <rect x="4" y="3.5" width="16" height="17" rx="2" /><path d="M8 12l3 3 5-6" />
    </svg>
  );
}

export function SentIcon() {
  return (
    <svg {...common}>
      <path d="M4 12l16-8-6 16-2.5-6.5L4 12z" />
    </svg>
  );
}

export function MeIcon() {
  return (
    <svg {...common}>
      <circle cx="12" cy="8.5" r="4" /><path d="M4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5" />
    </svg>
  );
}
