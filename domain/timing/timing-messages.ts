/** Every text the scheduled tasks (定时任务) show: schedules in words, validation messages, run summaries. */
export const timingMessages = {
  // Validation of a task (validate-task.ts), one message per rule.
  nameRequired: '请输入任务名称',
  nameTooLong: (max: number) => `任务名称不能超过 ${max} 个字`,
  kindRequired: '请选择任务类型',
  kindUnknown: (kind: string) => `未知的任务类型：${kind}`,
  scheduleUnknown: '请选择执行周期',
  minuteRange: '分钟须为 0–59 之间的整数',
  hourRange: '小时须为 0–23 之间的整数',
  weekdayRange: '请选择星期一到星期日中的一天',
  dayRange: '日期须为 1–31 之间的整数',
  paramRange: (label: string, min: number, max: number, unit: string) => `${label}须为 ${min}–${max} ${unit}之间的整数`,
  paramChoice: (label: string) => `请选择${label}`,
  // Schedules in words.
  weekdays: ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'] as const,
  // Run results.
  succeeded: '成功',
  failed: '失败',
  failedWith: (message: string) => `执行失败：${message}`,
} as const;
