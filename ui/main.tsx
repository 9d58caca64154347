import 'reflect-metadata';
import { createRoot } from 'react-dom/client';
import { bootstrap, prefetchFeatures } from '../composition-root';
import { FeatureModules } from '../application/shell/feature-modules';
import { StorageApi } from '../application/ports/storage-api';
import { trustStoredImagesFrom } from './rich-text/own-image-source';
import { App } from './app';
import { routeAt } from './shell/route-at';
import { keepAriaLabelsChinese } from './shell/chinese-aria-labels';

/** How long the first render waits for the opening route's chunks before it shows the route's spinner. */
const OPENING_ROUTE_WAIT_MS = 500;

// The opening route's page and use-case chunks download while the container (and, in the demo profile, the
// mock backend) boots: once the demo's service worker is active every chunk request is a round trip through
// this busy main thread, and in any profile the chunks would otherwise wait for the first render.
const opening = routeAt(window.location.pathname);
const openingPage = opening?.preload?.();
prefetchFeatures(opening?.features ?? []);

// The container (and, in the demo profile, the mock backend) is ready before the first render. The opening
// route's chunks, usually in by then, are bound first too: a first render that suspends shows a spinner that
// React keeps for at least 300 ms even when the chunks arrive at once. A slow chunk still gets its spinner.
void bootstrap().then(async (container) => {
  trustStoredImagesFrom(storagePrefixOf(container.get<StorageApi>(StorageApi)));
  const modules = container.get<FeatureModules>(FeatureModules);
  const openingReady = Promise.all([openingPage, ...(opening?.features ?? []).map((feature) => modules.load(feature))]);
  await Promise.race([openingReady.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, OPENING_ROUTE_WAIT_MS))]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  keepAriaLabelsChinese(document);
  createRoot(root).render(<App container={container} />);
});

/** The configured storage host's file prefix (`https://host/api/storage/`): rich text may show images from it. */
function storagePrefixOf(storage: StorageApi): string[] {
  try {
    return [storage.fileLink('x').replace(/get_file\?.*$/, '')];
  } catch {
    return []; // no storage host configured: only the page's own origin counts
  }
}
