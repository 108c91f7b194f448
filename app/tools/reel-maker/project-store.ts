// The edit and its files kept in this browser's IndexedDB, so a reload or a closed tab does not lose
// the work. A thin wrapper over the platform API: one database, one store for the record (a single
// key), one for the files by fileKey. Every call resolves; a browser that refuses storage (a private
// window, a full disk) simply keeps nothing, and the page works as before.
import { type FileRef, fileKey, fitsStorage } from "./project.logic";

const DB_NAME = "creatorgrow-reel-maker";
const DB_VERSION = 1;
const RECORD_STORE = "project";
const FILE_STORE = "files";
const RECORD_KEY = "current";

let opening: Promise<IDBDatabase | null> | null = null;

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("storage request failed"));
  });
}

function finished(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error("storage failed"));
    transaction.onabort = () => reject(transaction.error ?? new Error("storage aborted"));
  });
}

function database(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === "undefined") return Promise.resolve(null);
  opening ??= new Promise<IDBDatabase | null>((resolve) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(RECORD_STORE)) db.createObjectStore(RECORD_STORE);
      if (!db.objectStoreNames.contains(FILE_STORE)) db.createObjectStore(FILE_STORE);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
  return opening;
}

async function quietly<T>(work: (db: IDBDatabase) => Promise<T>, fallback: T): Promise<T> {
  try {
    const db = await database();
    return db ? await work(db) : fallback;
  } catch {
    return fallback;
  }
}

/** The stored record as it was written, unchecked (project.logic.ts reads it), or null. */
export function loadRecord(): Promise<unknown> {
  return quietly((db) => done(db.transaction(RECORD_STORE).objectStore(RECORD_STORE).get(RECORD_KEY)), null);
}

/** Writes the record over the last one. */
export function saveRecord(record: unknown): Promise<boolean> {
  return quietly(async (db) => {
    const transaction = db.transaction(RECORD_STORE, "readwrite");
    transaction.objectStore(RECORD_STORE).put(record, RECORD_KEY);
    await finished(transaction);
    return true;
  }, false);
}

/** The stored file for this name and size, or null when it wasn't kept. */
export function loadFile(file: FileRef): Promise<File | null> {
  return quietly(async (db) => {
    const found: unknown = await done(db.transaction(FILE_STORE).objectStore(FILE_STORE).get(fileKey(file)));
    if (!(found instanceof Blob)) return null;
    // A stored File comes back as one; a Blob is given its name again.
    return found instanceof File ? found : new File([found], file.name, { type: found.type });
  }, null);
}

/** The keys of every file kept. */
export function storedFileKeys(): Promise<string[]> {
  return quietly(async (db) => {
    const keys = await done(db.transaction(FILE_STORE).objectStore(FILE_STORE).getAllKeys());
    return keys.filter((key): key is string => typeof key === "string");
  }, []);
}

/** Keeps a file when the browser's storage has room for it; says whether it was kept. */
export function saveFile(file: File): Promise<boolean> {
  return quietly(async (db) => {
    const estimate = "storage" in navigator ? await navigator.storage.estimate().catch(() => null) : null;
    if (!fitsStorage(estimate, file.size)) return false;
    const transaction = db.transaction(FILE_STORE, "readwrite");
    transaction.objectStore(FILE_STORE).put(file, fileKey(file));
    await finished(transaction);
    return true;
  }, false);
}

/** Lets go of files the edit no longer uses. */
export function dropFiles(keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return Promise.resolve();
  return quietly(async (db) => {
    const transaction = db.transaction(FILE_STORE, "readwrite");
    const store = transaction.objectStore(FILE_STORE);
    for (const key of keys) store.delete(key);
    await finished(transaction);
  }, undefined);
}

/** Forgets the edit and every file kept for it. */
export function clearProject(): Promise<void> {
  return quietly(async (db) => {
    const transaction = db.transaction([RECORD_STORE, FILE_STORE], "readwrite");
    transaction.objectStore(RECORD_STORE).clear();
    transaction.objectStore(FILE_STORE).clear();
    await finished(transaction);
  }, undefined);
}
