import { FEEDBACK_WIDGET_PAGES, feedbackLaunchUrl, showsFeedbackWidget } from '../../../application/shell/feedback-entry';

describe('feedback entry (spec 2)', () => {
  it('the feedback widget appears on exactly the five list pages', () => {
    expect(FEEDBACK_WIDGET_PAGES).toEqual(['/flowapplicationcenter', '/mySubmitFlow', '/approvingFlow', '/approvedFlow', '/copyFlow']);
    for (const page of FEEDBACK_WIDGET_PAGES) expect(showsFeedbackWidget(page)).toBe(true);
    expect(showsFeedbackWidget('/mySubmitFlow/')).toBe(true);
    for (const page of ['/flowQuery', '/home', '/newFlowLaunch', '/flow-set/1/frameset', '/', '/mySubmitFlowX']) {
      expect(showsFeedbackWidget(page)).toBe(false);
    }
  });

  it('the feedback button starts the feedback flow with id, modelName and isFeedBack=1', () => {
    const url = new URL(feedbackLaunchUrl('fb-1'), 'http://x');
    expect(url.pathname).toBe('/newFlowLaunch');
    expect(url.searchParams.get('id')).toBe('fb-1');
    expect(url.searchParams.get('modelName')).toBe('意见反馈');
    expect(url.searchParams.get('isFeedBack')).toBe('1');
  });
});
