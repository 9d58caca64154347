import { createTransport, type Transporter } from 'nodemailer';
import type { ComposedMessage } from '../../core/delivery-messages';
import type { DeliveryChannelAdapter, DeliveryTarget } from './delivery-channel';

/** Mail over SMTP (nodemailer): SMTP_URL, from MAIL_FROM; a plain and an HTML body. */
export class SmtpMailChannel implements DeliveryChannelAdapter {
  readonly channel = 'email' as const;
  private readonly transport: Transporter;

  constructor(smtpUrl: string, private readonly from: string) {
    // Short timeouts: a hanging server fails the send, which is retried later.
    this.transport = createTransport(smtpUrl, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as never);
  }

  async send(target: DeliveryTarget, message: ComposedMessage): Promise<void> {
    if (!('email' in target)) throw new Error('邮件只能发给邮箱地址');
    await this.transport.sendMail({ from: this.from, to: target.email, subject: message.subject, text: message.text, html: message.html });
  }

  close(): void {
    this.transport.close();
  }
}
