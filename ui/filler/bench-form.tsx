import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Form, Input } from 'antd';
import type { Control } from '../../domain/model/control';
import type { Form as FormModel } from '../../domain/model/form';
import { requireControlType } from '../../domain/controls/registry';
import { FillSession } from '../../application/filler/fill-session';
import { PageFrame } from '../shell/page-frame';
import { preloadControlComponents } from '../controls/registry';
import { FillForm } from './fill-form';

/** A generated form of `size` fields: mostly single-line text, every 5th a number (the benchmark's subject). */
export function benchForm(size: number): FormModel {
  const controls: Control[] = [];
  for (let i = 0; i < size; i++) {
    const type = requireControlType(i % 5 === 4 ? 6 : 1);
    const control = type.create(`f${i}`);
    control.config = { ...control.config, title: `字段 ${i + 1}`, required: i % 3 === 0 };
    controls.push(control);
  }
  return { id: `bench-${size}`, name: `基准表单 ${size}`, controls };
}

declare global {
  interface Window { __benchRendered?: number; __benchStart?: number; __benchPainted?: number }
}

/** Marks the first commit so the bench script can time first paint from the page's own start mark. */
function useRenderedMark() {
  useLayoutEffect(() => {
    window.__benchRendered = performance.now();
    // The frame after the commit has painted: rAF runs just before that frame's paint, the task after it
    // runs once the paint is done.
    requestAnimationFrame(() => setTimeout(() => { window.__benchPainted = performance.now(); }, 0));
  }, []);
}

function FillerBench({ form }: { form: FormModel }) {
  const session = useMemo(() => new FillSession({ instances: { addInstance: async () => ({ id: 'bench' }) } }, {
    modelId: 'bench', modelName: '基准', form, user: { name: '张三', employeeNumber: 'E1001' },
  }), [form]);
  useRenderedMark();
  return <FillForm session={session} />;
}

function PlainAntdBench({ form }: { form: FormModel }) {
  const fields = form.controls;
  useRenderedMark();
  return (
    <Form layout="vertical">
      {fields.map((control) => (
        <Form.Item key={control.id} name={control.id} label={control.config.title} rules={control.config.required ? [{ required: true, message: '必填项' }] : undefined}>
          <Input placeholder="请输入" />
        </Form.Item>
      ))}
    </Form>
  );
}

/** ?bench=N[&plain=1]: the filler or a plain antd Form with N fields, for npm run bench:filler. */
export default function BenchForm({ size, plain }: { size: number; plain: boolean }) {
  const [n] = useState(() => Math.max(1, Math.min(10000, Number.isFinite(size) ? size : 100)));
  // The clock starts with the form definition in hand (in the product it arrives as JSON) and the filler's
  // control chunks fetched (the plain antd Form has its Input in this chunk already): the bench times rendering.
  const [form, setForm] = useState<FormModel | undefined>();
  useEffect(() => {
    const generated = benchForm(n);
    void preloadControlComponents(generated.controls).then(() => {
      window.__benchStart = performance.now();
      setForm(generated);
    });
  }, [n]);
  if (!form) return null;
  return (
    <PageFrame title={plain ? `antd Form ${n}` : `Filler ${n}`}>
      <div className="bench-form" data-kind={plain ? 'antd' : 'filler'}>
        {plain ? <PlainAntdBench form={form} /> : <FillerBench form={form} />}
      </div>
    </PageFrame>
  );
}
