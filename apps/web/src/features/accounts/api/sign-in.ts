import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@kusp/contracts';
import { api } from '@/lib/api-client';

export const signInRequest = (request: LoginRequest) =>
  api<LoginResponse>('/v1/authentication', { method: 'POST', body: request });

export const useSignIn = () => useMutation({ mutationFn: signInRequest });
