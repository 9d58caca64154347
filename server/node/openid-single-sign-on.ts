/**
 * 企业账号登录 on openid-client: authorization code + PKCE (S256) with a random state, against the provider of
 * OIDC_ISSUER (discovered at the first sign-in, again after a failed discovery). The person's value of the claim
 * OIDC_CLAIM (from the ID token, else from userinfo) is matched to an account's username (the employee number).
 */
import type * as OpenId from 'openid-client';
import { SingleSignOnRefusal, type SingleSignOn } from '../core/accounts/single-sign-on';
import { AuthMessages } from '../core/accounts/auth-messages';
import type { OidcSettings } from './settings';

// openid-client is an ES module only; this CommonJS build loads it with a real dynamic import.
const importModule = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;

interface Pending { state: string; verifier: string; returnTo: string }

const encode = (pending: Pending) => Buffer.from(JSON.stringify(pending)).toString('base64url');

function decode(text: string): Pending | undefined {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<Pending>;
    return typeof value.state === 'string' && typeof value.verifier === 'string' && typeof value.returnTo === 'string' ? value as Pending : undefined;
  } catch {
    return undefined;
  }
}

export class OpenIdSingleSignOn implements SingleSignOn {
  private configuration: Promise<OpenId.Configuration> | undefined;

  constructor(private readonly settings: OidcSettings) {}

  private client(): Promise<typeof OpenId> {
    return importModule('openid-client') as Promise<typeof OpenId>;
  }

  private configured(client: typeof OpenId): Promise<OpenId.Configuration> {
    this.configuration ??= (async () => {
      const issuer = new URL(this.settings.issuer);
      // A provider on plain http is accepted only on loopback (a test provider, a local development set-up).
      const insecure = issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
      return client.discovery(issuer, this.settings.clientId, this.settings.clientSecret, undefined, insecure ? { execute: [client.allowInsecureRequests] } : undefined);
    })();
    this.configuration.catch(() => { this.configuration = undefined; });
    return this.configuration;
  }

  async begin(redirectUri: string, returnTo: string): Promise<{ url: string; pending: string }> {
    const client = await this.client();
    const config = await this.configured(client).catch((error: unknown) => {
      throw new SingleSignOnRefusal(`${AuthMessages.ssoFailed}（无法连接企业账号服务：${error instanceof Error ? error.message : String(error)}）`);
    });
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri, scope: this.settings.scope, state,
      code_challenge: await client.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256',
    });
    return { url: url.href, pending: encode({ state, verifier, returnTo }) };
  }

  async finish(callbackUrl: string, pendingText: string): Promise<{ claim: string; returnTo: string }> {
    const pending = decode(pendingText);
    if (!pending) throw new SingleSignOnRefusal(AuthMessages.ssoFailed);
    const client = await this.client();
    try {
      const config = await this.configured(client);
      const tokens = await client.authorizationCodeGrant(config, new URL(callbackUrl), { pkceCodeVerifier: pending.verifier, expectedState: pending.state });
      const claims = tokens.claims();
      let value = claims?.[this.settings.claim];
      if (value === undefined && claims?.sub) value = (await client.fetchUserInfo(config, tokens.access_token, claims.sub))[this.settings.claim];
      return { claim: typeof value === 'string' || typeof value === 'number' ? String(value) : '', returnTo: pending.returnTo };
    } catch (error) {
      if (error instanceof SingleSignOnRefusal) throw error;
      throw new SingleSignOnRefusal(AuthMessages.ssoFailed);
    }
  }
}
