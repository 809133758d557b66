export type S3Server = {
  endpoint: string;
  port: number;
  directory: string;
  env: {
    S3_BUCKET: string;
    S3_ENDPOINT: string;
    S3_REGION: string;
    S3_ACCESS_KEY_ID: string;
    S3_SECRET_ACCESS_KEY: string;
    S3_FORCE_PATH_STYLE: string;
  };
  stop(options?: { keepFiles?: boolean }): Promise<void>;
};
export function startS3Server(options?: { buckets?: string[]; directory?: string }): Promise<S3Server>;
