/** Saves a built file (an .xlsx export) under `name`. */
export function downloadBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click starts the download; the URL may go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
