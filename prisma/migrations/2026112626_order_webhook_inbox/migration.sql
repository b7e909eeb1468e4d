-- CreateTable
CREATE TABLE "OrderWebhookInbox" (
    "webhookId" TEXT NOT NULL PRIMARY KEY,
    "shopDomain" TEXT NOT NULL,
    "topic" TEXT NOT NULL,
    "bodyCiphertext" TEXT NOT NULL,
    "receivedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "OrderWebhookInbox_shopDomain_idx" ON "OrderWebhookInbox"("shopDomain");

-- CreateIndex
CREATE INDEX "OrderWebhookInbox_receivedAt_idx" ON "OrderWebhookInbox"("receivedAt");
