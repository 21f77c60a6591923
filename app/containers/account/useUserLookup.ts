import { useEffect, useState } from 'react';
import type { LookupUserResponse } from '../../../contract';
import type { ScreenStatus } from '../../../screens/shared/messages';
import { api } from '../../api';
import { reportFailure } from '../shared/apiErrors';

export type UserLookup = {
  status: ScreenStatus;
  /** The user's own record (POST /lookup_user), once it has answered. */
  record: LookupUserResponse | null;
  retry: () => void;
  /** Puts a newer record in place (the answer of a save). */
  replace: (record: LookupUserResponse) => void;
};

/** The signed-in user's own record, as the account pages show and edit it. */
export function useUserLookup(): UserLookup {
  const [record, setRecord] = useState<LookupUserResponse | null>(null);
  const [status, setStatus] = useState<ScreenStatus>('loading');
  // Each retry is a new attempt; the answer for a left page is dropped.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    api.user.lookup().then(
      (answer) => {
        if (cancelled) return;
        setRecord(answer);
        setStatus('ready');
      },
      (error: unknown) => {
        reportFailure('Loading your account', error);
        if (!cancelled) setStatus('error');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  return {
    status,
    record,
    retry: () => {
      setStatus('loading');
      setAttempt((count) => count + 1);
    },
    replace: setRecord,
  };
}
