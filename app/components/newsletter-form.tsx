import { useId, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { ToolForm } from "./tool-form";

type Outcome = { kind: "success" | "error" | "info"; text: string } | null;

export const NEWSLETTER_MESSAGES = {
  empty: "Please enter your e-mail address.",
  invalid: "That doesn't look like an e-mail address. Please check it (for example name@example.com).",
  comingSoon: "Sign-ups open soon! We haven't saved your address — please check back in a few weeks.",
  success: "You're subscribed! Look out for our next e-mail. 🎉",
  failed: "Sorry, we couldn't sign you up just now. Please try again in a little while.",
  offline: "We couldn't reach the newsletter service. Check your connection and try again.",
} as const;

const MAX_EMAIL_LENGTH = 254;

/** A pragmatic check: something@something.tld, no spaces, sensible length. */
export function isValidEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}

interface NewsletterFormProps {
  /** Where the address is posted as JSON `{ email }`; null while no provider is set up. */
  endpoint: string | null;
}

/** Newsletter sign-up that only ever reports what really happened. */
export function NewsletterForm({ endpoint }: NewsletterFormProps) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);
  // Sign-ups are sent by script; before it runs the button says so by being unavailable.
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function submit() {
    const address = email.trim();
    const early: Outcome =
      address === ""
        ? { kind: "error", text: NEWSLETTER_MESSAGES.empty }
        : !isValidEmail(address)
          ? { kind: "error", text: NEWSLETTER_MESSAGES.invalid }
          : endpoint === null
            ? { kind: "info", text: NEWSLETTER_MESSAGES.comingSoon }
            : null;
    if (early || endpoint === null) {
      setOutcome(early);
      return;
    }
    setSending(true);
    setOutcome(null);
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ email: address }),
      });
      setOutcome(
        response.ok
          ? { kind: "success", text: NEWSLETTER_MESSAGES.success }
          : { kind: "error", text: NEWSLETTER_MESSAGES.failed },
      );
      if (response.ok) setEmail("");
    } catch {
      setOutcome({ kind: "error", text: NEWSLETTER_MESSAGES.offline });
    } finally {
      setSending(false);
    }
  }

  const inputId = `${id}-email`;
  const messageId = `${id}-message`;
  return (
    <section className="newsletter" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        Get creator tips in your inbox
      </h2>
      <p className="newsletter-text">
        One short e-mail with growth tips, new tools and trending formats. No spam, unsubscribe anytime.
      </p>
      <ToolForm
        form={{
          noValidate: true,
          onSubmit: (event) => {
            event.preventDefault();
            void submit();
          },
        }}
        loading={sending}
        disabled={!hydrated}
        submitLabel="Subscribe"
        loadingLabel="Subscribing..."
        inline
        className="newsletter-form"
      >
        <div className="field">
          <label htmlFor={inputId} className="field-label">
            Email address
          </label>
          <input
            id={inputId}
            className="input"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={outcome?.kind === "error" || undefined}
            aria-describedby={messageId}
          />
        </div>
      </ToolForm>
      <p id={messageId} className={`newsletter-message ${outcome ? `is-${outcome.kind}` : ""}`} role="status">
        {outcome?.text ?? ""}
      </p>
    </section>
  );
}
