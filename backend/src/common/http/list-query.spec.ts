import { toDatabaseId } from './id.pipe.js';
import { MAX_PAGE_SIZE, parseListQuery, readIdFilter } from './list-query.js';

const SORTABLE = ['id', 'created_at'] as const;

describe(parseListQuery.name, () => {
  it("reads react-admin's getList parameters", () => {
    expect(
      parseListQuery(
        { sort: '["id","ASC"]', range: '[25,49]', filter: '{"q":"anna"}' },
        SORTABLE,
        'created_at',
      ),
    ).toEqual({ sortField: 'id', sortOrder: 'ASC', offset: 25, limit: 25, filter: { q: 'anna' } });
  });

  it('pages the first 100 rows newest first when nothing is asked', () => {
    expect(parseListQuery({}, SORTABLE, 'created_at')).toMatchObject({
      sortField: 'created_at',
      sortOrder: 'DESC',
      offset: 0,
      limit: 100,
    });
  });

  it("holds every id of getMany's filter in its default page, however many", () => {
    const ids = Array.from({ length: 250 }, (_, index) => index + 1);
    const parsed = parseListQuery({ filter: JSON.stringify({ id: ids }) }, SORTABLE, 'id');
    expect(parsed).toMatchObject({ offset: 0, limit: 250 });
    expect(parseListQuery({ filter: '{"id":[]}' }, SORTABLE, 'id').limit).toBe(1);
    const tooMany = Array.from({ length: MAX_PAGE_SIZE + 5 }, (_, index) => index + 1);
    expect(parseListQuery({ filter: JSON.stringify({ id: tooMany }) }, SORTABLE, 'id').limit).toBe(
      MAX_PAGE_SIZE,
    );
  });

  it('keeps an explicit range beside filter.id', () => {
    expect(parseListQuery({ filter: '{"id":[1,2,3]}', range: '[0,0]' }, SORTABLE, 'id').limit).toBe(
      1,
    );
  });
});

describe(readIdFilter.name, () => {
  it('reads a list of ids, or one id alone', () => {
    expect(readIdFilter([3, '4'], toDatabaseId, 'a user id')).toEqual([3, 4]);
    expect(readIdFilter(5, toDatabaseId, 'a user id')).toEqual([5]);
    expect(readIdFilter([], toDatabaseId, 'a user id')).toEqual([]);
  });

  it('refuses a value that is no id, and more ids than a page holds', () => {
    expect(() => readIdFilter([1, 'x'], toDatabaseId, 'a user id')).toThrow(
      `id must be a user id or a list of at most ${MAX_PAGE_SIZE} of them`,
    );
    const tooMany = Array.from({ length: MAX_PAGE_SIZE + 1 }, (_, index) => index + 1);
    expect(() => readIdFilter(tooMany, toDatabaseId, 'a user id')).toThrow(/at most/);
  });
});
