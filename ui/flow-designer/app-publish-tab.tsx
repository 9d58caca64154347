// @feature-public: a tab of the designer (designer-routes.tsx).
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, App, Button, Card, Descriptions, Form as AntForm, Input, Result, Select, Space, Spin } from 'antd';
import { FlowPublisher, publishMessages, type PublishProblem, type PublishState } from '../../application/designer/flow-publisher';
import type { DesignerState } from '../../application/designer/designer-session';
import { draftWords } from '../../application/designer/draft-words';
import { launchScopeOf } from '../../domain/flow/publish/launch-scope';
import { useDesignerSelector, useDesignerSession } from '../designer/use-designer';
import { useLeaveGuard } from '../designer/use-leave-guard';
import { useObservableValue } from '../hooks/use-observable-value';
import { useService } from '../hooks/use-service';
import { MemberScopeField } from '../org-picker';
import { useDesignLoaded } from './use-design-loaded';
import { useFlowSession } from './use-flow-designer';
import { FlowIconPicker } from './flow-icons';
import { BpmnExportCard } from './bpmn-export-card';

const TAB_NAMES: Record<PublishProblem['tab'], string> = { frameset: '表单设计', flowEditor: '流程设计', appPublish: '应用发布' };
const settingsSlice = (s: DesignerState) => s.settings;

const formatTime = (iso: string | undefined) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '');

function LaunchScopeField() {
  const publisher = useService(FlowPublisher);
  const scope = launchScopeOf(useDesignerSelector(settingsSlice));
  return <MemberScopeField label="谁可以发起" value={scope} onChange={(next) => publisher.setLaunchScope(next)} testId="launch-scope" />;
}

function ProblemList({ problems, onOpen }: { problems: readonly PublishProblem[]; onOpen: (problem: PublishProblem) => void }) {
  return (
    <ul style={{ margin: 0, paddingLeft: 18 }} data-testid="publish-problems">
      {problems.map((problem, i) => (
        <li key={i}>
          <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => onOpen(problem)}>{TAB_NAMES[problem.tab]} · {problem.where}</Button>
          ：{problem.message}
        </li>
      ))}
    </ul>
  );
}

