import type { ReactNode } from 'react';
import { Empty, theme } from 'antd';

interface PageFrameProps {
  title: string;
  extra?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame every page sits in: a title row and a card-like panel. Without children it shows an empty state.
 * Drawn with the theme's tokens rather than antd Card/Typography: Card pulls in Tabs (~14 KB gzip) and every
 * route, the filler's included, loads this frame first.
 */
export function PageFrame({ title, extra, children }: PageFrameProps) {
  const { token } = theme.useToken();
  return (
    <section className="page-frame" data-page-title={title} style={{ padding: 16 }}>
      <div className="page-frame-head" style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 12 }}>
        <h4 className="page-frame-title" style={{ margin: 0, fontSize: token.fontSizeHeading4, fontWeight: token.fontWeightStrong, lineHeight: token.lineHeightHeading4, color: token.colorTextHeading }}>
          {title}
        </h4>
        {extra}
      </div>
      <div
        className="page-frame-body"
        style={{ background: token.colorBgContainer, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, padding: token.paddingLG }}
      >
        {children === undefined || children === null || children === false ? <Empty description="暂无数据" /> : children}
      </div>
    </section>
  );
}
