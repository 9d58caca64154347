import { lazy, Suspense } from 'react';
import { Alert } from 'antd';
import { LoadingLines } from '../shell/loading-lines';
import { StatusResult } from '../shell/status-result';
import { useSearchParams } from 'react-router-dom';
import type { FillSession } from '../../application/filler/fill-session';
import { fillerMessages } from '../../application/filler/filler-messages';
import { PageFrame } from '../shell/page-frame';
import { useObservableValue } from '../hooks/use-observable-value';
import { DraftOffer } from './draft-offer';
import { FillForm } from './fill-form';
import { SubmitBar } from './submit-bar';
import { useFillSession } from './use-fill-session';
import { useLaunchRoute } from './use-launch-route';
import './launch-phone.css';

// The benchmark form (npm run bench:filler) is only loaded with ?bench=N; it is not part of the normal UI.
const BenchForm = lazy(() => import(/* webpackChunkName: "filler-bench" */ './bench-form'));
// The flow picker (no id in the URL) is its own chunk: a launch link never needs it.
const FlowPicker = lazy(() => import('./flow-picker').then((m) => ({ default: m.FlowPicker })));
// The predicted route (timeline, member pickers) sits below the form: it loads beside it, not before it.
const LaunchRoutePanel = lazy(() => import(/* webpackChunkName: "launch-route" */ './launch-route-panel').then((m) => ({ default: m.LaunchRoutePanel })));

/**
 * /newFlowLaunch?id=…&modelName=…[&isFeedBack=1] and /flowLaunch: the applicant fills a flow's form.
 * The shell re-creates this page when the query changes.
 */
export default function LaunchPage() {
  const [params] = useSearchParams();
  const bench = params.get('bench');
  if (bench) {
    return <Suspense fallback={<LoadingLines />}><BenchForm size={Number(bench)} plain={params.get('plain') === '1'} /></Suspense>;
  }
  const id = params.get('id') ?? undefined;
  const isFeedBack = params.get('isFeedBack') === '1';
  const modelName = params.get('modelName') ?? undefined;
  if (!id && !isFeedBack) {
    return <PageFrame title="发起申请"><Suspense fallback={<LoadingLines />}><FlowPicker /></Suspense></PageFrame>;
  }
  return <LaunchView id={id} isFeedBack={isFeedBack} modelName={modelName} />;
}

function LaunchView({ id, isFeedBack, modelName }: { id?: string; isFeedBack: boolean; modelName?: string }) {
  const load = useFillSession({ id, isFeedBack, modelName });
  const title = modelName ? `发起申请 - ${modelName}` : isFeedBack ? '意见反馈' : '发起申请';
  if (load.status === 'loading') return <PageFrame title={title}><LoadingLines rows={8} /></PageFrame>;
  if (load.status === 'error') {
    return <PageFrame title={title}><StatusResult status="warning" title={fillerMessages.formNotFound} subTitle={load.message} /></PageFrame>;
  }
  return <SessionView session={load.session} title={isFeedBack ? '意见反馈' : `发起申请 - ${load.session.modelName}`} />;
}

function SessionView({ session, title }: { session: FillSession; title: string }) {
  const state = useObservableValue(session.state$, session.snapshot);
  const user = session.applicant;
  const route = useLaunchRoute(session);
  return (
    <PageFrame title={title}>
      <div className="launch-form" data-model-id={session.modelId}>
        {state.sessionEnded && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={fillerMessages.sessionEndedDraftSaved} />}
        <DraftOffer session={session} state={state} />
        <FillForm session={session} user={user} />
        {route && <Suspense fallback={<LoadingLines />}><LaunchRoutePanel route={route} applicantName={user?.name} /></Suspense>}
        <SubmitBar session={session} state={state} extras={route ? () => route.extras() : undefined} />
      </div>
    </PageFrame>
  );
}
