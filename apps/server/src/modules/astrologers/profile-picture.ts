import { astrologerTexts } from '@kusp/contracts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import { setProfileImage, type ProfileRow } from './repository.ts';
import { sniffFileType, uploadFolder, type ReceivedFile } from './uploads.ts';

const pictureTypes = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * Stores a new profile picture (JPEG, PNG or WebP by its content) under a random name and deletes
 * the previous one. Answers the stored name.
 */
export async function saveProfilePicture(
  db: Db,
  dataDir: string,
  profile: Pick<ProfileRow, 'user_id' | 'profile_image'>,
  files: readonly ReceivedFile[],
): Promise<string> {
  const picture = files.find((file) => file.field === 'profilePicture');
  const type = picture && sniffFileType(picture.data);
  if (!picture || !type || !pictureTypes.includes(type.contentType))
    throw new HttpError('INVALID_REQUEST', astrologerTexts.pictureType, {
      profilePicture: astrologerTexts.pictureType,
    });
  const folder = uploadFolder(dataDir, 'profile-pictures');
  const [storedName] = await folder.store([{ data: picture.data, type }]);
  try {
    await setProfileImage(db, profile.user_id, storedName!);
  } catch (error) {
    await folder.remove([storedName!]);
    throw error;
  }
  if (profile.profile_image) await folder.remove([profile.profile_image]);
  return storedName!;
}
