import 'reflect-metadata';
import { createRoot } from 'react-dom/client';
import { bootstrap } from '../composition-root';
import { App } from './app';

// The container (and, in the demo profile, the mock backend) is ready before the first render.
void bootstrap().then((container) => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(<App container={container} />);
});
