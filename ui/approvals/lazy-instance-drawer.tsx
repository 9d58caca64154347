import { useEffect, useState } from 'react';
import { onDemand } from '../hooks/on-demand';
import { afterPageLoad } from '../hooks/after-page-load';

const InstanceDrawer = onDemand('审批详情', () => import(/* webpackChunkName: "instance-drawer" */ './instance-drawer').then((m) => m.InstanceDrawer));

interface LazyInstanceDrawerProps {
  instanceId: string | undefined;
  onClose: () => void;
}

/**
 * The instance view of a list page, which a first screen of 待我审批 does not show (issue 31): its code (form view,
 * timeline, action dialogs) downloads once the page has loaded, or at once when the address opens an instance.
 * Mounted from the first opening on, so closing it animates and resets the review as the drawer always did.
 */
export function LazyInstanceDrawer({ instanceId, onClose }: LazyInstanceDrawerProps) {
  const [opened, setOpened] = useState(instanceId !== undefined);
  if (instanceId !== undefined && !opened) setOpened(true);
  useEffect(() => afterPageLoad(() => void InstanceDrawer.preload().catch(() => undefined)), []);
  return opened ? <InstanceDrawer instanceId={instanceId} onClose={onClose} /> : null;
}
