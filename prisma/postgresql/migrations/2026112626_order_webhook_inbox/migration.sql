-- CreateTable
CREATE TABLE "OrderWebhookInbox" (
    "webhookId" TEXT NOT NULL,
    "shopDomain" TEXT NOT NULL,
    "topic" TEXT NOT NULL,
    "bodyCiphertext" TEXT NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderWebhookInbox_pkey" PRIMARY KEY ("webhookId")
);

-- CreateIndex
CREATE INDEX "OrderWebhookInbox_shopDomain_idx" ON "OrderWebhookInbox"("shopDomain");

-- CreateIndex
CREATE INDEX "OrderWebhookInbox_receivedAt_idx" ON "OrderWebhookInbox"("receivedAt");
