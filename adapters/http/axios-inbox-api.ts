import { inject, injectable } from 'inversify';
import type { InboxApi, InboxPage, NotifyPreferences } from '../../application/ports/inbox-api';
import { AxiosHttpClient } from './axios-http-client';

const N = '/flow/workflow/inbox/';

@injectable()
export class AxiosInboxApi implements InboxApi {
  constructor(@inject(AxiosHttpClient) private readonly http: AxiosHttpClient) {}

  list(options: { after?: string; limit?: number } = {}): Promise<InboxPage> {
    return this.http.getData(`${N}list`, { ...options });
  }

  async unreadCount(): Promise<number> {
    return (await this.http.getData<{ count: number }>(`${N}unread_count`)).count;
  }

  async markRead(ids?: readonly string[]): Promise<number> {
    return (await this.http.postData<{ unread: number }>(`${N}read`, ids ? { ids } : {})).unread;
  }

  preferences(): Promise<NotifyPreferences> {
    return this.http.getData('/flow/workflow/notify/my_settings');
  }

  savePreferences(preferences: NotifyPreferences): Promise<NotifyPreferences> {
    return this.http.postData('/flow/workflow/notify/my_settings', preferences);
  }
}
