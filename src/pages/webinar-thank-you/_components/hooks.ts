import { useEffect, useState } from 'react';
import { WEBINAR_STORAGE_KEYS } from '@site/config/webinar';
import { readStored } from '@site/src/components/FormKit';
import { parseStoredRegistration, type StoredRegistration } from '@site/src/lib/webinarApi';

export interface Visitor {
  /** False on the server and in the first render: storage has not been read yet. */
  loaded: boolean;
  registration: StoredRegistration | null;
  email: string | null;
}

/** What this browser knows about the visitor's registration (written by the registration form). */
export function useVisitor(): Visitor {
  const [visitor, setVisitor] = useState<Visitor>({ loaded: false, registration: null, email: null });
  useEffect(() => {
    setVisitor({
      loaded: true,
      registration: parseStoredRegistration(readStored(WEBINAR_STORAGE_KEYS.registration)),
      email: readStored(WEBINAR_STORAGE_KEYS.confirmedEmail),
    });
  }, []);
  return visitor;
}
