import type { AppConfig } from '../config/config';
import type { FileStore } from './file-store';
import { createFolderStore } from './folder-store';
import { createS3Store } from './s3-store';

/** The store the configuration names, checked before the first request: a bucket that cannot be used stops the start. */
export async function openFileStore(settings: AppConfig['files']): Promise<FileStore> {
  const store = settings.kind === 's3' ? createS3Store(settings.s3) : createFolderStore(settings.dir);
  try {
    await store.check();
  } catch (error) {
    store.close();
    throw error;
  }
  return store;
}
