import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteChangeReporter as RouteChangeReporterUseCase } from '../../application/shell/route-change-reporter';
import { useService } from '../hooks/use-service';

/** Reports each new location (path + query + hash) to the use case, which decides whether to post it. */
export function RouteChangeReporter() {
  const reporter = useService(RouteChangeReporterUseCase);
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    reporter.report(`${pathname}${search}${hash}`);
  }, [reporter, pathname, search, hash]);
  return null;
}
