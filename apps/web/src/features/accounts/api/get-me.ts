import type { Me } from '@kusp/contracts';
import { api } from '@/lib/api-client';

export const getMe = () => api<Me>('/v1/user/me');
