import { groupOfExtension } from '../../domain/model/file-type-groups';
import { extensionOf } from '../../domain/validation/upload-rules';

/** Spec 9 "Preview is offered for documents and images". */
export function previewKind(name: string): 'image' | 'document' | undefined {
  const group = groupOfExtension(extensionOf(name));
  return group === 'images' ? 'image' : group === 'documents' ? 'document' : undefined;
}
