-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL,
    "shop" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "isOnline" BOOLEAN NOT NULL DEFAULT false,
    "scope" TEXT,
    "expires" TIMESTAMP(3),
    "accessToken" TEXT NOT NULL,
    "userId" BIGINT,
    "firstName" TEXT,
    "lastName" TEXT,
    "email" TEXT,
    "accountOwner" BOOLEAN NOT NULL DEFAULT false,
    "locale" TEXT,
    "collaborator" BOOLEAN DEFAULT false,
    "emailVerified" BOOLEAN DEFAULT false,
    "refreshToken" TEXT,
    "refreshTokenExpires" TIMESTAMP(3),

    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Shop" (
    "id" TEXT NOT NULL,
    "domain" TEXT NOT NULL,
    "installedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "uninstalledAt" TIMESTAMP(3),
    "syncState" TEXT NOT NULL DEFAULT 'ACTIVE',
    "syncPausedReason" TEXT,
    "locale" TEXT NOT NULL DEFAULT 'en',
    "currency" TEXT,
    "webhookToken" TEXT NOT NULL,
    "carrierToken" TEXT NOT NULL,
    "carrierServiceId" TEXT,
    "carrierServiceState" TEXT NOT NULL DEFAULT 'NONE',
    "carrierServiceMessage" TEXT,
    "settingsJson" TEXT NOT NULL DEFAULT '{}',
    "reconciledAt" TIMESTAMP(3),
    "lastDeliveryAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Shop_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ServiceConnection" (
    "shopId" TEXT NOT NULL,
    "apiKeyCiphertext" TEXT NOT NULL,
    "apiKeyHint" TEXT NOT NULL,
    "checkoutApiKeyCiphertext" TEXT,
    "checkoutApiKeyHint" TEXT,
    "webhookSecretsCiphertext" TEXT,
    "scopesJson" TEXT NOT NULL DEFAULT '[]',
    "originCountryCode" TEXT,
    "validatedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ServiceConnection_pkey" PRIMARY KEY ("shopId")
);

