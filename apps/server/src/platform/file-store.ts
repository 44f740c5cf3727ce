import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';

/**
 * Where uploaded files live (decision 0069; DESIGN §1 "a file store for uploads:
 * local folder by default, an S3-compatible bucket when configured"), behind one interface: modules
 * get the implementation from the composition root (`createAdapters`) and never import one.
 *
 * The store never sees a name from a client. {@link FileStore.put} makes the key itself (128 random
 * bits as 32 lowercase hex digits) and every other call refuses a key outside {@link fileKeyPattern}
 * before it touches a disk or a bucket, so no input can become a path. What the file is, what it is
 * called for display and whose it is are the caller's rows in the database, not the store's.
 */
export interface FileStore {
  /**
   * Stores `bytes` under a new random key and returns the key. The write is all or nothing: a
   * reader sees the whole file or no file. `contentType` is the type the caller detected from the
   * content (`inspectUpload`), kept by the S3 store as the object's Content-Type.
   * @throws on an I/O or bucket failure (nothing is stored then).
   */
  put(bytes: Uint8Array, options: { contentType: string }): Promise<string>;
  /** The bytes stored under `key`, or undefined when there are none. @throws FileKeyError on a malformed key. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** True when bytes are stored under `key`. @throws FileKeyError on a malformed key. */
  exists(key: string): Promise<boolean>;
  /** Removes the bytes under `key`; removing a missing key is no error. @throws FileKeyError on a malformed key. */
  delete(key: string): Promise<void>;
}

/**
 * A key of the store: 32 lowercase hex digits (what {@link newFileKey} makes). Only these
 * characters, so a key is never `..`, never has a slash and never reaches outside the store's
 * folder or prefix, whatever a caller passes.
 */
export const fileKeyPattern = /^[a-f0-9]{32}$/;

/** A key that is not one the store makes: a bug or a forged request, never a file to look for. */
export class FileKeyError extends Error {
  constructor() {
    super('malformed file key');
    this.name = 'FileKeyError';
  }
}

/** A new random key: 16 bytes from the system's CSPRNG as 32 lowercase hex digits. */
function newFileKey(): string {
  return randomBytes(16).toString('hex');
}

function assertFileKey(key: string): void {
  if (!fileKeyPattern.test(key)) throw new FileKeyError();
}

/**
 * The local-folder store (the default): each file is `<root>/<first two hex digits>/<key>`, so no
 * folder holds more than a few thousand files per million. A put writes a temporary file in
 * `<root>/tmp`, flushes it to disk, then renames it into place (rename is atomic on one file system),
 * so a crash leaves at most an orphan temporary file, never a half file under a key. Folders are
 * made on the first put, so a server that never stores a file never writes to disk.
 *
 * @param root the store's folder, `$DATA_DIR/files` in the server.
 */
