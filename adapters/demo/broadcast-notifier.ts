import type { Notifier } from '../../server/core/demo-notices';
import { postChanges } from '../../server/stores/demo-change-channel';

/** The browser demo's Notifier: committed changes go to every tab (this one included) on the demo's channel. */
export const broadcastNotifier: Notifier = { publish: (changes) => postChanges(changes) };
