import type { OutboundRequests } from '../../../application/ports/outbound-requests';
import type { ComposedMessage } from '../../core/delivery-messages';
import { postToRobot } from '../../core/robot-posts';
import type { DeliveryChannel } from '../../core/store/demo-tables';
import type { DeliveryChannelAdapter, DeliveryTarget } from './delivery-channel';

type RobotChannel = Exclude<DeliveryChannel, 'email'>;

/**
 * Group robots' webhooks: DingTalk (signed), WeCom, Feishu (signed). The post goes through the server's one
 * outbound adapter (issue 38: the address checked after resolving, no redirect, time and size limits).
 */
export class RobotWebhookChannel implements DeliveryChannelAdapter {
  constructor(readonly channel: RobotChannel, private readonly outbound: OutboundRequests) {}

  async send(target: DeliveryTarget, message: ComposedMessage): Promise<void> {
    if (!('robot' in target)) throw new Error('机器人消息只能发给机器人');
    const refused = await postToRobot(this.outbound, target.robot, message.text);
    if (refused) throw new Error(refused);
  }
}
