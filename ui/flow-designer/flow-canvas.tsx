// @feature-public: the read-only flow pages draw the same canvas.
import { useMemo, type ReactNode } from 'react';
import type { Flow, NodeNames } from '../../domain/flow';
import { CanvasContext, type FlowCanvasActions, type NodeMark, type SelectionSource } from './flow-actions';
import { FlowChain } from './flow-chain';
import { NamesContext } from './names-context';
import './flow-designer.css';

export interface FlowCanvasProps {
  readonly flow: Flow;
  readonly names: NodeNames;
  /** Percent, 50–200. */
  readonly zoom?: number;
  /** Absent: a read-only drawing (the preview and the instance view). */
  readonly actions?: FlowCanvasActions;
  /** The selected card (the editor's drawer). */
  readonly selection?: SelectionSource;
  readonly problemIds?: ReadonlySet<string>;
  readonly marks?: ReadonlyMap<string, NodeMark>;
  /** Drawn over the canvas's top-right corner (the zoom buttons). */
  readonly overlay?: ReactNode;
}

const NO_PROBLEMS: ReadonlySet<string> = new Set();

/**
 * A flow drawn DingTalk-style in plain DOM: the start card, node cards joined by lines with a "+" between
 * them, groups with their branches side by side, and 流程结束. Scrolls both ways for wide or long trees.
 */
export function FlowCanvas({ flow, names, zoom = 100, actions, selection, problemIds = NO_PROBLEMS, marks, overlay }: FlowCanvasProps) {
  const context = useMemo(() => ({ actions, selection, problemIds, marks }), [actions, selection, problemIds, marks]);
  return (
    <div className="flow-canvas-frame">
      {overlay}
      <div className="flow-canvas" data-testid="flow-canvas">
        <div className="flow-canvas-zoom" style={{ zoom: zoom / 100 }}>
          <CanvasContext.Provider value={context}>
            <NamesContext.Provider value={names}>
              <div className="flow-tree">
                <FlowChain first={flow.root} />
                <div className="flow-end"><span className="flow-end-dot" />流程结束</div>
              </div>
            </NamesContext.Provider>
          </CanvasContext.Provider>
        </div>
      </div>
    </div>
  );
}
