import type { ReactNode } from 'react';

/** A titled block of the property panel. */
export function PanelSection({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <section className="designer-panel-section" aria-label={title}>
      <h4 style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>{title}{extra}</h4>
      {children}
    </section>
  );
}

/** A label above a field. */
export function PanelField({ label, children, htmlFor }: { label: string; children: ReactNode; htmlFor?: string }) {
  return (
    <div style={{ marginBottom: 10 }}>
      <label htmlFor={htmlFor} style={{ display: 'block', fontSize: 12, color: '#595959', marginBottom: 4 }}>{label}</label>
      {children}
    </div>
  );
}
