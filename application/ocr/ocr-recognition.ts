// @feature-public: bound by the approvals feature module (its routes load it).
import { inject, injectable } from 'inversify';
import { BehaviorSubject, type Observable } from 'rxjs';
import { OcrApi, type OcrImageParams } from '../ports/ocr-api';
import { approvalMessages } from '../shared/approval-messages';
import type { OcrRejectContext } from './ocr-reject-dialog';

/** The image API the /ocr page uses, and the fixed params of POST /v2/bpm/ocr/images. */
export const OCR_IMAGE_API = 'general';
export const OCR_FROM_SRC = 'workflow';

export interface OcrRequest {
  readonly questionId: string;
  readonly imageUrl: string;
  readonly subject: string;
  readonly grade: string;
}

export interface OcrRecognitionState {
  readonly request?: OcrRequest;
  readonly text?: string;
  readonly recognisedAt?: string;
  readonly loading: boolean;
  readonly error?: string;
}

/** The /ocr page: recognise an image, then show the result with a way to reject it. */
@injectable()
export class OcrRecognition {
  private readonly state = new BehaviorSubject<OcrRecognitionState>({ loading: false });
  readonly state$: Observable<OcrRecognitionState> = this.state.asObservable();

  constructor(@inject(OcrApi) private readonly ocr: OcrApi) {}

  getSnapshot(): OcrRecognitionState {
    return this.state.value;
  }

  async recognise(request: OcrRequest, now: () => Date = () => new Date()): Promise<void> {
    if (request.imageUrl.trim() === '') {
      this.state.next({ request, loading: false, error: approvalMessages.ocrImageRequired });
      return;
    }
    const params: OcrImageParams = {
      im_url: request.imageUrl.trim(), subject: request.subject, from_src: OCR_FROM_SRC, delimeter: '\n', format: 'text',
    };
    this.state.next({ request, loading: true });
    try {
      const result = await this.ocr.recognise(OCR_IMAGE_API, params);
      this.state.next({ request, text: result.text, recognisedAt: now().toISOString(), loading: false });
    } catch {
      this.state.next({ request, loading: false, error: approvalMessages.ocrFailed });
    }
  }

  /** What the reject dialog reports about the current result. */
  rejectContext(): OcrRejectContext | undefined {
    const { request, text, recognisedAt } = this.state.value;
    if (!request || text === undefined) return undefined;
    return {
      questionId: request.questionId, ocrUrl: request.imageUrl.trim(), recText: text,
      subject: request.subject, grade: request.grade, recTime: recognisedAt ?? '',
    };
  }
}
