-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "shop" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "isOnline" BOOLEAN NOT NULL DEFAULT false,
    "scope" TEXT,
    "expires" DATETIME,
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
    "refreshTokenExpires" DATETIME
);

-- CreateTable
CREATE TABLE "Shop" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "domain" TEXT NOT NULL,
    "installedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "uninstalledAt" DATETIME,
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
    "reconciledAt" DATETIME,
    "lastDeliveryAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "ServiceConnection" (
    "shopId" TEXT NOT NULL PRIMARY KEY,
    "apiKeyCiphertext" TEXT NOT NULL,
    "apiKeyHint" TEXT NOT NULL,
    "checkoutApiKeyCiphertext" TEXT,
    "checkoutApiKeyHint" TEXT,
    "webhookSecretsCiphertext" TEXT,
    "scopesJson" TEXT NOT NULL DEFAULT '[]',
    "originCountryCode" TEXT,
    "validatedAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ServiceConnection_shopId_fkey" FOREIGN KEY ("shopId") REFERENCES "Shop" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OrderSync" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "shopId" TEXT NOT NULL,
    "shopifyOrderGid" TEXT NOT NULL,
    "orderName" TEXT NOT NULL,
    "shopifyCustomerGid" TEXT,
    "customerEmail" TEXT,
    "customerPhone" TEXT,
    "externalOrderRef" TEXT NOT NULL,
    "shopifyOrderJson" TEXT,
    "shopifyUpdatedAt" DATETIME,
    "manualSend" BOOLEAN NOT NULL DEFAULT false,
    "requestJson" TEXT,
    "revision" TEXT,
    "syncState" TEXT NOT NULL DEFAULT 'PENDING',
    "paymentPlan" TEXT,
    "paymentState" TEXT,
    "serviceOrderId" TEXT,
    "shipmentId" TEXT,
    "shipmentState" TEXT,
    "shipmentStateAt" DATETIME,
    "etaAt" DATETIME,
    "paymentLinkUrl" TEXT,
    "codAmountMinor" INTEGER,
    "currency" TEXT,
    "attentionReason" TEXT,
    "flaggedReason" TEXT,
    "lastErrorCode" TEXT,
    "lastErrorMessage" TEXT,
    "lastErrorAt" DATETIME,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "fulfillmentsJson" TEXT NOT NULL DEFAULT '[]',
    "sentAt" DATETIME,
    "lastEventAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "OrderSync_shopId_fkey" FOREIGN KEY ("shopId") REFERENCES "Shop" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ShipmentEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "orderSyncId" TEXT NOT NULL,
    "eventType" TEXT NOT NULL,
    "occurredAt" DATETIME NOT NULL,
    "previousState" TEXT,
    "newState" TEXT,
    "checkpointName" TEXT,
    "checkpointCountry" TEXT,
    "source" TEXT NOT NULL,
    "appliedToShopifyAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ShipmentEvent_orderSyncId_fkey" FOREIGN KEY ("orderSyncId") REFERENCES "OrderSync" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ShopifyWebhookReceipt" (
    "webhookId" TEXT NOT NULL PRIMARY KEY,
    "shopDomain" TEXT NOT NULL,
    "topic" TEXT NOT NULL,
    "receivedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "DeliveryWebhookReceipt" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "shopId" TEXT NOT NULL,
    "event" TEXT NOT NULL,
    "occurredAt" DATETIME NOT NULL,
    "payloadJson" TEXT NOT NULL,
    "receivedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processedAt" DATETIME,
    "lastError" TEXT,
    CONSTRAINT "DeliveryWebhookReceipt_shopId_fkey" FOREIGN KEY ("shopId") REFERENCES "Shop" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Job" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "queue" TEXT NOT NULL,
    "shopId" TEXT,
    "payloadJson" TEXT NOT NULL,
    "dedupeKey" TEXT,
    "state" TEXT NOT NULL DEFAULT 'QUEUED',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "maxAttempts" INTEGER NOT NULL DEFAULT 8,
    "runAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lockedAt" DATETIME,
    "lockedBy" TEXT,
    "lastError" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "ComplianceRequest" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "shopDomain" TEXT NOT NULL,
    "topic" TEXT NOT NULL,
    "customerGid" TEXT,
    "ordersJson" TEXT NOT NULL DEFAULT '[]',
    "exportCiphertext" TEXT,
    "recordsAffected" INTEGER NOT NULL DEFAULT 0,
    "receivedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" DATETIME
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

    PRIMARY KEY ("shopId", "day"),
    CONSTRAINT "CheckoutStat_shopId_fkey" FOREIGN KEY ("shopId") REFERENCES "Shop" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "RequestBudgetSlot" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "key" TEXT NOT NULL,
    "sentAt" DATETIME NOT NULL
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

