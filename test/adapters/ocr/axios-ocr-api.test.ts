import { AxiosOcrApi } from '../../../adapters/ocr/axios-ocr-api';
import type { OcrProblemReport } from '../../../application/ports/ocr-api';
import { createHarness, lastRequest, resetHarness, type Harness } from '../support/demo-harness';

let h: Harness & { close(): void };
let ocr: AxiosOcrApi;
beforeAll(async () => { h = await createHarness(); ocr = new AxiosOcrApi(h.http); });
afterEach(async () => { await resetHarness(h); });
afterAll(() => h.close());

const report: OcrProblemReport = {
  ocrProblem: { code: 1, text: '公式识别错误' }, ocr_url: 'http://img/1.png', rec_text: 'x+1', screen_shot_imgs: ['http://img/s.png'],
  type: 1, plat_from: 'workflow', attachment: [], subject: '数学', grade: '初二', rec_time: '2025-03-01 10:00:00',
};

describe('AxiosOcrApi contract', () => {
  it('POST /v2/bpm/ocr/images with {imageApi, params{im_url, subject, from_src, delimeter, format}}', async () => {
    const params = { im_url: 'http://img/1.png', subject: '数学', from_src: 'workflow', delimeter: '\n', format: 'text' };
    const result = await ocr.recognise('general', params);
    expect(JSON.parse(lastRequest(h, '/v2/bpm/ocr/images').body)).toEqual({ imageApi: 'general', params });
    expect(result.text).toContain('http://img/1.png');
  });

  it('PUT /bzp_api/v3/questions/{id}/ocr_problem with the spec fields; code 0 on success', async () => {
    await expect(ocr.reportProblem('q-9', report)).resolves.toEqual({ code: 0 });
    const sent = lastRequest(h, '/bzp_api/v3/questions/q-9/ocr_problem');
    expect(sent.method).toBe('PUT');
    expect(JSON.parse(sent.body)).toEqual(report);
  });

  it('on failure: code 4 and no automatic error tip', async () => {
    await expect(ocr.reportProblem('q-9', { ...report, ocrProblem: { code: 1, text: '' } })).resolves.toEqual({ code: 4 });
    h.store.setFault('/ocr_problem', '500');
    await expect(ocr.reportProblem('q-9', report)).resolves.toEqual({ code: 4 });
    h.store.setFault('/ocr_problem', '400');
    await expect(ocr.reportProblem('q-9', report)).resolves.toEqual({ code: 4 });
    expect(h.notices).toEqual([]);
  });
});
