// The bindings of wrangler.jsonc as tests inside workerd see them (`env` of cloudflare:workers).
declare namespace Cloudflare {
  interface Env {
    MEDIA: R2Bucket;
    ASSETS: Fetcher;
    DATABASE_URL: string;
    SEED_DEMO: string;
    MEASUREMENTS: DurableObjectNamespace;
  }
}
