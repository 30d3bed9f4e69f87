import { describe, expect, it } from "vitest";
import { problemTemplate, templateSummary, templateUser } from "@/lib/n8n/templates";

// n8n 2.x's template card reads user.name, user.avatar and user.verified; 1.x writes "by {username}".

const APP = "https://fluxoteca.dev";

describe("templateUser", () => {
  it("an author with a public page: the handle as username and the avatar route as an absolute URL", () => {
    expect(templateUser({ name: "Ana Martins", handle: "ana-martins", verified: true }, APP)).toEqual({
      name: "Ana Martins",
      username: "ana-martins",
      avatar: expect.stringMatching(/^https:\/\/fluxoteca\.dev\/api\/authors\/ana-martins\/avatar\?v=[a-z0-9]+$/),
      verified: true,
    });
  });

  it("without a public page: the display name as username and no avatar, so no handle leaks", () => {
    expect(templateUser({ name: "Bia", handle: null, verified: false }, APP)).toEqual({ name: "Bia", username: "Bia", avatar: null, verified: false });
  });
});

describe("templateSummary", () => {
  it("carries the user in the shape both majors read", () => {
    const summary = templateSummary(
      {
        name: "Agenda",
        description: "d",
        slug: "agenda",
        tags: [],
        createdAt: "2026-01-01T00:00:00.000Z",
        downloadCount: 3,
        author: { name: "Ana", handle: "ana", verified: false },
      },
      7,
      [],
      APP,
    );
    expect(Object.keys(summary.user).sort()).toEqual(["avatar", "name", "username", "verified"]);
    expect(summary.user).toMatchObject({ name: "Ana", username: "ana", verified: false });
  });

  it("the notice template too", () => {
    expect(problemTemplate("unknown-key", 1, APP).user).toEqual({ name: "Fluxoteca", username: "Fluxoteca", avatar: null, verified: false });
  });
});
