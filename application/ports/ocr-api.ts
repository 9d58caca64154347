/** Params of POST /v2/bpm/ocr/images (spec 7; `delimeter` is spelled as the backend spells it). */
export interface OcrImageParams {
  readonly im_url: string;
  readonly subject: string;
  readonly from_src: string;
  readonly delimeter: string;
  readonly format: string;
}

export interface OcrResult {
  readonly text: string;
  readonly [field: string]: unknown;
}

/** Body of PUT /bzp_api/v3/questions/{id}/ocr_problem: the reject dialog's report (spec 7). */
export interface OcrProblemReport {
  readonly ocrProblem: { readonly code: number; readonly text: string };
  readonly ocr_url: string;
  readonly rec_text: string;
  readonly screen_shot_imgs: string[];
  readonly type: number;
  readonly plat_from: string;
  readonly attachment: string[];
  readonly subject: string;
  readonly grade: string;
  readonly rec_time: string;
}

/** Image recognition and the reject dialog's problem report. */
export const OcrApi = Symbol('OcrApi');
export interface OcrApi {
  recognise(imageApi: string, params: OcrImageParams): Promise<OcrResult>;
  /** Never shows an error tip itself; resolves `{code: 4}` on any failure, `{code: 0}` on success. */
  reportProblem(questionId: string, report: OcrProblemReport): Promise<{ code: number }>;
}
