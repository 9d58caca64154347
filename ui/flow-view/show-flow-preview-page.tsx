import { Tag } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FlowView, type FlowPreview } from '../../application/approvals/flow-view';
import { namesFor } from '../../application/designer/flow-designer-session';
import { FlowCanvas } from '../flow-designer/flow-canvas';
import { useService } from '../hooks/use-service';
import { FlowViewFrame } from './flow-view-frame';
import { useLoad } from './use-load';

function PreviewCanvas({ preview }: { preview: FlowPreview }) {
  const names = useMemo(() => namesFor(preview.form, preview.directory), [preview]);
  return <FlowCanvas flow={preview.flow} names={names} />;
}

/** /show-flow-preview?modelId=…: the flow's saved design, drawn read-only with the designer's cards. */
export default function ShowFlowPreviewPage() {
  const [params] = useSearchParams();
  const modelId = params.get('modelId') ?? '';
  const view = useService(FlowView);
  const loaded = useLoad(modelId, () => view.preview(modelId), '流程加载失败，请稍后重试');
  return (
    <FlowViewFrame
      loaded={loaded}
      missing={modelId ? undefined : '缺少流程编号，无法显示流程'}
      title={(p) => `${p.model.name} · 流程预览`}
      extra={(p) => (
        <>
          {p.model.publishedVersion > 0 ? <Tag color="green">已发布 版本 {p.model.publishedVersion}</Tag> : <Tag>未发布</Tag>}
          {/* The newest saved design is a draft until published (issue 43 #9): no version number of its own. */}
          {p.model.publishedVersion > 0 && p.version !== p.model.publishedDesign && <Tag color="orange">显示草稿：未发布的修改</Tag>}
        </>
      )}
      notice={(p) => p.notice}
    >
      {(p) => <PreviewCanvas preview={p} />}
    </FlowViewFrame>
  );
}
