import { z } from 'zod';
import { messages } from './messages.ts';
import { serverRoles } from './enums.ts';

export const serverRoleSchema = z.enum([serverRoles.customer, serverRoles.astrologer]);

export const loginRequestSchema = z.object({
  username: z.string({ error: messages.signUp.username }).trim().min(1, messages.signUp.username),
  password: z.string({ error: messages.password.required }).min(1, messages.password.required),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  loginId: z.string(),
  roles: z.array(serverRoleSchema),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({
  id: z.string(),
  loginId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roles: z.array(serverRoleSchema),
});
export type Me = z.infer<typeof meResponseSchema>;
