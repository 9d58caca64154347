import { DateCalculatorSection } from '../../../designer/panels/calculator-sections';
import type { ControlPanel } from '../../ui-control-type';

export const panel: ControlPanel = { sections: DateCalculatorSection };
