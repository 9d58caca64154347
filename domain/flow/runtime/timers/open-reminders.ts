/**
 * The timeout reminders (issue 27, action `remind`) that still concern someone: sent to a person who holds the
 * node's task now, for that task (a reminder from before a 退回 or a 转交 belongs to a task that is gone).
 * Entry point: `openReminders(state)`, what the lists' 超时提醒 tag and the timeline read.
 */
import { compareTimes } from '../../time/local-time';
import type { FlowInstanceState, FlowReminder } from '../instance-state';

export function openReminders(state: FlowInstanceState): FlowReminder[] {
  return (state.reminders ?? []).filter((reminder) => state.tasks.some((task) => task.status === 'open'
    && task.nodeId === reminder.nodeId && task.userId === reminder.userId
    && (task.createdAt === undefined || compareTimes(task.createdAt, reminder.at) <= 0)));
}
