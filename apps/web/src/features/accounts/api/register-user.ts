import { useMutation } from '@tanstack/react-query';
import type { LoginResponse, UserRegistration } from '@kusp/contracts';
import { api } from '@/lib/api-client';

export const registerUser = (request: UserRegistration) =>
  api<LoginResponse>('/v1/user/registration', { method: 'POST', body: request });

export const useRegisterUser = () => useMutation({ mutationFn: registerUser });
