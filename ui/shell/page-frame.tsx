import type { ReactNode } from 'react';
import { Card, Empty, Typography } from 'antd';

interface PageFrameProps {
  title: string;
  extra?: ReactNode;
  children?: ReactNode;
}

/** The frame every page sits in: a title row and a card. Without children it shows an empty state. */
export function PageFrame({ title, extra, children }: PageFrameProps) {
  return (
    <section className="page-frame" data-page-title={title} style={{ padding: 16 }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>{title}</Typography.Title>
        {extra}
      </div>
      <Card>{children ?? <Empty description="暂无数据" />}</Card>
    </section>
  );
}
