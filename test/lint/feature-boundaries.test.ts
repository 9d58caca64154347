// Issue 24: one feature folder never imports another feature's internals, only what that feature declares
// public (`@feature-public`). Checked over the sources; the negative cases prove the check can fail.
import fs from 'node:fs';
import path from 'node:path';
import { featureBoundaryViolations } from './feature-boundaries';

const repo = path.resolve(__dirname, '../..');

function sources(layer: string): Array<[string, string]> {
  return (fs.readdirSync(path.join(repo, layer), { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => [`${layer}/${file.split(path.sep).join('/')}`, fs.readFileSync(path.join(repo, layer, file), 'utf8')]);
}

test('no feature imports another feature\'s internals (ui and application)', () => {
  expect(featureBoundaryViolations(new Map([...sources('ui'), ...sources('application')]))).toEqual([]);
});

describe('the feature boundary check', () => {
  const tree = (extra: Record<string, string>) => new Map(Object.entries({
    'ui/approvals/instance-drawer.tsx': 'export function InstanceDrawer() { return null; }\n',
    'ui/approvals/format-time.ts': '/** Shared formatting. @feature-public */\nexport const formatTime = (t: string) => t;\n',
    'ui/hooks/use-service.ts': 'export const useService = () => undefined;\n',
    'application/approvals/instance-review.ts': 'export class InstanceReview {}\n',
    ...extra,
  }));

  test('rejects one feature importing another feature\'s internal module', () => {
    expect(featureBoundaryViolations(tree({ 'ui/admin/page.tsx': "import { InstanceDrawer } from '../approvals/instance-drawer';\n" })))
      .toEqual([{ from: 'ui/admin/page.tsx', to: 'ui/approvals/instance-drawer.tsx' }]);
  });

  test('rejects it in the application layer and through a dynamic import too', () => {
    expect(featureBoundaryViolations(tree({
      'application/admin/thing.ts': "import { InstanceReview } from '../approvals/instance-review';\n",
      'ui/print/lazy.tsx': "const Drawer = () => import('../approvals/instance-drawer');\n",
    }))).toEqual(expect.arrayContaining([
      { from: 'ui/print/lazy.tsx', to: 'ui/approvals/instance-drawer.tsx' },
      { from: 'application/admin/thing.ts', to: 'application/approvals/instance-review.ts' },
    ]));
  });

  test('allows a public module of another feature, shared folders, the own feature and the other layer', () => {
    expect(featureBoundaryViolations(tree({
      'ui/admin/page.tsx': [
        "import { formatTime } from '../approvals/format-time';",
        "import { useService } from '../hooks/use-service';",
        "import { InstanceReview } from '../../application/approvals/instance-review';",
      ].join('\n'),
      'ui/approvals/list.tsx': "import { InstanceDrawer } from './instance-drawer';\n",
    }))).toEqual([]);
  });
});
