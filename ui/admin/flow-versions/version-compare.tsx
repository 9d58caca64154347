import { useEffect, useState } from 'react';
import { Alert, Card, Col, Empty, Row, Select, Space, Spin } from 'antd';
import type { FlowVersions, VersionComparison } from '../../../application/admin/flow-versions';
import type { FlowVersion } from '../../../application/ports/flow-version-api';
import { failureText } from '../../../application/shared/failure-text';
import { FlowOutline } from './flow-outline';

interface Props {
  readonly service: FlowVersions;
  readonly modelId: string;
  readonly versions: readonly FlowVersion[];
  /** The pair to compare, chosen in the list (对比) or here. */
  readonly pair: readonly [number, number] | undefined;
  readonly onPair: (pair: [number, number]) => void;
}

/** 版本对比: both trees side by side with the changes coloured, and the changes in words. */
export function VersionCompare({ service, modelId, versions, pair, onPair }: Props) {
  const [result, setResult] = useState<VersionComparison>();
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!pair) return;
    let live = true;
    setLoading(true);
    setError(undefined);
    service.compare(modelId, pair[0], pair[1]).then(
      (comparison) => { if (live) setResult(comparison); },
      (e: unknown) => { if (live) setError(failureText(e, '加载版本失败')); },
    ).finally(() => { if (live) setLoading(false); });
    return () => { live = false; };
  }, [service, modelId, pair]);

  const options = versions.map((v) => ({ value: v.version, label: `版本 ${v.version}${v.current ? '（当前）' : ''}` }));
  return (
    <Card size="small" title="版本对比" data-testid="version-compare">
      <Space style={{ marginBottom: 12 }}>
        <Select aria-label="旧版本" style={{ width: 160 }} placeholder="旧版本" options={options} value={pair?.[0]} onChange={(v: number) => onPair([v, pair?.[1] ?? v])} />
        <span>→</span>
        <Select aria-label="新版本" style={{ width: 160 }} placeholder="新版本" options={options} value={pair?.[1]} onChange={(v: number) => onPair([pair?.[0] ?? v, v])} />
      </Space>
      {error && <Alert type="error" showIcon title={error} />}
      {loading && <Spin />}
      {!pair && <Empty description="在版本列表中点击「对比」，或在上方选择两个版本" />}
      {pair && result && !loading && (
        <>
          <div data-testid="version-changes" style={{ marginBottom: 12 }}>
            {result.words.length === 0 ? <Alert type="info" showIcon title="两个版本相同" /> : (
              <ul style={{ margin: 0, paddingLeft: 18 }}>{result.words.map((line, i) => <li key={i}>{line}</li>)}</ul>
            )}
          </div>
          {result.from.flow && result.to.flow && (
            <Row gutter={16}>
              <Col span={12}><div style={{ fontWeight: 500, marginBottom: 4 }}>版本 {result.from.version}</div><FlowOutline flow={result.from.flow} changes={result.flow?.changes ?? []} side="from" /></Col>
              <Col span={12}><div style={{ fontWeight: 500, marginBottom: 4 }}>版本 {result.to.version}</div><FlowOutline flow={result.to.flow} changes={result.flow?.changes ?? []} side="to" /></Col>
            </Row>
          )}
        </>
      )}
    </Card>
  );
}
