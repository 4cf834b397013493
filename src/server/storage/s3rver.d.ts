// s3rver ships no types; the test uses only this part of its API.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  export default class S3rver {
    constructor(options: {
      port?: number;
      address?: string;
      silent?: boolean;
      directory: string;
      configureBuckets?: { name: string; configs: string[] }[];
    });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
