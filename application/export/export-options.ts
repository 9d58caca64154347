import type { InstanceExportOptions } from '../../domain/export/instance-export-rows';
import { isRunning } from '../../domain/statistics';
import type { InstanceStatus } from '../ports/instance-api';
import { INSTANCE_STATUS_LABELS } from '../shared/instance-status';
import { wallClock } from './wall-clock';

/** Status words from the status table: a status added there (已撤销) exports with its word, an unknown one as it is. */
export const EXPORT_OPTIONS: InstanceExportOptions = {
  statusLabel: (status) => INSTANCE_STATUS_LABELS[status as InstanceStatus] ?? status,
  isFinished: (status) => !isRunning(status),
  wallClock,
};
