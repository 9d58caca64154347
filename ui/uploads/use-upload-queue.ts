import { useEffect, useMemo, useRef } from 'react';
import { of } from 'rxjs';
import { StorageApi } from '../../application/ports/storage-api';
import { UploadQueue, type PickedFile, type UploadItem } from '../../application/filler/upload-queue';
import { useObservableValue } from '../hooks/use-observable-value';
import { usePort } from '../controls/use-port';
import { useAppMessage } from '../hooks/app-message';

interface UploadQueueHooks {
  check(files: readonly PickedFile[], existing: number): string | undefined;
  currentCount(): number;
  onUploaded(fileId: string, file: PickedFile): void;
}

const NONE: readonly UploadItem[] = [];
const EMPTY$ = of(NONE);

/** An UploadQueue for one field; errors are shown with antd message. Hooks are read through a ref (latest value). */
export function useUploadQueue(hooks: UploadQueueHooks) {
  const storage = usePort<StorageApi>(StorageApi);
  const message = useAppMessage();
  const latest = useRef(hooks);
  latest.current = hooks;
  const queue = useMemo(() => (storage ? new UploadQueue(storage, {
    check: (files, existing) => latest.current.check(files, existing),
    currentCount: () => latest.current.currentCount(),
    onUploaded: (id, file) => latest.current.onUploaded(id, file),
    onError: (text) => void message.error(text),
  }) : undefined), [storage, message]);
  useEffect(() => () => queue?.dispose(), [queue]);
  const items = useObservableValue(queue ? queue.items$ : EMPTY$, NONE);
  return { queue, items, storage };
}

export function pickedFiles(list: FileList | readonly File[] | null | undefined): PickedFile[] {
  return Array.from(list ?? []).map((file) => ({ file, name: file.name, size: file.size, type: file.type }));
}
