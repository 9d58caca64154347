import { inject, injectable } from 'inversify';
import type { DemoDataApi } from '../../application/ports/demo-data-api';
import { AxiosHttpClient } from '../http/axios-http-client';

/** The demo profile's DemoDataApi: the demo backend's `/__demo/*` calls (answered in the browser or by demo-server). */
@injectable()
export class HttpDemoDataApi implements DemoDataApi {
  readonly available = true;

  constructor(@inject(AxiosHttpClient) private readonly http: AxiosHttpClient) {}

  async reset(): Promise<void> {
    await this.http.post('/__demo/reset');
  }

  async exportAll(): Promise<string> {
    return JSON.stringify(await this.http.get<unknown>('/__demo/export'));
  }

  async importAll(text: string): Promise<void> {
    // Large backups take a while to check and write: no 20 s timeout.
    await this.http.post('/__demo/import', text, { upload: true, headers: { 'Content-Type': 'application/json' } });
  }
}
