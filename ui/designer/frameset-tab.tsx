import { PageFrame } from '../shell/page-frame';

/** Placeholder until the designer issue lands. */
export default function FramesetTab() {
  return <PageFrame title="表单设计" />;
}
