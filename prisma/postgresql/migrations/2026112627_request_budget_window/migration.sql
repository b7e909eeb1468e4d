-- One row per key with its window's send times replaces one row per request (docs/decisions/054).
-- Unlogged: the budget is worth nothing after a crash, and no commit of a slot waits for the disk.
-- DropTable
DROP TABLE "RequestBudgetSlot";

-- CreateTable
CREATE UNLOGGED TABLE "RequestBudgetWindow" (
    "key" TEXT NOT NULL,
    "sentAtMs" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "RequestBudgetWindow_pkey" PRIMARY KEY ("key")
);
