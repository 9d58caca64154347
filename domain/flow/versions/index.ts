/** Flow versions (docs/FLOW-FORMAT.md, 版本): compare two versions, put changes in words, move running instances. */
export { diffFlows, isEmptyFlowDiff, sameJson, type FlowDiff, type FlowChange, type PropChange, type DiffPlace, type DiffElement } from './flow-diff';
export { diffForms, type FormDiff, type FormChange } from './form-diff';
export { flowDiffWords, flowChangeWords, formDiffWords, formChangeWords, nodeNoun, idNames, type ChangeNames } from './change-words';
export { migrateInstance, migrationMessages, type MigrationInput, type MigrationResult, type MigrationBlock, type MigrationStanding } from './migrate-instance';
