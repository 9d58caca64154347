// A local OpenID Connect provider (oidc-provider) on loopback for the single sign-on test: `node
// oidc-test-provider.mjs <port> <redirect uri>`. Its people: zhangsan (preferred_username E1001, 张三 of the seed)
// and stranger (E9999, nobody in the organisation). Any password signs them in (dev interactions).
import Provider from 'oidc-provider';

const [port, redirectUri] = process.argv.slice(2);
const people = {
  zhangsan: { sub: 'zhangsan', preferred_username: 'E1001', name: '张三' },
  stranger: { sub: 'stranger', preferred_username: 'E9999', name: '陌生人' },
};

const provider = new Provider(`http://127.0.0.1:${port}`, {
  clients: [{
    client_id: 'approval-studio', client_secret: 'test-client-secret', redirect_uris: [redirectUri],
    grant_types: ['authorization_code'], response_types: ['code'],
  }],
  pkce: { required: () => true },
  claims: { openid: ['sub'], profile: ['preferred_username', 'name'] },
  findAccount: (_ctx, id) => ({ accountId: id, claims: () => people[id] ?? { sub: id } }),
  // A first-party client: no consent screen.
  loadExistingGrant: async (ctx) => {
    const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
    grant.addOIDCScope('openid profile');
    await grant.save();
    return grant;
  },
  features: { devInteractions: { enabled: true } },
});
provider.on('server_error', (_ctx, error) => console.error('provider error', error));
provider.listen(Number(port), '127.0.0.1', () => console.log('oidc provider ready'));
