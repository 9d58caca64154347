import { PageFrame } from '../shell/page-frame';
import { DESIGNER_TABS } from './designer-page';

/** The tabs a later issue fills (flow design, expansion, printing, publishing): a real frame meanwhile. */
export default function SettingsTab({ tab }: { tab: (typeof DESIGNER_TABS)[number]['key'] }) {
  const label = DESIGNER_TABS.find((t) => t.key === tab)?.label ?? '';
  return <PageFrame title={label} />;
}
