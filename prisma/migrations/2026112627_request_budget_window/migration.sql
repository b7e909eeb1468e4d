-- One row per key with its window's send times replaces one row per request (docs/decisions/054).
-- DropTable
DROP TABLE "RequestBudgetSlot";

-- CreateTable
CREATE TABLE "RequestBudgetWindow" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "sentAtMs" TEXT NOT NULL DEFAULT ''
);
