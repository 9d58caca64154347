import type { TabSession } from '../../../server/core/store/demo-store';

const KEY = 'approval-demo-user';

/** The browser tab's signed-in person, kept in sessionStorage: it survives a reload, and each tab has its own. */
export function sessionStorageTabSession(storage: Storage = window.sessionStorage): TabSession {
  return {
    get: () => storage.getItem(KEY) ?? undefined,
    set: (userId) => {
      if (userId === undefined) storage.removeItem(KEY);
      else storage.setItem(KEY, userId);
    },
  };
}
