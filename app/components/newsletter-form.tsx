import { useId, useState } from "react";
import { useWords } from "~/lib/lang/use-lang";
import { useHydrated } from "~/lib/page/use-hydrated";
import { Card } from "./card";
import { TextField } from "./text-field";
import { ToolFormFrame } from "./tool-form-frame";
import { SectionTitle } from "./typography";

type Outcome = { kind: "success" | "error" | "info"; text: string } | null;

const MAX_EMAIL_LENGTH = 254;

const outcomeColor = { success: "text-success", error: "text-error", info: "text-notice" } as const;

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
  const words = useWords().newsletter;
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);
  // Sign-ups are sent by script; before it runs the button says so by being unavailable.
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function submit() {
    const address = email.trim();
    const early: Outcome =
      address === ""
        ? { kind: "error", text: words.empty }
        : !isValidEmail(address)
          ? { kind: "error", text: words.invalid }
          : endpoint === null
            ? { kind: "info", text: words.comingSoon }
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
      setOutcome(response.ok ? { kind: "success", text: words.success } : { kind: "error", text: words.failed });
      if (response.ok) setEmail("");
    } catch {
      setOutcome({ kind: "error", text: words.offline });
    } finally {
      setSending(false);
    }
  }

  const inputId = `${id}-email`;
  const messageId = `${id}-message`;
  return (
    <Card
      as="section"
      className="mt-10 bg-linear-135/srgb from-ig-from/12 to-ig-to/12 p-6"
      aria-labelledby={`${id}-title`}
    >
      <SectionTitle id={`${id}-title`}>{words.title}</SectionTitle>
      <p className="mt-[0.4rem] mb-4 text-muted">{words.lead}</p>
      <ToolFormFrame
        form={{
          noValidate: true,
          onSubmit: (event) => {
            event.preventDefault();
            void submit();
          },
        }}
        loading={sending}
        disabled={!hydrated}
        submitLabel={words.submit}
        loadingLabel={words.submitting}
        inline
      >
        <TextField
          id={inputId}
          label={words.label}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={words.placeholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={outcome?.kind === "error" || undefined}
          aria-describedby={messageId}
        />
      </ToolFormFrame>
      <p
        id={messageId}
        className={`mt-3 min-h-[1.6em] font-semibold ${outcome ? outcomeColor[outcome.kind] : ""}`}
        role="status"
      >
        {outcome?.text ?? ""}
      </p>
    </Card>
  );
}
