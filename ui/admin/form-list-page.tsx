import { Input, Space } from 'antd';
import { Link } from 'react-router-dom';
import { FormLibrary, type FormListQuery } from '../../application/admin/form-library';
import type { FormSummary } from '../../application/ports/form-api';
import { formatTime } from '../approvals/format-time';
import { useService } from '../hooks/use-service';
import { PageFrame } from '../shell/page-frame';
import { RemoteListTable } from './remote-list-table';
import { useRemoteList } from './use-remote-list';

export const formDetailUrl = (formId: string) => `/workflow/sprites/${encodeURIComponent(formId)}`;

/** /workflow/sprites (表单列表): every saved form with its number of fields; a name opens its read-only preview. */
export default function FormListPage() {
  const library = useService(FormLibrary);
  const state = useRemoteList(library.list);
  return (
    <PageFrame title="表单列表">
      <Space style={{ marginBottom: 16 }}>
        <Input.Search aria-label="表单名称" placeholder="搜索表单名称" allowClear style={{ width: 240 }} onSearch={(keyword) => void library.search(keyword)} />
      </Space>
      <RemoteListTable<FormSummary, FormListQuery>
        list={library.list}
        state={state}
        columns={[
          { title: '表单名称', dataIndex: 'name', render: (name: string, form) => <Link to={formDetailUrl(form.id)}>{name}</Link> },
          { title: '字段数', dataIndex: 'controlCount', width: 100 },
          { title: '更新时间', dataIndex: 'updatedAt', width: 180, render: (at: string) => formatTime(at) },
          { title: '操作', key: 'actions', width: 100, render: (_, form) => <Link to={formDetailUrl(form.id)}>预览</Link> },
        ]}
      />
    </PageFrame>
  );
}
