/** The file name a download's Content-Disposition gives (`attachment; filename="pawsook-orders-2026-11-25.csv"`), else the fallback. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (encoded) {
    try {
      return safeName(decodeURIComponent(encoded[1]!.trim())) || fallback;
    } catch {
      // a broken escape: try the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  return safeName((plain?.[1] ?? plain?.[2] ?? '').trim()) || fallback;
}

/** Never a path: what is after the last slash. */
function safeName(name: string): string {
  return name.split(/[/\\]/).pop()?.trim() ?? '';
}

/** Hands a fetched file to the browser to save, under its name. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // the click has handed the file over; the address is not needed after this turn
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
