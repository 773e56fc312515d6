import fs from 'node:fs/promises';

/**
 * Errors that mean the server's storage has no room left: SQLite's SQLITE_FULL (the disk, or
 * max_page_count), the file system's ENOSPC / EDQUOT (uploads, covers, the WAL) and PostgreSQL's
 * 53100 disk_full. Services may wrap the error, so its causes are read too.
 */
export function isStorageFull(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT' || code === '53100') return true;
  }
  return false;
}

export type DiskState = 'ok' | 'full';

/**
 * Whether the data folder can take writes, for /api/ready: full when its file system has less than
 * minFreeBytes free (statfs), or when the last write that failed for lack of room has not been followed
 * by one that succeeded (a database at its size limit, a quota, PostgreSQL's own disk: statfs of
 * DATA_DIR cannot see those).
 */
export function createDiskWatch(dataDir: string, minFreeBytes: number) {
  let fullSince: number | null = null;
  return {
    markFull(): void {
      fullSince ??= Date.now();
    },
    markWritten(): void {
      fullSince = null;
    },
    async state(): Promise<{ state: DiskState; freeBytes: number | null }> {
      let freeBytes: number | null = null;
      try {
        const stats = await fs.statfs(dataDir);
        freeBytes = Number(stats.bavail) * Number(stats.bsize);
      } catch {
        // A data folder that vanished is reported by the database check; statfs alone decides nothing.
      }
      const full = fullSince !== null || (freeBytes !== null && freeBytes < minFreeBytes);
      return { state: full ? 'full' : 'ok', freeBytes };
    },
  };
}

export type DiskWatch = ReturnType<typeof createDiskWatch>;
