import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import 'webpack-dev-server';
import { OPENING_CHUNK_GROUPS } from './ui/shell/opening-chunk-groups';
import { openingPreloadScript } from './ui/shell/opening-preload';

type Profile = 'demo' | 'live';

/**
 * Writes chunk-groups.json: the JS files of every named chunk group (the entry `app`, each `page-*`, each
 * `feature-*` use-case module, each `control-*` type). The filler bench and the bundle-budget test read it to
 * tell what a route loads before it knows its form from what each control type adds.
 */
class ChunkGroupManifestPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('ChunkGroupManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups: Record<string, string[]> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            const files = group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'));
            groups[name] = [...new Set(files)].sort();
          }
          compilation.emitAsset('chunk-groups.json', new webpack.sources.RawSource(JSON.stringify(groups, null, 2)));
        },
      );
    });
  }
}

/** The chunk groups of the first screens a phone opens (待我审批, the launch form): the service worker precaches them. */
const SHELL_GROUPS = ['app', 'app-notices', 'app-updates', 'page-instance-list', 'page-application-center', 'page-launch', 'launch-route', 'http-delegation', 'feature-approvals', 'feature-filler', 'mine-sheet',
  // The lists' parts that load on demand (a repeat visit offline still opens an instance, filters, the user menu).
  'instance-drawer', 'phone-filter-sheet', 'desktop-instance-list', 'user-menu',
  // The top bar's 消息中心 bell and its API (issue 40): every page draws it, offline too.
  'inbox-bell', 'http-inbox'];

/**
 * Emits app-sw.js (the live build's app-shell service worker, issue 31): public/app-sw.js with two lines put
 * above it, the build's name (a hash of every file name it emits and index.html, so a deploy changes the worker's bytes and the
 * browser installs it) and the files to precache (index.html, the first screens' groups, every control type but
 * the rich-text editor's).
 */
class ShellWorkerPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('ShellWorkerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ShellWorkerPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = new Set<string>(['/index.html']);
          for (const name of Object.keys(compilation.assets)) if (name.startsWith(OPENING_SCRIPT_PREFIX)) files.add(`/${name}`);
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!SHELL_GROUPS.includes(name) && !(name.startsWith('control-') && name !== 'control-rich-text')) continue;
            for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(`/${file}`);
          }
          const build = createHash('sha1');
          // Hashed names change with their bytes; index.html names the entry's files (and holds the page's text).
          for (const name of Object.keys(compilation.assets).sort()) build.update(name);
          build.update(compilation.getAsset('index.html')?.source.source().toString() ?? '');
          const head = `self.SHELL_BUILD=${JSON.stringify(build.digest('hex').slice(0, 16))};\nself.SHELL_FILES=${JSON.stringify([...files].sort())};\n`;
          const body = fs.readFileSync(path.resolve(__dirname, 'public/app-sw.js'), 'utf8');
          // Kept as written (minimized: true): terser would otherwise rewrite it, and the spec reads its first lines.
          compilation.emitAsset('app-sw.js', new webpack.sources.RawSource(head + body), { minimized: true });
        },
      );
    });
  }
}

/** The opening script's file name starts so (the app-shell worker precaches it with index.html). */
const OPENING_SCRIPT_PREFIX = 'js/opening.';

/**
 * Emits js/opening.[hash].js (ui/shell/opening-preload.ts over ui/shell/opening-chunk-groups.ts) and loads it first
 * in index.html (async): a first visit asks for its route's page and use-case chunks in the first request wave
 * (issue 31). Runs after the real content hashes are final, so the names it lists are the emitted ones; a group
 * the table names that the build lacks fails the build (a renamed chunk would silently stop being preloaded).
 */
class OpeningPreloadPlugin {
  /** @param everyRoute chunk groups every first visit needs whatever its path (the demo's mock backend). */
  constructor(private readonly everyRoute: readonly string[] = []) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('OpeningPreloadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'OpeningPreloadPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const jsOf = (name: string): string[] => {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) {
              compilation.errors.push(new webpack.WebpackError(`OpeningPreloadPlugin: no chunk group "${name}" (ui/shell/opening-chunk-groups.ts)`));
              return [];
            }
            return group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'));
          };
          // The entry's own files are in index.html already.
          const entry = new Set(jsOf('app'));
          const filesByPath: Record<string, string[]> = {};
          for (const [route, groups] of Object.entries(OPENING_CHUNK_GROUPS)) {
            filesByPath[route] = [...new Set(groups.flatMap(jsOf))].filter((file) => !entry.has(file)).sort();
          }
          const always = [...new Set(this.everyRoute.flatMap(jsOf))].filter((file) => !entry.has(file)).sort();
          const source = openingPreloadScript(filesByPath, '/', always);
          const file = `${OPENING_SCRIPT_PREFIX}${createHash('sha1').update(source).digest('hex').slice(0, 8)}.js`;
          compilation.emitAsset(file, new webpack.sources.RawSource(source), { minimized: true, immutable: true });
          const html = compilation.getAsset('index.html')?.source.source().toString();
          if (html === undefined) return;
          const tag = `<script async src="/${file}"></script>`;
          const at = html.indexOf('<script');
          const updated = at >= 0 ? html.slice(0, at) + tag + html.slice(at) : html.replace('</head>', `${tag}</head>`);
          compilation.updateAsset('index.html', new webpack.sources.RawSource(updated));
        },
      );
    });
  }
}

