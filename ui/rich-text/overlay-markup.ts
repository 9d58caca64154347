/**
 * Markup that lays itself over the app (issue 33): `<dialog open>` shows as a box above the page and any
 * `[popover]` element goes to the top layer, above every antd dialog, whatever its styles say. Rich text
 * keeps neither: the dialog's content stays as plain content, the popover attributes go.
 */
export const OVERLAY_TAGS: readonly string[] = ['dialog'];
export const OVERLAY_ATTRIBUTES: readonly string[] = ['popover', 'popovertarget', 'popovertargetaction'];
