/**
 * Issue 39: 企业账号登录 (OpenID Connect, authorization code + PKCE) on the real server, against a local provider
 * (oidc-provider) on loopback. Both run as child processes (openid-client and oidc-provider are ES modules only).
 * The test is the browser: it follows the redirects, signs in at the provider's form and keeps each side's cookies.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../../..');
let provider: ChildProcess;
let server: ChildProcess;
let dataDir: string;
let appUrl: string;
let idpUrl: string;

/** Two distinct free ports: both probes are held open together (one after the other could answer the same port). */
async function twoFreePorts(): Promise<[number, number]> {
  const probes = [createServer(), createServer()];
  const ports = await Promise.all(probes.map((probe) => new Promise<number>((done) => {
    probe.listen(0, '127.0.0.1', () => done((probe.address() as { port: number }).port));
  })));
  await Promise.all(probes.map((probe) => new Promise((done) => probe.close(done))));
  return ports as [number, number];
}

async function waitFor(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 200_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited: ${output()}`);
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    if (Date.now() > deadline) throw new Error(`did not start: ${output()}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

function spawnLogged(args: string[], env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => { output += d; });
  child.stderr!.on('data', (d) => { output += d; });
  return { child, output: () => output };
}

/** Starts the provider and the app on free ports; again on others when a port was taken meanwhile (a shared machine). */
async function startBoth(): Promise<void> {
  const [appPort, idpPort] = await twoFreePorts();
  appUrl = `http://127.0.0.1:${appPort}`;
  idpUrl = `http://127.0.0.1:${idpPort}`;
  dataDir = await mkdtemp(join(tmpdir(), 'sso-server-'));
  await mkdir(join(dataDir, 'static'));
  await writeFile(join(dataDir, 'static', 'index.html'), '<!doctype html><title>审批流</title>');
  const idp = spawnLogged([join(__dirname, 'oidc-test-provider.mjs'), String(idpPort), `${appUrl}/api/auth/oidc/callback`], {});
  provider = idp.child;
  const app = spawnLogged(['-r', '@swc/register', 'server/node/main.ts', 'start'], {
    PORT: String(appPort), DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'static'), TIMER_INTERVAL_SECONDS: '3600', LOG_LEVEL: 'error',
    OIDC_ISSUER: idpUrl, OIDC_CLIENT_ID: 'approval-studio', OIDC_CLIENT_SECRET: 'test-client-secret', OIDC_CLAIM: 'preferred_username',
  });
  server = app.child;
  await waitFor(`${idpUrl}/.well-known/openid-configuration`, provider, idp.output);
  await waitFor(`${appUrl}/readyz`, server, app.output);
}

async function stopBoth(): Promise<void> {
  for (const child of [server, provider]) {
    if (child && child.exitCode === null) await new Promise((done) => { child.once('exit', done); child.kill('SIGTERM'); });
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}

beforeAll(async () => {
  for (let attempt = 1; ; attempt++) {
    try {
      await startBoth();
      return;
    } catch (error) {
      await stopBoth();
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}, 240_000);

afterAll(stopBoth);

/** One cookie jar per host, as a browser keeps them (paths are ignored: each cookie has its own name here). */
class Browser {
  private readonly jars = new Map<string, Map<string, string>>();

  private jar(url: URL): Map<string, string> {
    let jar = this.jars.get(url.host);
    if (!jar) this.jars.set(url.host, (jar = new Map()));
    return jar;
  }

  /** One request, no redirect followed; cookies sent and kept. */
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const jar = this.jar(target);
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(target, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string> ?? {}), ...(cookie ? { Cookie: cookie } : {}) } });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name!.trim());
      else jar.set(name!.trim(), value.join('='));
    }
    return response;
  }

  /** Follows redirects (GET) until an answer that is not one; answers it with the URL it came from. */
  async follow(url: string, init: RequestInit = {}): Promise<{ response: Response; url: string }> {
    let current = url;
    let response = await this.request(current, init);
    for (let hops = 0; response.status >= 300 && response.status < 400 && hops < 20; hops++) {
      current = new URL(response.headers.get('location')!, current).href;
      response = await this.request(current);
    }
    return { response, url: current };
  }

  cookieOf(host: string, name: string): string | undefined {
    return this.jars.get(new URL(host).host)?.get(name);
  }
}

