/**
 * The SingleSignOn port: 企业账号登录 through the company's OpenID Connect provider (authorization code + PKCE;
 * server/node/openid-single-sign-on.ts on openid-client). The state, the PKCE verifier and the page to return to
 * travel in a short-lived HttpOnly cookie between `begin` and `finish`, so any server process can finish a sign-in
 * another one began.
 */
export interface SingleSignOn {
  /** The provider's authorization URL, and the value to keep (in a cookie) until the callback. */
  begin(redirectUri: string, returnTo: string): Promise<{ url: string; pending: string }>;
  /**
   * Exchanges the callback's code (checking the state and the PKCE verifier) and answers the value of the
   * configured claim with the page to return to; throws SingleSignOnRefusal with a Chinese reason.
   */
  finish(callbackUrl: string, pending: string): Promise<{ claim: string; returnTo: string }>;
}

export class SingleSignOnRefusal extends Error {
  override readonly name = 'SingleSignOnRefusal';
}
