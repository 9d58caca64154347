import { useEffect } from 'react';

/** The product short name, the prefix of every document title (spec 9). */
export const PRODUCT_SHORT_NAME = '审批流';

export function documentTitle(pageTitle: string): string {
  return pageTitle ? `${PRODUCT_SHORT_NAME} - ${pageTitle}` : PRODUCT_SHORT_NAME;
}

export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
