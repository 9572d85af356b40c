import type { PathDetail } from '@tiermap/domain';
import { NotFoundError } from '../../http/errors.js';
import { pathDetail } from './path-details.js';
import type { PathRepository } from './repository.js';

export interface PathService {
  /** Every path that starts or ends at the site; NotFoundError for an unknown site. */
  pathsOfSite(siteId: string): Promise<PathDetail[]>;
  /** One path with its hops; NotFoundError for an unknown path. */
  path(pathId: string): Promise<PathDetail>;
  /** The paths with these ids that exist, in the order the repository reads them. */
  paths(pathIds: readonly string[]): Promise<PathDetail[]>;
  /** Every path with its hops. */
  all(): Promise<PathDetail[]>;
}

export function createPathService(paths: PathRepository): PathService {
  async function details(pathIds: readonly string[]): Promise<PathDetail[]> {
    if (pathIds.length === 0) {
      return [];
    }
    const [headers, crossings] = await Promise.all([
      paths.headers(pathIds),
      paths.crossings(pathIds),
    ]);
    return headers.map((header) => pathDetail(header, crossings.get(header.id) ?? []));
  }
  return {
    async pathsOfSite(siteId) {
      if (!(await paths.siteExists(siteId))) {
        throw new NotFoundError('Site', siteId);
      }
      return details(await paths.pathIdsOfSite(siteId));
    },
    async path(pathId) {
      const [detail] = await details([pathId]);
      if (detail === undefined) {
        throw new NotFoundError('Path', pathId);
      }
      return detail;
    },
    paths: details,
    async all() {
      return details(await paths.pathIds());
    },
  };
}
