/**
 * The parts of ECharts 流程统计 draws with (bar and line charts, axes, tooltip, legend, canvas), registered once.
 * Imported on demand by StatisticsChart only, so ECharts lives in its own chunk loaded on /flowStatis.
 */
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { init };
