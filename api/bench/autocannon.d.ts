// The small part of autocannon's programmatic API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Worker threads firing the requests (the client then leaves the server's event loop alone). */
    workers?: number;
  }
  interface Histogram {
    average: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
