import * as sharedAuth from 'shared-auth';

/**
 * Has the shell's session store read the profile again after a save, so the side navigation shows
 * the new business name at once. Never fails the save: the store logs a failed lookup itself.
 */
export async function refreshSignedInProfile(): Promise<void> {
  // shared-auth comes from the shell at run time (a federated singleton): an older shell's copy may
  // not have refreshProfile yet, and then the new name shows after the next page load instead.
  const refresh = (sharedAuth as Partial<typeof sharedAuth>).refreshProfile;
  if (typeof refresh !== 'function') return;
  try {
    await refresh();
  } catch (error) {
    console.error('Profile refresh failed:', error);
  }
}
