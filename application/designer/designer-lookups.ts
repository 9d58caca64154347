/**
 * Data the property panel offers to choose from: active remote API definitions (remote data source, spec 7:
 * pageSize 9999, status Active), form-value lists (custom data: page 0, pageSize 999) and option image uploads.
 * Each list is fetched once per session and replayed.
 */
import 'reflect-metadata';
import { inject, injectable } from 'inversify';
import { Observable } from 'rxjs';
import { ApiDefinitionApi, type ApiDefinition } from '../ports/api-definition-api';
import { FormValueApi, type FormValue } from '../ports/form-value-api';
import { designerMessages } from './designer-messages';
import { StorageApi, type UploadEvent } from '../ports/storage-api';

/** Option images (spec 2: jpg, png). */
export const OPTION_IMAGE_TYPES: readonly string[] = ['jpg', 'png'];

@injectable()
export class DesignerLookups {
  private apis: Promise<ApiDefinition[]> | undefined;
  private formValues: Promise<FormValue[]> | undefined;

  constructor(
    @inject(ApiDefinitionApi) private readonly apiDefinitions: ApiDefinitionApi,
    @inject(FormValueApi) private readonly formValueApi: FormValueApi,
    @inject(StorageApi) private readonly storage: StorageApi,
  ) {}

  activeApis(): Promise<ApiDefinition[]> {
    this.apis ??= this.apiDefinitions.getApis({ page: 0, pageSize: 9999, status: 'Active' }).then((page) => page.list)
      .catch((error: unknown) => { this.apis = undefined; throw error; });
    return this.apis;
  }

  formValueLists(): Promise<FormValue[]> {
    this.formValues ??= this.formValueApi.getFormValues({ page: 0, pageSize: 999 }).then((page) => page.list)
      .catch((error: unknown) => { this.formValues = undefined; throw error; });
    return this.formValues;
  }

  /** Rich-text editor images (StorageApi editor upload): urls in order. */
  uploadEditorImages(files: Blob[]): Promise<string[]> {
    return this.storage.uploadEditorImages(files);
  }

  /** The extension check of an option image; undefined when allowed. */
  optionImageError(fileName: string): string | undefined {
    const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
    return OPTION_IMAGE_TYPES.includes(ext) ? undefined : designerMessages.optionImageType;
  }

  /** Uploads an option image: progress events, then the file link to store in imgURL. */
  uploadOptionImage(file: Blob, name: string): Observable<{ percent: number; url?: string }> {
    return new Observable((subscriber) => {
      const subscription = this.storage.upload(file, name).subscribe({
        next: (event: UploadEvent) => {
          if (event.type === 'progress') subscriber.next({ percent: event.percent });
          else subscriber.next({ percent: 100, url: this.storage.fileLink(event.fileId) });
        },
        error: (error: unknown) => subscriber.error(error),
        complete: () => subscriber.complete(),
      });
      return () => subscription.unsubscribe();
    });
  }
}
