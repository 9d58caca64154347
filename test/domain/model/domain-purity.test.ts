import { readdirSync, readFileSync, statSync } from 'fs';
import { join, relative } from 'path';

const domainRoot = join(__dirname, '../../../domain');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('domain/ imports no framework', () => {
  test('every import of domain/model, domain/controls and domain/designer is relative, decimal.js or dayjs', () => {
    const offending: string[] = [];
    for (const folder of ['model', 'controls', 'designer']) {
      for (const file of sourceFiles(join(domainRoot, folder))) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(/(?:import|export)[^'"]*from\s+['"]([^'"]+)['"]/g)) {
          const target = match[1];
          if (!target.startsWith('.') && target !== 'decimal.js' && target !== 'dayjs') {
            offending.push(`${relative(domainRoot, file)} → ${target}`);
          }
        }
      }
    }
    expect(offending).toEqual([]);
  });
});
