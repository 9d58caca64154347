import type { Backend } from '../http/routes';
import { flowInstanceView } from '../core/flow-instance-view';
import { instanceView } from '../core/instance-views';
import type { DecisionLinker } from '../core/delivery-messages';
import type { DemoStore } from '../core/store/demo-store';
import { defineRoute, type Route } from '../http/router';
import { issueMailAction, mailActionSecret, readMailAction, type MailActionClaim } from './mail-action-tokens';
import type { NotifySettings } from './notify-settings';
import { idempotencyKeyOf } from '../http/handler-kit';

/** The page a one-click link opens (a confirmation, never a decision by itself: link scanners only open links). */
export const MAIL_ACTION_PATH = '/mail-action';

export const MailActionMessages = {
  forged: '链接无效：它不是审批流发出的，或已被改动',
  expired: '链接已过期，请打开审批流处理',
  used: '该链接已经用过，不能再次使用',
  notOpen: '该待办已处理、已转交或已结束，链接不再有效',
  notOffered: '此节点需要填写意见或签名，请打开审批流处理',
  approved: '已同意',
  rejected: '已拒绝',
} as const;

const WORDS = { approve: '同意', reject: '拒绝' } as const;
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`
    + `<title>${escapeHtml(title)}</title></head><body style="font-family: sans-serif; max-width: 560px; margin: 32px auto; padding: 0 16px">`
    + `<h1 style="font-size: 20px">${escapeHtml(title)}</h1>${body}</body></html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}
const refusal = (message: string, status = 410) => page('无法处理', `<p role="alert">${escapeHtml(message)}</p>`, status);

/** The single-use key of a link: the Idempotency-Key its decision runs under. */
const useKey = (claim: MailActionClaim) => `mail-action:${claim.nonce}`;

export interface MailActions {
  /** Signs the links of new-task mails. */
  readonly linker: DecisionLinker;
  /** GET (the confirmation page) and POST (the decision) of /mail-action; `backend` answers the decision. */
  routes(backend: () => Backend): Route[];
}

/**
 * One-click decisions from a mail (issue 40): a new-task mail carries 同意 / 拒绝 links, each signed, bound to that
 * task and person, single-use and expiring (MAIL_ACTION_HOURS). Opening one shows the request's summary with an
 * optional comment and 确认同意 / 确认拒绝; only that form's POST decides — as the link's person, through the
 * backend's own instance/action, under the link's Idempotency-Key, so a double click or two opened copies decide once.
 * A used, expired, forged or no-longer-open link changes nothing and says why.
 */
export async function prepareMailActions(store: DemoStore, settings: NotifySettings): Promise<MailActions> {
  const secret = await mailActionSecret(store);
  const linker: DecisionLinker = (task) => {
    const token = issueMailAction(secret, { ...task, expires: Date.now() + settings.mailActionHours * 3_600_000 });
    return `${settings.publicUrl}${MAIL_ACTION_PATH}?token=${encodeURIComponent(token)}`;
  };

  /** The claim and the instance as its person sees it, or the refusal to answer. */
  const check = async (token: string) => {
    const read = readMailAction(secret, token);
    if (!read.ok) return { refused: read.reason === 'expired' ? refusal(MailActionMessages.expired) : refusal(MailActionMessages.forged, 400) };
    const { claim } = read;
    return store.read(async (tx) => {
      // The link's decision is kept as its person's answer to the link's key (handler-kit's idempotency record).
      if (await tx.idempotency.get(idempotencyKeyOf(claim.userId, useKey(claim)))) return { refused: refusal(MailActionMessages.used) };
      const row = await tx.instances.get(claim.instanceId);
      const open = row?.flowState?.tasks.some((t) => t.id === claim.taskId && t.userId === claim.userId && t.status === 'open');
      if (!row || !open) return { refused: refusal(MailActionMessages.notOpen) };
      const seen = await flowInstanceView(tx, row, await instanceView(tx, row), claim.userId);
      const offered = seen.viewer?.actions.find((a) => a.name === claim.action);
      if (!offered || offered.needs.comment === 'required' || offered.needs.signature) return { refused: refusal(MailActionMessages.notOffered, 409) };
      return { claim, title: row.title, flow: row.modelName, applicant: `${row.applicant.name}（${row.applicant.department}）` };
    });
  };

  const routes = (backend: () => Backend): Route[] => [
    defineRoute('get', MAIL_ACTION_PATH, async ({ request }) => {
      const found = await check(new URL(request.url).searchParams.get('token') ?? '');
      if ('refused' in found) return found.refused;
      const word = WORDS[found.claim.action];
      return page(`确认${word}`, `<dl><dt>审批</dt><dd>${escapeHtml(found.title)}</dd><dt>类型</dt><dd>${escapeHtml(found.flow)}</dd>`
        + `<dt>申请人</dt><dd>${escapeHtml(found.applicant)}</dd></dl>`
        + `<form method="post" action="${MAIL_ACTION_PATH}"><input type="hidden" name="token" value="${escapeHtml(new URL(request.url).searchParams.get('token') ?? '')}">`
        + `<p><label>意见（选填）<br><textarea name="comment" rows="3" maxlength="500" style="width: 100%"></textarea></label></p>`
        + `<button type="submit">确认${word}</button></form>`);
    }),
    defineRoute('post', MAIL_ACTION_PATH, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const found = await check(form.get('token') ?? '');
      if ('refused' in found) return found.refused;
      const { claim } = found;
      const comment = (form.get('comment') ?? '').trim().slice(0, 500);
      const decide = new Request(new URL('/flow/workflow/instance/action', request.url), {
        method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': useKey(claim) },
        body: JSON.stringify({ instanceId: claim.instanceId, action: claim.action, ...(comment ? { comment } : {}) }),
      });
      // As the link's person (the browser's own session, if any, is not involved).
      const answer = await backend()(decide, { userId: claim.userId });
      if (!answer) return refusal(MailActionMessages.notOpen);
      if (answer.headers.get('x-idempotent-replay') === 'true') return refusal(MailActionMessages.used);
      const body = await answer.json().catch(() => ({})) as { code?: number; msg?: string };
      if (body.code !== 0) return refusal(body.msg ?? MailActionMessages.notOpen, answer.status >= 400 ? answer.status : 409);
      const done = claim.action === 'approve' ? MailActionMessages.approved : MailActionMessages.rejected;
      return page(done, `<p role="status">${escapeHtml(done)}「${escapeHtml(found.title)}」。</p>`);
    }),
  ];
  return { linker, routes };
}
