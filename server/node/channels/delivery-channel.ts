import type { ComposedMessage } from '../../core/delivery-messages';
import type { DeliveryChannel, RobotSetting } from '../../core/store/demo-tables';

/** Where a send goes: a mail address, or a robot an administrator set up. */
export type DeliveryTarget = { readonly email: string } | { readonly robot: RobotSetting };

/**
 * One way out of the app (the Notifier port's outward side, issue 40): one adapter per channel. `send` resolves
 * once the channel took the message and throws with a sentence when it did not (the worker retries).
 */
export interface DeliveryChannelAdapter {
  readonly channel: DeliveryChannel;
  send(target: DeliveryTarget, message: ComposedMessage): Promise<void>;
}
