#!/usr/bin/env node
// The `approval-form` executable. No build step: the TypeScript of adapters/cli and domain is compiled on
// load by @swc/register, configured here (not from .swcrc or the caller's cwd) so that it works from any
// directory, through node_modules/.bin and through npx. __dirname is the real file's folder (Node resolves
// the symlink of the main module).
'use strict';
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

require('@swc/register')({
  cwd: root,
  swcrc: false,
  sourceMaps: false,
  extensions: ['.ts'],
  only: [new RegExp('^' + escape(root + path.sep))],
  ignore: [new RegExp('^' + escape(root + path.sep) + '(?:.*' + escape(path.sep) + ')?node_modules' + escape(path.sep))],
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
});

require(path.join(root, 'adapters', 'cli', 'main.ts'));
