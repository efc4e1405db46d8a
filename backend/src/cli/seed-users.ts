import type { DataSource } from 'typeorm';

export const SEED_MAX_USERS = 5_000_000;
export const SEED_PASSWORD = 'Seed!pass1';
const BATCH_SIZE = 10_000;

// Names of the academy's students: mostly Russian in Latin letters, some from elsewhere, a few
// in Cyrillic. A last name comes as "man/woman", the forms that go with either first name.
const words = (text: string) => text.trim().split(/\s+/);
const LATIN = {
  women: words(`Anna Maria Elena Olga Natalia Irina Svetlana Tatiana Ekaterina Yulia Daria Polina
    Alina Ksenia Sofia Viktoria Anastasia Valeria Emma Laura Fatima Aigerim Zarina Mei Sara`),
  men: words(`Ivan Dmitry Alexey Sergey Andrey Mikhail Nikolai Pavel Artem Maxim Kirill Egor Roman
    Vladimir Denis Timur Ruslan Igor Oleg Lucas David Omar Arman Daniyar Wei`),
  surnames: words(`Ivanov/Ivanova Petrov/Petrova Smirnov/Smirnova Kuznetsov/Kuznetsova Popov/Popova
    Vasiliev/Vasilieva Sokolov/Sokolova Mikhailov/Mikhailova Novikov/Novikova Fedorov/Fedorova
    Morozov/Morozova Volkov/Volkova Alekseev/Alekseeva Lebedev/Lebedeva Semenov/Semenova
    Egorov/Egorova Pavlov/Pavlova Kozlov/Kozlova Stepanov/Stepanova Nikolaev/Nikolaeva
    Orlov/Orlova Andreev/Andreeva Makarov/Makarova Zaitsev/Zaitseva Kim/Kim Tsoi/Tsoi
    Nurlanov/Nurlanova Aliev/Alieva Müller/Müller Smith/Smith García/García O'Connor/O'Connor`),
};
const CYRILLIC = {
  women: words('Анна Мария Ольга Елена Дарья Ирина'),
  men: words('Иван Дмитрий Сергей Алексей Михаил Павел'),
  surnames: words(`Иванов/Иванова Кузнецов/Кузнецова Смирнов/Смирнова Попов/Попова
    Соколов/Соколова Волков/Волкова Орлов/Орлова Лебедев/Лебедева`),
};

/** Every first name with every fitting last name, as two lists read at the same index. */
function fullNames(): { first: string[]; last: string[] } {
  const first: string[] = [];
  const last: string[] = [];
  for (const { women, men, surnames } of [LATIN, CYRILLIC]) {
    for (const [man, woman] of surnames.map((pair) => pair.split('/') as [string, string])) {
      first.push(...women, ...men);
      last.push(...women.map(() => woman), ...men.map(() => man));
    }
  }
  return { first, last };
}

/** The --users argument: a whole number from 1 to SEED_MAX_USERS, or null. */
export function seedCount(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d+$/.test(raw.trim())) return null;
  const count = Number(raw);
  return count >= 1 && count <= SEED_MAX_USERS ? count : null;
}

/** One batch: students $1 to $2 with a ledger row for each non-zero balance. */
const SEED_BATCH = `WITH seeded AS (
   INSERT INTO users (email, username, lastname, contact, password_hash, balance, course,
                      created_at, last_activity)
   SELECT 'seed.' || n || '@example.com',
          ($3::text[])[name], ($4::text[])[name],
          '+7 9' || lpad(floor(random() * 100)::int::text, 2, '0')
            || ' ' || lpad(floor(random() * 1000)::int::text, 3, '0')
            || ' ' || lpad(floor(random() * 100)::int::text, 2, '0')
            || ' ' || lpad(floor(random() * 100)::int::text, 2, '0'),
          $5,
          CASE WHEN money < 0.35 THEN 0
               WHEN money < 0.9 THEN round((random() * 2000)::numeric, 2)
               ELSE round((random() * 50000)::numeric, 2) END,
          CASE WHEN course < 0.45 THEN 'NONE' WHEN course < 0.7 THEN 'SILVER'
               WHEN course < 0.88 THEN 'GOLD' ELSE 'PLATINUM' END,
          created_at,
          CASE WHEN seen < 0.25 THEN NULL
               WHEN seen < 0.3 THEN greatest(created_at, now() - random() * interval '4 minutes')
               WHEN seen < 0.35 THEN greatest(created_at, now() - random() * interval '1 day')
               ELSE created_at + random() * (now() - created_at) END
     FROM (SELECT n, 1 + floor(random() * cardinality($3::text[]))::int AS name,
                  random() AS money, random() AS course, random() AS seen,
                  -- Spread over the last two years in id order ($6: the last n, $7: how many).
                  now() - interval '730 days' * (($6::int - n + random()) / $7::int) AS created_at
             FROM generate_series($1::int, $2::int) AS n) AS drawn
   RETURNING id, balance, created_at)
   -- Every balance has its ledger row, as if staff had set it when the account was made.
   INSERT INTO balance_ledger (user_id, delta, balance_after, reason, created_at)
   SELECT id, balance, balance, 'admin_set', created_at FROM seeded WHERE balance <> 0`;

/** The tables a seed fills, vacuumed and analysed once it is done. */
const SEEDED_TABLES = ['users', 'balance_ledger'];

/**
 * The trigram indexes' pending list for the seed's session: large enough that many batches' new
 * entries wait there and are merged in a few large passes (the last by the VACUUM at the end),
 * instead of the default 4 MB list being merged into the indexes after every few hundred rows.
 */
const GIN_PENDING_LIST_LIMIT = '256MB';

/**
 * Inserts `count` students made up by the database itself, a batch per statement: names from
 * the lists above, e-mails seed.<n>@example.com numbered on from earlier seeds, phones
 * +7 9xx xxx xx xx, balances, courses, registrations over the last two years and, for most,
 * a last activity since, and a ledger row for each balance. All share one password hash, so any
 * of them can sign in.
 *
 * The database is left as a production one would be: students register in id order, as real
 * ones do (which also appends to the time indexes rather than writing all over them), and the
 * seeded tables are vacuumed and analysed at the end, so that the visibility map lets the lists'
 * index-only scans skip the table and the planner knows the new sizes.
 */
export async function seedUsers(
  dataSource: DataSource,
  count: number,
  passwordHash: string,
  onBatch: (inserted: number) => void = () => undefined,
): Promise<{ first: number; last: number }> {
  const [{ last: previous }] = await dataSource.query<[{ last: number }]>(
    `SELECT coalesce(max(substring(email FROM '^seed\\.([0-9]+)@example\\.com$')::int), 0) AS last
       FROM users WHERE email LIKE 'seed.%@example.com'`,
  );
  const names = fullNames();
  const first = Number(previous) + 1;
  const last = first + count - 1;
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query(`SET gin_pending_list_limit = '${GIN_PENDING_LIST_LIMIT}'`);
    for (let from = first; from <= last; from += BATCH_SIZE) {
      const to = Math.min(from + BATCH_SIZE - 1, last);
      await runner.query(SEED_BATCH, [
        from,
        to,
        names.first,
        names.last,
        passwordHash,
        last,
        count,
      ]);
      onBatch(to - first + 1);
    }
    await runner.query('RESET gin_pending_list_limit');
  } finally {
    await runner.release();
  }
  for (const table of SEEDED_TABLES) await dataSource.query(`VACUUM (ANALYZE) ${table}`);
  return { first, last };
}
