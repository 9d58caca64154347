import { Button } from 'antd';
import { StorageApi } from '../../application/ports/storage-api';
import { useService } from '../hooks/use-service';
import { downloadStoredFile } from '../uploads/download-file';
import { PaperclipIcon } from '../uploads/paperclip-icon';

/** The pictures and files a comment carries (issue 42), each downloaded by a click. */
export function CommentFiles({ files }: { readonly files: ReadonlyArray<{ readonly id: string; readonly name: string }> }) {
  const storage = useService<StorageApi>(StorageApi);
  return (
    <ul className="timeline-attachments" aria-label="附件" style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}>
      {files.map((file) => (
        <li key={file.id} className="timeline-attachment" style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          <PaperclipIcon />
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => void downloadStoredFile(storage, file)}>{file.name}</Button>
        </li>
      ))}
    </ul>
  );
}