interface BuildEnv {
  profile?: Profile;
  outDir?: string;
}

/**
 * One config, two profiles. `demo` bundles the MSW mock backend (started before the first render);
 * `live` leaves it out entirely: `__DEMO__` is a compile-time constant, so the dynamic import of the
 * demo backend is dead code there and webpack drops it.
 */
export default (env: BuildEnv = {}, argv: { mode?: Configuration['mode'] } = {}): Configuration => {
  const profile: Profile = env.profile === 'live' ? 'live' : 'demo';
  const mode = argv.mode ?? 'development';
  const outDir = env.outDir ?? (profile === 'live' ? 'dist' : 'dist-demo');
  return {
    mode,
    entry: { app: './ui/main.tsx' },
    output: {
      path: path.resolve(__dirname, outDir),
      publicPath: '/',
      filename: mode === 'production' ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      chunkFilename: mode === 'production' ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      clean: true,
    },
    devtool: mode === 'production' ? false : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[mc]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              // Ignore .swcrc (jest's CommonJS output): with it, import() became require() and every lazy
              // route, the designer and the rich-text editor landed in the initial bundle.
              swcrc: false,
              jsc: {
                parser: { syntax: 'typescript', tsx: true, decorators: true },
                transform: {
                  legacyDecorator: true,
                  decoratorMetadata: true,
                  react: { runtime: 'automatic', development: mode !== 'production' },
                },
                target: 'es2020',
                keepClassNames: true,
              },
            },
          },
        },
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __DEMO__: JSON.stringify(profile === 'demo'),
        // The app-shell service worker exists in the live production build only (ShellWorkerPlugin).
        __SHELL_WORKER__: JSON.stringify(profile === 'live' && mode === 'production'),
      }),
      new HtmlWebpackPlugin({ template: './public/index.html', title: '审批流' }),
      new ChunkGroupManifestPlugin(),
      // The demo's mock backend starts before the first render whatever the route: its chunks come first too.
      ...(mode === 'production' ? [new OpeningPreloadPlugin(profile === 'demo' ? ['demo-backend', 'demo-profile'] : [])] : []),
      ...(profile === 'live' && mode === 'production' ? [new ShellWorkerPlugin()] : []),
      new CopyWebpackPlugin({
        patterns: [
          { from: 'public/config.json', to: 'config.json' },
          // The PDF's Chinese font (print view with isPDF): its CSS (unicode ranges) and the WOFF files, fetched
          // one range at a time by adapters/pdf, never by any other route.
          { from: 'node_modules/@fontsource/noto-sans-sc/400.css', to: 'fonts/noto-sans-sc/400.css' },
          { from: 'node_modules/@fontsource/noto-sans-sc/files/*-400-normal.woff', to: 'fonts/noto-sans-sc/files/[name][ext]' },
          ...(profile === 'demo' ? [{ from: 'public/mockServiceWorker.js', to: 'mockServiceWorker.js' }] : []),
        ],
      }),
    ],
    performance: { hints: false },
    optimization: {
      splitChunks: {
        chunks: 'all',
        // What every first screen runs, whole (issue 31): react with its router, and the container with the HTTP
        // client, each a chunk of its own, downloaded in parallel and kept in the browser's cache across deploys
        // that leave them be. antd and the rest stay split by the routes that use them (the default groups), so a
        // first screen gets the few antd components its shell uses, never the pickers and tables of pages it does
        // not open. (React and the router are one chunk: apart they cost the launch route 0.5 KB of gzip.)
        cacheGroups: {
          react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, name: 'vendor-react', priority: 30, enforce: true },
          container: { test: /[\\/]node_modules[\\/](inversify|@inversifyjs|reflect-metadata|axios)[\\/]/, name: 'vendor-container', priority: 30, enforce: true },
        },
      },
    },
    devServer: {
      host: '127.0.0.1',
      port: 8080,
      historyApiFallback: true,
      hot: false,
      static: { directory: path.resolve(__dirname, 'public'), publicPath: '/' },
      client: { overlay: { runtimeErrors: false } },
    },
  };
};
