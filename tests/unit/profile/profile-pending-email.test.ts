import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ProfileSummary } from "@/components/profile/profile-summary";
import type { ProfileUser } from "@/lib/users/dto";

const user = (pendingEmail: string | null): ProfileUser => ({
  id: "u1",
  name: "Ana Lima",
  email: "ana@exemplo.com.br",
  role: "USER",
  status: "ACTIVE",
  emailVerified: true,
  downloadCount: 0,
  downloadLimit: 2,
  hasContributed: false,
  contributionAmount: 0,
  joinDate: new Date(Date.UTC(2025, 0, 2)).toISOString(),
  pendingEmail,
});

const render = (pendingEmail: string | null) =>
  renderToStaticMarkup(
    createElement(ProfileSummary, { user: user(pendingEmail), totalDownloads: 0, quota: { unlimited: false, isAdmin: false, remainingDownloads: 2 } }),
  );

describe("ProfileSummary", () => {
  it("shows a new address waiting for confirmation beside the login address", () => {
    const html = render("nova@exemplo.com.br");
    expect(html).toContain("ana@exemplo.com.br");
    expect(html).toMatch(/Aguardando confirmação de <strong[^>]*>nova@exemplo.com.br<\/strong>/);
  });

  it("says nothing about it when no change is pending", () => {
    expect(render(null)).not.toContain("Aguardando confirmação");
  });
});
