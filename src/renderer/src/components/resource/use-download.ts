import { useState } from 'react';
import { saveFile } from './save-file';

/** A file fetched and handed to the browser under its name, with its progress and its error for the page to show. */
export function useDownload() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async (fetch: () => Promise<Blob>, name: string) => {
    setBusy(true);
    setError(null);
    try {
      saveFile(await fetch(), name);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, download };
}
