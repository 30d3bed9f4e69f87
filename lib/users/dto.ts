import type { User } from "@/db/schema";
import type { Quota } from "@/lib/downloads/quota";
import type { Pagination } from "@/lib/pagination";
import type { UserRoleValue, UserStatusValue } from "./schemas";

/** The signed-in user as the client keeps it (docs/product-rules.md §8). Never includes secrets. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: User["role"];
  status: User["status"];
  emailVerified: boolean;
  downloadCount: number;
  downloadLimit: number;
  hasContributed: boolean;
  /** Sum of approved contributions, in reais. */
  contributionAmount: number;
  joinDate: string;
}

export function toSessionUser(user: User, downloadLimit: number): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
    emailVerified: user.emailVerifiedAt !== null,
    downloadCount: user.downloadCount,
    downloadLimit,
    hasContributed: user.hasContributed,
    contributionAmount: user.contributionCents / 100,
    joinDate: user.createdAt.toISOString(),
  };
}

export interface DownloadHistoryItem {
  id: string;
  /** Null once the flow was deleted; the name kept with the download is shown instead. */
  flowId: string | null;
  flowName: string;
  /** The flow's current score and how many reviews make it; null once it was deleted. */
  score: number | null;
  reviewCount: number | null;
  downloadDate: string;
  /** "WEB", or "N8N" when it was imported in n8n's editor through a personal key (shown as "via n8n"). */
  source: "WEB" | "N8N";
  /** The flow still exists and the viewer may see it, so it can be downloaded again (for free). */
  available: boolean;
  /** Set when the flow has a newer version than the one they downloaded (docs/product-rules.md §20). */
  update?: { downloadedVersion: number; latestVersion: number; summary: string };
}

export interface ProfileStats {
  totalDownloads: number;
  totalUploads: number;
  totalReviews: number;
}

/** The session fields and, on the profile only, a new address waiting for confirmation. */
export interface ProfileUser extends SessionUser {
  pendingEmail: string | null;
}

/** GET /api/users/profile (docs/product-rules.md §12). */
export interface Profile {
  user: ProfileUser;
  stats: ProfileStats;
  downloadHistory: DownloadHistoryItem[];
}

/**
 * What a shared (cached) page fills in after hydration for a signed-in user: the header's greeting
 * and quota, the edit menus of their own flows, the contribution button's settings.
 */
export interface Me {
  user: { id: string; name: string; role: User["role"]; hasContributed: boolean; downloadCount: number; hasUnpublishedFlows: boolean };
  quota: Quota;
  contribution: { minAmount: number; message: string };
}

export interface UpdatedProfile {
  user: {
    name: string;
    /** The login address. A requested new one only replaces it once confirmed. */
    email: string;
    emailVerified: boolean;
    /** The new address waiting for its owner to follow the link sent to it. */
    pendingEmail: string | null;
  };
  /** A change of address was requested by this call (it takes effect once confirmed). */
  emailChanged: boolean;
  /** The confirmation link is on its way to the new address (queued with the change). */
  verificationSent: boolean;
}

/** One row of the admin users table. Never carries the password hash or token version. */
export interface AdminUserDTO {
  id: string;
  name: string;
  email: string;
  role: UserRoleValue;
  status: UserStatusValue;
  downloadCount: number;
  createdAt: string;
  /** The API calls the sign-up date joinDate; same value as createdAt. */
  joinDate: string;
  emailVerified: boolean;
  /** The verified-author mark (lib/authors/verification.ts). */
  verified: boolean;
}

export interface AdminUserList {
  users: AdminUserDTO[];
  pagination: Pagination;
  summary: { totalUsers: number; activeUsers: number; totalDownloads: number; avgDownloadsPerUser: number };
}

type AdminUserRow = Pick<User, "id" | "name" | "email" | "role" | "status" | "downloadCount" | "createdAt" | "emailVerifiedAt" | "verifiedAt">;

export function toAdminUserDTO(row: AdminUserRow): AdminUserDTO {
  const createdAt = row.createdAt.toISOString();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    downloadCount: row.downloadCount,
    createdAt,
    joinDate: createdAt,
    emailVerified: row.emailVerifiedAt !== null,
    verified: row.verifiedAt !== null,
  };
}

/** The headline figures of the panel's 'Usuários' tab. */
export interface UserSummary {
  total: number;
  active: number;
  inactive: number;
  banned: number;
  admins: number;
  /** Sign-ups in the last 30 days. */
  recent: number;
}