/** /flow-set/:id/appPublish: basic information, who may launch, 发布 with the pre-publish checks, and the BPMN export. */
export default function AppPublishTab() {
  const { id = '' } = useParams();
  const { ready, failed, retry } = useDesignLoaded(id);
  const publisher = useService(FlowPublisher);
  const designer = useDesignerSession();
  const flowSession = useFlowSession();
  const state: PublishState = useObservableValue(publisher.state$, publisher.snapshot);
  const navigate = useNavigate();
  const { message } = App.useApp();
  // The result of 检查 / 发布 sits by the buttons; after pressing one, it is brought into view.
  const resultRef = useRef<HTMLDivElement>(null);
  const [note, setNote] = useState('');
  useLeaveGuard(id);
  useEffect(() => { void publisher.open(id); flowSession.loadOrganisation(); }, [publisher, flowSession, id]);

  if (failed) return <Result status="error" title={failed} extra={<Button type="primary" onClick={retry}>重新加载</Button>} />;
  if (!ready || state.loading || state.modelId !== id) return <div style={{ padding: 48, textAlign: 'center' }}><Spin /></div>;

  const openProblem = (problem: PublishProblem) => {
    if (problem.tab === 'flowEditor') flowSession.select(problem.targetId);
    if (problem.tab === 'frameset') designer.select(problem.targetId);
    if (problem.tab !== 'appPublish') navigate(`/flow-set/${id}/${problem.tab}`);
    else document.querySelector<HTMLElement>(`[data-field="${problem.targetId}"]`)?.scrollIntoView?.({ block: 'center' });
  };
  const showResult = () => requestAnimationFrame(() => resultRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }));
  const publish = async () => {
    const result = await publisher.publish(note);
    if (result.ok) {
      void message.success(publishMessages.published(result.version));
      setNote('');
    } else void message.error(result.message);
    showResult();
  };
  const check = async () => {
    await publisher.check();
    showResult();
  };
  const { info, model } = state;

  return (
    <div className="flow-editor" data-page-title="应用发布">
      <div style={{ flex: 1, overflow: 'auto', padding: 16, background: '#f5f5f7' }}>
        <Space orientation="vertical" size={16} style={{ width: '100%', maxWidth: 820, margin: '0 auto', display: 'flex' }}>
          {state.error && <Alert type="error" showIcon title={state.error} />}
          <Card title="基础信息" size="small">
            <AntForm layout="vertical">
              <AntForm.Item label="流程名称" required data-field="name">
                <Input aria-label="流程名称" value={info.name} maxLength={30} onChange={(e) => publisher.updateInfo({ name: e.target.value })} />
              </AntForm.Item>
              <AntForm.Item label="分组" required data-field="categoryId">
                <Select aria-label="分组" value={info.categoryId || undefined} placeholder="选择分组" style={{ width: 240 }}
                  options={state.categories.map((c) => ({ value: c.id, label: c.name }))} onChange={(categoryId: string) => publisher.updateInfo({ categoryId })} />
              </AntForm.Item>
              <AntForm.Item label="图标">
                <FlowIconPicker value={info.icon} onChange={(icon) => publisher.updateInfo({ icon })} />
              </AntForm.Item>
              <AntForm.Item label="说明">
                <Input.TextArea aria-label="说明" value={info.description} maxLength={200} rows={2} onChange={(e) => publisher.updateInfo({ description: e.target.value })} />
              </AntForm.Item>
            </AntForm>
          </Card>
          <Card title="谁可以发起" size="small" data-field="launchScope"><LaunchScopeField /></Card>
          <Card title="发布" size="small">
            <Descriptions size="small" column={1} items={[
              { key: 'v', label: '已发布版本', children: model && model.publishedVersion > 0 ? <span data-testid="published-version">版本 {model.publishedVersion}</span> : '未发布' },
              ...(model?.publishedAt ? [{ key: 't', label: '发布时间', children: <span data-testid="published-at">{formatTime(model.publishedAt)}</span> }] : []),
              // Saves change the draft; it becomes a version (the next number) only when published (issue 43 #9).
              { key: 's', label: '草稿', children: <span data-testid="draft-state">{draftWords(designer.snapshot.dirty, designer.snapshot.version, model)}</span> },
            ]} />
            <Input.TextArea aria-label="发布说明" placeholder="发布说明（可选），将显示在版本记录中" value={note} maxLength={200} rows={2} style={{ marginTop: 12 }}
              onChange={(e) => setNote(e.target.value)} />
            <Space style={{ marginTop: 12 }}>
              <Button onClick={() => void check()}>检查</Button>
              <Button type="primary" loading={state.publishing} onClick={() => void publish()}>发布</Button>
              {/* 版本记录 is an admin page: opened beside the designer, which keeps its unsaved work. */}
              <Button href={`/flowVersions?modelId=${encodeURIComponent(id)}`} target="_blank">版本记录</Button>
            </Space>
            <div ref={resultRef} data-testid="publish-result" style={{ marginTop: 12 }}>
              {state.problems.length > 0 && (
                <Alert type="error" showIcon title={`发布前检查发现 ${state.problems.length} 个问题，请修改后再发布`}
                  description={<ProblemList problems={state.problems} onOpen={openProblem} />} closable={{ onClose: () => publisher.dismissProblems() }} />
              )}
              {state.checked && state.problems.length === 0 && !state.publishing && <Alert type="success" showIcon title="检查通过，可以发布" />}
              {state.success && !state.checked && <Alert type="success" showIcon title={state.success} />}
            </div>
          </Card>
          <BpmnExportCard />
        </Space>
      </div>
    </div>
  );
}
