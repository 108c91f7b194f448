// The form's messages on Hindi pages, with the tools' own field labels: each is one Hindi sentence
// whatever the label is (a question, a noun, a choice).
import { describe, expect, it } from "vitest";
import { checkValues, leftOutOfAddress } from "~/lib/form/form-fields";
import { CAPTION_FIELDS } from "./instagram-caption-generator/instagram-caption-generator.form";
import { INSTAGRAM_HASHTAG_FIELDS } from "./instagram-hashtag-generator/instagram-hashtag-generator.form";
import { TITLE_FORM } from "./youtube-title-generator/youtube-title-generator.form";

describe("the form's messages in Hindi", () => {
  it("says a question field was cut, naming the question", () => {
    const { topic } = CAPTION_FIELDS.hi;
    expect(topic.label).toBe("पोस्ट किस बारे में है?");
    const max = topic.kind === "text" ? (topic.maxLength ?? 0) : 0;
    const { messages } = checkValues({ topic }, { topic: "च".repeat(max + 5) }, "hi");
    expect(messages).toEqual([`“पोस्ट किस बारे में है?” में सिर्फ़ पहले ${max} कैरेक्टर रखे गए।`]);
  });

  it("says a named field was cut, naming the field", () => {
    const { keyword } = INSTAGRAM_HASHTAG_FIELDS.hi;
    expect(keyword.label).toBe("कीवर्ड");
    const { messages } = checkValues({ keyword }, { keyword: "a".repeat(500) }, "hi");
    expect(messages).toEqual(["कीवर्ड में सिर्फ़ पहले 100 कैरेक्टर रखे गए।"]);
  });

  it("says a value is not one of a choice's options", () => {
    const { type } = TITLE_FORM.hi;
    expect(type.label).toBe("वीडियो टाइप");
    const { messages } = checkValues({ type }, { type: "podcast" }, "hi");
    expect(messages).toEqual(["“वीडियो टाइप” के विकल्पों में “podcast” नहीं है, इसलिए इसे छोड़ दिया गया।"]);
  });

  it("says a field's text is too long for the page's link", () => {
    expect(leftOutOfAddress(CAPTION_FIELDS.hi.topic.label, "hi")).toBe(
      "“पोस्ट किस बारे में है?” में लिखा टेक्स्ट इस पेज के पते के लिए बहुत लंबा है, इसलिए इस पेज का लिंक उसे साथ नहीं ले जाएगा (फ़ील्ड में वह बना रहेगा)।",
    );
    expect(leftOutOfAddress("कीवर्ड", "hi")).toBe(
      "कीवर्ड में लिखा टेक्स्ट इस पेज के पते के लिए बहुत लंबा है, इसलिए इस पेज का लिंक उसे साथ नहीं ले जाएगा (फ़ील्ड में वह बना रहेगा)।",
    );
  });
});
