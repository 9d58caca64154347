/**
 * The feedback entry (spec 2): a widget on five list pages, and a button in the top bar that starts the
 * feedback flow at /newFlowLaunch?id=…&modelName=…&isFeedBack=1.
 */
export const FEEDBACK_WIDGET_PAGES: readonly string[] = [
  '/flowapplicationcenter',
  '/mySubmitFlow',
  '/approvingFlow',
  '/approvedFlow',
  '/copyFlow',
];

export function showsFeedbackWidget(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return FEEDBACK_WIDGET_PAGES.includes(normalised);
}

export function feedbackLaunchUrl(feedbackFlowId: string, modelName = '意见反馈'): string {
  const query = new URLSearchParams({ id: feedbackFlowId, modelName, isFeedBack: '1' });
  return `/newFlowLaunch?${query.toString()}`;
}