/** 企业账号登录 from /login, as `login` at the provider's form; answers where the browser ends up. */
async function signInAtProvider(browser: Browser, login: string, returnTo = '/mySubmitFlow'): Promise<string> {
  const start = await browser.request(`${appUrl}/api/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`);
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location')!);
  expect(authorize.origin).toBe(idpUrl);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('state')).toBeTruthy();
  // The provider's pages: its sign-in form (and a consent form, should it ask), each posted with its hidden fields.
  let page = await browser.follow(authorize.href);
  for (let forms = 0; forms < 3; forms++) {
    const html = await page.response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form at ${page.url}: ${page.response.status} ${html.slice(0, 200)}`);
    const fields = new URLSearchParams();
    for (const input of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) fields.set(input[1]!, input[2]!);
    if (/name="login"/.test(html)) { fields.set('login', login); fields.set('password', 'any'); }
    let url = new URL(action, page.url).href;
    let response = await browser.request(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: fields.toString() });
    for (let hops = 0; response.status >= 300 && response.status < 400 && hops < 20; hops++) {
      url = new URL(response.headers.get('location')!, url).href;
      if (new URL(url).origin === appUrl && !url.includes('/api/auth/oidc/')) return url;
      response = await browser.request(url);
    }
    page = { response, url };
  }
  throw new Error(`the sign-in did not come back to the app: ${page.response.status} ${page.url}`);
}

it('/login is told that 企业账号登录 is configured', async () => {
  const answer = await (await fetch(`${appUrl}/api/auth/options`)).json();
  expect(answer).toMatchObject({ code: 0, data: { singleSignOn: true } });
});

it('a person of the organisation signs in at the company provider and comes back signed in, to the page they came from', async () => {
  const browser = new Browser();
  const landed = await signInAtProvider(browser, 'zhangsan', '/mySubmitFlow');
  expect(new URL(landed).pathname).toBe('/mySubmitFlow');
  expect(browser.cookieOf(appUrl, 'spf_session')).toBeDefined();
  const me = await (await browser.request(`${appUrl}/api/baseinfo/get_user_summary?includePermission=0`)).json();
  expect(me).toMatchObject({ code: 0, data: { name: '张三', employeeNumber: 'E1001' } });
});

it('someone the organisation does not know is refused with a Chinese reason, and gets no session', async () => {
  const browser = new Browser();
  const landed = new URL(await signInAtProvider(browser, 'stranger'));
  expect(landed.pathname).toBe('/login');
  expect(landed.searchParams.get('sso_error')).toBe('企业账号「E9999」没有对应的成员或账号已停用，请联系管理员');
  expect(browser.cookieOf(appUrl, 'spf_session')).toBeUndefined();
  const me = await browser.request(`${appUrl}/api/baseinfo/get_user_summary`);
  expect(me.status).toBe(401);
});

it('a callback without the state of a sign-in this browser began is refused', async () => {
  const browser = new Browser();
  const forged = await browser.request(`${appUrl}/api/auth/oidc/callback?code=stolen-code&state=guessed`);
  expect(forged.status).toBe(302);
  expect(new URL(forged.headers.get('location')!, appUrl).searchParams.get('sso_error')).toBe('企业账号登录未完成，请重试');
  // With a sign-in begun, a callback whose state is not that sign-in's is refused too.
  await browser.request(`${appUrl}/api/auth/oidc/start?returnTo=%2F`);
  const mismatched = await browser.request(`${appUrl}/api/auth/oidc/callback?code=stolen-code&state=guessed`);
  expect(new URL(mismatched.headers.get('location')!, appUrl).searchParams.get('sso_error')).toBe('企业账号登录未完成，请重试');
  expect(browser.cookieOf(appUrl, 'spf_session')).toBeUndefined();
});
