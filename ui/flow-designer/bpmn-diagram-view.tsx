/**
 * The exported BPMN drawn by bpmn-js's NavigatedViewer (drag to pan, wheel to zoom). This module, bpmn-js and
 * its CSS form one chunk that only 查看 BPMN 图 downloads.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert } from 'antd';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';

interface Box { x: number; y: number; width: number; height: number }
interface Canvas {
  zoom(level: 'fit-viewport', center: 'auto'): void;
  viewbox(): Box & { inner: Box; outer: Pick<Box, 'width' | 'height'> };
  viewbox(box: Box): void;
}

/** Room around the drawing: fitted exactly, the labels of 发起人 and 结束 were cut by the frame (issue 43 #18). */
const MARGIN = 40;

/** Fits the drawing with MARGIN around it, centred in the frame. */
function fitWithMargin(canvas: Canvas): void {
  canvas.zoom('fit-viewport', 'auto');
  const { inner, outer } = canvas.viewbox();
  const scale = Math.min(outer.width / (inner.width + 2 * MARGIN), outer.height / (inner.height + 2 * MARGIN));
  if (!Number.isFinite(scale) || scale <= 0) return;
  const width = outer.width / scale;
  const height = outer.height / scale;
  canvas.viewbox({ x: inner.x + inner.width / 2 - width / 2, y: inner.y + inner.height / 2 - height / 2, width, height });
}

export default function BpmnDiagramView({ xml }: { xml: string }) {
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!host.current) return undefined;
    const viewer = new NavigatedViewer({ container: host.current });
    let live = true;
    viewer.importXML(xml).then(
      () => { if (live) fitWithMargin(viewer.get<Canvas>('canvas')); },
      () => { if (live) setFailed(true); },
    );
    return () => { live = false; viewer.destroy(); };
  }, [xml]);
  return (
    <>
      {failed && <Alert type="error" showIcon title="BPMN 图绘制失败" />}
      <div ref={host} data-testid="bpmn-diagram" style={{ height: 560, border: '1px solid #f0f0f0', background: '#fff' }} />
    </>
  );
}
