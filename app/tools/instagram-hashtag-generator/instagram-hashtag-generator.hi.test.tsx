import { configure, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Toaster } from "~/components/toaster";
import { LangProvider } from "~/lib/lang/use-lang";
import InstagramHashtagGenerator from "./instagram-hashtag-generator";

// The Hindi page's messages for what the browser test does not reach: words nothing knows, words
// that give no usable tag, and words too long for a tag.
// The first answer waits for the topic map to load, which took over 5 s on a busy two-core machine.
configure({ asyncUtilTimeout: 20_000 });

function setup() {
  render(<Toaster />);
  render(
    <LangProvider value="hi">
      <InstagramHashtagGenerator />
    </LangProvider>,
  );
}

function submit(keyword: string) {
  fireEvent.change(screen.getByLabelText("कीवर्ड"), { target: { value: keyword } });
  fireEvent.click(screen.getByRole("button", { name: "हैशटैग बनाएं" }));
}

const results = () => screen.findByRole("region", { name: "आपके हैशटैग" });

describe("the Instagram hashtag generator's Hindi page", () => {
  it("asks in Hindi, with the writing choice set to Devanagari", () => {
    setup();
    expect(screen.getByLabelText("कीवर्ड").getAttribute("placeholder")).toBe("जैसे: खाना, क्रिकेट, दिवाली");
    expect(screen.getByRole("group", { name: "किसमें लिखें" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "हिंदी" })).toHaveProperty("checked", true);
  });

  it("says in Hindi why a word nothing knows gets its own tag and creator-community tags", async () => {
    setup();
    submit("zorblax");
    const section = await results();
    expect(section.querySelector("[role=status]")?.textContent).toBe("5 हैशटैग तैयार हैं।");
    expect(section.textContent).toContain(
      "हम “zorblax” को अभी नहीं जानते: पहले टैग इसी शब्द से बने हैं, बाकी क्रिएटर कम्युनिटी के टैग हैं जो किसी भी पोस्ट पर चलते हैं, 30 अंदाज़े नहीं।",
    );
    expect(screen.getByRole("button", { name: "सभी 5 हैशटैग कॉपी करें" }).textContent).toBe("सब कॉपी करें");
  });

  it("says in Hindi when no tag worth posting, or none at all, can be made", async () => {
    setup();
    submit("instagram");
    expect((await results()).textContent).toContain("इस कीवर्ड से लगाने लायक कोई हैशटैग नहीं बनता");
    submit("क".repeat(60));
    expect(await screen.findByText(/इस कीवर्ड से कोई हैशटैग नहीं बन सकता/)).toBeTruthy();
    expect(screen.getByText(/ज़्यादा से ज़्यादा 50।/)).toBeTruthy();
  });
});
