import { preloadAllControlComponents, preloadAllControlPanels } from '../../ui/controls/registry';

/**
 * Loads, before a test renders, the modules the app downloads on demand (control types and their designer
 * panels, the toast host,
 * the rich-text viewer, the textarea's upload box, the lists' instance view, desktop table and filter sheet, the
 * user menu). A lazy component then only waits a few microtasks instead of
 * a module's first compile and evaluation, which on a cold, loaded machine can take longer than a second.
 * Use it in `beforeAll(preloadAppChunks)` of a UI test that renders controls or shows toasts.
 */
export async function preloadAppChunks(): Promise<void> {
  await Promise.all([
    preloadAllControlComponents(),
    preloadAllControlPanels(),
    import('../../ui/hooks/message-host'),
    import('../../ui/rich-text/rich-html-view'),
    import('../../ui/uploads/textarea-with-upload'),
    // The parts of the first screens that load on demand (issue 31).
    import('../../ui/approvals/instance-drawer'),
    import('../../ui/approvals/desktop-instance-list'),
    import('../../ui/approvals/phone-filter-sheet'),
    import('../../ui/shell/user-menu'),
  ]);
}
