// @vitest-environment node
import { describe, expect, it } from "vitest";
import { type ExistingTool, clashWith, relatedTools, toolNames } from "./names";

const EXISTING: ExistingTool[] = [
  {
    id: "instagram-reels-downloader",
    path: "/instagram/reels-downloader",
    platform: "instagram",
    kind: "downloader",
    name: "Reels Downloader",
    folder: "downloader",
  },
  {
    id: "instagram-hashtag-generator",
    path: "/instagram/hashtag-generator",
    platform: "instagram",
    kind: "generator",
    name: "Hashtag Generator",
    folder: "instagram-hashtag-generator",
  },
  {
    id: "youtube-bio-generator",
    path: "/youtube/bio-generator",
    platform: "youtube",
    kind: "generator",
    name: "Channel Bio Generator",
    folder: "youtube-bio-generator",
  },
  {
    id: "instagram-caption-generator",
    path: "/instagram/caption-generator",
    platform: "instagram",
    kind: "generator",
    name: "Caption Generator",
    folder: "instagram-caption-generator",
  },
  {
    id: "instagram-post-generator",
    path: "/instagram/post-generator",
    platform: "instagram",
    kind: "generator",
    name: "Post Generator",
    folder: "instagram-post-generator",
  },
];

describe("toolNames", () => {
  it("names every part of a tool from its platform and kebab-case name", () => {
    expect(toolNames("instagram", "reply-ideas")).toEqual({
      ok: true,
      value: {
        platform: "instagram",
        slug: "reply-ideas",
        id: "instagram-reply-ideas",
        path: "/instagram/reply-ideas",
        name: "Reply Ideas",
        title: "Instagram Reply Ideas",
        identifier: "instagramReplyIdeas",
        component: "InstagramReplyIdeas",
        resultsTitle: "Your reply ideas",
        submitLabel: "Generate Reply Ideas",
      },
    });
  });

  it("writes YouTube as YouTube, keeps digits, and says 'lines' for a name that is a kind of tool", () => {
    const names = toolNames("youtube", "top-10-comment-generator");
    expect(names.ok && names.value).toMatchObject({
      id: "youtube-top-10-comment-generator",
      title: "YouTube Top 10 Comment Generator",
      identifier: "youtubeTop10CommentGenerator",
      component: "YoutubeTop10CommentGenerator",
      resultsTitle: "Your lines",
      submitLabel: "Generate Lines",
    });
  });

  it("refuses an unknown platform, a name that is not kebab-case, and a name that repeats the platform", () => {
    const error = (platform: string, slug: string) => {
      const names = toolNames(platform, slug);
      return names.ok ? null : names.error;
    };
    expect(error("tiktok", "reply-ideas")).toBe('Unknown platform "tiktok": use instagram or youtube.');
    expect(error("Instagram", "reply-ideas")).toMatch(/Unknown platform/);
    for (const slug of [
      "",
      "Reply",
      "reply_ideas",
      "reply--ideas",
      "-reply",
      "reply-",
      "1-reply",
      "reply ideas",
      "café-hooks",
    ]) {
      expect(error("instagram", slug), slug).toMatch(/is not a kebab-case name/);
    }
    expect(error("instagram", "a".repeat(41))).toMatch(/longer than 40 characters/);
    expect(error("youtube", "youtube-hooks")).toBe(
      `"youtube-hooks" starts with a platform; the id adds it already. Use "hooks".`,
    );
    expect(error("youtube", "instagram-hooks")).toMatch(/starts with a platform/);
  });
});

describe("clashWith", () => {
  it("refuses an id, an address or a folder another tool has", () => {
    const named = (slug: string) => {
      const names = toolNames("instagram", slug);
      if (!names.ok) throw new Error(names.error);
      return names.value;
    };
    expect(clashWith(named("hashtag-generator"), EXISTING)).toMatch(
      /id "instagram-hashtag-generator" is already listed/,
    );
    expect(clashWith(named("reply-ideas"), EXISTING)).toBeNull();
    const moved = { ...EXISTING[0], id: "moved", folder: "x" } as ExistingTool;
    expect(clashWith(named("reels-downloader"), [moved])).toBe(
      'The address /instagram/reels-downloader is already taken by "moved".',
    );
    const folder = { ...moved, path: "/elsewhere", folder: "instagram-reply-ideas" } as const;
    expect(clashWith(named("reply-ideas"), [folder])).toMatch(
      /folder app\/tools\/instagram-reply-ideas already belongs/,
    );
  });
});

describe("relatedTools", () => {
  it("suggests the platform's first two generators, in grid order", () => {
    expect(relatedTools("instagram", EXISTING).map((tool) => tool.id)).toEqual([
      "instagram-hashtag-generator",
      "instagram-caption-generator",
    ]);
    expect(relatedTools("youtube", EXISTING).map((tool) => tool.id)).toEqual(["youtube-bio-generator"]);
  });
});
