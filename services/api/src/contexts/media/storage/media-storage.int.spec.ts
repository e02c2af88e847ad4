import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalMediaStorage } from './local-media-storage';
import { mediaStorageContract } from './media-storage.contract.spec';
import { parseS3Url, S3MediaStorage } from './s3-media-storage';

describe('LocalMediaStorage contract', () => {
  let root = '';
  mediaStorageContract(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'media-local-'));
    const storage = new LocalMediaStorage(root);
    return { storage, close: () => rm(root, { recursive: true, force: true }) };
  });

  it('leaves no temporary file behind after a failed write', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'media-local-fail-'));
    try {
      const storage = new LocalMediaStorage(dir);
      await expect(storage.putFile('public/x.jpg', path.join(dir, 'does-not-exist'), 'image/jpeg')).rejects.toThrow();
      expect(await readdir(path.join(dir, 'public'))).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

const s3Url = process.env.S3_URL;
(s3Url ? describe : describe.skip)(
  `S3MediaStorage contract${s3Url ? '' : ' (skipped: set S3_URL=https://key:secret@host/bucket to run it)'}`,
  () => {
    mediaStorageContract(async () => {
      const storage = new S3MediaStorage(parseS3Url(s3Url!));
      return { storage, close: async () => storage.close() };
    });
  },
);

describe('S3_URL', () => {
  it('names endpoint, bucket, region and credentials', () => {
    expect(parseS3Url('https://AK%2B1:se%2Fcret@minio.local:9000/photos?region=eu-central-1')).toEqual({
      endpoint: 'https://minio.local:9000',
      bucket: 'photos',
      region: 'eu-central-1',
      accessKeyId: 'AK+1',
      secretAccessKey: 'se/cret',
    });
    expect(() => parseS3Url('https://k:s@host/')).toThrow(/bucket/);
  });
});
