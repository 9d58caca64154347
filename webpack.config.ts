import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import 'webpack-dev-server';

type Profile = 'demo' | 'live';

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
      }),
      new HtmlWebpackPlugin({ template: './public/index.html', title: '审批流' }),
      new CopyWebpackPlugin({
        patterns: [
          { from: 'public/config.json', to: 'config.json' },
          ...(profile === 'demo' ? [{ from: 'public/mockServiceWorker.js', to: 'mockServiceWorker.js' }] : []),
        ],
      }),
    ],
    performance: { hints: false },
    optimization: { splitChunks: { chunks: 'all' } },
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
