import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddSignInUnlockTokens1796350000000 implements MigrationInterface {
  name = 'AddSignInUnlockTokens1796350000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE TABLE "sign_in_unlock_tokens" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "token_hash" character(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "sign_in_unlock_tokens_token_hash_key" UNIQUE ("token_hash"), CONSTRAINT "sign_in_unlock_tokens_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `CREATE INDEX "sign_in_unlock_tokens_user" ON "sign_in_unlock_tokens"  ("user_id") WHERE used_at IS NULL`,
    );
    await db.query(
      `ALTER TABLE "sign_in_unlock_tokens" ADD CONSTRAINT "sign_in_unlock_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE "sign_in_unlock_tokens" DROP CONSTRAINT "sign_in_unlock_tokens_user_id_fkey"`,
    );
    await db.query(`DROP INDEX "sign_in_unlock_tokens_user"`);
    await db.query(`DROP TABLE "sign_in_unlock_tokens"`);
  }
}
