import { connect } from "node:net";
import { expect, test } from "./shared-page";

// Request targets no browser sends, written on a socket of their own: a target that cannot be read
// gets 400 and a short body (RFC 9112 §3.2), never a page, and the server answers the next request.
// Runs against the Node server ("desktop") and nginx ("nginx") serving the same build.

/** The status line and body of one request written as it is on a new connection. */
function rawGet(baseURL: string | undefined, target: string): Promise<{ status: string; body: string }> {
  const { hostname, port } = new URL(baseURL ?? "");
  return new Promise((resolve, reject) => {
    let text = "";
    const socket = connect(Number(port), hostname === "localhost" ? "127.0.0.1" : hostname, () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    });
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const [head = "", body = ""] = text.split("\r\n\r\n");
      resolve({ status: head.split("\r\n")[0] ?? "", body });
    });
  });
}

for (const target of ["http://%zz/", "http://[::1", "http:///", "http://user@evil.com/"]) {
  test(`GET ${target}: 400 with a short body, and the server goes on`, async ({ baseURL, request }) => {
    const { status, body } = await rawGet(baseURL, target);
    expect(status).toMatch(/^HTTP\/1\.1 400 /);
    expect(body.length).toBeLessThan(1_000);
    expect(body).not.toContain("<main");
    expect((await request.get("/")).status()).toBe(200);
  });
}

test("an absolute target with a readable authority is the site's own path", async ({ baseURL }) => {
  const { status, body } = await rawGet(baseURL, "http://localhost/instagram");
  expect(status).toMatch(/^HTTP\/1\.1 200 /);
  expect(body).toContain("<main");
});