export function createLocalFileStore(root: string): FileStore {
  const pathOf = (key: string): string => {
    assertFileKey(key);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(bytes) {
      const key = newFileKey();
      const target = pathOf(key);
      const temporaryFolder = path.join(root, 'tmp');
      await mkdir(temporaryFolder, { recursive: true });
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = path.join(temporaryFolder, `${key}.${randomBytes(4).toString('hex')}.tmp`);
      const handle = await open(temporary, 'wx', 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } catch (error) {
        await handle.close();
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
      await handle.close();
      await rename(temporary, target);
      return key;
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/** Where the S3-compatible store writes: the bucket and the client's settings. */
export interface S3FileStoreSettings {
  bucket: string;
  /** Folder-like prefix of every object key, e.g. `uploads/` (may be empty). */
  prefix: string;
  /**
   * Makes the client on first use: {@link createS3Client} from configuration, or a test's client
   * with its own request handler. Called at most once.
   */
  client: () => Promise<S3Sdk.S3Client>;
}

/**
 * The AWS SDK, loaded on the first call of an S3 store: it takes about 150 ms to import, which a
 * server on the local store (the default, and every test) should not pay at start-up.
 */
function loadS3Sdk(): Promise<typeof S3Sdk> {
  return import('@aws-sdk/client-s3');
}

/**
 * An S3 client from configuration: `S3_ENDPOINT` for any S3-compatible store (MinIO, Ceph, R2, …;
 * AWS's own endpoint when unset), `S3_REGION`, path-style addressing when `S3_FORCE_PATH_STYLE`,
 * and `S3_ACCESS_KEY_ID` with `S3_SECRET_ACCESS_KEY` when both are set (otherwise the SDK's default
 * chain: environment, shared files, instance role). Requests time out after 30 s and are tried
 * at most 3 times.
 */
async function createS3Client(
  config: Pick<
    Config,
    'S3_ENDPOINT' | 'S3_REGION' | 'S3_FORCE_PATH_STYLE' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'
  >,
): Promise<S3Sdk.S3Client> {
  const { S3Client } = await loadS3Sdk();
  return new S3Client({
    region: config.S3_REGION,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    maxAttempts: 3,
    requestHandler: { requestTimeout: 30_000, connectionTimeout: 5_000 },
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } }
      : {}),
  });
}

/**
 * The S3-compatible store (`FILE_STORE=s3`): each file is the object `<prefix><key>` of the bucket,
 * written in one PutObject (atomic by S3's semantics: readers see the old state or the whole
 * object). Objects are private: no ACL is sent, so the bucket's default (private) applies, and the
 * server hands files out itself after its access checks.
 */
export function createS3FileStore(settings: S3FileStoreSettings): FileStore {
  const { bucket } = settings;
  let connecting: Promise<{ client: S3Sdk.S3Client; sdk: typeof S3Sdk }> | undefined;
  const connect = () => {
    connecting ??= Promise.all([settings.client(), loadS3Sdk()]).then(
      ([client, sdk]) => ({ client, sdk }),
      (error: unknown) => {
        connecting = undefined; // the next call tries again
        throw error;
      },
    );
    return connecting;
  };
  const objectKey = (key: string): string => {
    assertFileKey(key);
    return `${settings.prefix}${key}`;
  };
  return {
    async put(bytes, options) {
      const key = newFileKey();
      const { client, sdk } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: options.contentType,
        }),
      );
      return key;
    },
    async get(key) {
      const objectName = objectKey(key);
      const { client, sdk } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: objectName }));
        return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissingObject(sdk, error)) return undefined;
        throw error;
      }
    },
    async exists(key) {
      const objectName = objectKey(key);
      const { client, sdk } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: objectName }));
        return true;
      } catch (error) {
        if (isMissingObject(sdk, error)) return false;
        throw error;
      }
    },
    async delete(key) {
      const objectName = objectKey(key);
      const { client, sdk } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: objectName }));
    },
  };
}

/** S3 answers a missing object with 404 (`NoSuchKey` on GET, a bare `NotFound` on HEAD). */
function isMissingObject(sdk: typeof S3Sdk, error: unknown): boolean {
  return error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/** The settings the file store reads (see {@link createFileStore}). */
export type FileStoreConfig = Pick<
  Config,
  | 'FILE_STORE'
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_PREFIX'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
>;

/**
 * The store configuration picks: the local folder `$DATA_DIR/files` unless `FILE_STORE=s3`, then
 * the bucket `S3_BUCKET` (required then; `loadConfig` checks it). Makes no I/O: nothing is touched
 * until the first call.
 */
export function createFileStore(config: FileStoreConfig): FileStore {
  if (config.FILE_STORE === 's3') {
    if (!config.S3_BUCKET) throw new Error('FILE_STORE=s3 needs S3_BUCKET');
    return createS3FileStore({
      bucket: config.S3_BUCKET,
      prefix: config.S3_PREFIX,
      client: () => createS3Client(config),
    });
  }
  return createLocalFileStore(path.join(config.DATA_DIR, 'files'));
}
