import { UsersIcon } from "lucide-react";
import { StatusBadge } from "@/components/profile/status-badge";
import type { AdminUserDTO } from "@/lib/users/dto";
import { formatDate, formatNumber } from "@/lib/format";
import { cn } from "@/lib/utils";
import { RoleBadge } from "./role-badge";
import { UserRowActions } from "./user-row-actions";

interface Props {
  users: AdminUserDTO[];
  viewerId: string;
  filtered: boolean;
  labelledBy: string;
}

const TH = "text-muted-foreground px-3 py-2 text-left text-xs font-medium uppercase tracking-wide whitespace-nowrap";

/**
 * The users table. On narrow screens it scrolls inside its own (focusable) container, so the page
 * itself never scrolls sideways.
 */
export function UsersTable({ users, viewerId, filtered, labelledBy }: Props) {
  if (users.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 rounded-xl border border-dashed py-12 text-center">
        <UsersIcon className="text-muted-foreground size-8" aria-hidden />
        <p className="text-muted-foreground text-sm">{filtered ? "Nenhum usuário encontrado com os filtros aplicados" : "Nenhum usuário encontrado"}</p>
      </div>
    );
  }
  return (
    // tabIndex: a scrollable region must be reachable by keyboard to scroll it.
    <div role="region" aria-labelledby={labelledBy} tabIndex={0} className="focus-visible:ring-ring/50 relative overflow-x-auto rounded-md border outline-none focus-visible:ring-[3px]">
      <table className="w-full min-w-[760px] text-sm" aria-labelledby={labelledBy}>
        <thead className="bg-muted/50 border-b">
          <tr>
            <th scope="col" className={TH}>
              Nome
            </th>
            <th scope="col" className={TH}>
              Email
            </th>
            <th scope="col" className={TH}>
              Perfil
            </th>
            <th scope="col" className={TH}>
              Status
            </th>
            <th scope="col" className={cn(TH, "text-right")}>
              Downloads
            </th>
            <th scope="col" className={TH}>
              Membro desde
            </th>
            <th scope="col" className={cn(TH, "text-right")}>
              Ações
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {users.map((user) => {
            const isSelf = user.id === viewerId;
            return (
              <tr key={user.id} className="hover:bg-muted/30">
                <th scope="row" className="max-w-[220px] px-3 py-2 text-left font-medium">
                  <span className="block truncate" title={user.name}>
                    {user.name}
                  </span>
                  {isSelf && <span className="text-muted-foreground text-xs font-normal">(você)</span>}
                </th>
                <td className="max-w-[260px] px-3 py-2">
                  <span className="block truncate" title={user.email}>
                    {user.email}
                  </span>
                  {!user.emailVerified && <span className="text-muted-foreground text-xs">Email não confirmado</span>}
                </td>
                <td className="px-3 py-2">
                  <RoleBadge role={user.role} />
                </td>
                <td className="px-3 py-2">
                  <StatusBadge status={user.status} />
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{formatNumber(user.downloadCount)}</td>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatDate(user.createdAt)}</td>
                <td className="px-3 py-2">
                  <UserRowActions user={user} isSelf={isSelf} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
