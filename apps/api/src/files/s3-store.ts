import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config/config';
import { contentTypeOf, FileNameError, isPlainFileName, type FileArea, type FileAreaName, type FileStore } from './file-store';

const isMissingKey = (error: unknown) => error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/**
 * Uploaded files in an S3-compatible object store (AWS S3, MinIO, Cloudflare R2, …), shared by
 * every instance: area `reviews` is the key prefix `reviews/`, and so on. The bucket stays private;
 * the instances serve the public images themselves (public-images.plugin.ts), the slips only
 * through their authorised routes.
 */
export function createS3Store(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: settings.forcePathStyle,
    // none given: the SDK's own chain (AWS_* variables, the instance's or task's role)
    credentials: settings.credentials ?? undefined,
    // checksums only where S3 requires them: stores that copy S3's API (MinIO, R2, …) do not all
    // take the trailing checksums newer SDKs send by default
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // a store that does not answer fails the request instead of holding it (and its upload) open
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
  });
  const Bucket = settings.bucket;
  const areas = new Map<FileAreaName, FileArea>();

  function s3Area(name: FileAreaName): FileArea {
    const keyOf = (file: string) => `${name}/${file}`;
    return {
      name,
      dir: null,
      async put(file, bytes, contentType) {
        if (!isPlainFileName(file)) throw new FileNameError(file);
        await client.send(new PutObjectCommand({ Bucket, Key: keyOf(file), Body: bytes, ContentType: contentType }));
      },
      async get(file) {
        if (!isPlainFileName(file)) return null;
        try {
          const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(file) }));
          const array = (await answer.Body?.transformToByteArray()) ?? new Uint8Array();
          // the same memory, not a copy
          const bytes = Buffer.from(array.buffer, array.byteOffset, array.byteLength);
          return { bytes, contentType: answer.ContentType ?? contentTypeOf(file), etag: answer.ETag ?? null };
        } catch (error) {
          if (isMissingKey(error)) return null;
          throw error;
        }
      },
      async delete(file) {
        if (!isPlainFileName(file)) return;
        await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(file) }));
      },
    };
  }

  const where = `s3://${Bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ` in ${settings.region}`}`;
  return {
    kind: 's3',
    area(name) {
      let area = areas.get(name);
      if (!area) areas.set(name, (area = s3Area(name)));
      return area;
    },
    describe: () => `the object store ${where}`,
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
        const why =
          status === 404
            ? 'there is no such bucket'
            : status === 403 || status === 401
              ? 'the credentials were refused (they need s3:ListBucket, s3:GetObject, s3:PutObject and s3:DeleteObject)'
              : `it did not answer (${error instanceof Error ? error.message : String(error)})`;
        throw new Error(`The object store ${where} cannot be used: ${why}. Check the S3_ settings.`, { cause: error });
      }
    },
    close: () => client.destroy(),
  };
}
