import { of } from 'rxjs';
import { DesignerLookups } from '../../../application/designer/designer-lookups';
import type { ApiDefinitionApi, ApiDefinitionQuery } from '../../../application/ports/api-definition-api';
import type { FormValueApi } from '../../../application/ports/form-value-api';
import type { StorageApi, UploadEvent } from '../../../application/ports/storage-api';
import type { PageQuery } from '../../../application/ports/paging';

function make() {
  const calls: { apis: ApiDefinitionQuery[]; values: PageQuery[] } = { apis: [], values: [] };
  const apis = { getApis: async (q: ApiDefinitionQuery) => { calls.apis.push(q); return { list: [{ id: 'a1', name: '员工列表' }], total: 1, page: 0, pageSize: 9999 }; } };
  const values = { getFormValues: async (q: PageQuery) => { calls.values.push(q); return { list: [{ id: 'fv', name: '费用类型', data: [{ value: '餐费' }] }], total: 1, page: 0, pageSize: 999 }; } };
  const events: UploadEvent[] = [{ type: 'progress', loaded: 5, total: 10, percent: 50 }, { type: 'done', fileId: 'file-9' }];
  const storage = { upload: () => of(...events), fileLink: (id: string) => `/api/storage/get_file?_id=${id}`, uploadEditorImages: async () => ['u'] };
  const lookups = new DesignerLookups(apis as unknown as ApiDefinitionApi, values as unknown as FormValueApi, storage as unknown as StorageApi);
  return { lookups, calls };
}

test('remote data source lists active API definitions with pageSize 9999, fetched once', async () => {
  const { lookups, calls } = make();
  await lookups.activeApis();
  expect((await lookups.activeApis())[0].name).toBe('员工列表');
  expect(calls.apis).toEqual([{ page: 0, pageSize: 9999, status: 'Active' }]);
});

test('custom data reads form-value lists with page 0 and pageSize 999', async () => {
  const { lookups, calls } = make();
  expect((await lookups.formValueLists())[0].data[0].value).toBe('餐费');
  expect(calls.values).toEqual([{ page: 0, pageSize: 999 }]);
});

test('option images: only jpg and png; the upload reports progress then the file link', () => {
  const { lookups } = make();
  expect(lookups.optionImageError('a.PNG')).toBeUndefined();
  expect(lookups.optionImageError('a.gif')).toBe('只能上传 jpg、png 格式的图片');
  const seen: Array<{ percent: number; url?: string }> = [];
  lookups.uploadOptionImage(new Blob(['x']), 'a.png').subscribe((e) => seen.push(e));
  expect(seen).toEqual([{ percent: 50 }, { percent: 100, url: '/api/storage/get_file?_id=file-9' }]);
});
