/**
 * The designer's tree edits: pure functions from a flow to a new flow (the unchanged flow when nothing
 * changes), copying only the path to what changed.
 */
export { replaceNode, replaceBranch, groupOfBranch, type NodeEdit } from './replace-node';
export { insertNode, type InsertPlace } from './insert-node';
export { removeNode } from './remove-node';
export { copyNode, type CopyResult } from './copy-node';
export { renameNode, updateNodeProps } from './update-node';
export { addBranch } from './add-branch';
export { moveBranch, canMoveBranch } from './move-branch';
export { removeBranch, canRemoveBranch } from './remove-branch';
export { copyBranch, type BranchCopyResult } from './copy-branch';
export { renameBranch, setBranchConditions } from './update-branch';
export { updateFlowSettings } from './update-settings';
export { isConditionalGroup, orderedBranches, type AnyBranch } from './branch-order';
export { cloneChain, cloneBranch } from './clone-chain';
export { emptyFlow, START_NODE_ID } from './empty-flow';
