import type { User } from "@/db/schema";

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
