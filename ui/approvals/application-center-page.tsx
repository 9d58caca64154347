import { PageFrame } from '../shell/page-frame';

/** Placeholder frame until its feature issue lands: a real frame with its title and an empty state. */
export default function Page() {
  return <PageFrame title="审批中心" />;
}
