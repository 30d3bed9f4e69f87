import { describe, expect, it } from "vitest";
import { createUserSchema, hasUserFilters, listUsersParams, listUsersSchema, updateUserSchema } from "@/lib/users/schemas";

const parseQuery = (query: string) => listUsersSchema.safeParse(listUsersParams(new URLSearchParams(query)));

describe("listUsersSchema", () => {
  it("defaults to page 1 of 10 with no filters; empty values and 'all' mean no filter", () => {
    expect(parseQuery("").data).toEqual({ page: 1, limit: 10 });
    expect(parseQuery("search=%20%20&status=&role=all&page=").data).toEqual({ page: 1, limit: 10 });
    expect(parseQuery("status=ALL").data).toEqual({ page: 1, limit: 10 });
  });

  it("reads the filters from a query string or from a page's searchParams alike", () => {
    const expected = { search: "joão", status: "BANNED", role: "ADMIN", page: 2, limit: 25 };
    expect(parseQuery("search=+jo%C3%A3o+&status=BANNED&role=ADMIN&page=2&limit=25").data).toEqual(expected);
    expect(listUsersSchema.parse(listUsersParams({ search: " joão ", status: ["BANNED"], role: "ADMIN", page: "2", limit: "25", x: undefined }))).toEqual(
      expected,
    );
  });

  it("refuses malformed values instead of falling back to defaults", () => {
    for (const query of ["page=0", "page=-1", "page=2.5", "page=x", "limit=101", "limit=0", "status=active", "role=USUARIO", "role=USER&role=ADMIN"]) {
      expect(parseQuery(query).success, query).toBe(false);
    }
  });
});

describe("createUserSchema / updateUserSchema", () => {
  it("normalises name and e-mail and defaults the role to USER", () => {
    expect(createUserSchema.parse({ name: " Ana ", email: " ANA@Exemplo.com ", password: "segredo-forte" })).toEqual({
      name: "Ana",
      email: "ana@exemplo.com",
      password: "segredo-forte",
      role: "USER",
    });
  });

  it("keeps the password rules of sign-up (6 to 128 characters, never trimmed)", () => {
    expect(createUserSchema.safeParse({ name: "Ana", email: "ana@exemplo.com", password: "12345" }).success).toBe(false);
    expect(createUserSchema.safeParse({ name: "Ana", email: "ana@exemplo.com", password: "x".repeat(129) }).success).toBe(false);
    expect(createUserSchema.parse({ name: "Ana", email: "ana@exemplo.com", password: " abc12 " }).password).toBe(" abc12 ");
  });

  it("accepts any subset of the four fields but not an empty change", () => {
    expect(updateUserSchema.parse({ status: "INACTIVE" })).toEqual({ status: "INACTIVE" });
    expect(updateUserSchema.safeParse({}).success).toBe(false);
    expect(updateUserSchema.safeParse({ status: "DELETED" }).success).toBe(false);
  });
});

it("hasUserFilters tells a filtered list from the full one", () => {
  expect(hasUserFilters({})).toBe(false);
  expect(hasUserFilters({ role: "USER" })).toBe(true);
  expect(hasUserFilters({ search: "ana" })).toBe(true);
});
