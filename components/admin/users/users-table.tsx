import { UsersIcon } from "lucide-react";
import { StatusBadge } from "@/components/profile/status-badge";
import type { AdminUserDTO } from "@/lib/users/dto";
import { formatDate, formatNumber } from "@/lib/format";
import { VerifiedBadge } from "@/components/authors/verified-badge";
import { DataTable, Td, Th, THead, Tr } from "@/components/ui/data-table";
import { RoleBadge } from "./role-badge";
import { UserRowActions } from "./user-row-actions";

interface Props {
  users: AdminUserDTO[];
  viewerId: string;
  filtered: boolean;
  labelledBy: string;
}

/** The users table: on narrow screens it scrolls inside its own focusable region (DataTable), never the page. */
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
    <DataTable labelledBy={labelledBy} className="min-w-[760px]">
      <THead>
        <Th>Nome</Th>
        <Th>Email</Th>
        <Th>Perfil</Th>
        <Th>Status</Th>
        <Th className="text-right">Downloads</Th>
        <Th>Membro desde</Th>
        <Th className="text-right">Ações</Th>
      </THead>
      <tbody>
        {users.map((user) => {
          const isSelf = user.id === viewerId;
          return (
            <Tr key={user.id}>
              <th scope="row" className="max-w-[220px] px-3 py-2.5 text-left font-medium">
                <span className="flex min-w-0 items-center gap-1">
                  <span className="truncate" title={user.name}>
                    {user.name}
                  </span>
                  {user.verified && <VerifiedBadge />}
                </span>
                {isSelf && <span className="text-muted-foreground text-xs font-normal">(você)</span>}
              </th>
              <Td className="max-w-[260px]">
                <span className="block truncate" title={user.email}>
                  {user.email}
                </span>
                {!user.emailVerified && <span className="text-muted-foreground text-xs">Email não confirmado</span>}
              </Td>
              <Td>
                <RoleBadge role={user.role} />
              </Td>
              <Td>
                <StatusBadge status={user.status} />
              </Td>
              <Td className="text-right tabular-nums">{formatNumber(user.downloadCount)}</Td>
              <Td className="whitespace-nowrap tabular-nums">{formatDate(user.createdAt)}</Td>
              <Td>
                <UserRowActions user={user} isSelf={isSelf} />
              </Td>
            </Tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