-- CreateTable
CREATE TABLE "OrderSync" (
    "id" TEXT NOT NULL,
    "shopId" TEXT NOT NULL,
    "shopifyOrderGid" TEXT NOT NULL,
    "orderName" TEXT NOT NULL,
    "shopifyCustomerGid" TEXT,
    "customerEmail" TEXT,
    "customerPhone" TEXT,
    "externalOrderRef" TEXT NOT NULL,
    "shopifyOrderJson" TEXT,
    "shopifyUpdatedAt" TIMESTAMP(3),
    "manualSend" BOOLEAN NOT NULL DEFAULT false,
    "requestJson" TEXT,
    "revision" TEXT,
    "syncState" TEXT NOT NULL DEFAULT 'PENDING',
    "paymentPlan" TEXT,
    "paymentState" TEXT,
    "serviceOrderId" TEXT,
    "shipmentId" TEXT,
    "shipmentState" TEXT,
    "shipmentStateAt" TIMESTAMP(3),
    "etaAt" TIMESTAMP(3),
    "paymentLinkUrl" TEXT,
    "codAmountMinor" INTEGER,
    "currency" TEXT,
    "attentionReason" TEXT,
    "flaggedReason" TEXT,
    "lastErrorCode" TEXT,
    "lastErrorMessage" TEXT,
    "lastErrorAt" TIMESTAMP(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "fulfillmentsJson" TEXT NOT NULL DEFAULT '[]',
    "sentAt" TIMESTAMP(3),
    "lastEventAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OrderSync_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShipmentEvent" (
    "id" TEXT NOT NULL,
    "orderSyncId" TEXT NOT NULL,
    "eventType" TEXT NOT NULL,
    "occurredAt" TIMESTAMP(3) NOT NULL,
    "previousState" TEXT,
    "newState" TEXT,
    "checkpointName" TEXT,
    "checkpointCountry" TEXT,
    "source" TEXT NOT NULL,
    "appliedToShopifyAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ShipmentEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShopifyWebhookReceipt" (
    "webhookId" TEXT NOT NULL,
    "shopDomain" TEXT NOT NULL,
    "topic" TEXT NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ShopifyWebhookReceipt_pkey" PRIMARY KEY ("webhookId")
);

-- CreateTable
CREATE TABLE "DeliveryWebhookReceipt" (
    "id" TEXT NOT NULL,
    "shopId" TEXT NOT NULL,
    "event" TEXT NOT NULL,
    "occurredAt" TIMESTAMP(3) NOT NULL,
    "payloadJson" TEXT NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processedAt" TIMESTAMP(3),
    "lastError" TEXT,

    CONSTRAINT "DeliveryWebhookReceipt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Job" (
    "id" TEXT NOT NULL,
    "queue" TEXT NOT NULL,
    "shopId" TEXT,
    "payloadJson" TEXT NOT NULL,
    "dedupeKey" TEXT,
    "state" TEXT NOT NULL DEFAULT 'QUEUED',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "maxAttempts" INTEGER NOT NULL DEFAULT 8,
    "runAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lockedAt" TIMESTAMP(3),
    "lockedBy" TEXT,
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Job_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ComplianceRequest" (
    "id" TEXT NOT NULL,
    "shopDomain" TEXT NOT NULL,
    "topic" TEXT NOT NULL,
    "customerGid" TEXT,
    "ordersJson" TEXT NOT NULL DEFAULT '[]',
    "exportCiphertext" TEXT,
    "recordsAffected" INTEGER NOT NULL DEFAULT 0,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "ComplianceRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CheckoutStat" (
    "shopId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "callbacks" INTEGER NOT NULL DEFAULT 0,
    "cacheHits" INTEGER NOT NULL DEFAULT 0,
    "staleServed" INTEGER NOT NULL DEFAULT 0,
    "fallbacksUsed" INTEGER NOT NULL DEFAULT 0,
    "errors" INTEGER NOT NULL DEFAULT 0,
    "serviceCalls" INTEGER NOT NULL DEFAULT 0,
    "serviceLatencyMs" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "CheckoutStat_pkey" PRIMARY KEY ("shopId","day")
);

-- CreateTable
CREATE TABLE "RequestBudgetSlot" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RequestBudgetSlot_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Session_shop_idx" ON "Session"("shop");

-- CreateIndex
CREATE UNIQUE INDEX "Shop_domain_key" ON "Shop"("domain");

-- CreateIndex
CREATE UNIQUE INDEX "Shop_webhookToken_key" ON "Shop"("webhookToken");

-- CreateIndex
CREATE UNIQUE INDEX "Shop_carrierToken_key" ON "Shop"("carrierToken");

-- CreateIndex
CREATE INDEX "OrderSync_shopId_syncState_idx" ON "OrderSync"("shopId", "syncState");

-- CreateIndex
CREATE INDEX "OrderSync_shopifyCustomerGid_idx" ON "OrderSync"("shopifyCustomerGid");

-- CreateIndex
CREATE UNIQUE INDEX "OrderSync_shopId_shopifyOrderGid_key" ON "OrderSync"("shopId", "shopifyOrderGid");

-- CreateIndex
CREATE UNIQUE INDEX "OrderSync_shopId_externalOrderRef_key" ON "OrderSync"("shopId", "externalOrderRef");

-- CreateIndex
CREATE UNIQUE INDEX "ShipmentEvent_orderSyncId_eventType_occurredAt_key" ON "ShipmentEvent"("orderSyncId", "eventType", "occurredAt");

-- CreateIndex
CREATE INDEX "ShopifyWebhookReceipt_shopDomain_idx" ON "ShopifyWebhookReceipt"("shopDomain");

-- CreateIndex
CREATE INDEX "DeliveryWebhookReceipt_shopId_receivedAt_idx" ON "DeliveryWebhookReceipt"("shopId", "receivedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Job_dedupeKey_key" ON "Job"("dedupeKey");

-- CreateIndex
CREATE INDEX "Job_state_runAt_idx" ON "Job"("state", "runAt");

-- CreateIndex
CREATE INDEX "Job_shopId_idx" ON "Job"("shopId");

-- CreateIndex
CREATE INDEX "ComplianceRequest_shopDomain_idx" ON "ComplianceRequest"("shopDomain");

-- CreateIndex
CREATE INDEX "RequestBudgetSlot_key_sentAt_idx" ON "RequestBudgetSlot"("key", "sentAt");

-- AddForeignKey
ALTER TABLE "ServiceConnection" ADD CONSTRAINT "ServiceConnection_shopId_fkey" FOREIGN KEY ("shopId") REFERENCES "Shop"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderSync" ADD CONSTRAINT "OrderSync_shopId_fkey" FOREIGN KEY ("shopId") REFERENCES "Shop"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShipmentEvent" ADD CONSTRAINT "ShipmentEvent_orderSyncId_fkey" FOREIGN KEY ("orderSyncId") REFERENCES "OrderSync"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeliveryWebhookReceipt" ADD CONSTRAINT "DeliveryWebhookReceipt_shopId_fkey" FOREIGN KEY ("shopId") REFERENCES "Shop"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CheckoutStat" ADD CONSTRAINT "CheckoutStat_shopId_fkey" FOREIGN KEY ("shopId") REFERENCES "Shop"("id") ON DELETE CASCADE ON UPDATE CASCADE;

