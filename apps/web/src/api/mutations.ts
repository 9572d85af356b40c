import type { NewMaintenance, NewToken, Session, UploadResult } from '@tiermap/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signInWithToken, signOut } from './access-client.js';
import { restoreUpload, uploadCarrierFile, type UploadFile } from './carriers-client.js';
import { invalidateRoots } from './invalidate.js';
import { createMaintenance, deleteMaintenance } from './maintenance-client.js';
import type { QueryRoot } from './query-roots.js';
import { session } from './session.js';
import { createToken, revokeToken } from './tokens-client.js';

/**
 * The roots each change touches: every mutation invalidates its roots once it succeeded, so the
 * screens showing them ask again (the live stream's change events tell the other browsers). The
 * invalidation is not awaited: the mutation answers as soon as the server did.
 */
export const MUTATION_ROOTS = {
  /** A window announced or withdrawn: the list, and the topology (windows ride on it). */
  maintenance: ['maintenance', 'topology'],
  /** A carrier's version applied: its history and the topology it changed. */
  uploadApplied: ['uploads', 'topology'],
  /** A token created or revoked: the tokens list. */
  tokens: ['tokens'],
  /** Signed in or out: who the browser is. */
  session: ['session'],
} as const satisfies Record<string, readonly QueryRoot[]>;

/** `POST /api/maintenance`. */
export function useCreateMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (window: NewMaintenance) => createMaintenance(window),
    onSuccess: () => void invalidateRoots(queryClient, MUTATION_ROOTS.maintenance),
  });
}

/** `DELETE /api/maintenance/{id}`. */
export function useDeleteMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteMaintenance(id),
    onSuccess: () => void invalidateRoots(queryClient, MUTATION_ROOTS.maintenance),
  });
}

/** `POST /api/tokens`: the secret is in the answer, for the page to show once; never logged. */
export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: NewToken) => createToken(token),
    onSuccess: () => void invalidateRoots(queryClient, MUTATION_ROOTS.tokens),
  });
}

/** `DELETE /api/tokens/{id}`. */
export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokeToken(id),
    onSuccess: () => void invalidateRoots(queryClient, MUTATION_ROOTS.tokens),
  });
}

/** What to send a carrier: a file, or an earlier version to restore; checked only (dry run) or applied. */
export interface UploadRequest {
  carrierId: string;
  source: { kind: 'file'; file: UploadFile } | { kind: 'restore'; uploadId: string };
  dryRun: boolean;
  signal?: AbortSignal;
}

/**
 * `POST /api/carriers/{id}/uploads` or `.../restore`: a dry run changes nothing; a version
 * written (`upload` set) invalidates the history and the topology.
 */
export function useCarrierUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ carrierId, source, dryRun, signal }: UploadRequest): Promise<UploadResult> =>
      source.kind === 'file'
        ? uploadCarrierFile(carrierId, source.file, dryRun, signal)
        : restoreUpload(carrierId, source.uploadId, dryRun, signal),
    onSuccess: (result) => {
      if (result.upload !== null) void invalidateRoots(queryClient, MUTATION_ROOTS.uploadApplied);
    },
  });
}

/**
 * `POST /api/session` with a pasted token; an accepted one signs the session store in (a new
 * generation) before the session query is asked again.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string): Promise<Session> => {
      const answer = await signInWithToken(token);
      if (answer.authenticated) session.signedIn(answer);
      return answer;
    },
    onSuccess: () => void invalidateRoots(queryClient, MUTATION_ROOTS.session),
  });
}

/** `DELETE /api/session`; signed out here even when the server cannot be reached. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => signOut(),
    onSettled: () => void invalidateRoots(queryClient, MUTATION_ROOTS.session),
  });
}
