// @feature-public: bound by the approvals feature module (its routes load it).
import { inject, injectable } from 'inversify';
import { BehaviorSubject, timer, type Observable, type Subscription } from 'rxjs';
import { EDITOR_IMAGE_EXTENSIONS, extensionOf } from '../../domain/validation/upload-rules';
import { validationMessages } from '../../domain/messages';
import type { RejectErrorType } from '../../domain/model/reject-payload';
import { OcrApi, type OcrProblemReport } from '../ports/ocr-api';
import { StorageApi } from '../ports/storage-api';
import { approvalMessages } from '../shared/approval-messages';
import { moveItem } from './move-item';
import { OCR_PROBLEM_TYPES, checkRejectDialog, toRejectPayload } from './reject-dialog-rules';

/** Spec 5: warnings show for 1.5 seconds. */
export const REJECT_WARNING_MS = 1500;

/** The recognition being reported: which question, which image, what was read. */
export interface OcrRejectContext {
  readonly questionId: string;
  readonly ocrUrl: string;
  readonly recText: string;
  readonly subject: string;
  readonly grade: string;
  readonly recTime: string;
}

export interface RejectImage {
  /** The stored file id; a temporary `uploading-n` id while the upload runs. */
  readonly fileId: string;
  readonly name: string;
  /** Empty while uploading. */
  readonly url: string;
  readonly uploading?: boolean;
}

export interface OcrRejectDialogState {
  readonly open: boolean;
  readonly context?: OcrRejectContext;
  readonly errorType?: RejectErrorType;
  readonly message: string;
  readonly images: readonly RejectImage[];
  readonly uploading: number;
  /** The warning on screen; cleared 1.5 s after it was shown. */
  readonly warning?: string;
  readonly submitting: boolean;
}

export type OcrRejectResult = { readonly ok: true; readonly message: string } | { readonly ok: false; readonly message: string };

/** Where the problem report comes from (plat_from). */
export const OCR_PLATFORM = 'workflow';

/**
 * The reject dialog for recognition (OCR) problems (spec 2, 4, 5, 8): problem type, reason and screenshots,
 * sent through the OCR port. Text and type reset when it closes; files are cleared when it opens.
 */
@injectable()
export class OcrRejectDialog {
  private readonly state = new BehaviorSubject<OcrRejectDialogState>({ open: false, message: '', images: [], uploading: 0, submitting: false });
  readonly state$: Observable<OcrRejectDialogState> = this.state.asObservable();
  private warningTimer: Subscription | undefined;
  private uploadSeq = 0;

  constructor(
    @inject(OcrApi) private readonly ocr: OcrApi,
    @inject(StorageApi) private readonly storage: StorageApi,
  ) {}

  readonly problemTypes = OCR_PROBLEM_TYPES;

  getSnapshot(): OcrRejectDialogState {
    return this.state.value;
  }

  open(context: OcrRejectContext): void {
    this.patch({ open: true, context, images: [], submitting: false });
  }

  close(): void {
    this.clearWarning();
    this.patch({ open: false, errorType: undefined, message: '', submitting: false });
  }

  setErrorType(code: number | undefined): void {
    this.patch({ errorType: OCR_PROBLEM_TYPES.find((t) => t.code === code) });
  }

  setMessage(message: string): void {
    this.patch({ message });
  }

  /**
   * Uploads a screenshot; anything but an image is refused with 请上传图片. The image takes its place in the
   * list at once (as uploading), so several files keep the order they were chosen in.
   */
  async addImage(file: Blob, name: string): Promise<boolean> {
    if (!EDITOR_IMAGE_EXTENSIONS.includes(extensionOf(name))) {
      this.warn(validationMessages.pasteNotImage);
      return false;
    }
    const tempId = `uploading-${++this.uploadSeq}`;
    this.patch({
      images: [...this.state.value.images, { fileId: tempId, name, url: '', uploading: true }],
      uploading: this.state.value.uploading + 1,
    });
    try {
      const fileId = await new Promise<string>((resolve, reject) => {
        this.storage.upload(file, name).subscribe({
          next: (event) => { if (event.type === 'done') resolve(event.fileId); },
          error: reject,
          complete: () => reject(new Error('upload ended without a file id')),
        });
      });
      const image: RejectImage = { fileId, name, url: this.storage.fileLink(fileId) };
      this.patch({
        images: this.state.value.images.map((i) => (i.fileId === tempId ? image : i)),
        uploading: this.state.value.uploading - 1,
      });
      return true;
    } catch {
      this.patch({
        images: this.state.value.images.filter((i) => i.fileId !== tempId),
        uploading: this.state.value.uploading - 1,
      });
      this.warn(approvalMessages.uploadImageFailed);
      return false;
    }
  }

  /** Drag reordering. */
  moveImage(from: number, to: number): void {
    this.patch({ images: moveItem(this.state.value.images, from, to) });
  }

  /** Deletes an image (the UI asks 'confirm delete this image?' first). */
  removeImage(fileId: string): void {
    this.patch({ images: this.state.value.images.filter((image) => image.fileId !== fileId) });
  }

  /** Checks the rules, then sends the report; closes on success. */
  async submit(): Promise<OcrRejectResult> {
    const { errorType, message, images, context, submitting, uploading } = this.state.value;
    if (submitting || !context) return { ok: false, message: approvalMessages.reportFailed };
    const invalid = checkRejectDialog({ errorType, message });
    if (invalid || !errorType) {
      const text = invalid ?? validationMessages.rejectTypeRequired;
      this.warn(text);
      return { ok: false, message: text };
    }
    if (uploading > 0) {
      this.warn(approvalMessages.imagesUploading);
      return { ok: false, message: approvalMessages.imagesUploading };
    }
    const payload = toRejectPayload(errorType, message, images.map((image) => image.url));
    const report: OcrProblemReport = {
      ocrProblem: { code: payload.errorType.code, text: payload.message },
      ocr_url: context.ocrUrl,
      rec_text: context.recText,
      screen_shot_imgs: payload.images,
      type: payload.errorType.code,
      plat_from: OCR_PLATFORM,
      attachment: images.map((image) => image.fileId),
      subject: context.subject,
      grade: context.grade,
      rec_time: context.recTime,
    };
    this.patch({ submitting: true });
    const { code } = await this.ocr.reportProblem(context.questionId, report).catch(() => ({ code: 4 }));
    if (code !== 0) {
      // The OCR port shows no tip itself (spec 7): the dialog says it and stays open.
      this.patch({ submitting: false });
      this.warn(approvalMessages.reportFailed);
      return { ok: false, message: approvalMessages.reportFailed };
    }
    this.close();
    return { ok: true, message: approvalMessages.reportSucceeded };
  }

  private warn(text: string): void {
    this.clearWarning();
    this.patch({ warning: text });
    this.warningTimer = timer(REJECT_WARNING_MS).subscribe(() => this.patch({ warning: undefined }));
  }

  private clearWarning(): void {
    this.warningTimer?.unsubscribe();
    this.warningTimer = undefined;
    if (this.state.value.warning !== undefined) this.patch({ warning: undefined });
  }

  private patch(change: Partial<OcrRejectDialogState>): void {
    this.state.next({ ...this.state.value, ...change });
  }
}
