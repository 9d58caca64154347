/** Scheduled tasks (定时任务): the task model, the schedules, the kinds of task, validation and runs. */
export * from './timing-task';
export * from './schedule';
export * from './task-kind';
export { scheduleKinds, scheduleKindOf, describeSchedule, nextRun } from './schedules/registry';
export { taskKinds, taskKindOf } from './task-kinds/registry';
export { OVERDUE_REMIND } from './task-kinds/overdue-remind';
export { OVERDUE_AUTO_DECIDE, AUTO_DECISION_COMMENTS } from './task-kinds/overdue-auto-decide';
export { CLEAN_OPERATION_LOGS } from './task-kinds/clean-operation-logs';
export { validateTask, TASK_RULES, TASK_NAME_MAX, type TaskProblem } from './validate-task';
export { runTaskKind, failedRun, type RunReport } from './run-task';
export { nextRunOf, isDue } from './next-run';
export { timingMessages } from './timing-messages';
