/**
 * The chunk groups (webpackChunkName) of the screens a first visit opens most — 审批中心, the four lists (a phone's
 * 待我审批), the launch form — by route path. The build names their files in a small script that index.html loads
 * first (webpack.config.ts, OpeningPreloadPlugin; ui/shell/opening-preload.ts), which asks for them with
 * `<link rel="preload">`: they arrive in the first request wave, beside the app's own chunks, instead of after the
 * app's code has run (issue 31). `test/ui/shell/opening-chunk-groups.test.ts` keeps it in step with the route table.
 */
export const OPENING_CHUNK_GROUPS: Readonly<Record<string, readonly string[]>> = {
  '/flowapplicationcenter': ['page-application-center', 'feature-approvals'],
  // `/` and `/main` forward to 审批中心.
  '/': ['page-application-center', 'feature-approvals'],
  '/main': ['page-application-center', 'feature-approvals'],
  '/approvingFlow': ['page-instance-list', 'feature-approvals'],
  '/mySubmitFlow': ['page-instance-list', 'feature-approvals'],
  '/approvedFlow': ['page-instance-list', 'feature-approvals'],
  '/copyFlow': ['page-instance-list', 'feature-approvals'],
  '/newFlowLaunch': ['page-launch', 'feature-filler'],
  '/flowLaunch': ['page-launch', 'feature-filler'],
};
