import { inject, injectable } from 'inversify';
import type { PhraseApi } from '../../application/ports/phrase-api';
import { AxiosHttpClient } from './axios-http-client';

const P = '/flow/workflow/phrase/';

/** 常用意见 over HTTP (docs/API.md). */
@injectable()
export class AxiosPhraseApi implements PhraseApi {
  constructor(@inject(AxiosHttpClient) private readonly http: AxiosHttpClient) {}

  list(): Promise<string[]> {
    return this.http.getData(`${P}list`);
  }

  add(text: string): Promise<string[]> {
    return this.http.postData(`${P}add`, { text });
  }

  remove(text: string): Promise<string[]> {
    return this.http.postData(`${P}remove`, { text });
  }
}
