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
