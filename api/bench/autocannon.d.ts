// The small part of autocannon's programmatic API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Requests each connection sends in turn, over and over. */
    requests?: Request[];
    /** Worker threads firing the requests (the client then leaves the server's event loop alone). */
    workers?: number;
  }
  interface Histogram {
    average: number;
    /** Sum over the run (requests: count; throughput: bytes). */
    total: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    /** Bytes received per second. */
    throughput: Histogram;
    non2xx: number;
    errors: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
