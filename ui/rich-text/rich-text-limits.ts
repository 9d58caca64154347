/** Spec 9 "Rich-text editor": image max 1 MB, up to 5 images, 20 s timeout, video menu hidden. */
export const RICH_TEXT_IMAGE_MAX_BYTES = 1024 * 1024;
export const RICH_TEXT_MAX_IMAGES = 5;
export const RICH_TEXT_UPLOAD_TIMEOUT_MS = 20_000;
export const RICH_TEXT_HIDDEN_MENUS = ['group-video', 'insertVideo', 'uploadVideo', 'editVideoSize'];
