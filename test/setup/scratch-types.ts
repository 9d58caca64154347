// The jest project "registries with scratch types" (jest.config.cjs): the registry-driven suites run again with
// issue 44's scratch control type, node type and action registered from their test-only modules.
import { registerScratchTypes } from '../scratch-types/register';

registerScratchTypes();
