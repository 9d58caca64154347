import { injectable } from 'inversify';
import type { DemoDataApi } from '../../application/ports/demo-data-api';

/** The live profile's DemoDataApi: there is no demo data. */
@injectable()
export class NoDemoDataApi implements DemoDataApi {
  readonly available = false;
  reset(): Promise<void> { return Promise.reject(new Error('no demo data in the live profile')); }
  exportAll(): Promise<string> { return Promise.reject(new Error('no demo data in the live profile')); }
  importAll(): Promise<void> { return Promise.reject(new Error('no demo data in the live profile')); }
}
