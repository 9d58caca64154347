import { memo, type ComponentType } from 'react';
import { describeBranchConditions, nodeType, type BranchNode, type ConditionBranch, type FlowNode } from '../../domain/flow';
import { isConditionalGroup, orderedBranches, type AnyBranch } from '../../domain/flow/edit';
import { canMoveBranch } from '../../domain/flow/edit/move-branch';
import { AddNodeButton } from './add-node-button';
import { useCanvas, useIsSelected } from './flow-actions';
import { useNames } from './names-context';
import { ChevronIcon } from '../icons/glyph-icons';

const isDefault = (branch: AnyBranch) => (branch as ConditionBranch).default === true;

function BranchCard({ group, branch, index }: { group: BranchNode; branch: AnyBranch; index: number }) {
  const { actions, problemIds, marks } = useCanvas();
  const names = useNames();
  const selected = useIsSelected(branch.id);
  const condition = isConditionalGroup(group);
  const summary = condition ? describeBranchConditions(branch as ConditionBranch, names) : '';
  const body = !condition ? '并行执行' : isDefault(branch) ? '未满足其他条件时，将进入此分支' : summary;
  const editable = actions !== undefined && condition;
  const mark = marks?.get(branch.id);
  const classes = ['flow-branch-card', selected ? 'is-selected' : '', problemIds.has(branch.id) ? 'has-problem' : '',
    mark ? `is-${mark.state}` : '', editable ? 'is-editable' : ''].filter(Boolean).join(' ');
  return (
    <div className={classes} data-branch-id={branch.id} role={editable ? 'button' : undefined} tabIndex={editable ? 0 : undefined}
      aria-label={`分支：${branch.name}`} onClick={() => editable && actions.open(branch.id)}
      onKeyDown={(e) => { if (editable && e.target === e.currentTarget && e.key === 'Enter') actions.open(branch.id); }}>
      <div className="flow-branch-header">
        <span className="flow-branch-name">{branch.name || (condition ? '条件' : '分支')}</span>
        {condition && <span className="flow-branch-priority">{isDefault(branch) ? '默认' : `优先级${index + 1}`}</span>}
        {actions && !isDefault(branch) && (
          <span className="flow-card-tools">
            <button type="button" aria-label={`复制分支 ${branch.name}`} onClick={(e) => { e.stopPropagation(); actions.copyBranch(branch.id); }}>复制</button>
            <button type="button" aria-label={`删除分支 ${branch.name}`} onClick={(e) => { e.stopPropagation(); actions.removeBranch(branch.id); }}>×</button>
          </span>
        )}
      </div>
      <div className="flow-branch-body">
        {condition && !isDefault(branch) && summary === '' ? <span className="flow-card-missing">请设置条件</span> : <span title={body}>{body}</span>}
        {mark?.detail && <div className="flow-card-detail">{mark.detail}</div>}
      </div>
      {actions && canMoveBranch(group, branch.id, -1) && (
        <button type="button" className="flow-branch-move left" aria-label={`${branch.name} 左移`} onClick={(e) => { e.stopPropagation(); actions.moveBranch(branch.id, -1); }}><ChevronIcon direction="left" /></button>
      )}
      {actions && canMoveBranch(group, branch.id, 1) && (
        <button type="button" className="flow-branch-move right" aria-label={`${branch.name} 右移`} onClick={(e) => { e.stopPropagation(); actions.moveBranch(branch.id, 1); }}><ChevronIcon direction="right" /></button>
      )}
    </div>
  );
}

/**
 * A condition or parallel group: its branches side by side (a condition group by priority, 其他情况 last),
 * each a card, its "+" and its chain, joined by the group's top and bottom lines. `Chain` draws a branch's
 * nodes (the chain component, passed in because chains and groups nest in each other).
 */
export const BranchGroup = memo(function BranchGroup({ group, Chain }: { group: BranchNode; Chain: ComponentType<{ first: FlowNode | undefined }> }) {
  const { actions } = useCanvas();
  const branches = orderedBranches(group);
  const condition = isConditionalGroup(group);
  // 包容分支 looks like 条件分支 but runs every matching branch: its head says which it is.
  const joinsMatches = condition && nodeType(group).group?.joins === true;
  return (
    <div className={`flow-group flow-group-${group.type}`} data-node-id={group.id}>
      <div className="flow-group-head">
        {actions ? (
          <>
            {joinsMatches && <span className="flow-group-kind" title="满足条件的分支同时执行，都结束后继续">{nodeType(group).label}</span>}
            <button type="button" className="flow-add-branch" onClick={() => actions.addBranch(group.id)}>{condition ? '添加条件' : '添加分支'}</button>
            <span className="flow-group-tools">
              <button type="button" aria-label={`复制 ${group.name}`} onClick={() => actions.copyNode(group.id)}>复制</button>
              <button type="button" aria-label={`删除 ${group.name}`} onClick={() => actions.removeNode(group.id)}>删除</button>
            </span>
          </>
        ) : <span className="flow-add-branch is-static">{group.name || nodeType(group).label}</span>}
      </div>
      <div className="flow-branches">
        {branches.map((branch, index) => (
          <div className="flow-branch-col" key={branch.id}>
            {index === 0 && <><span className="flow-cover top left" /><span className="flow-cover bottom left" /></>}
            {index === branches.length - 1 && <><span className="flow-cover top right" /><span className="flow-cover bottom right" /></>}
            <BranchCard group={group} branch={branch} index={index} />
            <AddNodeButton place={{ branchId: branch.id }} />
            <Chain first={branch.next} />
          </div>
        ))}
      </div>
    </div>
  );
});
