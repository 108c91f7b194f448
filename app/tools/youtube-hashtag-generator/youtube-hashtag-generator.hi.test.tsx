import { configure, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Toaster } from "~/components/toaster";
import { LangProvider } from "~/lib/lang/use-lang";
import YoutubeHashtagGenerator from "./youtube-hashtag-generator";

// The Hindi page's messages for what the browser test does not reach: words nothing knows, words
// that give no usable tag, and words too long for a tag.
// The first answer waits for the topic map to load, which took over 5 s on a busy two-core machine.
configure({ asyncUtilTimeout: 20_000 });

function setup() {
  render(<Toaster />);
  render(
    <LangProvider value="hi">
      <YoutubeHashtagGenerator />
    </LangProvider>,
  );
}

function submit(topic: string) {
  fireEvent.change(screen.getByLabelText("वीडियो का टॉपिक"), { target: { value: topic } });
  fireEvent.click(screen.getByRole("button", { name: "हैशटैग बनाएं" }));
}

const results = () => screen.findByRole("region", { name: "आपके हैशटैग" });

describe("the YouTube hashtag generator's Hindi page", () => {
  it("asks in Hindi, with the writing choice set to Devanagari", () => {
    setup();
    expect(screen.getByLabelText("वीडियो का टॉपिक").getAttribute("placeholder")).toBe(
      "जैसे: मसाला चाय, बिरयानी, iPhone रिव्यू",
    );
    expect(screen.getByRole("radio", { name: "हिंदी" })).toHaveProperty("checked", true);
  });

  it("says in Hindi why a word nothing knows gets its own tag and tags for any video", async () => {
    setup();
    submit("zorblax");
    const section = await results();
    expect(section.querySelector("[role=status]")?.textContent).toBe("5 हैशटैग तैयार हैं।");
    expect(section.textContent).toContain(
      "हम “zorblax” को अभी नहीं जानते: पहले टैग इसी शब्द से बने हैं, बाकी किसी भी क्रिएटर के वीडियो पर चलते हैं, किसी और चीज़ के अंदाज़े नहीं।",
    );
  });

  it("says in Hindi when no tag worth adding, or none at all, can be made", async () => {
    setup();
    submit("instagram");
    expect((await results()).textContent).toContain("इस टॉपिक से काम का कोई हैशटैग नहीं बनता");
    submit("क".repeat(60));
    expect(await screen.findByText(/इस टॉपिक से कोई हैशटैग नहीं बन सकता/)).toBeTruthy();
  });
});
