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
    // Large backups take a while to check and write: no 20 s timeout. Sent as the file's bytes: axios would
    // turn a string that is not JSON (a cut-off file) into a JSON string, read as 这不是…备份文件 (issue 33).
    await this.http.post('/__demo/import', new Blob([text], { type: 'application/json' }), { upload: true });
  }
}
