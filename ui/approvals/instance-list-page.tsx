import { PageFrame } from '../shell/page-frame';

export type InstanceListKind = 'my' | 'work' | 'approved' | 'cc';

const TITLES: Record<InstanceListKind, string> = { my: '我的申请', work: '待我审批', approved: '我已审批', cc: '抄送我的' };

/** Placeholder frame until the approval-center issue lands. */
export default function InstanceListPage({ kind }: { kind: InstanceListKind }) {
  return <PageFrame title={TITLES[kind]} />;
}
