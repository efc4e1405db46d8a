import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

interface Placed extends ObjectLiteral {
  id: number | string;
  position: number;
  archived: boolean;
}

/**
 * Puts the item at a 1-based place among the items not archived (last when `position` is absent
 * or past the end) and numbers them all 1, 2, 3… again, so that positions stay dense and unique.
 */
export async function placeItem<T extends Placed>(
  manager: EntityManager,
  target: EntityTarget<T>,
  id: T['id'],
  position: number | undefined,
): Promise<void> {
  const rows = await manager
    .getRepository(target)
    .createQueryBuilder('item')
    .select(['item.id', 'item.position'])
    .where('item.archived = false')
    .orderBy('item.position', 'ASC')
    .addOrderBy('item.id', 'ASC')
    .setLock('pessimistic_write')
    .getMany();
  const others = rows.filter((row) => row.id !== id);
  const moved = rows.find((row) => row.id === id);
  const at =
    position === undefined ? others.length : Math.min(Math.max(position - 1, 0), others.length);
  // An item just archived has no place: the others close the gap.
  const order = moved ? [...others.slice(0, at), moved, ...others.slice(at)] : others;
  for (const [index, row] of order.entries()) {
    if (row.position !== index + 1) {
      await manager.getRepository(target).update(row.id, { position: index + 1 } as never);
    }
  }
}
