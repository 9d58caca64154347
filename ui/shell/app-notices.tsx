import { of } from 'rxjs';
import { AppUpdates } from '../../application/ports/app-updates';
import { useOptionalService } from '../hooks/use-optional-service';
import { useObservableValue } from '../hooks/use-observable-value';
import { useOnline } from './use-online';
import './app-notices.css';

/** Words of the notices (issue 31). */
export const AppNoticeTexts = {
  updateReady: '发现新版本，',
  refresh: '刷新',
  offline: '网络已断开：当前显示的是离线缓存的页面，恢复网络后数据会重新加载',
} as const;

const NO_UPDATE = of(false);

/**
 * The notices every route shows: 发现新版本，刷新 once a newer build is deployed and installed (the live build's
 * service worker; 刷新 switches to it), and that the device is offline (a repeat visit then runs from the cache).
 */
export function AppNotices() {
  const updates = useOptionalService<AppUpdates>(AppUpdates);
  const updateReady = useObservableValue(updates?.updateReady$ ?? NO_UPDATE, false);
  const online = useOnline();
  if (!updateReady && online) return null;
  return (
    <div className="app-notices">
      {!online && <div className="app-notice app-notice-offline" role="status">{AppNoticeTexts.offline}</div>}
      {updateReady && updates && (
        <div className="app-notice app-notice-update" role="alert">
          {AppNoticeTexts.updateReady}<button type="button" onClick={() => updates.applyUpdate()}>{AppNoticeTexts.refresh}</button>
        </div>
      )}
    </div>
  );
}
