export { median, percentile, p90 } from './quantiles';
export type { StatisticsRecord, StatisticsTask, StatisticsStatus } from './statistics-record';
export { weekOf, weekEnd } from './statistics-week';
export { matchesFilter, matchesDrill, nodeKeyOf, type StatisticsFilter, type StatisticsDrill } from './statistics-filter';
export { RUNNING_STATUSES, isRunning, hoursBetween, waitHours, isPastTimeout } from './statistics-rules';
export {
  StatisticsFold, statisticsOf, SLOWEST_COUNT,
  type StatisticsFigures, type WeekFigures, type FlowFigures, type NodeFigures, type ApproverFigures, type SlowInstance,
} from './statistics-figures';
export {
  matchesFieldFilter, parseFieldFilter, fieldFilterText, fieldFilterOps, filterableControls, isCompleteFieldFilter,
  type StatisticsFieldFilter,
} from './statistics-field-filter';
