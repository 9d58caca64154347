import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import type { StorageApi } from '../ports/storage-api';
import { fillerMessages } from './filler-messages';

/** A file the user picked (a File in the browser). */
export interface PickedFile {
  readonly file: Blob;
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

/** One upload in flight: shown with its progress until it is done (then it is in the value) or failed. */
export interface UploadItem {
  readonly uid: string;
  readonly name: string;
  readonly percent: number;
}

export interface UploadQueueOptions {
  /**
   * Checks the picked files against the control's limits before any byte is sent; `existing` counts the
   * files already in the value plus those in flight. A message rejects the whole selection.
   */
  check(files: readonly PickedFile[], existing: number): string | undefined;
  /** How many files the value holds now. */
  currentCount(): number;
  /** A file is stored: add it to the value. */
  onUploaded(fileId: string, file: PickedFile): void;
  /** A check failed or a file failed (it is removed from the list). */
  onError(message: string): void;
}

let nextUid = 0;

/**
 * Uploads through the storage port with per-file progress (spec 4 "Upload"): each file shows its percent,
 * then leaves the queue and appears in the value; a failed file is removed with a message.
 */
export class UploadQueue {
  private readonly items = new BehaviorSubject<readonly UploadItem[]>([]);
  private readonly running = new Map<string, Subscription>();
  readonly items$: Observable<readonly UploadItem[]> = this.items.asObservable();

  constructor(private readonly storage: Pick<StorageApi, 'upload'>, private readonly options: UploadQueueOptions) {}

  /** Checks, then starts every file; returns the check message when the selection is refused. */
  add(files: readonly PickedFile[]): string | undefined {
    if (files.length === 0) return undefined;
    const problem = this.options.check(files, this.options.currentCount() + this.items.value.length);
    if (problem) {
      this.options.onError(problem);
      return problem;
    }
    for (const file of files) this.start(file);
    return undefined;
  }

  get snapshot(): readonly UploadItem[] {
    return this.items.value;
  }

  /** Cancels every upload in flight (the component unmounted). */
  dispose(): void {
    this.running.forEach((subscription) => subscription.unsubscribe());
    this.running.clear();
    this.items.complete();
  }

  private start(file: PickedFile): void {
    const uid = `upload-${++nextUid}`;
    this.items.next([...this.items.value, { uid, name: file.name, percent: 0 }]);
    const subscription = this.storage.upload(file.file, file.name).subscribe({
      next: (event) => {
        if (event.type === 'progress') this.update(uid, Math.min(99, Math.round(event.percent)));
        else {
          this.drop(uid);
          this.options.onUploaded(event.fileId, file);
        }
      },
      error: () => {
        this.drop(uid);
        this.options.onError(fillerMessages.uploadFailed(file.name));
      },
    });
    if (!subscription.closed) this.running.set(uid, subscription);
  }

  private update(uid: string, percent: number): void {
    this.items.next(this.items.value.map((item) => (item.uid === uid ? { ...item, percent } : item)));
  }

  private drop(uid: string): void {
    this.running.delete(uid);
    if (!this.items.closed) this.items.next(this.items.value.filter((item) => item.uid !== uid));
  }
}
