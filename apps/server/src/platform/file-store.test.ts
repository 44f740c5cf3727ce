import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { S3Client } from '@aws-sdk/client-s3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import {
  createFileStore,
  createLocalFileStore,
  createS3FileStore,
  FileKeyError,
  fileKeyPattern,
  type FileStore,
} from './file-store.ts';

const badKeys = [
  '../../etc/passwd',
  '..',
  '',
  'a/b',
  'ABCDEF0123456789ABCDEF0123456789',
  '0123456789abcdef0123456789abcde',
  '0123456789abcdef0123456789abcdef0',
  '0123456789abcdef0123456789abcde/',
  '0123456789abcdef0123456789abcd%2e',
  'passwd.jpg',
];

describe('local file store', () => {
  let root: string;
  let store: FileStore;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'tessera-files-'));
    store = createLocalFileStore(path.join(root, 'files'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('stores bytes under a new random key and gives them back, then deletes them', async () => {
    const bytes = new Uint8Array([0, 1, 2, 255, 10, 13]);
    const key = await store.put(bytes, { contentType: 'image/png' });

    expect(key).toMatch(fileKeyPattern);
    expect(await store.exists(key)).toBe(true);
    expect(await store.get(key)).toEqual(bytes);

    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    expect(await store.get(key)).toBeUndefined();
    await store.delete(key); // deleting again is no error
  });

  it('gives the same bytes a different key each time, and a missing key reads as absent', async () => {
    const bytes = new TextEncoder().encode('same content');
    const first = await store.put(bytes, { contentType: 'application/pdf' });
    const second = await store.put(bytes, { contentType: 'application/pdf' });
    expect(first).not.toBe(second);
    expect(await store.get('0123456789abcdef0123456789abcdef')).toBeUndefined();
    expect(await store.exists('0123456789abcdef0123456789abcdef')).toBe(false);
  });

  it('writes through a temporary file that is renamed into place, readable by the server only', async () => {
    const key = await store.put(new Uint8Array(1000).fill(7), { contentType: 'image/jpeg' });
    const file = path.join(root, 'files', key.slice(0, 2), key);
    expect((await stat(file)).size).toBe(1000);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readdir(path.join(root, 'files', 'tmp'))).toEqual([]);
  });

  it('refuses every key it did not make, before touching the disk', async () => {
    for (const key of badKeys) {
      await expect(store.get(key), key).rejects.toBeInstanceOf(FileKeyError);
      await expect(store.exists(key), key).rejects.toBeInstanceOf(FileKeyError);
      await expect(store.delete(key), key).rejects.toBeInstanceOf(FileKeyError);
    }
  });

  it('touches no disk until the first put (a server that stores nothing writes nothing)', async () => {
    const lazy = createLocalFileStore(path.join(root, 'never'));
    expect(await lazy.exists('0123456789abcdef0123456789abcdef')).toBe(false);
    expect(await readdir(root)).toEqual([]);
  });

  it('is what configuration picks by default: $DATA_DIR/files', async () => {
    const configured = createFileStore(loadConfig({ DATA_DIR: root }));
    const key = await configured.put(new Uint8Array([42]), { contentType: 'image/png' });
    expect((await stat(path.join(root, 'files', key.slice(0, 2), key))).isFile()).toBe(true);
  });
});

describe('S3 configuration', () => {
  it('needs a bucket for FILE_STORE=s3, and both parts of a key pair or neither', () => {
    expect(() => loadConfig({ FILE_STORE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'tessera-uploads', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'tessera-uploads' }).S3_REGION).toBe('us-east-1');
  });

  it('never repeats the secret in a configuration error', () => {
    const secret = 'very-secret-value-0123456789';
    expect(() => loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'NOT A BUCKET', S3_SECRET_ACCESS_KEY: secret })).toThrow(
      /^(?!.*very-secret-value)/s,
    );
  });
});

/** A request as the S3 client hands it to its HTTP handler (after signing). */
interface SentRequest {
  method: string;
  hostname: string;
  path: string;
  headers: Record<string, string>;
}

/**
 * An S3 client whose HTTP handler records each request and answers it without a network: no real
 * bucket is reachable here, so this proves what the store asks for, not how a bucket answers.
 */
function recordingClient(answer: (request: SentRequest) => { statusCode: number; body?: string }): {
  client: S3Client;
  sent: SentRequest[];
} {
  const sent: SentRequest[] = [];
  const client = new S3Client({
    region: 'eu-west-1',
    endpoint: 'https://s3.example.test',
    forcePathStyle: true,
    credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret-example' },
    maxAttempts: 1,
    requestHandler: {
      handle: async (request: SentRequest) => {
        sent.push(request);
        const { statusCode, body = '' } = answer(request);
        return { response: { statusCode, headers: {}, body: Readable.from([Buffer.from(body)]) } };
      },
    },
  });
  return { client, sent };
}

describe('S3 file store: request construction (no real bucket)', () => {
  it('puts the object under prefix + random key in the bucket, signed, with the detected type', async () => {
    const { client, sent } = recordingClient(() => ({ statusCode: 200 }));
    const store = createS3FileStore({ bucket: 'tessera-uploads', prefix: 'documents/', client: async () => client });

    const key = await store.put(new Uint8Array([1, 2, 3]), { contentType: 'application/pdf' });

    expect(key).toMatch(fileKeyPattern);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request).toMatchObject({
      method: 'PUT',
      hostname: 's3.example.test',
      path: `/tessera-uploads/documents/${key}`,
    });
    expect(request?.headers['content-type']).toBe('application/pdf');
    expect(request?.headers['content-length']).toBe('3');
    expect(request?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/s3\//);
    expect(request?.headers['x-amz-acl']).toBeUndefined();
  });

  it('reads, checks and deletes by key, and reads a 404 as absent', async () => {
    const { client, sent } = recordingClient((request) =>
      request.path.endsWith('0123456789abcdef0123456789abcdef')
        ? { statusCode: 200, body: 'hello' }
        : { statusCode: 404, body: '<Error><Code>NoSuchKey</Code></Error>' },
    );
    const store = createS3FileStore({ bucket: 'tessera-uploads', prefix: '', client: async () => client });

    expect(new TextDecoder().decode(await store.get('0123456789abcdef0123456789abcdef'))).toBe('hello');
    expect(await store.get('fedcba9876543210fedcba9876543210')).toBeUndefined();
    expect(await store.exists('fedcba9876543210fedcba9876543210')).toBe(false);
    await store.delete('0123456789abcdef0123456789abcdef');

    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /tessera-uploads/0123456789abcdef0123456789abcdef',
      'GET /tessera-uploads/fedcba9876543210fedcba9876543210',
      'HEAD /tessera-uploads/fedcba9876543210fedcba9876543210',
      'DELETE /tessera-uploads/0123456789abcdef0123456789abcdef',
    ]);
  });

  it('refuses a key it did not make without sending anything', async () => {
    const { client, sent } = recordingClient(() => ({ statusCode: 200 }));
    const store = createS3FileStore({ bucket: 'tessera-uploads', prefix: '', client: async () => client });
    for (const key of badKeys) await expect(store.get(key), key).rejects.toBeInstanceOf(FileKeyError);
    expect(sent).toEqual([]);
  });
});
