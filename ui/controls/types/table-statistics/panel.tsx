import { StatisticsSection } from '../../../designer/panels/statistics-section';
import type { ControlPanel } from '../../ui-control-type';

export const panel: ControlPanel = { sections: StatisticsSection };
