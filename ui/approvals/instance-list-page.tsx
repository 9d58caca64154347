import { INSTANCE_LIST_TITLES, type InstanceListKind } from '../../application/approvals/instance-list';
import { PageFrame } from '../shell/page-frame';
import { InstanceListView } from './instance-list-view';

export type { InstanceListKind } from '../../application/approvals/instance-list';

/** /mySubmitFlow, /approvingFlow, /approvedFlow, /copyFlow (the feedback widget is the shell's, on these pages). */
export default function InstanceListPage({ kind }: { kind: InstanceListKind }) {
  return (
    <PageFrame title={INSTANCE_LIST_TITLES[kind]}>
      <InstanceListView kind={kind} />
    </PageFrame>
  );
}
