import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { User } from '@academy/contracts';
import {
  cappedCount,
  LIST_COUNT_CAP,
  pageTotal,
  readKeysetPage,
  type KeysetListQuery,
  type ListTotal,
  type PagePlace,
} from '../../../common/http/list-page.js';
import { timeOrIdKeyset } from '../../../common/http/keyset-order.js';
import { parseListQuery, type ListPage } from '../../../common/http/list-query.js';
import { UNDELETED_USERS_PER_DAY, undeletedUserCount } from '../../stats/index.js';
import { toUser } from '../user.mapper.js';
import { UserEntity } from '../user.entity.js';
import { USER_SORT_FIELDS, type UserSortField } from './dto/list-users.query.js';
import { searchUsersQuery, userSearch } from './user-search.js';

const SORT_COLUMNS: Record<UserSortField, string> = {
  id: 'account.id',
  created_at: 'account.createdAt',
  email: 'lower(account.email)',
  username: 'account.username',
  lastname: 'account.lastname',
  balance: 'account.balance',
  course: 'account.course',
  last_activity: 'account.lastActivity',
};

/**
 * The ids of every user `query` matches, read in one pass of its conditions; null when more than
 * LIST_COUNT_CAP match, as a capped count would stop there too.
 */
async function matchingUserIds(query: SelectQueryBuilder<UserEntity>): Promise<number[] | null> {
  const rows = await query
    .clone()
    .select('account.id', 'id')
    .orderBy()
    .limit(LIST_COUNT_CAP + 1)
    .getRawMany<{ id: number }>();
  return rows.length > LIST_COUNT_CAP ? null : rows.map((row) => row.id);
}

/** The pages of undeleted users staff read, for the legacy API and the react-admin resource. */
@Injectable()
export class UserListService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * One page of undeleted users for react-admin's sort, range and filter parameters. Sorted by
   * registration or id, a page is read by keyset (see readKeysetPage), and a cursor may continue
   * it; unfiltered, the total is the maintained user count, read in the page's snapshot; filtered,
   * a count capped at LIST_COUNT_CAP.
   */
  async list(listQuery: KeysetListQuery): Promise<ListPage<User>> {
    const { sortField, sortOrder, offset, limit, filter } = parseListQuery(
      listQuery,
      USER_SORT_FIELDS,
      'created_at',
    );
    const search = userSearch(filter);
    const keyset = timeOrIdKeyset('account', sortField, sortOrder, listQuery.cursor);
    const unfiltered = Object.keys(search).length === 0;
    const searched = Boolean(search.q?.trim());
    const readPage = async (manager: EntityManager): Promise<ListPage<User>> => {
      let query = searchUsersQuery(manager, search);
      const place: PagePlace = { offset, limit, cursor: listQuery.cursor };
      if (unfiltered) {
        place.exactTotal = await undeletedUserCount(manager);
        if (sortField === 'created_at') place.rowsPerDay = UNDELETED_USERS_PER_DAY;
      }
      // Counted already when a search matched more than the cap.
      let counted: ListTotal | null = null;
      if (searched) {
        // A substring search costs one trigram scan whatever it returns: it is run once, for the
        // ids of its matches, and when it matches no more than a count would read, the page is
        // picked among those ids and the total is their number.
        const matched = await matchingUserIds(query);
        if (matched !== null) {
          query = manager
            .getRepository(UserEntity)
            .createQueryBuilder('account')
            .where('account.id = ANY(CAST(:matched AS int[]))', {
              matched: `{${matched.join(',')}}`,
            });
          place.exactTotal = matched.length;
        } else {
          counted = { total: LIST_COUNT_CAP + 1, exact: false };
        }
      }
      let rows: UserEntity[];
      let nextCursor: string | null = null;
      if (keyset) {
        ({ entities: rows, nextCursor } = await readKeysetPage(query, keyset, place));
      } else {
        const nulls = sortOrder === 'DESC' ? 'NULLS LAST' : 'NULLS FIRST';
        rows = await query
          .clone()
          .orderBy(SORT_COLUMNS[sortField], sortOrder, nulls)
          .addOrderBy('account.id', sortOrder)
          .offset(offset)
          .limit(limit)
          .getMany();
      }
      const { total, exact } = await pageTotal(place, rows.length, () =>
        counted ? Promise.resolve(counted) : cappedCount(query),
      );
      return { rows: rows.map(toUser), total, totalExact: exact, offset, nextCursor };
    };
    // The maintained count (or a search's matches) and the page must see the same users: one
    // snapshot for both.
    return unfiltered || searched
      ? this.dataSource.transaction('REPEATABLE READ', readPage)
      : readPage(this.dataSource.manager);
  }
}
