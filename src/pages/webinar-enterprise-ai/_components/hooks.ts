import { useEffect, useState } from 'react';
import { WEBINAR_STORAGE_KEYS } from '@site/config/webinar';
import { readStored, writeStored } from '@site/src/components/FormKit';
import {
  assignVariants,
  defaultVariants,
  eventContext,
  parseAssignments,
  type AbTests,
  type Assignment,
} from '@site/src/lib/abTest';
import { setEventContext } from '@site/src/lib/tracking';

/**
 * The visitor's A/B test variants (src/lib/abTest.ts). The server and the
 * first render show the defaults; after hydration an enabled test's sticky
 * variant takes over, is stored, and is added to the context of every later
 * tracking event. With every test disabled nothing changes and nothing is stored.
 */
export function useAbVariants(tests: AbTests): Assignment {
  const [assignment, setAssignment] = useState<Assignment>(() => ({
    variants: defaultVariants(tests),
    assignments: {},
  }));
  useEffect(() => {
    const stored = parseAssignments(readStored(WEBINAR_STORAGE_KEYS.abVariants));
    const result = assignVariants(tests, stored);
    if (Object.keys(result.assignments).length === 0) return;
    // Keep assignments of tests that are off today, so a test switched back on keeps its groups.
    writeStored(WEBINAR_STORAGE_KEYS.abVariants, JSON.stringify({ ...stored, ...result.assignments }));
    setEventContext(eventContext(result.assignments));
    setAssignment(result);
  }, [tests]);
  return assignment;
}
