import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ExternalCustomerRequest,
  HoroscopeProfile,
  SelfProfileRequest,
} from '@kusp/contracts';
import { api } from '@/lib/api-client';

/** Adds (no id) or edits an astrologer's external customer. */
export const saveCustomer = ({ id, body }: { id?: string; body: ExternalCustomerRequest }) =>
  api<HoroscopeProfile>(id ? `/v3/horoscope/${encodeURIComponent(id)}/edit` : '/v3/horoscope/add', {
    method: id ? 'PUT' : 'POST',
    body,
  });

/** Creates (no id) or edits the customer's own profile. */
export const saveOwnProfile = ({ id, body }: { id?: string; body: SelfProfileRequest }) =>
  api<HoroscopeProfile>(id ? `/v1/horoscope/${encodeURIComponent(id)}/edit` : '/v1/horoscope/add', {
    method: id ? 'PUT' : 'POST',
    body,
  });

function useProfileMutation<B>(
  save: (input: { id?: string; body: B }) => Promise<HoroscopeProfile>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    // Lists, the profile and its chart all change with the birth data.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['horoscopes'] }),
  });
}

export const useSaveCustomer = () => useProfileMutation(saveCustomer);
export const useSaveOwnProfile = () => useProfileMutation(saveOwnProfile);
