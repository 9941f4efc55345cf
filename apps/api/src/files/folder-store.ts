import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, FileNameError, isPlainFileName, type FileArea, type FileAreaName, type FileStore } from './file-store';

const isMissing = (error: unknown) => (error as { code?: unknown } | null)?.code === 'ENOENT';

/** The local default: each area a folder under `root` (`DATA_DIR/uploads`), as the files were kept before decision 0074. */
export function createFolderStore(root: string): FileStore {
  const areas = new Map<FileAreaName, FileArea>();

  function folderArea(name: FileAreaName): FileArea {
    const dir = path.join(root, name);
    return {
      name,
      dir,
      async put(file, bytes) {
        if (!isPlainFileName(file)) throw new FileNameError(file);
        await mkdir(dir, { recursive: true });
        // 'wx': a name is never written twice
        await writeFile(path.join(dir, file), bytes, { flag: 'wx' });
      },
      async get(file) {
        if (!isPlainFileName(file)) return null;
        try {
          return { bytes: await readFile(path.join(dir, file)), contentType: contentTypeOf(file), etag: null };
        } catch (error) {
          if (isMissing(error)) return null;
          throw error;
        }
      },
      async delete(file) {
        if (!isPlainFileName(file)) return;
        await rm(path.join(dir, file), { force: true });
      },
    };
  }

  return {
    kind: 'folder',
    area(name) {
      let area = areas.get(name);
      if (!area) areas.set(name, (area = folderArea(name)));
      return area;
    },
    describe: () => `the folder ${root}`,
    check: () => mkdir(root, { recursive: true }).then(() => undefined),
    close: () => undefined,
  };
}
