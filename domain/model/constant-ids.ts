/** Fixed model ids of the business (spec 3 "Constant ids"). */
export const TICKET_ID = 87;
export const WORKFLOW_ID = 104;
/** TASKID is 157 or 177 depending on the environment. */
export const TASK_IDS = [157, 177] as const;
/** NOTICEID is 155 or 179 depending on the environment. */
export const NOTICE_IDS = [155, 179] as const;
