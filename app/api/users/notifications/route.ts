// The former name of /api/users/email-preferences, kept for clients that still call it.
export { GET, PUT } from "../email-preferences/route";
