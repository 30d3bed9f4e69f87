import { describe, expect, it } from "vitest";
import { parseWrk } from "../../../scripts/bench/wrk";

const REPORT = `Running 5s test @ http://127.0.0.1:18095/fluxos
  2 threads and 32 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    20.61ms   78.51ms 500.79ms   93.69%
    Req/Sec    17.93k     2.10k   21.00k    80.00%
  Latency Distribution
     50%  445.00us
     75%  700.00us
     90%    1.20ms
     99%  412.33ms
  178307 requests in 5.00s, 4.13GB read
  Socket errors: connect 0, read 2, write 0, timeout 12
  Non-2xx or 3xx responses: 5
Requests/sec:  35661.49
Transfer/sec:    845.27MB
`;

describe("parseWrk", () => {
  it("reads the rate, the percentiles in milliseconds, the errors and the non-2xx answers", () => {
    expect(parseWrk(REPORT)).toEqual({ rps: 35661.49, p50: 0.445, p99: 412.33, requests: 178307, non2xx: 5, errors: 14 });
  });

  it("refuses a report it does not recognise instead of reporting zeros", () => {
    expect(() => parseWrk("unable to connect to 127.0.0.1:1 Connection refused")).toThrow(/wrk/);
  });
});
