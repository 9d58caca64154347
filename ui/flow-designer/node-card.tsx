import { memo, type KeyboardEvent } from 'react';
import { nodeType, type FlowNode } from '../../domain/flow';
import { useCanvas, useIsSelected, type NodeMark } from './flow-actions';
import { useNames } from './names-context';
import { nodeUi } from './nodes/registry';

const MARK_TEXT: Record<NodeMark['state'], string> = {
  done: '已完成', current: '进行中', skipped: '未进入', waiting: '未开始', autoPassed: '自动通过', rejected: '已拒绝',
};

/** A node's card: header (type colour, name), the one-line summary or a red 请设置… when incomplete. */
export const NodeCard = memo(function NodeCard({ node }: { node: FlowNode }) {
  const { actions, problemIds, marks } = useCanvas();
  const names = useNames();
  const selected = useIsSelected(node.id);
  const summary = nodeType(node).summary(node, names);
  const missing = summary === '' ? nodeUi(node).missing ?? '' : '';
  const mark = marks?.get(node.id);
  const open = () => actions?.open(node.id);
  const onKey = (event: KeyboardEvent) => {
    if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      open();
    }
  };
  const classes = ['flow-card', `flow-card-${node.type}`, selected ? 'is-selected' : '', problemIds.has(node.id) ? 'has-problem' : '',
    mark ? `is-${mark.state}` : '', actions ? 'is-editable' : ''].filter(Boolean).join(' ');
  return (
    <div className={classes} data-node-id={node.id} role={actions ? 'button' : undefined} tabIndex={actions ? 0 : undefined}
      aria-label={`${nodeType(node).label}：${node.name}`} onClick={open} onKeyDown={onKey}>
      <div className="flow-card-header" style={{ background: nodeUi(node).colour }}>
        <span className="flow-card-title" data-testid="flow-card-title">{node.name || nodeType(node).label}</span>
        {mark && <span className={`flow-mark flow-mark-${mark.state}`}>{MARK_TEXT[mark.state]}</span>}
        {actions && nodeType(node).addable && (
          <span className="flow-card-tools">
            <button type="button" aria-label={`复制 ${node.name}`} onClick={(e) => { e.stopPropagation(); actions.copyNode(node.id); }}>复制</button>
            <button type="button" aria-label={`删除 ${node.name}`} onClick={(e) => { e.stopPropagation(); actions.removeNode(node.id); }}>×</button>
          </span>
        )}
      </div>
      <div className="flow-card-body">
        {missing ? <span className="flow-card-missing">{missing}</span> : <span className="flow-card-summary" title={summary}>{summary}</span>}
        {mark?.detail && <div className="flow-card-detail">{mark.detail}</div>}
        {mark?.link && <a className="flow-card-link" href={mark.link.href} onClick={(e) => e.stopPropagation()}>{mark.link.text}</a>}
      </div>
    </div>
  );
});
