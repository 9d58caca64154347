import { useEffect, useState } from 'react';
import { Button, Skeleton, Tag } from 'antd';
import { Link, useParams } from 'react-router-dom';
import dayjs from 'dayjs';
import { FormLibrary } from '../../application/admin/form-library';
import { failureText } from '../../application/shared/failure-text';
import type { Form } from '../../domain/model/form';
import { ControlView } from '../controls/control-view';
import { useControlsReady } from '../controls/use-controls-ready';
import { useService } from '../hooks/use-service';
import { PageFrame } from '../shell/page-frame';
import { StatusResult } from '../shell/status-result';

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; form: Form };

const back = <Link to="/workflow/sprites"><Button>返回表单列表</Button></Link>;

/** /workflow/sprites/:formId (表单详情): the form as an applicant will see it, read-only and empty. */
export default function FormDetailPage() {
  const { formId = '' } = useParams();
  const library = useService(FormLibrary);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setLoaded({ status: 'loading' });
    library.getForm(formId).then(
      (form) => { if (live) setLoaded({ status: 'ready', form }); },
      (error: unknown) => { if (live) setLoaded({ status: 'failed', message: failureText(error, '表单加载失败') }); },
    );
    return () => { live = false; };
  }, [library, formId]);

  if (loaded.status === 'loading') return <PageFrame title="表单详情"><Skeleton active paragraph={{ rows: 8 }} /></PageFrame>;
  if (loaded.status === 'failed') {
    return <PageFrame title="表单详情"><StatusResult status="warning" title="表单不存在或无法加载" subTitle={loaded.message} extra={back} /></PageFrame>;
  }
  return (
    <PageFrame title={`表单详情 - ${loaded.form.name}`} extra={back}>
      <p><Tag>{loaded.form.controls.length} 个字段</Tag>预览：发起人填写时看到的表单（不可填写）</p>
      <FormPreview form={loaded.form} />
    </PageFrame>
  );
}

function FormPreview({ form }: { form: Form }) {
  const ready = useControlsReady(form.controls);
  if (!ready) return <Skeleton active />;
  const context = { form, values: {}, user: { name: '发起人', employeeNumber: '' }, today: dayjs().format('YYYY-MM-DD') };
  return (
    <div className="form-preview" style={{ display: 'flex', flexWrap: 'wrap', margin: '0 -12px' }}>
      {form.controls.map((control) => <ControlView key={control.id} control={control} value={undefined} mode="design" context={context} />)}
    </div>
  );
}
