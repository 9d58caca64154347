import { inject, injectable } from 'inversify';
import type { OcrApi, OcrImageParams, OcrProblemReport, OcrResult } from '../../application/ports/ocr-api';
import { AxiosHttpClient } from '../http/axios-http-client';

/** Code the problem report resolves with on any failure (spec 7). */
export const OCR_PROBLEM_FAILED = 4;

@injectable()
export class AxiosOcrApi implements OcrApi {
  constructor(@inject(AxiosHttpClient) private readonly http: AxiosHttpClient) {}

  recognise(imageApi: string, params: OcrImageParams): Promise<OcrResult> {
    return this.http.postData('/v2/bpm/ocr/images', { imageApi, params });
  }

  /** No automatic error tip; code 4 on failure, whatever went wrong. */
  async reportProblem(questionId: string, report: OcrProblemReport): Promise<{ code: number }> {
    try {
      await this.http.put(`/bzp_api/v3/questions/${encodeURIComponent(questionId)}/ocr_problem`, report, { silent: true });
      return { code: 0 };
    } catch {
      return { code: OCR_PROBLEM_FAILED };
    }
  }
}
