import { API_BASE_URL } from '../config/env';

/** Saves a file the app fetched itself (with the staff token) under the given name. */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The browser reads the blob after this click returns; freeing it at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Lets the browser itself download a signed link from the API (an export): the file goes
 * straight to disk as it streams, never held in the page. The link is a path on the API's
 * origin, which is another host when VITE_API_URL names one.
 */
export function followDownloadLink(path: string): void {
  const apiOrigin = new URL(API_BASE_URL, window.location.href).origin;
  const link = document.createElement('a');
  link.href = new URL(path, apiOrigin).href;
  link.rel = 'noopener';
  link.click();
}
