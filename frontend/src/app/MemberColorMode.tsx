import { useEffect } from 'react';
import { useGetPreferencesQuery } from '../api/account';
import { useAppDispatch } from './store';
import { colorModeChanged } from './uiSlice';

/** The colour mode of the signed-in member `userId`: their Dark Mode setting, once it has loaded. */
export default function MemberColorMode({ userId }: { userId: string }) {
  const dispatch = useAppDispatch();
  const { data: preferences } = useGetPreferencesQuery(userId);
  const mode = preferences ? (preferences.darkMode ? 'dark' : 'light') : undefined;

  useEffect(() => {
    if (mode) dispatch(colorModeChanged(mode));
  }, [mode, dispatch]);
  return null;
}
