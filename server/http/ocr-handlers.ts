import type { OcrImageParams, OcrProblemReport } from '../../application/ports/ocr-api';
import type { DemoStore } from '../core/store/demo-store';
import { jsonBody, ok, refuse, route } from './handler-kit';

/** OCR recognition and the reject dialog's problem report. */
export function ocrHandlers(store: DemoStore) {
  return [
    route(store, 'post', '/v2/bpm/ocr/images', async ({ request }) => {
      const { imageApi, params } = await jsonBody<{ imageApi: string; params: OcrImageParams }>(request);
      if (!imageApi || !params?.im_url) return refuse(400, '缺少图片地址');
      return ok({ text: `【${params.subject || '通用'}】示例识别结果${params.delimeter ?? ''}图片：${params.im_url}`, format: params.format });
    }),
    route(store, 'put', '/bzp_api/v3/questions/:id/ocr_problem', async ({ request }) => {
      const report = await jsonBody<OcrProblemReport>(request);
      // bzp_api answers code 4 for a refused report (the adapter reads it, no tip is shown).
      if (!report.ocrProblem?.text?.trim() || !report.type) return Response.json({ code: 4, msg: '参数错误' });
      return Response.json({ code: 0, msg: 'ok' });
    }),
  ];
}
