-- Records added twice before this index existed: the newest stays, older copies are removed (soft delete; orders keep their copy).
UPDATE "rental_drivers" AS d SET "deleted_at" = now()
WHERE d."deleted_at" IS NULL
  AND EXISTS (
    SELECT 1 FROM "rental_drivers" AS n
    WHERE n."user_id" = d."user_id"
      AND n."deleted_at" IS NULL
      AND upper(replace(n."licence_number", ' ', '')) = upper(replace(d."licence_number", ' ', ''))
      AND (n."created_at", n."id") > (d."created_at", d."id")
  );--> statement-breakpoint
CREATE UNIQUE INDEX "rental_drivers_user_licence_key" ON "rental_drivers" USING btree ("user_id",upper(replace("licence_number", ' ', ''))) WHERE "rental_drivers"."deleted_at" is null;
