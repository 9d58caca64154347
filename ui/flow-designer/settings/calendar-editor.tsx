import { Checkbox, DatePicker, Space, Tag, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/** The flow's working-day calendar (`settings.calendar`) as the engine reads it (working-time timeouts). */
export interface CalendarSetting {
  readonly workdays: readonly number[];
  readonly hours: readonly [string, string];
  readonly holidays: readonly string[];
  readonly extraWorkdays: readonly string[];
}

const WEEKDAYS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];
const DEFAULT_CALENDAR: CalendarSetting = { workdays: [1, 2, 3, 4, 5], hours: ['09:00', '18:00'], holidays: [], extraWorkdays: [] };

const days = (value: unknown): string[] => (Array.isArray(value) ? value.filter((d): d is string => typeof d === 'string') : []);

/** The calendar of the settings, each missing part its default. */
export function calendarOf(settings: Readonly<Record<string, unknown>> | undefined): CalendarSetting {
  const raw = settings?.calendar;
  if (typeof raw !== 'object' || raw === null) return DEFAULT_CALENDAR;
  const c = raw as Record<string, unknown>;
  const hours = Array.isArray(c.hours) && c.hours.length === 2 && c.hours.every((h) => typeof h === 'string') ? (c.hours as [string, string]) : DEFAULT_CALENDAR.hours;
  return {
    workdays: Array.isArray(c.workdays) ? c.workdays.filter((d): d is number => typeof d === 'number') : DEFAULT_CALENDAR.workdays,
    hours, holidays: days(c.holidays), extraWorkdays: days(c.extraWorkdays),
  };
}

interface DayListProps {
  readonly label: string;
  readonly value: readonly string[];
  onChange(days: string[]): void;
}

/** A list of dates: picked with a date picker, each removable. */
function DayList({ label, value, onChange }: DayListProps) {
  return (
    <Space wrap>
      <DatePicker aria-label={`添加${label}`} placeholder={`添加${label}`} value={null as Dayjs | null}
        onChange={(date: Dayjs | null) => { if (date) onChange([...new Set([...value, date.format('YYYY-MM-DD')])].sort()); }} />
      {value.map((day) => <Tag key={day} closable onClose={() => onChange(value.filter((d) => d !== day))}>{day}</Tag>)}
      {value.length === 0 && <Typography.Text type="secondary">无</Typography.Text>}
    </Space>
  );
}

interface CalendarEditorProps {
  readonly settings: Readonly<Record<string, unknown>> | undefined;
  onChange(calendar: CalendarSetting): void;
}

/** 工作日历: working weekdays, working hours, holidays and extra working days (调休上班). */
export function CalendarEditor({ settings, onChange }: CalendarEditorProps) {
  const calendar = calendarOf(settings);
  const set = (patch: Partial<CalendarSetting>) => onChange({ ...calendar, ...patch });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap><Typography.Text>工作日：</Typography.Text>
        <Checkbox.Group aria-label="工作日" value={[...calendar.workdays]} onChange={(workdays) => set({ workdays: [...(workdays as number[])].sort() })}
          options={WEEKDAYS.map((label, i) => ({ label, value: i + 1 }))} />
      </Space>
      <Space wrap><Typography.Text>工作时间：</Typography.Text>
        <TimePicker.RangePicker aria-label="工作时间" format="HH:mm" allowClear={false} minuteStep={5}
          value={[dayjs(`2000-01-01T${calendar.hours[0]}`), dayjs(`2000-01-01T${calendar.hours[1]}`)]}
          onChange={(range) => { if (range?.[0] && range[1]) set({ hours: [range[0].format('HH:mm'), range[1].format('HH:mm')] }); }} />
      </Space>
      <Space wrap align="start"><Typography.Text>节假日：</Typography.Text><DayList label="节假日" value={calendar.holidays} onChange={(holidays) => set({ holidays })} /></Space>
      <Space wrap align="start"><Typography.Text>调休上班：</Typography.Text><DayList label="调休上班日" value={calendar.extraWorkdays} onChange={(extraWorkdays) => set({ extraWorkdays })} /></Space>
      <Typography.Text type="secondary">按工作时间计算的超时只计算工作日的工作时间</Typography.Text>
    </Space>
  );
}
