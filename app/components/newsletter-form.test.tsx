import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { en } from "~/content/words/en";
import { NewsletterForm, isValidEmail } from "./newsletter-form";

async function subscribe(address: string) {
  const user = userEvent.setup();
  if (address) await user.type(screen.getByLabelText("Email address"), address);
  await user.click(screen.getByRole("button", { name: "Subscribe" }));
}

const status = () => screen.getByRole("status");

describe("isValidEmail", () => {
  it("accepts ordinary addresses and rejects the rest", () => {
    for (const ok of ["riya@example.com", "a.b+reels@mail.co.in"]) expect(isValidEmail(ok)).toBe(true);
    for (const bad of [
      "riya",
      "riya@",
      "@example.com",
      "riya@example",
      "riya @example.com",
      "a@b..com",
      `${"a".repeat(250)}@x.in`,
    ]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });
});

describe("NewsletterForm without an endpoint", () => {
  it("says sign-ups open soon and sends nothing", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    render(<NewsletterForm endpoint={null} />);
    await subscribe("riya@example.com");
    expect(status().textContent).toBe(en.newsletter.comingSoon);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("asks for an address when the field is empty or blank", async () => {
    render(<NewsletterForm endpoint={null} />);
    await subscribe("");
    expect(status().textContent).toBe(en.newsletter.empty);
    await subscribe("   ");
    expect(status().textContent).toBe(en.newsletter.empty);
    expect(screen.getByLabelText("Email address").getAttribute("aria-invalid")).toBe("true");
  });

  it("explains an invalid address", async () => {
    render(<NewsletterForm endpoint={null} />);
    await subscribe("riya@gmail");
    expect(status().textContent).toBe(en.newsletter.invalid);
  });
});

describe("NewsletterForm with an endpoint", () => {
  // A real local endpoint: answers 200 for ok@…, 500 for anything else, and records what it got.
  const received: unknown[] = [];
  let server: Server;
  let endpoint = "";

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => resolve(body));
    });

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const body = JSON.parse(await readBody(req)) as { email: string };
      received.push({ method: req.method, type: req.headers["content-type"], body });
      res.writeHead(body.email.startsWith("ok@") ? 200 : 500, { "Content-Type": "application/json" });
      res.end("{}");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/subscribe`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("posts the address as JSON and reports success", async () => {
    render(<NewsletterForm endpoint={endpoint} />);
    await subscribe("  ok@example.com ");
    expect((await screen.findByText(en.newsletter.success)).getAttribute("role")).toBe("status");
    expect(received.at(-1)).toEqual({ method: "POST", type: "application/json", body: { email: "ok@example.com" } });
    expect((screen.getByLabelText("Email address") as HTMLInputElement).value).toBe("");
  });

  it("reports a failure from the endpoint and keeps the address", async () => {
    render(<NewsletterForm endpoint={endpoint} />);
    await subscribe("fail@example.com");
    expect((await screen.findByText(en.newsletter.failed)).getAttribute("role")).toBe("status");
    expect(screen.queryByText(en.newsletter.success)).toBeNull();
    expect((screen.getByLabelText("Email address") as HTMLInputElement).value).toBe("fail@example.com");
  });

  it("shows Subscribing... while waiting, then reports an unreachable service", async () => {
    let fail: (error: Error) => void = () => undefined;
    vi.spyOn(globalThis, "fetch").mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    render(<NewsletterForm endpoint={endpoint} />);
    await subscribe("ok@example.com");
    expect((screen.getByRole("button", { name: "Subscribing..." }) as HTMLButtonElement).disabled).toBe(true);
    fail(new TypeError("Failed to fetch"));
    expect((await screen.findByText(en.newsletter.offline)).getAttribute("role")).toBe("status");
    expect((screen.getByRole("button", { name: "Subscribe" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("does not post an invalid address", async () => {
    const before = received.length;
    render(<NewsletterForm endpoint={endpoint} />);
    await subscribe("not-an-email");
    expect(status().textContent).toBe(en.newsletter.invalid);
    expect(received.length).toBe(before);
  });
});
