export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  ARN: { input: string; output: string; }
  BigInt: { input: string; output: string; }
  Color: { input: string; output: string; }
  Date: { input: string; output: string; }
  DateTime: { input: string; output: string; }
  Decimal: { input: string; output: string; }
  FormattedString: { input: string; output: string; }
  HTML: { input: string; output: string; }
  JSON: { input: unknown; output: unknown; }
  Money: { input: string; output: string; }
  StorefrontID: { input: string; output: string; }
  URL: { input: string; output: string; }
  UnsignedInt64: { input: string; output: string; }
  UtcOffset: { input: string; output: string; }
};

export const AbandonedCheckoutSortKeys = {
  CheckoutId: 'CHECKOUT_ID',
  CreatedAt: 'CREATED_AT',
  CustomerName: 'CUSTOMER_NAME',
  Id: 'ID',
  Relevance: 'RELEVANCE',
  TotalPrice: 'TOTAL_PRICE'
} as const;

export type AbandonedCheckoutSortKeys = typeof AbandonedCheckoutSortKeys[keyof typeof AbandonedCheckoutSortKeys];
export const AbandonmentAbandonmentType = {
  Browse: 'BROWSE',
  Cart: 'CART',
  Checkout: 'CHECKOUT'
} as const;

export type AbandonmentAbandonmentType = typeof AbandonmentAbandonmentType[keyof typeof AbandonmentAbandonmentType];
export const AbandonmentDeliveryState = {
  NotSent: 'NOT_SENT',
  Scheduled: 'SCHEDULED',
  Sent: 'SENT'
} as const;

export type AbandonmentDeliveryState = typeof AbandonmentDeliveryState[keyof typeof AbandonmentDeliveryState];
export const AbandonmentEmailState = {
  NotSent: 'NOT_SENT',
  Scheduled: 'SCHEDULED',
  Sent: 'SENT'
} as const;

export type AbandonmentEmailState = typeof AbandonmentEmailState[keyof typeof AbandonmentEmailState];
export const AbandonmentEmailStateUpdateUserErrorCode = {
  AbandonmentNotFound: 'ABANDONMENT_NOT_FOUND'
} as const;

export type AbandonmentEmailStateUpdateUserErrorCode = typeof AbandonmentEmailStateUpdateUserErrorCode[keyof typeof AbandonmentEmailStateUpdateUserErrorCode];
export const AbandonmentUpdateActivitiesDeliveryStatusesUserErrorCode = {
  AbandonmentNotFound: 'ABANDONMENT_NOT_FOUND',
  DeliveryStatusInfoNotFound: 'DELIVERY_STATUS_INFO_NOT_FOUND',
  MarketingActivityNotFound: 'MARKETING_ACTIVITY_NOT_FOUND'
} as const;

export type AbandonmentUpdateActivitiesDeliveryStatusesUserErrorCode = typeof AbandonmentUpdateActivitiesDeliveryStatusesUserErrorCode[keyof typeof AbandonmentUpdateActivitiesDeliveryStatusesUserErrorCode];
export const AccountType = {
  Collaborator: 'COLLABORATOR',
  CollaboratorTeamMember: 'COLLABORATOR_TEAM_MEMBER',
  Invited: 'INVITED',
  InvitedStoreOwner: 'INVITED_STORE_OWNER',
  Regular: 'REGULAR',
  Requested: 'REQUESTED',
  Restricted: 'RESTRICTED',
  Saml: 'SAML'
} as const;

export type AccountType = typeof AccountType[keyof typeof AccountType];
export const AdjustmentsSortKeys = {
  Id: 'ID',
  Time: 'TIME'
} as const;

export type AdjustmentsSortKeys = typeof AdjustmentsSortKeys[keyof typeof AdjustmentsSortKeys];
export type AnalyticsAnnotationCreateInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  endedAt?: InputMaybe<Scalars['DateTime']['input']>;
  startedAt: Scalars['DateTime']['input'];
  title: Scalars['String']['input'];
  type: Scalars['String']['input'];
};

export const AnalyticsAnnotationCreateUserErrorCode = {
  Invalid: 'INVALID',
  LimitReached: 'LIMIT_REACHED',
  ShopifyEmployeeImpersonating: 'SHOPIFY_EMPLOYEE_IMPERSONATING'
} as const;

export type AnalyticsAnnotationCreateUserErrorCode = typeof AnalyticsAnnotationCreateUserErrorCode[keyof typeof AnalyticsAnnotationCreateUserErrorCode];
export const AnalyticsAnnotationDeleteUserErrorCode = {
  Invalid: 'INVALID',
  NotFound: 'NOT_FOUND',
  ShopifyEmployeeImpersonating: 'SHOPIFY_EMPLOYEE_IMPERSONATING'
} as const;

export type AnalyticsAnnotationDeleteUserErrorCode = typeof AnalyticsAnnotationDeleteUserErrorCode[keyof typeof AnalyticsAnnotationDeleteUserErrorCode];
export const AnalyticsAnnotationSortKeys = {
  CreatedAt: 'CREATED_AT',
  EndedAt: 'ENDED_AT',
  Id: 'ID',
  StartedAt: 'STARTED_AT',
  UpdatedAt: 'UPDATED_AT'
} as const;

export type AnalyticsAnnotationSortKeys = typeof AnalyticsAnnotationSortKeys[keyof typeof AnalyticsAnnotationSortKeys];
export const AnalyticsAnnotationSource = {
  App: 'APP',
  Shopify: 'SHOPIFY'
} as const;

export type AnalyticsAnnotationSource = typeof AnalyticsAnnotationSource[keyof typeof AnalyticsAnnotationSource];
export type AnalyticsAnnotationUpdateInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  endedAt?: InputMaybe<Scalars['DateTime']['input']>;
  startedAt?: InputMaybe<Scalars['DateTime']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export const AnalyticsAnnotationUpdateUserErrorCode = {
  Invalid: 'INVALID',
  NotFound: 'NOT_FOUND',
  ShopifyEmployeeImpersonating: 'SHOPIFY_EMPLOYEE_IMPERSONATING'
} as const;

export type AnalyticsAnnotationUpdateUserErrorCode = typeof AnalyticsAnnotationUpdateUserErrorCode[keyof typeof AnalyticsAnnotationUpdateUserErrorCode];
export type AnalyticsTargetCreateInput = {
  endDate: Scalars['Date']['input'];
  expectedValue: Scalars['Decimal']['input'];
  filters?: InputMaybe<Scalars['String']['input']>;
  metric: Scalars['String']['input'];
  name: Scalars['String']['input'];
  startDate: Scalars['Date']['input'];
};

export const AnalyticsTargetCreateUserErrorCode = {
  Invalid: 'INVALID',
  InvalidMetric: 'INVALID_METRIC',
  ShopifyEmployeeImpersonating: 'SHOPIFY_EMPLOYEE_IMPERSONATING',
  Taken: 'TAKEN'
} as const;

export type AnalyticsTargetCreateUserErrorCode = typeof AnalyticsTargetCreateUserErrorCode[keyof typeof AnalyticsTargetCreateUserErrorCode];
export const AnalyticsTargetSortKeys = {
  CreatedAt: 'CREATED_AT',
  EndDate: 'END_DATE',
  ExpectedValue: 'EXPECTED_VALUE',
  Id: 'ID',
  Metric: 'METRIC',
  Name: 'NAME',
  StartDate: 'START_DATE'
} as const;

export type AnalyticsTargetSortKeys = typeof AnalyticsTargetSortKeys[keyof typeof AnalyticsTargetSortKeys];
export type AnalyticsTargetUpdateInput = {
  endDate?: InputMaybe<Scalars['Date']['input']>;
  expectedValue?: InputMaybe<Scalars['Decimal']['input']>;
  filters?: InputMaybe<Scalars['String']['input']>;
  metric?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['Date']['input']>;
};

export const AnalyticsTargetUpdateUserErrorCode = {
  Invalid: 'INVALID',
  InvalidMetric: 'INVALID_METRIC',
  NotFound: 'NOT_FOUND',
  ShopifyEmployeeImpersonating: 'SHOPIFY_EMPLOYEE_IMPERSONATING',
  Taken: 'TAKEN'
} as const;

export type AnalyticsTargetUpdateUserErrorCode = typeof AnalyticsTargetUpdateUserErrorCode[keyof typeof AnalyticsTargetUpdateUserErrorCode];
export const AnalyticsTargetsDeleteUserErrorCode = {
  Invalid: 'INVALID',
  NotFound: 'NOT_FOUND',
  ShopifyEmployeeImpersonating: 'SHOPIFY_EMPLOYEE_IMPERSONATING'
} as const;

export type AnalyticsTargetsDeleteUserErrorCode = typeof AnalyticsTargetsDeleteUserErrorCode[keyof typeof AnalyticsTargetsDeleteUserErrorCode];
export const AppDeveloperType = {
  Merchant: 'MERCHANT',
  Partner: 'PARTNER',
  Shopify: 'SHOPIFY',
  Unknown: 'UNKNOWN'
} as const;

export type AppDeveloperType = typeof AppDeveloperType[keyof typeof AppDeveloperType];
export const AppInstallationCategory = {
  Channel: 'CHANNEL',
  PosEmbedded: 'POS_EMBEDDED'
} as const;

export type AppInstallationCategory = typeof AppInstallationCategory[keyof typeof AppInstallationCategory];
export const AppInstallationPrivacy = {
  Private: 'PRIVATE',
  Public: 'PUBLIC'
} as const;

export type AppInstallationPrivacy = typeof AppInstallationPrivacy[keyof typeof AppInstallationPrivacy];
export const AppInstallationSortKeys = {
  AppTitle: 'APP_TITLE',
  Id: 'ID',
  InstalledAt: 'INSTALLED_AT'
} as const;

export type AppInstallationSortKeys = typeof AppInstallationSortKeys[keyof typeof AppInstallationSortKeys];
export type AppPlanInput = {
  appRecurringPricingDetails?: InputMaybe<AppRecurringPricingInput>;
  appUsagePricingDetails?: InputMaybe<AppUsagePricingInput>;
};

export const AppPricingInterval = {
  Annual: 'ANNUAL',
  Every_30Days: 'EVERY_30_DAYS'
} as const;

export type AppPricingInterval = typeof AppPricingInterval[keyof typeof AppPricingInterval];
export const AppPublicCategory = {
  Custom: 'CUSTOM',
  Other: 'OTHER',
  Private: 'PRIVATE',
  Public: 'PUBLIC'
} as const;

export type AppPublicCategory = typeof AppPublicCategory[keyof typeof AppPublicCategory];
export const AppPurchaseStatus = {
  Accepted: 'ACCEPTED',
  Active: 'ACTIVE',
  Declined: 'DECLINED',
  Expired: 'EXPIRED',
  Pending: 'PENDING'
} as const;

export type AppPurchaseStatus = typeof AppPurchaseStatus[keyof typeof AppPurchaseStatus];
export type AppRecurringPricingInput = {
  discount?: InputMaybe<AppSubscriptionDiscountInput>;
  interval?: InputMaybe<AppPricingInterval>;
  price: MoneyInput;
};

export const AppRevenueAttributionRecordSortKeys = {
  CreatedAt: 'CREATED_AT',
  Id: 'ID'
} as const;

export type AppRevenueAttributionRecordSortKeys = typeof AppRevenueAttributionRecordSortKeys[keyof typeof AppRevenueAttributionRecordSortKeys];
export const AppRevenueAttributionType = {
  ApplicationPurchase: 'APPLICATION_PURCHASE',
  ApplicationSubscription: 'APPLICATION_SUBSCRIPTION',
  ApplicationUsage: 'APPLICATION_USAGE',
  Other: 'OTHER'
} as const;

export type AppRevenueAttributionType = typeof AppRevenueAttributionType[keyof typeof AppRevenueAttributionType];
export const AppRevokeAccessScopesAppRevokeScopeErrorCode = {
  ApplicationCannotBeFound: 'APPLICATION_CANNOT_BE_FOUND',
  AppNotInstalled: 'APP_NOT_INSTALLED',
  CannotRevokeImpliedScopes: 'CANNOT_REVOKE_IMPLIED_SCOPES',
  CannotRevokeRequiredScopes: 'CANNOT_REVOKE_REQUIRED_SCOPES',
  CannotRevokeUndeclaredScopes: 'CANNOT_REVOKE_UNDECLARED_SCOPES',
  MissingSourceApp: 'MISSING_SOURCE_APP',
  UnknownScopes: 'UNKNOWN_SCOPES'
} as const;

export type AppRevokeAccessScopesAppRevokeScopeErrorCode = typeof AppRevokeAccessScopesAppRevokeScopeErrorCode[keyof typeof AppRevokeAccessScopesAppRevokeScopeErrorCode];
export type AppSubscriptionDiscountInput = {
  durationLimitInIntervals?: InputMaybe<Scalars['Int']['input']>;
  value?: InputMaybe<AppSubscriptionDiscountValueInput>;
};

export type AppSubscriptionDiscountValueInput = {
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  percentage?: InputMaybe<Scalars['Float']['input']>;
};

export type AppSubscriptionLineItemInput = {
  plan: AppPlanInput;
};

export const AppSubscriptionReplacementBehavior = {
  ApplyImmediately: 'APPLY_IMMEDIATELY',
  ApplyOnNextBillingCycle: 'APPLY_ON_NEXT_BILLING_CYCLE',
  Standard: 'STANDARD'
} as const;

export type AppSubscriptionReplacementBehavior = typeof AppSubscriptionReplacementBehavior[keyof typeof AppSubscriptionReplacementBehavior];
export const AppSubscriptionSortKeys = {
  CreatedAt: 'CREATED_AT',
  Id: 'ID'
} as const;

export type AppSubscriptionSortKeys = typeof AppSubscriptionSortKeys[keyof typeof AppSubscriptionSortKeys];
export const AppSubscriptionStatus = {
  Accepted: 'ACCEPTED',
  Active: 'ACTIVE',
  Cancelled: 'CANCELLED',
  Declined: 'DECLINED',
  Expired: 'EXPIRED',
  Frozen: 'FROZEN',
  Pending: 'PENDING'
} as const;

export type AppSubscriptionStatus = typeof AppSubscriptionStatus[keyof typeof AppSubscriptionStatus];
export const AppSubscriptionTrialExtendUserErrorCode = {
  SubscriptionNotActive: 'SUBSCRIPTION_NOT_ACTIVE',
  SubscriptionNotFound: 'SUBSCRIPTION_NOT_FOUND',
  TrialNotActive: 'TRIAL_NOT_ACTIVE'
} as const;

export type AppSubscriptionTrialExtendUserErrorCode = typeof AppSubscriptionTrialExtendUserErrorCode[keyof typeof AppSubscriptionTrialExtendUserErrorCode];
export const AppTransactionSortKeys = {
  CreatedAt: 'CREATED_AT',
  Id: 'ID'
} as const;

export type AppTransactionSortKeys = typeof AppTransactionSortKeys[keyof typeof AppTransactionSortKeys];
export const AppUninstallAppUninstallErrorCode = {
  AppNotFound: 'APP_NOT_FOUND',
  AppNotInstalled: 'APP_NOT_INSTALLED',
  AppUninstallError: 'APP_UNINSTALL_ERROR',
  UserPermissionsInsufficient: 'USER_PERMISSIONS_INSUFFICIENT'
} as const;

export type AppUninstallAppUninstallErrorCode = typeof AppUninstallAppUninstallErrorCode[keyof typeof AppUninstallAppUninstallErrorCode];
export type AppUsagePricingInput = {
  cappedAmount: MoneyInput;
  terms: Scalars['String']['input'];
};

export const AppUsageRecordSortKeys = {
  CreatedAt: 'CREATED_AT',
  Id: 'ID'
} as const;

export type AppUsageRecordSortKeys = typeof AppUsageRecordSortKeys[keyof typeof AppUsageRecordSortKeys];
export type ArticleBlogInput = {
  title: Scalars['String']['input'];
};

export type ArticleCreateInput = {
  author: AuthorInput;
  blogId?: InputMaybe<Scalars['ID']['input']>;
  body?: InputMaybe<Scalars['HTML']['input']>;
  handle?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<ArticleImageInput>;
  isPublished?: InputMaybe<Scalars['Boolean']['input']>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  publishDate?: InputMaybe<Scalars['DateTime']['input']>;
  summary?: InputMaybe<Scalars['HTML']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  templateSuffix?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

export const ArticleCreateUserErrorCode = {
  AmbiguousAuthor: 'AMBIGUOUS_AUTHOR',
  AmbiguousBlog: 'AMBIGUOUS_BLOG',
  AuthorFieldRequired: 'AUTHOR_FIELD_REQUIRED',
  AuthorMustExist: 'AUTHOR_MUST_EXIST',
  Blank: 'BLANK',
  BlogReferenceRequired: 'BLOG_REFERENCE_REQUIRED',
  Invalid: 'INVALID',
  InvalidPublishDate: 'INVALID_PUBLISH_DATE',
  InvalidType: 'INVALID_TYPE',
  InvalidValue: 'INVALID_VALUE',
  NotFound: 'NOT_FOUND',
  Taken: 'TAKEN',
  TooLong: 'TOO_LONG',
  UploadFailed: 'UPLOAD_FAILED'
} as const;

export type ArticleCreateUserErrorCode = typeof ArticleCreateUserErrorCode[keyof typeof ArticleCreateUserErrorCode];
export const ArticleDeleteUserErrorCode = {
  NotFound: 'NOT_FOUND'
} as const;

export type ArticleDeleteUserErrorCode = typeof ArticleDeleteUserErrorCode[keyof typeof ArticleDeleteUserErrorCode];
export type ArticleImageInput = {
  altText?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export const ArticleSortKeys = {
  Author: 'AUTHOR',
  BlogTitle: 'BLOG_TITLE',
  Id: 'ID',
  PublishedAt: 'PUBLISHED_AT',
  Title: 'TITLE',
  UpdatedAt: 'UPDATED_AT'
} as const;

export type ArticleSortKeys = typeof ArticleSortKeys[keyof typeof ArticleSortKeys];
export const ArticleTagSort = {
  Alphabetical: 'ALPHABETICAL',
  Popular: 'POPULAR'
} as const;

export type ArticleTagSort = typeof ArticleTagSort[keyof typeof ArticleTagSort];
export type ArticleUpdateInput = {
  author?: InputMaybe<AuthorInput>;
  blogId?: InputMaybe<Scalars['ID']['input']>;
  body?: InputMaybe<Scalars['HTML']['input']>;
  handle?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<ArticleImageInput>;
  isPublished?: InputMaybe<Scalars['Boolean']['input']>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  publishDate?: InputMaybe<Scalars['DateTime']['input']>;
  redirectNewHandle?: InputMaybe<Scalars['Boolean']['input']>;
  summary?: InputMaybe<Scalars['HTML']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  templateSuffix?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export const ArticleUpdateUserErrorCode = {
  AmbiguousAuthor: 'AMBIGUOUS_AUTHOR',
  AmbiguousBlog: 'AMBIGUOUS_BLOG',
  AuthorMustExist: 'AUTHOR_MUST_EXIST',
  Blank: 'BLANK',
  Invalid: 'INVALID',
  InvalidPublishDate: 'INVALID_PUBLISH_DATE',
  InvalidType: 'INVALID_TYPE',
  InvalidValue: 'INVALID_VALUE',
  NotFound: 'NOT_FOUND',
  Taken: 'TAKEN',
  TooLong: 'TOO_LONG',
  UploadFailed: 'UPLOAD_FAILED'
} as const;

export type ArticleUpdateUserErrorCode = typeof ArticleUpdateUserErrorCode[keyof typeof ArticleUpdateUserErrorCode];
export type AttributeInput = {
  key: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export const Audience = {
  Customerview: 'CUSTOMERVIEW',
  Merchantview: 'MERCHANTVIEW'
} as const;

export type Audience = typeof Audience[keyof typeof Audience];
export type AuthorInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export const AutomaticDiscountSortKeys = {
  CreatedAt: 'CREATED_AT',
  Id: 'ID'
} as const;

export type AutomaticDiscountSortKeys = typeof AutomaticDiscountSortKeys[keyof typeof AutomaticDiscountSortKeys];
export type BackupRegionUpdateInput = {
  countryCode: CountryCode;
};

export const BadgeType = {
  Attention: 'ATTENTION',
  Critical: 'CRITICAL',
  Default: 'DEFAULT',
  Info: 'INFO',
  Success: 'SUCCESS',
  Warning: 'WARNING'
} as const;

export type BadgeType = typeof BadgeType[keyof typeof BadgeType];
export const BalanceTransactionSortKeys = {
  Amount: 'AMOUNT',
  Fee: 'FEE',
  Id: 'ID',
  Net: 'NET',
  OrderName: 'ORDER_NAME',
  PaymentMethodName: 'PAYMENT_METHOD_NAME',
  PayoutDate: 'PAYOUT_DATE',
  PayoutStatus: 'PAYOUT_STATUS',
  ProcessedAt: 'PROCESSED_AT',
  TransactionType: 'TRANSACTION_TYPE'
} as const;

export type BalanceTransactionSortKeys = typeof BalanceTransactionSortKeys[keyof typeof BalanceTransactionSortKeys];
export const BankAccountHolderType = {
  Company: 'COMPANY',
  Individual: 'INDIVIDUAL'
} as const;

export type BankAccountHolderType = typeof BankAccountHolderType[keyof typeof BankAccountHolderType];
export const BankAccountType = {
  Checking: 'CHECKING',
  Savings: 'SAVINGS'
} as const;

export type BankAccountType = typeof BankAccountType[keyof typeof BankAccountType];
export const BankingFinanceAppAccess = {
  MoneyMovementBlockedMfa: 'MONEY_MOVEMENT_BLOCKED_MFA',
  MoneyMovementRestricted: 'MONEY_MOVEMENT_RESTRICTED',
  MoveMoney: 'MOVE_MONEY',
  ReadAccess: 'READ_ACCESS'
} as const;

export type BankingFinanceAppAccess = typeof BankingFinanceAppAccess[keyof typeof BankingFinanceAppAccess];
export const BillingAttemptUserErrorCode = {
  BillingCycleChargeBeforeExpectedDate: 'BILLING_CYCLE_CHARGE_BEFORE_EXPECTED_DATE',
  BillingCycleSkipped: 'BILLING_CYCLE_SKIPPED',
  Blank: 'BLANK',
  ContractNotFound: 'CONTRACT_NOT_FOUND',
  ContractPaused: 'CONTRACT_PAUSED',
  ContractTerminated: 'CONTRACT_TERMINATED',
  ContractUnderReview: 'CONTRACT_UNDER_REVIEW',
  CycleIndexOutOfRange: 'CYCLE_INDEX_OUT_OF_RANGE',
  CycleStartDateOutOfRange: 'CYCLE_START_DATE_OUT_OF_RANGE',
  Invalid: 'INVALID',
  OriginTimeBeforeContractCreation: 'ORIGIN_TIME_BEFORE_CONTRACT_CREATION',
  OriginTimeOutOfRange: 'ORIGIN_TIME_OUT_OF_RANGE',
  ProcessingFailed: 'PROCESSING_FAILED',
  Throttled: 'THROTTLED',
  UpcomingCycleLimitExceeded: 'UPCOMING_CYCLE_LIMIT_EXCEEDED'
} as const;

export type BillingAttemptUserErrorCode = typeof BillingAttemptUserErrorCode[keyof typeof BillingAttemptUserErrorCode];
export type BlogCreateInput = {
  commentPolicy?: InputMaybe<CommentPolicy>;
  handle?: InputMaybe<Scalars['String']['input']>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  templateSuffix?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

export const BlogCreateUserErrorCode = {
  Inclusion: 'INCLUSION',
  Invalid: 'INVALID',
  InvalidType: 'INVALID_TYPE',
  InvalidValue: 'INVALID_VALUE',
  TooLong: 'TOO_LONG'
} as const;

export type BlogCreateUserErrorCode = typeof BlogCreateUserErrorCode[keyof typeof BlogCreateUserErrorCode];
export const BlogDeleteUserErrorCode = {
  NotFound: 'NOT_FOUND'
} as const;

export type BlogDeleteUserErrorCode = typeof BlogDeleteUserErrorCode[keyof typeof BlogDeleteUserErrorCode];
export const BlogSortKeys = {
  Handle: 'HANDLE',
  Id: 'ID',
  Title: 'TITLE'
} as const;

export type BlogSortKeys = typeof BlogSortKeys[keyof typeof BlogSortKeys];
export type BlogUpdateInput = {
  commentPolicy?: InputMaybe<CommentPolicy>;
  handle?: InputMaybe<Scalars['String']['input']>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  redirectArticles?: InputMaybe<Scalars['Boolean']['input']>;
  redirectNewHandle?: InputMaybe<Scalars['Boolean']['input']>;
  templateSuffix?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export const BlogUpdateUserErrorCode = {
  Blank: 'BLANK',
  Inclusion: 'INCLUSION',
  Invalid: 'INVALID',
  NotFound: 'NOT_FOUND',
  TooLong: 'TOO_LONG'
} as const;

export type BlogUpdateUserErrorCode = typeof BlogUpdateUserErrorCode[keyof typeof BlogUpdateUserErrorCode];
export const BulkMutationErrorCode = {
  InternalFileServerError: 'INTERNAL_FILE_SERVER_ERROR',
  InvalidMutation: 'INVALID_MUTATION',
  InvalidStagedUploadFile: 'INVALID_STAGED_UPLOAD_FILE',
  LimitReached: 'LIMIT_REACHED',
  NoSuchFile: 'NO_SUCH_FILE',
  OperationInProgress: 'OPERATION_IN_PROGRESS'
} as const;

export type BulkMutationErrorCode = typeof BulkMutationErrorCode[keyof typeof BulkMutationErrorCode];
export const BulkOperationErrorCode = {
  AccessDenied: 'ACCESS_DENIED',
  InternalServerError: 'INTERNAL_SERVER_ERROR',
  Timeout: 'TIMEOUT'
} as const;

export type BulkOperationErrorCode = typeof BulkOperationErrorCode[keyof typeof BulkOperationErrorCode];
export const BulkOperationStatus = {
  Canceled: 'CANCELED',
  Canceling: 'CANCELING',
  Completed: 'COMPLETED',
  Created: 'CREATED',
  Expired: 'EXPIRED',
  Failed: 'FAILED',
  Running: 'RUNNING'
} as const;

export type BulkOperationStatus = typeof BulkOperationStatus[keyof typeof BulkOperationStatus];
export const BulkOperationType = {
  Mutation: 'MUTATION',
  Query: 'QUERY'
} as const;

export type BulkOperationType = typeof BulkOperationType[keyof typeof BulkOperationType];
export const BulkOperationUserErrorCode = {
  Invalid: 'INVALID',
  LimitReached: 'LIMIT_REACHED',
  OperationInProgress: 'OPERATION_IN_PROGRESS'
} as const;

export type BulkOperationUserErrorCode = typeof BulkOperationUserErrorCode[keyof typeof BulkOperationUserErrorCode];
export const BulkOperationsSortKeys = {
  CompletedAt: 'COMPLETED_AT',
  CreatedAt: 'CREATED_AT'
} as const;

export type BulkOperationsSortKeys = typeof BulkOperationsSortKeys[keyof typeof BulkOperationsSortKeys];
export const BulkProductResourceFeedbackCreateUserErrorCode = {
  Blank: 'BLANK',
  Invalid: 'INVALID',
  LessThanOrEqualTo: 'LESS_THAN_OR_EQUAL_TO',
  MaximumFeedbackLimitExceeded: 'MAXIMUM_FEEDBACK_LIMIT_EXCEEDED',
  NotFound: 'NOT_FOUND',
  OutdatedFeedback: 'OUTDATED_FEEDBACK',
  Present: 'PRESENT',
  ProductNotFound: 'PRODUCT_NOT_FOUND'
} as const;

export type BulkProductResourceFeedbackCreateUserErrorCode = typeof BulkProductResourceFeedbackCreateUserErrorCode[keyof typeof BulkProductResourceFeedbackCreateUserErrorCode];
export type BundlesDraftOrderBundleLineItemComponentInput = {
  quantity: Scalars['Int']['input'];
  uuid?: InputMaybe<Scalars['String']['input']>;
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

export const BusinessCustomerErrorCode = {
  Blank: 'BLANK',
  FailedToDelete: 'FAILED_TO_DELETE',
  InternalError: 'INTERNAL_ERROR',
  Invalid: 'INVALID',
  InvalidInput: 'INVALID_INPUT',
  LimitReached: 'LIMIT_REACHED',
  NoInput: 'NO_INPUT',
  Required: 'REQUIRED',
  ResourceNotFound: 'RESOURCE_NOT_FOUND',
  Taken: 'TAKEN',
  TooLong: 'TOO_LONG',
  UnexpectedType: 'UNEXPECTED_TYPE'
} as const;

export type BusinessCustomerErrorCode = typeof BusinessCustomerErrorCode[keyof typeof BusinessCustomerErrorCode];
export type BuyerExperienceConfigurationInput = {
  checkoutToDraft?: InputMaybe<Scalars['Boolean']['input']>;
  deposit?: InputMaybe<DepositInput>;
  editableShippingAddress?: InputMaybe<Scalars['Boolean']['input']>;
  paymentTermsTemplateId?: InputMaybe<Scalars['ID']['input']>;
};

export type BuyerSignalInput = {
  countryCode: CountryCode;
};

export type CalculateExchangeLineItemInput = {
  appliedDiscount?: InputMaybe<ExchangeLineItemAppliedDiscountInput>;
  quantity: Scalars['Int']['input'];
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

export type CalculateReturnInput = {
  exchangeLineItems?: InputMaybe<Array<CalculateExchangeLineItemInput>>;
  orderId: Scalars['ID']['input'];
  returnLineItems?: InputMaybe<Array<CalculateReturnLineItemInput>>;
  returnShippingFee?: InputMaybe<ReturnShippingFeeInput>;
};

export type CalculateReturnLineItemInput = {
  fulfillmentLineItemId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  restockingFee?: InputMaybe<RestockingFeeInput>;
};

export const CalculatedShippingLineStagedStatus = {
  Added: 'ADDED',
  None: 'NONE',
  Removed: 'REMOVED'
} as const;

export type CalculatedShippingLineStagedStatus = typeof CalculatedShippingLineStagedStatus[keyof typeof CalculatedShippingLineStagedStatus];
export const CarrierServiceCreateUserErrorCode = {
  CarrierServiceCreateFailed: 'CARRIER_SERVICE_CREATE_FAILED'
} as const;

export type CarrierServiceCreateUserErrorCode = typeof CarrierServiceCreateUserErrorCode[keyof typeof CarrierServiceCreateUserErrorCode];
export const CarrierServiceDeleteUserErrorCode = {
  CarrierServiceDeleteFailed: 'CARRIER_SERVICE_DELETE_FAILED'
} as const;

export type CarrierServiceDeleteUserErrorCode = typeof CarrierServiceDeleteUserErrorCode[keyof typeof CarrierServiceDeleteUserErrorCode];
export const CarrierServiceSortKeys = {
  CreatedAt: 'CREATED_AT',
  Id: 'ID',
  UpdatedAt: 'UPDATED_AT'
} as const;

export type CarrierServiceSortKeys = typeof CarrierServiceSortKeys[keyof typeof CarrierServiceSortKeys];
export const CarrierServiceUpdateUserErrorCode = {
  CarrierServiceUpdateFailed: 'CARRIER_SERVICE_UPDATE_FAILED'
} as const;

export type CarrierServiceUpdateUserErrorCode = typeof CarrierServiceUpdateUserErrorCode[keyof typeof CarrierServiceUpdateUserErrorCode];
export const CartTransformCreateUserErrorCode = {
  CustomAppFunctionNotEligible: 'CUSTOM_APP_FUNCTION_NOT_ELIGIBLE',
  FunctionAlreadyRegistered: 'FUNCTION_ALREADY_REGISTERED',
  FunctionDoesNotImplement: 'FUNCTION_DOES_NOT_IMPLEMENT',
  FunctionNotFound: 'FUNCTION_NOT_FOUND',
  InputInvalid: 'INPUT_INVALID',
  InvalidMetafields: 'INVALID_METAFIELDS',
  MaximumCartTransforms: 'MAXIMUM_CART_TRANSFORMS',
  MissingFunctionIdentifier: 'MISSING_FUNCTION_IDENTIFIER',
  MultipleFunctionIdentifiers: 'MULTIPLE_FUNCTION_IDENTIFIERS'
} as const;

export type CartTransformCreateUserErrorCode = typeof CartTransformCreateUserErrorCode[keyof typeof CartTransformCreateUserErrorCode];
export const CartTransformDeleteUserErrorCode = {
  NotFound: 'NOT_FOUND',
  UnauthorizedAppScope: 'UNAUTHORIZED_APP_SCOPE'
} as const;

export type CartTransformDeleteUserErrorCode = typeof CartTransformDeleteUserErrorCode[keyof typeof CartTransformDeleteUserErrorCode];
export const CashActivitiesSortKeys = {
  Id: 'ID',
  Time: 'TIME'
} as const;

export type CashActivitiesSortKeys = typeof CashActivitiesSortKeys[keyof typeof CashActivitiesSortKeys];
export const CashAdjustmentActivityType = {
  Adjustment: 'ADJUSTMENT',
  CashPayout: 'CASH_PAYOUT',
  ClosingAdjustment: 'CLOSING_ADJUSTMENT'
} as const;

export type CashAdjustmentActivityType = typeof CashAdjustmentActivityType[keyof typeof CashAdjustmentActivityType];
export const CashCountActivityType = {
  Closing: 'CLOSING',
  MidSession: 'MID_SESSION',
  Opening: 'OPENING'
} as const;

export type CashCountActivityType = typeof CashCountActivityType[keyof typeof CashCountActivityType];
export const CashDrawerCreateUserErrorCode = {
  CashDrawerAlreadyExists: 'CASH_DRAWER_ALREADY_EXISTS',
  InternalError: 'INTERNAL_ERROR',
  InvalidName: 'INVALID_NAME',
  LocationNotFound: 'LOCATION_NOT_FOUND',
  NotSaved: 'NOT_SAVED'
} as const;

export type CashDrawerCreateUserErrorCode = typeof CashDrawerCreateUserErrorCode[keyof typeof CashDrawerCreateUserErrorCode];
export type CashDrawerDateRangeInput = {
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
};

export const CashDrawerFindOrCreateUserErrorCode = {
  CashDrawerAssignmentAlreadyExists: 'CASH_DRAWER_ASSIGNMENT_ALREADY_EXISTS',
  InternalError: 'INTERNAL_ERROR',
  LocationNotFound: 'LOCATION_NOT_FOUND',
  NotSaved: 'NOT_SAVED',
  PointOfSaleDeviceNotFound: 'POINT_OF_SALE_DEVICE_NOT_FOUND'
} as const;

export type CashDrawerFindOrCreateUserErrorCode = typeof CashDrawerFindOrCreateUserErrorCode[keyof typeof CashDrawerFindOrCreateUserErrorCode];
export type CashDrawerUpdateInput = {
  name: Scalars['String']['input'];
};

export const CashDrawerUpdateUserErrorCode = {
  CashDrawerAlreadyExists: 'CASH_DRAWER_ALREADY_EXISTS',
  CashDrawerNotFound: 'CASH_DRAWER_NOT_FOUND',
  InternalError: 'INTERNAL_ERROR',
  InvalidName: 'INVALID_NAME',
  NotSaved: 'NOT_SAVED'
} as const;

export type CashDrawerUpdateUserErrorCode = typeof CashDrawerUpdateUserErrorCode[keyof typeof CashDrawerUpdateUserErrorCode];
export const CashManagementDefaultReasonCodeEnum = {
  AutoEndSessionLocationChange: 'AUTO_END_SESSION_LOCATION_CHANGE',
  AutoEndSessionLogout: 'AUTO_END_SESSION_LOGOUT',
  AutoStartSessionCheckout: 'AUTO_START_SESSION_CHECKOUT',
  CashCount: 'CASH_COUNT',
  CashPayout: 'CASH_PAYOUT',
  CashPickup: 'CASH_PICKUP',
  ChangeCorrection: 'CHANGE_CORRECTION',
  Other: 'OTHER',
  PettyCash: 'PETTY_CASH',
  TipPayout: 'TIP_PAYOUT'
} as const;

export type CashManagementDefaultReasonCodeEnum = typeof CashManagementDefaultReasonCodeEnum[keyof typeof CashManagementDefaultReasonCodeEnum];
export const CashManagementReasonCodeCreateUserErrorCode = {
  Blank: 'BLANK',
  CodeAlreadyExists: 'CODE_ALREADY_EXISTS',
  NotSaved: 'NOT_SAVED'
} as const;

export type CashManagementReasonCodeCreateUserErrorCode = typeof CashManagementReasonCodeCreateUserErrorCode[keyof typeof CashManagementReasonCodeCreateUserErrorCode];
export const CashManagementReasonCodeDeleteUserErrorCode = {
  DatabaseError: 'DATABASE_ERROR',
  NotDeletable: 'NOT_DELETABLE',
  NotFound: 'NOT_FOUND'
} as const;

export type CashManagementReasonCodeDeleteUserErrorCode = typeof CashManagementReasonCodeDeleteUserErrorCode[keyof typeof CashManagementReasonCodeDeleteUserErrorCode];
export const CashManagementSystemReasonCodeEnum = {
  AutoEndSessionLocationChange: 'AUTO_END_SESSION_LOCATION_CHANGE',
  AutoEndSessionLogout: 'AUTO_END_SESSION_LOGOUT',
  AutoStartSessionCheckout: 'AUTO_START_SESSION_CHECKOUT',
  CashPayout: 'CASH_PAYOUT',
  FloatSetup: 'FLOAT_SETUP',
  Other: 'OTHER'
} as const;

export type CashManagementSystemReasonCodeEnum = typeof CashManagementSystemReasonCodeEnum[keyof typeof CashManagementSystemReasonCodeEnum];
export const CashTrackingSessionTransactionsSortKeys = {
  Id: 'ID',
  ProcessedAt: 'PROCESSED_AT'
} as const;

export type CashTrackingSessionTransactionsSortKeys = typeof CashTrackingSessionTransactionsSortKeys[keyof typeof CashTrackingSessionTransactionsSortKeys];
export const CashTrackingSessionsSortKeys = {
  ClosingTimeAsc: 'CLOSING_TIME_ASC',
  ClosingTimeDesc: 'CLOSING_TIME_DESC',
  Id: 'ID',
  OpeningTimeAsc: 'OPENING_TIME_ASC',
  OpeningTimeDesc: 'OPENING_TIME_DESC',
  TotalDiscrepancyAsc: 'TOTAL_DISCREPANCY_ASC',
  TotalDiscrepancyDesc: 'TOTAL_DISCREPANCY_DESC'
} as const;

export type CashTrackingSessionsSortKeys = typeof CashTrackingSessionsSortKeys[keyof typeof CashTrackingSessionsSortKeys];
export const CashTransactionActivityType = {
  Change: 'CHANGE',
  Refund: 'REFUND',
  Sale: 'SALE'
} as const;

export type CashTransactionActivityType = typeof CashTransactionActivityType[keyof typeof CashTransactionActivityType];
export type CatalogContextInput = {
  companyLocationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  marketIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type CatalogCreateInput = {
  context: CatalogContextInput;
  priceListId?: InputMaybe<Scalars['ID']['input']>;
  publicationId?: InputMaybe<Scalars['ID']['input']>;
  status: CatalogStatus;
  title: Scalars['String']['input'];
};

export const CatalogSortKeys = {
  Id: 'ID',
  Relevance: 'RELEVANCE',
  Title: 'TITLE',
  Type: 'TYPE'
} as const;

export type CatalogSortKeys = typeof CatalogSortKeys[keyof typeof CatalogSortKeys];
export const CatalogStatus = {
  Active: 'ACTIVE',
  Archived: 'ARCHIVED',
  Draft: 'DRAFT'
} as const;

export type CatalogStatus = typeof CatalogStatus[keyof typeof CatalogStatus];
export const CatalogType = {
  App: 'APP',
  CompanyLocation: 'COMPANY_LOCATION',
  Market: 'MARKET',
  None: 'NONE'
} as const;

export type CatalogType = typeof CatalogType[keyof typeof CatalogType];
export type CatalogUpdateInput = {
  context?: InputMaybe<CatalogContextInput>;
  priceListId?: InputMaybe<Scalars['ID']['input']>;
  publicationId?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<CatalogStatus>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export const CatalogUserErrorCode = {
  AppCatalogPriceListAssignment: 'APP_CATALOG_PRICE_LIST_ASSIGNMENT',
  B2BCatalogLimitReached: 'B2B_CATALOG_LIMIT_REACHED',
  Blank: 'BLANK',
  CannotAddMoreThanOneMarket: 'CANNOT_ADD_MORE_THAN_ONE_MARKET',
  CannotCreateAppCatalog: 'CANNOT_CREATE_APP_CATALOG',
  CannotCreateMarketCatalog: 'CANNOT_CREATE_MARKET_CATALOG',
  CannotDeleteAppCatalog: 'CANNOT_DELETE_APP_CATALOG',
  CannotDeleteMarketCatalog: 'CANNOT_DELETE_MARKET_CATALOG',
  CannotModifyAppCatalog: 'CANNOT_MODIFY_APP_CATALOG',
  CannotModifyMarketCatalog: 'CANNOT_MODIFY_MARKET_CATALOG',
  CatalogContextDoesNotSupportQuantityPriceBreaks: 'CATALOG_CONTEXT_DOES_NOT_SUPPORT_QUANTITY_PRICE_BREAKS',
  CatalogContextDoesNotSupportQuantityRules: 'CATALOG_CONTEXT_DOES_NOT_SUPPORT_QUANTITY_RULES',
  CatalogContextLocked: 'CATALOG_CONTEXT_LOCKED',
  CatalogFailedToSave: 'CATALOG_FAILED_TO_SAVE',
  CatalogNotCompatibleWithConditionTypes: 'CATALOG_NOT_COMPATIBLE_WITH_CONDITION_TYPES',
  CatalogNotFound: 'CATALOG_NOT_FOUND',
  CompanyLocationCatalogStatusPlan: 'COMPANY_LOCATION_CATALOG_STATUS_PLAN',
  CompanyLocationNotFound: 'COMPANY_LOCATION_NOT_FOUND',
  ContextAlreadyAssignedToCatalog: 'CONTEXT_ALREADY_ASSIGNED_TO_CATALOG',
  ContextCatalogLimitReached: 'CONTEXT_CATALOG_LIMIT_REACHED',
  ContextDriverMismatch: 'CONTEXT_DRIVER_MISMATCH',
  CountryCatalogPriceListAssignment: 'COUNTRY_CATALOG_PRICE_LIST_ASSIGNMENT',
  CountryPriceListAssignment: 'COUNTRY_PRICE_LIST_ASSIGNMENT',
  Invalid: 'INVALID',
  InvalidCatalogContextType: 'INVALID_CATALOG_CONTEXT_TYPE',
  InvalidContextChange: 'INVALID_CONTEXT_CHANGE',
  ManagedCountryBelongsToAnotherCatalog: 'MANAGED_COUNTRY_BELONGS_TO_ANOTHER_CATALOG',
  MarketAndPriceListCurrencyMismatch: 'MARKET_AND_PRICE_LIST_CURRENCY_MISMATCH',
  MarketCatalogStatus: 'MARKET_CATALOG_STATUS',
  MarketNotFound: 'MARKET_NOT_FOUND',
  MarketTaken: 'MARKET_TAKEN',
  MustProvideExactlyOneContextType: 'MUST_PROVIDE_EXACTLY_ONE_CONTEXT_TYPE',
  PriceListFailedToSave: 'PRICE_LIST_FAILED_TO_SAVE',
  PriceListLocked: 'PRICE_LIST_LOCKED',
  PriceListNotAllowedForPrimaryMarket: 'PRICE_LIST_NOT_ALLOWED_FOR_PRIMARY_MARKET',
  PriceListNotFound: 'PRICE_LIST_NOT_FOUND',
  PublicationNotFound: 'PUBLICATION_NOT_FOUND',
  RequiresContextsToAddOrRemove: 'REQUIRES_CONTEXTS_TO_ADD_OR_REMOVE',
  Taken: 'TAKEN',
  TooLong: 'TOO_LONG',
  TooShort: 'TOO_SHORT',
  UnpermittedEntitlementsDirectCatalogAssignment: 'UNPERMITTED_ENTITLEMENTS_DIRECT_CATALOG_ASSIGNMENT',
  UnpermittedEntitlementsMarketCatalogs: 'UNPERMITTED_ENTITLEMENTS_MARKET_CATALOGS',
  UnsupportedCatalogAction: 'UNSUPPORTED_CATALOG_ACTION'
} as const;

export type CatalogUserErrorCode = typeof CatalogUserErrorCode[keyof typeof CatalogUserErrorCode];
export type ChannelCreateInput = {
  accountId: Scalars['String']['input'];
  accountName: Scalars['String']['input'];
  handle?: InputMaybe<Scalars['String']['input']>;
  specificationHandle: Scalars['String']['input'];
};

export const ChannelCreateUserErrorCode = {
  Invalid: 'INVALID',
  NotFound: 'NOT_FOUND'
} as const;

export type ChannelCreateUserErrorCode = typeof ChannelCreateUserErrorCode[keyof typeof ChannelCreateUserErrorCode];
export const ChannelDeleteUserErrorCode = {
  Invalid: 'INVALID',
  NotFound: 'NOT_FOUND'
} as const;

export type ChannelDeleteUserErrorCode = typeof ChannelDeleteUserErrorCode[keyof typeof ChannelDeleteUserErrorCode];
export const ChannelFullSyncUserErrorCode = {
  Invalid: 'INVALID',
  NotFound: 'NOT_FOUND'
} as const;

export type ChannelFullSyncUserErrorCode = typeof ChannelFullSyncUserErrorCode[keyof typeof ChannelFullSyncUserErrorCode];
export type ChannelUpdateInput = {
  accountId?: InputMaybe<Scalars['String']['input']>;
  accountName?: InputMaybe<Scalars['String']['input']>;
  handle?: InputMaybe<Scalars['String']['input']>;
  specificationHandle?: InputMaybe<Scalars['String']['input']>;
};

export const ChannelUpdateUserErrorCode = {
  Invalid: 'INVALID',
  NotFound: 'NOT_FOUND'
} as const;

export type ChannelUpdateUserErrorCode = typeof ChannelUpdateUserErrorCode[keyof typeof ChannelUpdateUserErrorCode];
export const CheckoutAndAccountsConfigurationBrandingBackground = {
  Base: 'BASE',
  Subdued: 'SUBDUED'
} as const;

export type CheckoutAndAccountsConfigurationBrandingBackground = typeof CheckoutAndAccountsConfigurationBrandingBackground[keyof typeof CheckoutAndAccountsConfigurationBrandingBackground];
export type CheckoutAndAccountsConfigurationBrandingBaseColorRolesInput = {
  accent?: InputMaybe<Scalars['String']['input']>;
  background?: InputMaybe<Scalars['String']['input']>;
  border?: InputMaybe<Scalars['String']['input']>;
  decorative?: InputMaybe<Scalars['String']['input']>;
  icon?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};

export const CheckoutAndAccountsConfigurationBrandingBorder = {
  BlockEnd: 'BLOCK_END',
  Full: 'FULL',
  None: 'NONE'
} as const;

export type CheckoutAndAccountsConfigurationBrandingBorder = typeof CheckoutAndAccountsConfigurationBrandingBorder[keyof typeof CheckoutAndAccountsConfigurationBrandingBorder];
export const CheckoutAndAccountsConfigurationBrandingBorderStyle = {
  Base: 'BASE',
  Dashed: 'DASHED',
  Dotted: 'DOTTED'
} as const;

export type CheckoutAndAccountsConfigurationBrandingBorderStyle = typeof CheckoutAndAccountsConfigurationBrandingBorderStyle[keyof typeof CheckoutAndAccountsConfigurationBrandingBorderStyle];
export const CheckoutAndAccountsConfigurationBrandingBorderWidth = {
  Base: 'BASE',
  Large: 'LARGE',
  Large_100: 'LARGE_100',
  Large_200: 'LARGE_200'
} as const;

export type CheckoutAndAccountsConfigurationBrandingBorderWidth = typeof CheckoutAndAccountsConfigurationBrandingBorderWidth[keyof typeof CheckoutAndAccountsConfigurationBrandingBorderWidth];
export type CheckoutAndAccountsConfigurationBrandingButtonInput = {
  blockPadding?: InputMaybe<CheckoutAndAccountsConfigurationBrandingSpacing>;
  border?: InputMaybe<CheckoutAndAccountsConfigurationBrandingSimpleBorder>;
  cornerRadius?: InputMaybe<CheckoutAndAccountsConfigurationBrandingCornerRadius>;
  inlinePadding?: InputMaybe<CheckoutAndAccountsConfigurationBrandingSpacing>;
  typography?: InputMaybe<CheckoutAndAccountsConfigurationBrandingTypographyStyleInput>;
};

export type CheckoutAndAccountsConfigurationBrandingBuyerJourneyInput = {
  visibility?: InputMaybe<CheckoutAndAccountsConfigurationBrandingVisibility>;
};

export const CheckoutAndAccountsConfigurationBrandingCartLinkContentType = {
  Icon: 'ICON',
  Image: 'IMAGE',
  Text: 'TEXT'
} as const;

export type CheckoutAndAccountsConfigurationBrandingCartLinkContentType = typeof CheckoutAndAccountsConfigurationBrandingCartLinkContentType[keyof typeof CheckoutAndAccountsConfigurationBrandingCartLinkContentType];
export type CheckoutAndAccountsConfigurationBrandingCartLinkInput = {
  visibility?: InputMaybe<CheckoutAndAccountsConfigurationBrandingVisibility>;
};

export type CheckoutAndAccountsConfigurationBrandingCheckboxInput = {
  cornerRadius?: InputMaybe<CheckoutAndAccountsConfigurationBrandingCornerRadius>;
};

export type CheckoutAndAccountsConfigurationBrandingCheckoutComponentsInput = {
  buyerJourney?: InputMaybe<CheckoutAndAccountsConfigurationBrandingBuyerJourneyInput>;
  cartLink?: InputMaybe<CheckoutAndAccountsConfigurationBrandingCartLinkInput>;
  content?: InputMaybe<CheckoutAndAccountsConfigurationBrandingContentInput>;
  expressCheckout?: InputMaybe<CheckoutAndAccountsConfigurationBrandingExpressCheckoutInput>;
  footer?: InputMaybe<CheckoutAndAccountsConfigurationBrandingCheckoutFooterInput>;
  header?: InputMaybe<CheckoutAndAccountsConfigurationBrandingCheckoutHeaderInput>;
  main?: InputMaybe<CheckoutAndAccountsConfigurationBrandingMainInput>;
  orderSummary?: InputMaybe<CheckoutAndAccountsConfigurationBrandingOrderSummaryInput>;
};

export type CheckoutAndAccountsConfigurationBrandingCheckoutFooterInput = {
  alignment?: InputMaybe<CheckoutAndAccountsConfigurationBrandingFooterAlignment>;
  background?: InputMaybe<CheckoutAndAccountsConfigurationBrandingBackground>;
  colors?: InputMaybe<CheckoutAndAccountsConfigurationBrandingColorsInput>;
  content?: InputMaybe<CheckoutAndAccountsConfigurationBrandingFooterContentInput>;
  divided?: InputMaybe<Scalars['Boolean']['input']>;
  padding?: InputMaybe<CheckoutAndAccountsConfigurationBrandingSpacingKeyword>;
  position?: InputMaybe<CheckoutAndAccountsConfigurationBrandingFooterPosition>;
};

export type CheckoutAndAccountsConfigurationBrandingCheckoutHeaderInput = {
  alignment?: InputMaybe<CheckoutAndAccountsConfigurationBrandingHeaderAlignment>;
  background?: InputMaybe<CheckoutAndAccountsConfigurationBrandingBackground>;
  cartLink?: InputMaybe<CheckoutAndAccountsConfigurationBrandingHeaderCartLinkInput>;
  colors?: InputMaybe<CheckoutAndAccountsConfigurationBrandingColorsInput>;
  divided?: InputMaybe<Scalars['Boolean']['input']>;
  logo?: InputMaybe<CheckoutAndAccountsConfigurationBrandingLogoInput>;
  padding?: InputMaybe<CheckoutAndAccountsConfigurationBrandingSpacingKeyword>;
  position?: InputMaybe<CheckoutAndAccountsConfigurationBrandingHeaderPosition>;
};

export type CheckoutAndAccountsConfigurationBrandingCheckoutSurfaceInput = {
  components?: InputMaybe<CheckoutAndAccountsConfigurationBrandingCheckoutComponentsInput>;
};

export type CheckoutAndAccountsConfigurationBrandingChoiceListGroupInput = {
  spacing?: InputMaybe<CheckoutAndAccountsConfigurationBrandingSpacingKeyword>;
};

export type CheckoutAndAccountsConfigurationBrandingChoiceListInput = {
  group?: InputMaybe<CheckoutAndAccountsConfigurationBrandingChoiceListGroupInput>;
};

export type CheckoutAndAccountsConfigurationBrandingColorRolesInput = {
  accent?: InputMaybe<Scalars['String']['input']>;
  background?: InputMaybe<Scalars['String']['input']>;
  border?: InputMaybe<Scalars['String']['input']>;
  decorative?: InputMaybe<Scalars['String']['input']>;
  icon?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};

export type CheckoutAndAccountsConfigurationBrandingColorsInput = {
  base?: InputMaybe<CheckoutAndAccountsConfigurationBrandingBaseColorRolesInput>;
  control?: InputMaybe<CheckoutAndAccountsConfigurationBrandingControlColorRolesInput>;
  primaryButton?: InputMaybe<CheckoutAndAccountsConfigurationBrandingPrimaryButtonColorRolesInput>;
  secondaryButton?: InputMaybe<CheckoutAndAccountsConfigurationBrandingSecondaryButtonColorRolesInput>;
};

export type CheckoutAndAccountsConfigurationBrandingComponentsInput = {
  checkbox?: InputMaybe<CheckoutAndAccountsConfigurationBrandingCheckboxInput>;
  choiceList?: InputMaybe<CheckoutAndAccountsConfigurationBrandingChoiceListInput>;
  control?: InputMaybe<CheckoutAndAccountsConfigurationBrandingControlInput>;
  divider?: InputMaybe<CheckoutAndAccountsConfigurationBrandingDividerStyleInput>;
  favicon?: InputMaybe<CheckoutAndAccountsConfigurationBrandingImageInput>;
  footer?: InputMaybe<CheckoutAndAccountsConfigurationBrandingFooterInput>;
  header?: InputMaybe<CheckoutAndAccountsConfigurationBrandingHeaderInput>;
  headingLevel1?: InputMaybe<CheckoutAndAccountsConfigurationBrandingHeadingLevelInput>;
  headingLevel2?: InputMaybe<CheckoutAndAccountsConfigurationBrandingHeadingLevelInput>;
  headingLevel3?: InputMaybe<CheckoutAndAccountsConfigurationBrandingHeadingLevelInput>;
  main?: InputMaybe<CheckoutAndAccountsConfigurationBrandingMainInput>;
  merchandiseThumbnail?: InputMaybe<CheckoutAndAccountsConfigurationBrandingMerchandiseThumbnailInput>;
  primaryButton?: InputMaybe<CheckoutAndAccountsConfigurationBrandingButtonInput>;
  secondaryButton?: InputMaybe<CheckoutAndAccountsConfigurationBrandingButtonInput>;
  select?: InputMaybe<CheckoutAndAccountsConfigurationBrandingSelectInput>;
  shared?: InputMaybe<CheckoutAndAccountsConfigurationBrandingSharedInput>;
  textField?: InputMaybe<CheckoutAndAccountsConfigurationBrandingTextFieldInput>;
};

export type CheckoutAndAccountsConfigurationBrandingContainerDividerInput = {
  borderStyle?: InputMaybe<CheckoutAndAccountsConfigurationBrandingBorderStyle>;
  borderWidth?: InputMaybe<CheckoutAndAccountsConfigurationBrandingBorderWidth>;
  visibility?: InputMaybe<CheckoutAndAccountsConfigurationBrandingVisibility>;
};

export type CheckoutAndAccountsConfigurationBrandingContentInput = {
  divider?: InputMaybe<CheckoutAndAccountsConfigurationBrandingContainerDividerInput>;
};

export type CheckoutAndAccountsConfigurationBrandingControlColorRolesInput = {
  accent?: InputMaybe<Scalars['String']['input']>;
  background?: InputMaybe<Scalars['String']['input']>;
  border?: InputMaybe<Scalars['String']['input']>;
  decorative?: InputMaybe<Scalars['String']['input']>;
  icon?: InputMaybe<Scalars['String']['input']>;
  selected?: InputMaybe<CheckoutAndAccountsConfigurationBrandingColorRolesInput>;
  text?: InputMaybe<Scalars['String']['input']>;
};

export type CheckoutAndAccountsConfigurationBrandingControlInput = {
  border?: InputMaybe<CheckoutAndAccountsConfigurationBrandingSimpleBorder>;
  cornerRadius?: InputMaybe<CheckoutAndAccountsConfigurationBrandingCornerRadius>;
  labelPosition?: InputMaybe<CheckoutAndAccountsConfigurationBrandingLabelPosition>;
};

export const CheckoutAndAccountsConfigurationBrandingCornerRadius = {
  Base: 'BASE',
  Large: 'LARGE',
  None: 'NONE',
  Small: 'SMALL'
} as const;

export type CheckoutAndAccountsConfigurationBrandingCornerRadius = typeof CheckoutAndAccountsConfigurationBrandingCornerRadius[keyof typeof CheckoutAndAccountsConfigurationBrandingCornerRadius];
export type CheckoutAndAccountsConfigurationBrandingCornerRadiusVariablesInput = {
  base?: InputMaybe<Scalars['Int']['input']>;
  large?: InputMaybe<Scalars['Int']['input']>;
  small?: InputMaybe<Scalars['Int']['input']>;
};

export type CheckoutAndAccountsConfigurationBrandingCustomFontGroupInput = {
  base: CheckoutAndAccountsConfigurationBrandingCustomFontInput;
  bold: CheckoutAndAccountsConfigurationBrandingCustomFontInput;
  loadingStrategy?: InputMaybe<CheckoutAndAccountsConfigurationBrandingFontLoadingStrategy>;
};

export type CheckoutAndAccountsConfigurationBrandingCustomFontInput = {
  genericFileId: Scalars['ID']['input'];
  weight: Scalars['Int']['input'];
};

export type CheckoutAndAccountsConfigurationBrandingCustomerAccountsComponentsInput = {
  footer?: InputMaybe<CheckoutAndAccountsConfigurationBrandingCustomerAccountsFooterInput>;
  header?: InputMaybe<CheckoutAndAccountsConfigurationBrandingCustomerAccountsHeaderInput>;
  main?: InputMaybe<CheckoutAndAccountsConfigurationBrandingCustomerAccountsMainInput>;
};

export type CheckoutAndAccountsConfigurationBrandingCustomerAccountsFooterInput = {
  alignment?: InputMaybe<CheckoutAndAccountsConfigurationBrandingFooterAlignment>;
  colors?: InputMaybe<CheckoutAndAccountsConfigurationBrandingColorsInput>;
  padding?: InputMaybe<CheckoutAndAccountsConfigurationBrandingSpacingKeyword>;
};

export type CheckoutAndAccountsConfigurationBrandingCustomerAccountsHeaderInput = {
  alignment?: InputMaybe<CheckoutAndAccountsConfigurationBrandingHeaderAlignment>;
  colors?: InputMaybe<CheckoutAndAccountsConfigurationBrandingColorsInput>;
  logo?: InputMaybe<CheckoutAndAccountsConfigurationBrandingCustomerAccountsLogoInput>;
  padding?: InputMaybe<CheckoutAndAccountsConfigurationBrandingSpacingKeyword>;
};

export type CheckoutAndAccountsConfigurationBrandingCustomerAccountsLogoInput = {
  image?: InputMaybe<CheckoutAndAccountsConfigurationBrandingImageInput>;
  maxWidth?: InputMaybe<Scalars['Int']['input']>;
};

export type CheckoutAndAccountsConfigurationBrandingCustomerAccountsMainInput = {
  colors?: InputMaybe<CheckoutAndAccountsConfigurationBrandingColorsInput>;
  section?: InputMaybe<CheckoutAndAccountsConfigurationBrandingCustomerAccountsMainSectionInput>;
};

export type CheckoutAndAccountsConfigurationBrandingCustomerAccountsMainSectionInput = {
  background?: InputMaybe<CheckoutAndAccountsConfigurationBrandingBackground>;
  border?: InputMaybe<CheckoutAndAccountsConfigurationBrandingSimpleBorder>;
  borderStyle?: InputMaybe<CheckoutAndAccountsConfigurationBrandingBorderStyle>;
  borderWidth?: InputMaybe<CheckoutAndAccountsConfigurationBrandingBorderWidth>;
  colors?: InputMaybe<CheckoutAndAccountsConfigurationBrandingColorsInput>;
  cornerRadius?: InputMaybe<CheckoutAndAccountsConfigurationBrandingCornerRadius>;
  padding?: InputMaybe<CheckoutAndAccountsConfigurationBrandingSpacingKeyword>;
  shadow?: InputMaybe<CheckoutAndAccountsConfigurationBrandingShadow>;
};

export type CheckoutAndAccountsConfigurationBrandingCustomerAccountsSurfaceInput = {
  components?: InputMaybe<CheckoutAndAccountsConfigurationBrandingCustomerAccountsComponentsInput>;
};

export type CheckoutAndAccountsConfigurationBrandingDesignTokensColorsInput = {
  palette?: InputMaybe<CheckoutAndAccountsConfigurationBrandingPaletteInput>;
};

export type CheckoutAndAccountsConfigurationBrandingDesignTokensInput = {
  colors?: InputMaybe<CheckoutAndAccountsConfigurationBrandingDesignTokensColorsInput>;
  cornerRadius?: InputMaybe<CheckoutAndAccountsConfigurationBrandingCornerRadiusVariablesInput>;
  typography?: InputMaybe<CheckoutAndAccountsConfigurationBrandingTypographyInput>;
};

export type CheckoutAndAccountsConfigurationBrandingDividerStyleInput = {
  borderStyle?: InputMaybe<CheckoutAndAccountsConfigurationBrandingBorderStyle>;
  borderWidth?: InputMaybe<CheckoutAndAccountsConfigurationBrandingBorderWidth>;
};

export type CheckoutAndAccountsConfigurationBrandingExpressCheckoutButtonInput = {
  cornerRadius?: InputMaybe<CheckoutAndAccountsConfigurationBrandingCornerRadius>;
};

export type CheckoutAndAccountsConfigurationBrandingExpressCheckoutInput = {
  button?: InputMaybe<CheckoutAndAccountsConfigurationBrandingExpressCheckoutButtonInput>;
};

export type CheckoutAndAccountsConfigurationBrandingFontGroupInput =
  { customFontGroup: CheckoutAndAccountsConfigurationBrandingCustomFontGroupInput; shopifyFontGroup?: never; }
  |  { customFontGroup?: never; shopifyFontGroup: CheckoutAndAccountsConfigurationBrandingShopifyFontGroupInput; };

export const CheckoutAndAccountsConfigurationBrandingFontLoadingStrategy = {
  Auto: 'AUTO',
  Block: 'BLOCK',
  Fallback: 'FALLBACK',
  Optional: 'OPTIONAL',
  Swap: 'SWAP'
} as const;

export type CheckoutAndAccountsConfigurationBrandingFontLoadingStrategy = typeof CheckoutAndAccountsConfigurationBrandingFontLoadingStrategy[keyof typeof CheckoutAndAccountsConfigurationBrandingFontLoadingStrategy];
export type CheckoutAndAccountsConfigurationBrandingFontSizeInput = {
  base?: InputMaybe<Scalars['Float']['input']>;
  ratio?: InputMaybe<Scalars['Float']['input']>;
};

export const CheckoutAndAccountsConfigurationBrandingFooterAlignment = {
  Center: 'CENTER',
  End: 'END',
  Start: 'START'
} as const;

export type CheckoutAndAccountsConfigurationBrandingFooterAlignment = typeof CheckoutAndAccountsConfigurationBrandingFooterAlignment[keyof typeof CheckoutAndAccountsConfigurationBrandingFooterAlignment];
export type CheckoutAndAccountsConfigurationBrandingFooterContentInput = {
  visibility?: InputMaybe<CheckoutAndAccountsConfigurationBrandingVisibility>;
};

export type CheckoutAndAccountsConfigurationBrandingFooterInput = {
  alignment?: InputMaybe<CheckoutAndAccountsConfigurationBrandingFooterAlignment>;
  background?: InputMaybe<CheckoutAndAccountsConfigurationBrandingBackground>;
  colors?: InputMaybe<CheckoutAndAccountsConfigurationBrandingColorsInput>;
  content?: InputMaybe<CheckoutAndAccountsConfigurationBrandingFooterContentInput>;
  divided?: InputMaybe<Scalars['Boolean']['input']>;
  padding?: InputMaybe<CheckoutAndAccountsConfigurationBrandingSpacingKeyword>;
};

export const CheckoutAndAccountsConfigurationBrandingFooterPosition = {
  End: 'END',
  Inline: 'INLINE'
} as const;

export type CheckoutAndAccountsConfigurationBrandingFooterPosition = typeof CheckoutAndAccountsConfigurationBrandingFooterPosition[keyof typeof CheckoutAndAccountsConfigurationBrandingFooterPosition];
export const CheckoutAndAccountsConfigurationBrandingHeaderAlignment = {
  Center: 'CENTER',
  End: 'END',
  Start: 'START'
} as const;

export type CheckoutAndAccountsConfigurationBrandingHeaderAlignment = typeof CheckoutAndAccountsConfigurationBrandingHeaderAlignment[keyof typeof CheckoutAndAccountsConfigurationBrandingHeaderAlignment];
export type CheckoutAndAccountsConfigurationBrandingHeaderCartLinkInput = {
  contentType?: InputMaybe<CheckoutAndAccountsConfigurationBrandingCartLinkContentType>;
  image?: InputMaybe<CheckoutAndAccountsConfigurationBrandingImageInput>;
};

export type CheckoutAndAccountsConfigurationBrandingHeaderInput = {
  alignment?: InputMaybe<CheckoutAndAccountsConfigurationBrandingHeaderAlignment>;
  background?: InputMaybe<CheckoutAndAccountsConfigurationBrandingBackground>;
  colors?: InputMaybe<CheckoutAndAccountsConfigurationBrandingColorsInput>;
  divided?: InputMaybe<Scalars['Boolean']['input']>;
  logo?: InputMaybe<CheckoutAndAccountsConfigurationBrandingLogoInput>;
  padding?: InputMaybe<CheckoutAndAccountsConfigurationBrandingSpacingKeyword>;
};

export const CheckoutAndAccountsConfigurationBrandingHeaderPosition = {
  Inline: 'INLINE',
  InlineSecondary: 'INLINE_SECONDARY',
  Start: 'START'
} as const;

export type CheckoutAndAccountsConfigurationBrandingHeaderPosition = typeof CheckoutAndAccountsConfigurationBrandingHeaderPosition[keyof typeof CheckoutAndAccountsConfigurationBrandingHeaderPosition];
export type CheckoutAndAccountsConfigurationBrandingHeadingLevelInput = {
  typography?: InputMaybe<CheckoutAndAccountsConfigurationBrandingTypographyStyleInput>;
};

export type CheckoutAndAccountsConfigurationBrandingImageInput =
  { mediaImageId: Scalars['ID']['input']; };

export type CheckoutAndAccountsConfigurationBrandingInput = {
  components?: InputMaybe<CheckoutAndAccountsConfigurationBrandingComponentsInput>;
  designTokens?: InputMaybe<CheckoutAndAccountsConfigurationBrandingDesignTokensInput>;
  surfaces?: InputMaybe<CheckoutAndAccountsConfigurationBrandingSurfacesInput>;
};

export const CheckoutAndAccountsConfigurationBrandingLabelPosition = {
  Inside: 'INSIDE',
  Outside: 'OUTSIDE'
} as const;

export type CheckoutAndAccountsConfigurationBrandingLabelPosition = typeof CheckoutAndAccountsConfigurationBrandingLabelPosition[keyof typeof CheckoutAndAccountsConfigurationBrandingLabelPosition];
export type CheckoutAndAccountsConfigurationBrandingLogoInput = {
  image?: InputMaybe<CheckoutAndAccountsConfigurationBrandingImageInput>;
  maxWidth?: InputMaybe<Scalars['Int']['input']>;
  visibility?: InputMaybe<CheckoutAndAccountsConfigurationBrandingVisibility>;
};

export type CheckoutAndAccountsConfigurationBrandingMainInput = {
  colors?: InputMaybe<CheckoutAndAccountsConfigurationBrandingColorsInput>;
  divider?: InputMaybe<CheckoutAndAccountsConfigurationBrandingContainerDividerInput>;
  section?: InputMaybe<CheckoutAndAccountsConfigurationBrandingMainSectionInput>;
};

export type CheckoutAndAccountsConfigurationBrandingMainSectionInput = {
  background?: InputMaybe<CheckoutAndAccountsConfigurationBrandingBackground>;
  border?: InputMaybe<CheckoutAndAccountsConfigurationBrandingSimpleBorder>;
  borderStyle?: InputMaybe<CheckoutAndAccountsConfigurationBrandingBorderStyle>;
  borderWidth?: InputMaybe<CheckoutAndAccountsConfigurationBrandingBorderWidth>;
  colors?: InputMaybe<CheckoutAndAccountsConfigurationBrandingColorsInput>;
  cornerRadius?: InputMaybe<CheckoutAndAccountsConfigurationBrandingCornerRadius>;
  padding?: InputMaybe<CheckoutAndAccountsConfigurationBrandingSpacingKeyword>;
  shadow?: InputMaybe<CheckoutAndAccountsConfigurationBrandingShadow>;
};

export const CheckoutAndAccountsConfigurationBrandingMerchandiseThumbnailBadgeBackground = {
  Accent: 'ACCENT',
  Base: 'BASE'
} as const;

export type CheckoutAndAccountsConfigurationBrandingMerchandiseThumbnailBadgeBackground = typeof CheckoutAndAccountsConfigurationBrandingMerchandiseThumbnailBadgeBackground[keyof typeof CheckoutAndAccountsConfigurationBrandingMerchandiseThumbnailBadgeBackground];
export type CheckoutAndAccountsConfigurationBrandingMerchandiseThumbnailBadgeInput = {
  background?: InputMaybe<CheckoutAndAccountsConfigurationBrandingMerchandiseThumbnailBadgeBackground>;
};

export type CheckoutAndAccountsConfigurationBrandingMerchandiseThumbnailInput = {
  aspectRatio?: InputMaybe<Scalars['Float']['input']>;
  badge?: InputMaybe<CheckoutAndAccountsConfigurationBrandingMerchandiseThumbnailBadgeInput>;
  border?: InputMaybe<CheckoutAndAccountsConfigurationBrandingSimpleBorder>;
  cornerRadius?: InputMaybe<CheckoutAndAccountsConfigurationBrandingCornerRadius>;
  fit?: InputMaybe<CheckoutAndAccountsConfigurationBrandingObjectFit>;
};

export const CheckoutAndAccountsConfigurationBrandingObjectFit = {
  Contain: 'CONTAIN',
  Cover: 'COVER'
} as const;

export type CheckoutAndAccountsConfigurationBrandingObjectFit = typeof CheckoutAndAccountsConfigurationBrandingObjectFit[keyof typeof CheckoutAndAccountsConfigurationBrandingObjectFit];
export type CheckoutAndAccountsConfigurationBrandingOrderSummaryInput = {
  backgroundImage?: InputMaybe<CheckoutAndAccountsConfigurationBrandingImageInput>;
  colors?: InputMaybe<CheckoutAndAccountsConfigurationBrandingColorsInput>;
  divider?: InputMaybe<CheckoutAndAccountsConfigurationBrandingContainerDividerInput>;
  section?: InputMaybe<CheckoutAndAccountsConfigurationBrandingOrderSummarySectionInput>;
};

export type CheckoutAndAccountsConfigurationBrandingOrderSummarySectionInput = {
  background?: InputMaybe<CheckoutAndAccountsConfigurationBrandingBackground>;
  border?: InputMaybe<CheckoutAndAccountsConfigurationBrandingSimpleBorder>;
  borderStyle?: InputMaybe<CheckoutAndAccountsConfigurationBrandingBorderStyle>;
  borderWidth?: InputMaybe<CheckoutAndAccountsConfigurationBrandingBorderWidth>;
  colors?: InputMaybe<CheckoutAndAccountsConfigurationBrandingColorsInput>;
  cornerRadius?: InputMaybe<CheckoutAndAccountsConfigurationBrandingCornerRadius>;
  padding?: InputMaybe<CheckoutAndAccountsConfigurationBrandingSpacingKeyword>;
  shadow?: InputMaybe<CheckoutAndAccountsConfigurationBrandingShadow>;
};

export type CheckoutAndAccountsConfigurationBrandingPaletteInput = {
  color1?: InputMaybe<Scalars['String']['input']>;
  color2?: InputMaybe<Scalars['String']['input']>;
  color3?: InputMaybe<Scalars['String']['input']>;
  color4?: InputMaybe<Scalars['String']['input']>;
  color5?: InputMaybe<Scalars['String']['input']>;
  color6?: InputMaybe<Scalars['String']['input']>;
  color7?: InputMaybe<Scalars['String']['input']>;
  color8?: InputMaybe<Scalars['String']['input']>;
  color9?: InputMaybe<Scalars['String']['input']>;
  color10?: InputMaybe<Scalars['String']['input']>;
  color11?: InputMaybe<Scalars['String']['input']>;
  color12?: InputMaybe<Scalars['String']['input']>;
  color13?: InputMaybe<Scalars['String']['input']>;
  color14?: InputMaybe<Scalars['String']['input']>;
  color15?: InputMaybe<Scalars['String']['input']>;
  color16?: InputMaybe<Scalars['String']['input']>;
  color17?: InputMaybe<Scalars['String']['input']>;
  color18?: InputMaybe<Scalars['String']['input']>;
  color19?: InputMaybe<Scalars['String']['input']>;
  color20?: InputMaybe<Scalars['String']['input']>;
};

export type CheckoutAndAccountsConfigurationBrandingPrimaryButtonColorRolesInput = {
  accent?: InputMaybe<Scalars['String']['input']>;
  background?: InputMaybe<Scalars['String']['input']>;
  border?: InputMaybe<Scalars['String']['input']>;
  decorative?: InputMaybe<Scalars['String']['input']>;
  hover?: InputMaybe<CheckoutAndAccountsConfigurationBrandingColorRolesInput>;
  icon?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};

export type CheckoutAndAccountsConfigurationBrandingSecondaryButtonColorRolesInput = {
  accent?: InputMaybe<Scalars['String']['input']>;
  background?: InputMaybe<Scalars['String']['input']>;
  border?: InputMaybe<Scalars['String']['input']>;
  decorative?: InputMaybe<Scalars['String']['input']>;
  hover?: InputMaybe<CheckoutAndAccountsConfigurationBrandingColorRolesInput>;
  icon?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};

export type CheckoutAndAccountsConfigurationBrandingSelectInput = {
  border?: InputMaybe<CheckoutAndAccountsConfigurationBrandingBorder>;
  typography?: InputMaybe<CheckoutAndAccountsConfigurationBrandingTypographyStyleInput>;
};

export const CheckoutAndAccountsConfigurationBrandingShadow = {
  Base: 'BASE',
  Large_100: 'LARGE_100',
  Large_200: 'LARGE_200',
  Small_100: 'SMALL_100',
  Small_200: 'SMALL_200'
} as const;

export type CheckoutAndAccountsConfigurationBrandingShadow = typeof CheckoutAndAccountsConfigurationBrandingShadow[keyof typeof CheckoutAndAccountsConfigurationBrandingShadow];
export type CheckoutAndAccountsConfigurationBrandingSharedColorsInput = {
  accent?: InputMaybe<Scalars['String']['input']>;
  button?: InputMaybe<Scalars['String']['input']>;
  control?: InputMaybe<Scalars['String']['input']>;
  critical?: InputMaybe<Scalars['String']['input']>;
  decorative?: InputMaybe<Scalars['String']['input']>;
  info?: InputMaybe<Scalars['String']['input']>;
  success?: InputMaybe<Scalars['String']['input']>;
  warning?: InputMaybe<Scalars['String']['input']>;
};

export const CheckoutAndAccountsConfigurationBrandingSharedCornerRadius = {
  None: 'NONE'
} as const;

export type CheckoutAndAccountsConfigurationBrandingSharedCornerRadius = typeof CheckoutAndAccountsConfigurationBrandingSharedCornerRadius[keyof typeof CheckoutAndAccountsConfigurationBrandingSharedCornerRadius];
export type CheckoutAndAccountsConfigurationBrandingSharedInput = {
  colors?: InputMaybe<CheckoutAndAccountsConfigurationBrandingSharedColorsInput>;
  cornerRadius?: InputMaybe<CheckoutAndAccountsConfigurationBrandingSharedCornerRadius>;
  typography?: InputMaybe<CheckoutAndAccountsConfigurationBrandingSharedTypographyStyleInput>;
};

export type CheckoutAndAccountsConfigurationBrandingSharedTypographyStyleInput = {
  kerning?: InputMaybe<CheckoutAndAccountsConfigurationBrandingTypographyKerning>;
  letterCase?: InputMaybe<CheckoutAndAccountsConfigurationBrandingTypographyLetterCase>;
};

export type CheckoutAndAccountsConfigurationBrandingShopifyFontGroupInput = {
  baseFontHandle: Scalars['String']['input'];
  boldFontHandle: Scalars['String']['input'];
  loadingStrategy?: InputMaybe<CheckoutAndAccountsConfigurationBrandingFontLoadingStrategy>;
};

export type CheckoutAndAccountsConfigurationBrandingSignInComponentsInput = {
  header?: InputMaybe<CheckoutAndAccountsConfigurationBrandingSignInHeaderInput>;
  main?: InputMaybe<CheckoutAndAccountsConfigurationBrandingSignInMainInput>;
};

export type CheckoutAndAccountsConfigurationBrandingSignInHeaderInput = {
  logo?: InputMaybe<CheckoutAndAccountsConfigurationBrandingSignInLogoInput>;
  padding?: InputMaybe<CheckoutAndAccountsConfigurationBrandingSpacingKeyword>;
};

export type CheckoutAndAccountsConfigurationBrandingSignInLogoInput = {
  image?: InputMaybe<CheckoutAndAccountsConfigurationBrandingImageInput>;
  maxWidth?: InputMaybe<Scalars['Int']['input']>;
};

export type CheckoutAndAccountsConfigurationBrandingSignInMainInput = {
  backgroundImage?: InputMaybe<CheckoutAndAccountsConfigurationBrandingImageInput>;
  colors?: InputMaybe<CheckoutAndAccountsConfigurationBrandingColorsInput>;
  section?: InputMaybe<CheckoutAndAccountsConfigurationBrandingMainSectionInput>;
};

export type CheckoutAndAccountsConfigurationBrandingSignInSurfaceInput = {
  components?: InputMaybe<CheckoutAndAccountsConfigurationBrandingSignInComponentsInput>;
};

export const CheckoutAndAccountsConfigurationBrandingSimpleBorder = {
  Full: 'FULL',
  None: 'NONE'
} as const;

export type CheckoutAndAccountsConfigurationBrandingSimpleBorder = typeof CheckoutAndAccountsConfigurationBrandingSimpleBorder[keyof typeof CheckoutAndAccountsConfigurationBrandingSimpleBorder];
export const CheckoutAndAccountsConfigurationBrandingSpacing = {
  Base: 'BASE',
  ExtraLoose: 'EXTRA_LOOSE',
  ExtraTight: 'EXTRA_TIGHT',
  Loose: 'LOOSE',
  None: 'NONE',
  Tight: 'TIGHT'
} as const;

export type CheckoutAndAccountsConfigurationBrandingSpacing = typeof CheckoutAndAccountsConfigurationBrandingSpacing[keyof typeof CheckoutAndAccountsConfigurationBrandingSpacing];
export const CheckoutAndAccountsConfigurationBrandingSpacingKeyword = {
  Base: 'BASE',
  Large: 'LARGE',
  Large_100: 'LARGE_100',
  Large_200: 'LARGE_200',
  Large_300: 'LARGE_300',
  Large_400: 'LARGE_400',
  Large_500: 'LARGE_500',
  None: 'NONE',
  Small: 'SMALL',
  Small_100: 'SMALL_100',
  Small_200: 'SMALL_200',
  Small_300: 'SMALL_300',
  Small_400: 'SMALL_400',
  Small_500: 'SMALL_500'
} as const;

export type CheckoutAndAccountsConfigurationBrandingSpacingKeyword = typeof CheckoutAndAccountsConfigurationBrandingSpacingKeyword[keyof typeof CheckoutAndAccountsConfigurationBrandingSpacingKeyword];
export type CheckoutAndAccountsConfigurationBrandingSurfacesInput = {
  checkout?: InputMaybe<CheckoutAndAccountsConfigurationBrandingCheckoutSurfaceInput>;
  customerAccounts?: InputMaybe<CheckoutAndAccountsConfigurationBrandingCustomerAccountsSurfaceInput>;
  signIn?: InputMaybe<CheckoutAndAccountsConfigurationBrandingSignInSurfaceInput>;
};

export type CheckoutAndAccountsConfigurationBrandingTextFieldInput = {
  border?: InputMaybe<CheckoutAndAccountsConfigurationBrandingBorder>;
  typography?: InputMaybe<CheckoutAndAccountsConfigurationBrandingTypographyStyleInput>;
};

export const CheckoutAndAccountsConfigurationBrandingTypographyFont = {
  Primary: 'PRIMARY',
  Secondary: 'SECONDARY'
} as const;

export type CheckoutAndAccountsConfigurationBrandingTypographyFont = typeof CheckoutAndAccountsConfigurationBrandingTypographyFont[keyof typeof CheckoutAndAccountsConfigurationBrandingTypographyFont];
export type CheckoutAndAccountsConfigurationBrandingTypographyInput = {
  primary?: InputMaybe<CheckoutAndAccountsConfigurationBrandingFontGroupInput>;
  secondary?: InputMaybe<CheckoutAndAccountsConfigurationBrandingFontGroupInput>;
  size?: InputMaybe<CheckoutAndAccountsConfigurationBrandingFontSizeInput>;
};

export const CheckoutAndAccountsConfigurationBrandingTypographyKerning = {
  Base: 'BASE',
  ExtraLoose: 'EXTRA_LOOSE',
  Loose: 'LOOSE'
} as const;

export type CheckoutAndAccountsConfigurationBrandingTypographyKerning = typeof CheckoutAndAccountsConfigurationBrandingTypographyKerning[keyof typeof CheckoutAndAccountsConfigurationBrandingTypographyKerning];
export const CheckoutAndAccountsConfigurationBrandingTypographyLetterCase = {
  Lower: 'LOWER',
  None: 'NONE',
  Title: 'TITLE',
  Upper: 'UPPER'
} as const;

export type CheckoutAndAccountsConfigurationBrandingTypographyLetterCase = typeof CheckoutAndAccountsConfigurationBrandingTypographyLetterCase[keyof typeof CheckoutAndAccountsConfigurationBrandingTypographyLetterCase];
export const CheckoutAndAccountsConfigurationBrandingTypographySize = {
  Base: 'BASE',
  ExtraExtraLarge: 'EXTRA_EXTRA_LARGE',
  ExtraLarge: 'EXTRA_LARGE',
  ExtraSmall: 'EXTRA_SMALL',
  Large: 'LARGE',
  Medium: 'MEDIUM',
  Small: 'SMALL'
} as const;

export type CheckoutAndAccountsConfigurationBrandingTypographySize = typeof CheckoutAndAccountsConfigurationBrandingTypographySize[keyof typeof CheckoutAndAccountsConfigurationBrandingTypographySize];
export type CheckoutAndAccountsConfigurationBrandingTypographyStyleInput = {
  font?: InputMaybe<CheckoutAndAccountsConfigurationBrandingTypographyFont>;
  kerning?: InputMaybe<CheckoutAndAccountsConfigurationBrandingTypographyKerning>;
  letterCase?: InputMaybe<CheckoutAndAccountsConfigurationBrandingTypographyLetterCase>;
  size?: InputMaybe<CheckoutAndAccountsConfigurationBrandingTypographySize>;
  weight?: InputMaybe<CheckoutAndAccountsConfigurationBrandingTypographyWeight>;
};

export const CheckoutAndAccountsConfigurationBrandingTypographyWeight = {
  Base: 'BASE',
  Bold: 'BOLD'
} as const;

export type CheckoutAndAccountsConfigurationBrandingTypographyWeight = typeof CheckoutAndAccountsConfigurationBrandingTypographyWeight[keyof typeof CheckoutAndAccountsConfigurationBrandingTypographyWeight];
export const CheckoutAndAccountsConfigurationBrandingVisibility = {
  Hidden: 'HIDDEN',
  Visible: 'VISIBLE'
} as const;

export type CheckoutAndAccountsConfigurationBrandingVisibility = typeof CheckoutAndAccountsConfigurationBrandingVisibility[keyof typeof CheckoutAndAccountsConfigurationBrandingVisibility];
export type CheckoutAndAccountsConfigurationInput = {
  branding?: InputMaybe<CheckoutAndAccountsConfigurationBrandingInput>;
  overrides?: InputMaybe<Array<CheckoutAndAccountsConfigurationOverrideInput>>;
};

export type CheckoutAndAccountsConfigurationOverrideInput = {
  branding?: InputMaybe<CheckoutAndAccountsConfigurationBrandingInput>;
  id?: InputMaybe<Scalars['ID']['input']>;
};

export const CheckoutAndAccountsConfigurationUserErrorCode = {
  Blank: 'BLANK',
  InternalServerError: 'INTERNAL_SERVER_ERROR',
  Invalid: 'INVALID',
  Missing: 'MISSING',
  NotFound: 'NOT_FOUND',
  Transient: 'TRANSIENT'
} as const;

export type CheckoutAndAccountsConfigurationUserErrorCode = typeof CheckoutAndAccountsConfigurationUserErrorCode[keyof typeof CheckoutAndAccountsConfigurationUserErrorCode];
export const CheckoutAndAccountsConfigurationsGraphQlSortKeys = {
  CreatedAt: 'CREATED_AT',
  EditedAt: 'EDITED_AT',
  Id: 'ID',
  IsPublished: 'IS_PUBLISHED'
} as const;

export type CheckoutAndAccountsConfigurationsGraphQlSortKeys = typeof CheckoutAndAccountsConfigurationsGraphQlSortKeys[keyof typeof CheckoutAndAccountsConfigurationsGraphQlSortKeys];
export const CheckoutBrandingBackground = {
  Base: 'BASE',
  Subdued: 'SUBDUED',
  Transparent: 'TRANSPARENT'
} as const;

export type CheckoutBrandingBackground = typeof CheckoutBrandingBackground[keyof typeof CheckoutBrandingBackground];
export const CheckoutBrandingBackgroundStyle = {
  None: 'NONE',
  Solid: 'SOLID'
} as const;

export type CheckoutBrandingBackgroundStyle = typeof CheckoutBrandingBackgroundStyle[keyof typeof CheckoutBrandingBackgroundStyle];
export const CheckoutBrandingBorder = {
  BlockEnd: 'BLOCK_END',
  Full: 'FULL',
  None: 'NONE'
} as const;

export type CheckoutBrandingBorder = typeof CheckoutBrandingBorder[keyof typeof CheckoutBrandingBorder];
export const CheckoutBrandingBorderStyle = {
  Base: 'BASE',
  Dashed: 'DASHED',
  Dotted: 'DOTTED'
} as const;

export type CheckoutBrandingBorderStyle = typeof CheckoutBrandingBorderStyle[keyof typeof CheckoutBrandingBorderStyle];
export const CheckoutBrandingBorderWidth = {
  Base: 'BASE',
  Large: 'LARGE',
  Large_100: 'LARGE_100',
  Large_200: 'LARGE_200'
} as const;

export type CheckoutBrandingBorderWidth = typeof CheckoutBrandingBorderWidth[keyof typeof CheckoutBrandingBorderWidth];
export type CheckoutBrandingButtonColorRolesInput = {
  accent?: InputMaybe<Scalars['String']['input']>;
  background?: InputMaybe<Scalars['String']['input']>;
  border?: InputMaybe<Scalars['String']['input']>;
  decorative?: InputMaybe<Scalars['String']['input']>;
  hover?: InputMaybe<CheckoutBrandingColorRolesInput>;
  icon?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};

export type CheckoutBrandingButtonInput = {
  background?: InputMaybe<CheckoutBrandingBackgroundStyle>;
  blockPadding?: InputMaybe<CheckoutBrandingSpacing>;
  border?: InputMaybe<CheckoutBrandingSimpleBorder>;
  cornerRadius?: InputMaybe<CheckoutBrandingCornerRadius>;
  inlinePadding?: InputMaybe<CheckoutBrandingSpacing>;
  typography?: InputMaybe<CheckoutBrandingTypographyStyleInput>;
};

export type CheckoutBrandingBuyerJourneyInput = {
  visibility?: InputMaybe<CheckoutBrandingVisibility>;
};

export const CheckoutBrandingCartLinkContentType = {
  Icon: 'ICON',
  Image: 'IMAGE',
  Text: 'TEXT'
} as const;

export type CheckoutBrandingCartLinkContentType = typeof CheckoutBrandingCartLinkContentType[keyof typeof CheckoutBrandingCartLinkContentType];
export type CheckoutBrandingCartLinkInput = {
  visibility?: InputMaybe<CheckoutBrandingVisibility>;
};

export type CheckoutBrandingCheckboxInput = {
  cornerRadius?: InputMaybe<CheckoutBrandingCornerRadius>;
};

export type CheckoutBrandingChoiceListGroupInput = {
  spacing?: InputMaybe<CheckoutBrandingSpacingKeyword>;
};

export type CheckoutBrandingChoiceListInput = {
  group?: InputMaybe<CheckoutBrandingChoiceListGroupInput>;
};

export type CheckoutBrandingColorGlobalInput = {
  accent?: InputMaybe<Scalars['String']['input']>;
  brand?: InputMaybe<Scalars['String']['input']>;
  critical?: InputMaybe<Scalars['String']['input']>;
  decorative?: InputMaybe<Scalars['String']['input']>;
  info?: InputMaybe<Scalars['String']['input']>;
  success?: InputMaybe<Scalars['String']['input']>;
  warning?: InputMaybe<Scalars['String']['input']>;
};

export type CheckoutBrandingColorRolesInput = {
  accent?: InputMaybe<Scalars['String']['input']>;
  background?: InputMaybe<Scalars['String']['input']>;
  border?: InputMaybe<Scalars['String']['input']>;
  decorative?: InputMaybe<Scalars['String']['input']>;
  icon?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};

export type CheckoutBrandingColorSchemeInput = {
  base?: InputMaybe<CheckoutBrandingColorRolesInput>;
  control?: InputMaybe<CheckoutBrandingControlColorRolesInput>;
  primaryButton?: InputMaybe<CheckoutBrandingButtonColorRolesInput>;
  secondaryButton?: InputMaybe<CheckoutBrandingButtonColorRolesInput>;
};

export const CheckoutBrandingColorSchemeSelection = {
  ColorScheme1: 'COLOR_SCHEME1',
  ColorScheme2: 'COLOR_SCHEME2',
  ColorScheme3: 'COLOR_SCHEME3',
  ColorScheme4: 'COLOR_SCHEME4',
  ColorScheme5: 'COLOR_SCHEME5',
  ColorScheme6: 'COLOR_SCHEME6',
  Transparent: 'TRANSPARENT'
} as const;

export type CheckoutBrandingColorSchemeSelection = typeof CheckoutBrandingColorSchemeSelection[keyof typeof CheckoutBrandingColorSchemeSelection];
export type CheckoutBrandingColorSchemesInput = {
  scheme1?: InputMaybe<CheckoutBrandingColorSchemeInput>;
  scheme2?: InputMaybe<CheckoutBrandingColorSchemeInput>;
  scheme3?: InputMaybe<CheckoutBrandingColorSchemeInput>;
  scheme4?: InputMaybe<CheckoutBrandingColorSchemeInput>;
  scheme5?: InputMaybe<CheckoutBrandingColorSchemeInput>;
  scheme6?: InputMaybe<CheckoutBrandingColorSchemeInput>;
};

export const CheckoutBrandingColorSelection = {
  Transparent: 'TRANSPARENT'
} as const;

export type CheckoutBrandingColorSelection = typeof CheckoutBrandingColorSelection[keyof typeof CheckoutBrandingColorSelection];
export type CheckoutBrandingColorsInput = {
  global?: InputMaybe<CheckoutBrandingColorGlobalInput>;
  schemes?: InputMaybe<CheckoutBrandingColorSchemesInput>;
};

export type CheckoutBrandingContainerDividerInput = {
  borderStyle?: InputMaybe<CheckoutBrandingBorderStyle>;
  borderWidth?: InputMaybe<CheckoutBrandingBorderWidth>;
  visibility?: InputMaybe<CheckoutBrandingVisibility>;
};

export type CheckoutBrandingContentInput = {
  divider?: InputMaybe<CheckoutBrandingContainerDividerInput>;
};

export type CheckoutBrandingControlColorRolesInput = {
  accent?: InputMaybe<Scalars['String']['input']>;
  background?: InputMaybe<Scalars['String']['input']>;
  border?: InputMaybe<Scalars['String']['input']>;
  decorative?: InputMaybe<Scalars['String']['input']>;
  icon?: InputMaybe<Scalars['String']['input']>;
  selected?: InputMaybe<CheckoutBrandingColorRolesInput>;
  text?: InputMaybe<Scalars['String']['input']>;
};

export type CheckoutBrandingControlInput = {
  border?: InputMaybe<CheckoutBrandingSimpleBorder>;
  color?: InputMaybe<CheckoutBrandingColorSelection>;
  cornerRadius?: InputMaybe<CheckoutBrandingCornerRadius>;
  labelPosition?: InputMaybe<CheckoutBrandingLabelPosition>;
};

export const CheckoutBrandingCornerRadius = {
  Base: 'BASE',
  Large: 'LARGE',
  None: 'NONE',
  Small: 'SMALL'
} as const;

export type CheckoutBrandingCornerRadius = typeof CheckoutBrandingCornerRadius[keyof typeof CheckoutBrandingCornerRadius];
export type CheckoutBrandingCornerRadiusVariablesInput = {
  base?: InputMaybe<Scalars['Int']['input']>;
  large?: InputMaybe<Scalars['Int']['input']>;
  small?: InputMaybe<Scalars['Int']['input']>;
};

export type CheckoutBrandingCustomFontGroupInput = {
  base: CheckoutBrandingCustomFontInput;
  bold: CheckoutBrandingCustomFontInput;
  loadingStrategy?: InputMaybe<CheckoutBrandingFontLoadingStrategy>;
};

export type CheckoutBrandingCustomFontInput = {
  genericFileId: Scalars['ID']['input'];
  weight: Scalars['Int']['input'];
};

export type CheckoutBrandingCustomizationsInput = {
  buyerJourney?: InputMaybe<CheckoutBrandingBuyerJourneyInput>;
  cartLink?: InputMaybe<CheckoutBrandingCartLinkInput>;
  checkbox?: InputMaybe<CheckoutBrandingCheckboxInput>;
  choiceList?: InputMaybe<CheckoutBrandingChoiceListInput>;
  content?: InputMaybe<CheckoutBrandingContentInput>;
  control?: InputMaybe<CheckoutBrandingControlInput>;
  divider?: InputMaybe<CheckoutBrandingDividerStyleInput>;
  expressCheckout?: InputMaybe<CheckoutBrandingExpressCheckoutInput>;
  favicon?: InputMaybe<CheckoutBrandingImageInput>;
  footer?: InputMaybe<CheckoutBrandingFooterInput>;
  global?: InputMaybe<CheckoutBrandingGlobalInput>;
  header?: InputMaybe<CheckoutBrandingHeaderInput>;
  headingLevel1?: InputMaybe<CheckoutBrandingHeadingLevelInput>;
  headingLevel2?: InputMaybe<CheckoutBrandingHeadingLevelInput>;
  headingLevel3?: InputMaybe<CheckoutBrandingHeadingLevelInput>;
  main?: InputMaybe<CheckoutBrandingMainInput>;
  merchandiseThumbnail?: InputMaybe<CheckoutBrandingMerchandiseThumbnailInput>;
  orderSummary?: InputMaybe<CheckoutBrandingOrderSummaryInput>;
  primaryButton?: InputMaybe<CheckoutBrandingButtonInput>;
  secondaryButton?: InputMaybe<CheckoutBrandingButtonInput>;
  select?: InputMaybe<CheckoutBrandingSelectInput>;
  textField?: InputMaybe<CheckoutBrandingTextFieldInput>;
};

export type CheckoutBrandingDesignSystemInput = {
  colors?: InputMaybe<CheckoutBrandingColorsInput>;
  cornerRadius?: InputMaybe<CheckoutBrandingCornerRadiusVariablesInput>;
  typography?: InputMaybe<CheckoutBrandingTypographyInput>;
};

export type CheckoutBrandingDividerStyleInput = {
  borderStyle?: InputMaybe<CheckoutBrandingBorderStyle>;
  borderWidth?: InputMaybe<CheckoutBrandingBorderWidth>;
};

export type CheckoutBrandingExpressCheckoutButtonInput = {
  cornerRadius?: InputMaybe<CheckoutBrandingCornerRadius>;
};

export type CheckoutBrandingExpressCheckoutInput = {
  button?: InputMaybe<CheckoutBrandingExpressCheckoutButtonInput>;
};

export type CheckoutBrandingFontGroupInput = {
  customFontGroup?: InputMaybe<CheckoutBrandingCustomFontGroupInput>;
  shopifyFontGroup?: InputMaybe<CheckoutBrandingShopifyFontGroupInput>;
};

export const CheckoutBrandingFontLoadingStrategy = {
  Auto: 'AUTO',
  Block: 'BLOCK',
  Fallback: 'FALLBACK',
  Optional: 'OPTIONAL',
  Swap: 'SWAP'
} as const;

export type CheckoutBrandingFontLoadingStrategy = typeof CheckoutBrandingFontLoadingStrategy[keyof typeof CheckoutBrandingFontLoadingStrategy];
export type CheckoutBrandingFontSizeInput = {
  base?: InputMaybe<Scalars['Float']['input']>;
  ratio?: InputMaybe<Scalars['Float']['input']>;
};

export const CheckoutBrandingFooterAlignment = {
  Center: 'CENTER',
  End: 'END',
  Start: 'START'
} as const;

export type CheckoutBrandingFooterAlignment = typeof CheckoutBrandingFooterAlignment[keyof typeof CheckoutBrandingFooterAlignment];
export type CheckoutBrandingFooterContentInput = {
  visibility?: InputMaybe<CheckoutBrandingVisibility>;
};

export type CheckoutBrandingFooterInput = {
  alignment?: InputMaybe<CheckoutBrandingFooterAlignment>;
  colorScheme?: InputMaybe<CheckoutBrandingColorSchemeSelection>;
  content?: InputMaybe<CheckoutBrandingFooterContentInput>;
  divided?: InputMaybe<Scalars['Boolean']['input']>;
  padding?: InputMaybe<CheckoutBrandingSpacingKeyword>;
  position?: InputMaybe<CheckoutBrandingFooterPosition>;
};

export const CheckoutBrandingFooterPosition = {
  End: 'END',
  Inline: 'INLINE'
} as const;

export type CheckoutBrandingFooterPosition = typeof CheckoutBrandingFooterPosition[keyof typeof CheckoutBrandingFooterPosition];
export const CheckoutBrandingGlobalCornerRadius = {
  None: 'NONE'
} as const;

export type CheckoutBrandingGlobalCornerRadius = typeof CheckoutBrandingGlobalCornerRadius[keyof typeof CheckoutBrandingGlobalCornerRadius];
export type CheckoutBrandingGlobalInput = {
  cornerRadius?: InputMaybe<CheckoutBrandingGlobalCornerRadius>;
  typography?: InputMaybe<CheckoutBrandingTypographyStyleGlobalInput>;
};

export const CheckoutBrandingHeaderAlignment = {
  Center: 'CENTER',
  End: 'END',
  Start: 'START'
} as const;

export type CheckoutBrandingHeaderAlignment = typeof CheckoutBrandingHeaderAlignment[keyof typeof CheckoutBrandingHeaderAlignment];
export type CheckoutBrandingHeaderCartLinkInput = {
  contentType?: InputMaybe<CheckoutBrandingCartLinkContentType>;
  image?: InputMaybe<CheckoutBrandingImageInput>;
};

export type CheckoutBrandingHeaderInput = {
  alignment?: InputMaybe<CheckoutBrandingHeaderAlignment>;
  banner?: InputMaybe<CheckoutBrandingImageInput>;
  cartLink?: InputMaybe<CheckoutBrandingHeaderCartLinkInput>;
  colorScheme?: InputMaybe<CheckoutBrandingColorSchemeSelection>;
  divided?: InputMaybe<Scalars['Boolean']['input']>;
  logo?: InputMaybe<CheckoutBrandingLogoInput>;
  padding?: InputMaybe<CheckoutBrandingSpacingKeyword>;
  position?: InputMaybe<CheckoutBrandingHeaderPosition>;
};

export const CheckoutBrandingHeaderPosition = {
  Inline: 'INLINE',
  InlineSecondary: 'INLINE_SECONDARY',
  Start: 'START'
} as const;

export type CheckoutBrandingHeaderPosition = typeof CheckoutBrandingHeaderPosition[keyof typeof CheckoutBrandingHeaderPosition];
export type CheckoutBrandingHeadingLevelInput = {
  typography?: InputMaybe<CheckoutBrandingTypographyStyleInput>;
};

export type CheckoutBrandingImageInput = {
  mediaImageId?: InputMaybe<Scalars['ID']['input']>;
};

export type CheckoutBrandingInput = {
  customizations?: InputMaybe<CheckoutBrandingCustomizationsInput>;
  designSystem?: InputMaybe<CheckoutBrandingDesignSystemInput>;
};

export const CheckoutBrandingLabelPosition = {
  Inside: 'INSIDE',
  Outside: 'OUTSIDE'
} as const;

export type CheckoutBrandingLabelPosition = typeof CheckoutBrandingLabelPosition[keyof typeof CheckoutBrandingLabelPosition];
export type CheckoutBrandingLogoInput = {
  image?: InputMaybe<CheckoutBrandingImageInput>;
  maxWidth?: InputMaybe<Scalars['Int']['input']>;
  visibility?: InputMaybe<CheckoutBrandingVisibility>;
};

export type CheckoutBrandingMainInput = {
  backgroundImage?: InputMaybe<CheckoutBrandingImageInput>;
  colorScheme?: InputMaybe<CheckoutBrandingColorSchemeSelection>;
  divider?: InputMaybe<CheckoutBrandingContainerDividerInput>;
  section?: InputMaybe<CheckoutBrandingMainSectionInput>;
};

export type CheckoutBrandingMainSectionInput = {
  background?: InputMaybe<CheckoutBrandingBackground>;
  border?: InputMaybe<CheckoutBrandingSimpleBorder>;
  borderStyle?: InputMaybe<CheckoutBrandingBorderStyle>;
  borderWidth?: InputMaybe<CheckoutBrandingBorderWidth>;
  colorScheme?: InputMaybe<CheckoutBrandingColorSchemeSelection>;
  cornerRadius?: InputMaybe<CheckoutBrandingCornerRadius>;
  padding?: InputMaybe<CheckoutBrandingSpacingKeyword>;
  shadow?: InputMaybe<CheckoutBrandingShadow>;
};

export const CheckoutBrandingMerchandiseThumbnailBadgeBackground = {
  Accent: 'ACCENT',
  Base: 'BASE'
} as const;

export type CheckoutBrandingMerchandiseThumbnailBadgeBackground = typeof CheckoutBrandingMerchandiseThumbnailBadgeBackground[keyof typeof CheckoutBrandingMerchandiseThumbnailBadgeBackground];
export type CheckoutBrandingMerchandiseThumbnailBadgeInput = {
  background?: InputMaybe<CheckoutBrandingMerchandiseThumbnailBadgeBackground>;
};

export type CheckoutBrandingMerchandiseThumbnailInput = {
  badge?: InputMaybe<CheckoutBrandingMerchandiseThumbnailBadgeInput>;
  border?: InputMaybe<CheckoutBrandingSimpleBorder>;
  cornerRadius?: InputMaybe<CheckoutBrandingCornerRadius>;
  fit?: InputMaybe<CheckoutBrandingObjectFit>;
};

export const CheckoutBrandingObjectFit = {
  Contain: 'CONTAIN',
  Cover: 'COVER'
} as const;

export type CheckoutBrandingObjectFit = typeof CheckoutBrandingObjectFit[keyof typeof CheckoutBrandingObjectFit];
export type CheckoutBrandingOrderSummaryInput = {
  backgroundImage?: InputMaybe<CheckoutBrandingImageInput>;
  colorScheme?: InputMaybe<CheckoutBrandingColorSchemeSelection>;
  divider?: InputMaybe<CheckoutBrandingContainerDividerInput>;
  section?: InputMaybe<CheckoutBrandingOrderSummarySectionInput>;
};

export type CheckoutBrandingOrderSummarySectionInput = {
  background?: InputMaybe<CheckoutBrandingBackground>;
  border?: InputMaybe<CheckoutBrandingSimpleBorder>;
  borderStyle?: InputMaybe<CheckoutBrandingBorderStyle>;
  borderWidth?: InputMaybe<CheckoutBrandingBorderWidth>;
  colorScheme?: InputMaybe<CheckoutBrandingColorSchemeSelection>;
  cornerRadius?: InputMaybe<CheckoutBrandingCornerRadius>;
  padding?: InputMaybe<CheckoutBrandingSpacingKeyword>;
  shadow?: InputMaybe<CheckoutBrandingShadow>;
};

export type CheckoutBrandingSelectInput = {
  border?: InputMaybe<CheckoutBrandingBorder>;
  typography?: InputMaybe<CheckoutBrandingTypographyStyleInput>;
};

export const CheckoutBrandingShadow = {
  Base: 'BASE',
  Large_100: 'LARGE_100',
  Large_200: 'LARGE_200',
  Small_100: 'SMALL_100',
  Small_200: 'SMALL_200'
} as const;

export type CheckoutBrandingShadow = typeof CheckoutBrandingShadow[keyof typeof CheckoutBrandingShadow];
export type CheckoutBrandingShopifyFontGroupInput = {
  baseWeight?: InputMaybe<Scalars['Int']['input']>;
  boldWeight?: InputMaybe<Scalars['Int']['input']>;
  loadingStrategy?: InputMaybe<CheckoutBrandingFontLoadingStrategy>;
  name: Scalars['String']['input'];
};

export const CheckoutBrandingSimpleBorder = {
  Full: 'FULL',
  None: 'NONE'
} as const;

export type CheckoutBrandingSimpleBorder = typeof CheckoutBrandingSimpleBorder[keyof typeof CheckoutBrandingSimpleBorder];
export const CheckoutBrandingSpacing = {
  Base: 'BASE',
  ExtraLoose: 'EXTRA_LOOSE',
  ExtraTight: 'EXTRA_TIGHT',
  Loose: 'LOOSE',
  None: 'NONE',
  Tight: 'TIGHT'
} as const;

export type CheckoutBrandingSpacing = typeof CheckoutBrandingSpacing[keyof typeof CheckoutBrandingSpacing];
export const CheckoutBrandingSpacingKeyword = {
  Base: 'BASE',
  Large: 'LARGE',
  Large_100: 'LARGE_100',
  Large_200: 'LARGE_200',
  Large_300: 'LARGE_300',
  Large_400: 'LARGE_400',
  Large_500: 'LARGE_500',
  None: 'NONE',
  Small: 'SMALL',
  Small_100: 'SMALL_100',
  Small_200: 'SMALL_200',
  Small_300: 'SMALL_300',
  Small_400: 'SMALL_400',
  Small_500: 'SMALL_500'
} as const;

export type CheckoutBrandingSpacingKeyword = typeof CheckoutBrandingSpacingKeyword[keyof typeof CheckoutBrandingSpacingKeyword];
export type CheckoutBrandingTextFieldInput = {
  border?: InputMaybe<CheckoutBrandingBorder>;
  typography?: InputMaybe<CheckoutBrandingTypographyStyleInput>;
};

export const CheckoutBrandingTypographyFont = {
  Primary: 'PRIMARY',
  Secondary: 'SECONDARY'
} as const;

export type CheckoutBrandingTypographyFont = typeof CheckoutBrandingTypographyFont[keyof typeof CheckoutBrandingTypographyFont];
export type CheckoutBrandingTypographyInput = {
  primary?: InputMaybe<CheckoutBrandingFontGroupInput>;
  secondary?: InputMaybe<CheckoutBrandingFontGroupInput>;
  size?: InputMaybe<CheckoutBrandingFontSizeInput>;
};

export const CheckoutBrandingTypographyKerning = {
  Base: 'BASE',
  ExtraLoose: 'EXTRA_LOOSE',
  Loose: 'LOOSE'
} as const;

export type CheckoutBrandingTypographyKerning = typeof CheckoutBrandingTypographyKerning[keyof typeof CheckoutBrandingTypographyKerning];
export const CheckoutBrandingTypographyLetterCase = {
  Lower: 'LOWER',
  None: 'NONE',
  Title: 'TITLE',
  Upper: 'UPPER'
} as const;

export type CheckoutBrandingTypographyLetterCase = typeof CheckoutBrandingTypographyLetterCase[keyof typeof CheckoutBrandingTypographyLetterCase];
export const CheckoutBrandingTypographySize = {
  Base: 'BASE',
  ExtraExtraLarge: 'EXTRA_EXTRA_LARGE',
  ExtraLarge: 'EXTRA_LARGE',
  ExtraSmall: 'EXTRA_SMALL',
  Large: 'LARGE',
  Medium: 'MEDIUM',
  Small: 'SMALL'
} as const;

export type CheckoutBrandingTypographySize = typeof CheckoutBrandingTypographySize[keyof typeof CheckoutBrandingTypographySize];
export type CheckoutBrandingTypographyStyleGlobalInput = {
  kerning?: InputMaybe<CheckoutBrandingTypographyKerning>;
  letterCase?: InputMaybe<CheckoutBrandingTypographyLetterCase>;
};

export type CheckoutBrandingTypographyStyleInput = {
  font?: InputMaybe<CheckoutBrandingTypographyFont>;
  kerning?: InputMaybe<CheckoutBrandingTypographyKerning>;
  letterCase?: InputMaybe<CheckoutBrandingTypographyLetterCase>;
  size?: InputMaybe<CheckoutBrandingTypographySize>;
  weight?: InputMaybe<CheckoutBrandingTypographyWeight>;
};

export const CheckoutBrandingTypographyWeight = {
  Base: 'BASE',
  Bold: 'BOLD'
} as const;

export type CheckoutBrandingTypographyWeight = typeof CheckoutBrandingTypographyWeight[keyof typeof CheckoutBrandingTypographyWeight];
export const CheckoutBrandingUpsertUserErrorCode = {
  InternalError: 'INTERNAL_ERROR'
} as const;

export type CheckoutBrandingUpsertUserErrorCode = typeof CheckoutBrandingUpsertUserErrorCode[keyof typeof CheckoutBrandingUpsertUserErrorCode];
export const CheckoutBrandingVisibility = {
  Hidden: 'HIDDEN',
  Visible: 'VISIBLE'
} as const;

export type CheckoutBrandingVisibility = typeof CheckoutBrandingVisibility[keyof typeof CheckoutBrandingVisibility];
export const CheckoutProfileSortKeys = {
  CreatedAt: 'CREATED_AT',
  EditedAt: 'EDITED_AT',
  Id: 'ID',
  IsPublished: 'IS_PUBLISHED',
  UpdatedAt: 'UPDATED_AT'
} as const;

export type CheckoutProfileSortKeys = typeof CheckoutProfileSortKeys[keyof typeof CheckoutProfileSortKeys];
export type ChildProductRelationInput = {
  childProductId: Scalars['ID']['input'];
  selectedParentOptionValues: Array<SelectedVariantOptionInput>;
};

export const CodeDiscountSortKeys = {
  CreatedAt: 'CREATED_AT',
  EndsAt: 'ENDS_AT',
  Id: 'ID',
  Relevance: 'RELEVANCE',
  StartsAt: 'STARTS_AT',
  Title: 'TITLE',
  UpdatedAt: 'UPDATED_AT'
} as const;

export type CodeDiscountSortKeys = typeof CodeDiscountSortKeys[keyof typeof CodeDiscountSortKeys];
export const CollectionAddProductsV2UserErrorCode = {
  CantAddToSmartCollection: 'CANT_ADD_TO_SMART_COLLECTION',
  CollectionDoesNotExist: 'COLLECTION_DOES_NOT_EXIST'
} as const;

export type CollectionAddProductsV2UserErrorCode = typeof CollectionAddProductsV2UserErrorCode[keyof typeof CollectionAddProductsV2UserErrorCode];
export const CollectionConditionMatchType = {
  All: 'ALL',
  Any: 'ANY'
} as const;

export type CollectionConditionMatchType = typeof CollectionConditionMatchType[keyof typeof CollectionConditionMatchType];
export const CollectionConditionsSourceSortKeys = {
  Id: 'ID',
  Title: 'TITLE'
} as const;

export type CollectionConditionsSourceSortKeys = typeof CollectionConditionsSourceSortKeys[keyof typeof CollectionConditionsSourceSortKeys];
export type CollectionCreateConditionsSourceInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  exclusion?: InputMaybe<CollectionCreateSourceExclusionInput>;
  inclusion?: InputMaybe<CollectionCreateSourceInclusionInput>;
  targetType?: InputMaybe<CollectionSourceTargetType>;
  title: Scalars['String']['input'];
};

export type CollectionCreateInput = {
  descriptionHtml?: InputMaybe<Scalars['String']['input']>;
  handle?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<ImageInput>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  seo?: InputMaybe<SeoInput>;
  sortOrder?: InputMaybe<CollectionSortOrder>;
  sources?: InputMaybe<Array<CollectionCreateSourceTargetInput>>;
  templateSuffix?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

export type CollectionCreateSourceExclusionInput = {
  conditions?: InputMaybe<Array<CollectionSourceExclusionConditionInput>>;
  matchType?: InputMaybe<CollectionConditionMatchType>;
  selections?: InputMaybe<Array<CollectionExclusionProductSelectionInput>>;
};

export type CollectionCreateSourceInclusionInput = {
  conditions?: InputMaybe<Array<CollectionSourceInclusionConditionInput>>;
  matchType?: InputMaybe<CollectionConditionMatchType>;
  selections?: InputMaybe<Array<CollectionInclusionProductSelectionInput>>;
};

export type CollectionCreateSourceTargetInput =
  { shareableSource: CollectionShareableSourceInput; source?: never; subCollections?: never; }
  |  { shareableSource?: never; source: CollectionCreateConditionsSourceInput; subCollections?: never; }
  |  { shareableSource?: never; source?: never; subCollections: CollectionCreateSubCollectionsSourceInput; };

export type CollectionCreateSubCollectionsSourceInput = {
  collectionIds: Array<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

export type CollectionDeleteInput = {
  id: Scalars['ID']['input'];
};

export type CollectionDuplicateInput = {
  collectionId: Scalars['ID']['input'];
  copyPublications?: InputMaybe<Scalars['Boolean']['input']>;
  newTitle: Scalars['String']['input'];
};

export const CollectionDuplicateOperationRole = {
  Source: 'SOURCE',
  Target: 'TARGET'
} as const;

export type CollectionDuplicateOperationRole = typeof CollectionDuplicateOperationRole[keyof typeof CollectionDuplicateOperationRole];
export const CollectionDuplicateUserErrorCode = {
  CollectionNotFound: 'COLLECTION_NOT_FOUND'
} as const;

export type CollectionDuplicateUserErrorCode = typeof CollectionDuplicateUserErrorCode[keyof typeof CollectionDuplicateUserErrorCode];
export type CollectionExclusionProductSelectionInput = {
  productId: Scalars['ID']['input'];
};

export type CollectionIdentifierInput =
  { customId: UniqueMetafieldValueInput; handle?: never; id?: never; }
  |  { customId?: never; handle: Scalars['String']['input']; id?: never; }
  |  { customId?: never; handle?: never; id: Scalars['ID']['input']; };

export type CollectionInclusionProductSelectionInput = {
  productId: Scalars['ID']['input'];
  variantIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type CollectionInput = {
  descriptionHtml?: InputMaybe<Scalars['String']['input']>;
  handle?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  image?: InputMaybe<ImageInput>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  products?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** @deprecated Use PublishablePublish instead. */
  publications?: InputMaybe<Array<CollectionPublicationInput>>;
  redirectNewHandle?: InputMaybe<Scalars['Boolean']['input']>;
  ruleSet?: InputMaybe<CollectionRuleSetInput>;
  seo?: InputMaybe<SeoInput>;
  sortOrder?: InputMaybe<CollectionSortOrder>;
  templateSuffix?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type CollectionPublicationInput = {
  /** @deprecated Use publicationId instead. */
  channelHandle?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use publicationId instead. */
  channelId?: InputMaybe<Scalars['ID']['input']>;
  publicationId?: InputMaybe<Scalars['ID']['input']>;
};

export type CollectionPublishInput = {
  collectionPublications: Array<CollectionPublicationInput>;
  id: Scalars['ID']['input'];
};

export const CollectionReorderProductsUserErrorCode = {
  CollectionNotFound: 'COLLECTION_NOT_FOUND',
  InvalidMove: 'INVALID_MOVE',
  ManuallySortedCollection: 'MANUALLY_SORTED_COLLECTION',
  TooManyAttemptsToReorderProducts: 'TOO_MANY_ATTEMPTS_TO_REORDER_PRODUCTS'
} as const;

export type CollectionReorderProductsUserErrorCode = typeof CollectionReorderProductsUserErrorCode[keyof typeof CollectionReorderProductsUserErrorCode];
export const CollectionRuleColumn = {
  IsPriceReduced: 'IS_PRICE_REDUCED',
  ProductCategoryId: 'PRODUCT_CATEGORY_ID',
  ProductCategoryIdWithDescendants: 'PRODUCT_CATEGORY_ID_WITH_DESCENDANTS',
  ProductMetafieldDefinition: 'PRODUCT_METAFIELD_DEFINITION',
  ProductTaxonomyNodeId: 'PRODUCT_TAXONOMY_NODE_ID',
  Tag: 'TAG',
  Title: 'TITLE',
  Type: 'TYPE',
  VariantCompareAtPrice: 'VARIANT_COMPARE_AT_PRICE',
  VariantInventory: 'VARIANT_INVENTORY',
  VariantMetafieldDefinition: 'VARIANT_METAFIELD_DEFINITION',
  VariantPrice: 'VARIANT_PRICE',
  VariantTitle: 'VARIANT_TITLE',
  VariantWeight: 'VARIANT_WEIGHT',
  Vendor: 'VENDOR'
} as const;

export type CollectionRuleColumn = typeof CollectionRuleColumn[keyof typeof CollectionRuleColumn];
export type CollectionRuleInput = {
  column: CollectionRuleColumn;
  condition: Scalars['String']['input'];
  conditionObjectId?: InputMaybe<Scalars['ID']['input']>;
  relation: CollectionRuleRelation;
};

export const CollectionRuleRelation = {
  Contains: 'CONTAINS',
  EndsWith: 'ENDS_WITH',
  Equals: 'EQUALS',
  GreaterThan: 'GREATER_THAN',
  IsNotSet: 'IS_NOT_SET',
  IsSet: 'IS_SET',
  LessThan: 'LESS_THAN',
  NotContains: 'NOT_CONTAINS',
  NotEquals: 'NOT_EQUALS',
  StartsWith: 'STARTS_WITH'
} as const;

export type CollectionRuleRelation = typeof CollectionRuleRelation[keyof typeof CollectionRuleRelation];
export type CollectionRuleSetInput = {
  appliedDisjunctively: Scalars['Boolean']['input'];
  rules?: InputMaybe<Array<CollectionRuleInput>>;
};

export type CollectionShareableSourceInput = {
  sourceId: Scalars['ID']['input'];
};

export const CollectionSortKeys = {
  Id: 'ID',
  Relevance: 'RELEVANCE',
  Title: 'TITLE',
  UpdatedAt: 'UPDATED_AT'
} as const;

export type CollectionSortKeys = typeof CollectionSortKeys[keyof typeof CollectionSortKeys];
export const CollectionSortOrder = {
  AlphaAsc: 'ALPHA_ASC',
  AlphaDesc: 'ALPHA_DESC',
  BestSelling: 'BEST_SELLING',
  Created: 'CREATED',
  CreatedDesc: 'CREATED_DESC',
  Manual: 'MANUAL',
  MostRelevant: 'MOST_RELEVANT',
  PriceAsc: 'PRICE_ASC',
  PriceDesc: 'PRICE_DESC'
} as const;

export type CollectionSortOrder = typeof CollectionSortOrder[keyof typeof CollectionSortOrder];
export type CollectionSourceExclusionConditionCollectionInput = {
  values: Array<Scalars['ID']['input']>;
};

export type CollectionSourceExclusionConditionInput =
  { collection: CollectionSourceExclusionConditionCollectionInput; productCategory?: never; productTag?: never; productType?: never; productVendor?: never; }
  |  { collection?: never; productCategory: CollectionSourceExclusionConditionProductCategoryInput; productTag?: never; productType?: never; productVendor?: never; }
  |  { collection?: never; productCategory?: never; productTag: CollectionSourceExclusionConditionProductTagInput; productType?: never; productVendor?: never; }
  |  { collection?: never; productCategory?: never; productTag?: never; productType: CollectionSourceExclusionConditionProductTypeInput; productVendor?: never; }
  |  { collection?: never; productCategory?: never; productTag?: never; productType?: never; productVendor: CollectionSourceExclusionConditionProductVendorInput; };

export type CollectionSourceExclusionConditionProductCategoryInput = {
  matchType: CollectionConditionMatchType;
  relation: CollectionSourceExclusionConditionProductCategoryRelation;
  values: Array<CollectionSourceExclusionConditionProductCategoryValueInput>;
};

export const CollectionSourceExclusionConditionProductCategoryRelation = {
  Equals: 'EQUALS'
} as const;

export type CollectionSourceExclusionConditionProductCategoryRelation = typeof CollectionSourceExclusionConditionProductCategoryRelation[keyof typeof CollectionSourceExclusionConditionProductCategoryRelation];
export type CollectionSourceExclusionConditionProductCategoryValueInput = {
  categoryId: Scalars['ID']['input'];
  includeDescendants?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CollectionSourceExclusionConditionProductTagInput = {
  matchType: CollectionConditionMatchType;
  relation: CollectionSourceExclusionConditionProductTagRelation;
  values: Array<Scalars['String']['input']>;
};

export const CollectionSourceExclusionConditionProductTagRelation = {
  TaggedWith: 'TAGGED_WITH'
} as const;

export type CollectionSourceExclusionConditionProductTagRelation = typeof CollectionSourceExclusionConditionProductTagRelation[keyof typeof CollectionSourceExclusionConditionProductTagRelation];
export type CollectionSourceExclusionConditionProductTypeInput = {
  matchType: CollectionConditionMatchType;
  relation: CollectionSourceExclusionConditionProductTypeRelation;
  values: Array<Scalars['String']['input']>;
};

export const CollectionSourceExclusionConditionProductTypeRelation = {
  Contains: 'CONTAINS',
  Equals: 'EQUALS'
} as const;

export type CollectionSourceExclusionConditionProductTypeRelation = typeof CollectionSourceExclusionConditionProductTypeRelation[keyof typeof CollectionSourceExclusionConditionProductTypeRelation];
export type CollectionSourceExclusionConditionProductVendorInput = {
  matchType: CollectionConditionMatchType;
  relation: CollectionSourceExclusionConditionProductVendorRelation;
  values: Array<Scalars['String']['input']>;
};

export const CollectionSourceExclusionConditionProductVendorRelation = {
  Contains: 'CONTAINS',
  Equals: 'EQUALS'
} as const;

export type CollectionSourceExclusionConditionProductVendorRelation = typeof CollectionSourceExclusionConditionProductVendorRelation[keyof typeof CollectionSourceExclusionConditionProductVendorRelation];
export type CollectionSourceExclusionConditionUpdateCollectionInput = {
  values: Array<Scalars['ID']['input']>;
};

export type CollectionSourceExclusionConditionUpdateInput =
  { collection: CollectionSourceExclusionConditionUpdateCollectionInput; productCategory?: never; productTag?: never; productType?: never; productVendor?: never; }
  |  { collection?: never; productCategory: CollectionSourceExclusionConditionUpdateProductCategoryInput; productTag?: never; productType?: never; productVendor?: never; }
  |  { collection?: never; productCategory?: never; productTag: CollectionSourceExclusionConditionUpdateProductTagInput; productType?: never; productVendor?: never; }
  |  { collection?: never; productCategory?: never; productTag?: never; productType: CollectionSourceExclusionConditionUpdateProductTypeInput; productVendor?: never; }
  |  { collection?: never; productCategory?: never; productTag?: never; productType?: never; productVendor: CollectionSourceExclusionConditionUpdateProductVendorInput; };

export type CollectionSourceExclusionConditionUpdateProductCategoryInput = {
  matchType?: InputMaybe<CollectionConditionMatchType>;
  relation?: InputMaybe<CollectionSourceExclusionConditionProductCategoryRelation>;
  values?: InputMaybe<Array<CollectionSourceExclusionConditionProductCategoryValueInput>>;
};

export type CollectionSourceExclusionConditionUpdateProductTagInput = {
  matchType?: InputMaybe<CollectionConditionMatchType>;
  relation?: InputMaybe<CollectionSourceExclusionConditionProductTagRelation>;
  values?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type CollectionSourceExclusionConditionUpdateProductTypeInput = {
  matchType?: InputMaybe<CollectionConditionMatchType>;
  relation?: InputMaybe<CollectionSourceExclusionConditionProductTypeRelation>;
  values?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type CollectionSourceExclusionConditionUpdateProductVendorInput = {
  matchType?: InputMaybe<CollectionConditionMatchType>;
  relation?: InputMaybe<CollectionSourceExclusionConditionProductVendorRelation>;
  values?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type CollectionSourceInclusionConditionInput =
  { metafieldBoolean: CollectionSourceInclusionConditionMetafieldBooleanInput; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList?: never; productCategory?: never; productStatus?: never; productTag?: never; productTitle?: never; productType?: never; productVendor?: never; variantCompareAtPrice?: never; variantInventory?: never; variantPrice?: never; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal: CollectionSourceInclusionConditionMetafieldDecimalInput; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList?: never; productCategory?: never; productStatus?: never; productTag?: never; productTitle?: never; productType?: never; productVendor?: never; variantCompareAtPrice?: never; variantInventory?: never; variantPrice?: never; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger: CollectionSourceInclusionConditionMetafieldIntegerInput; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList?: never; productCategory?: never; productStatus?: never; productTag?: never; productTitle?: never; productType?: never; productVendor?: never; variantCompareAtPrice?: never; variantInventory?: never; variantPrice?: never; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject: CollectionSourceInclusionConditionMetafieldMetaobjectInput; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList?: never; productCategory?: never; productStatus?: never; productTag?: never; productTitle?: never; productType?: never; productVendor?: never; variantCompareAtPrice?: never; variantInventory?: never; variantPrice?: never; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList: CollectionSourceInclusionConditionMetafieldMetaobjectListInput; metafieldString?: never; metafieldStringList?: never; productCategory?: never; productStatus?: never; productTag?: never; productTitle?: never; productType?: never; productVendor?: never; variantCompareAtPrice?: never; variantInventory?: never; variantPrice?: never; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString: CollectionSourceInclusionConditionMetafieldStringInput; metafieldStringList?: never; productCategory?: never; productStatus?: never; productTag?: never; productTitle?: never; productType?: never; productVendor?: never; variantCompareAtPrice?: never; variantInventory?: never; variantPrice?: never; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList: CollectionSourceInclusionConditionMetafieldStringListInput; productCategory?: never; productStatus?: never; productTag?: never; productTitle?: never; productType?: never; productVendor?: never; variantCompareAtPrice?: never; variantInventory?: never; variantPrice?: never; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList?: never; productCategory: CollectionSourceInclusionConditionProductCategoryInput; productStatus?: never; productTag?: never; productTitle?: never; productType?: never; productVendor?: never; variantCompareAtPrice?: never; variantInventory?: never; variantPrice?: never; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList?: never; productCategory?: never; productStatus: CollectionSourceInclusionConditionProductStatusInput; productTag?: never; productTitle?: never; productType?: never; productVendor?: never; variantCompareAtPrice?: never; variantInventory?: never; variantPrice?: never; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList?: never; productCategory?: never; productStatus?: never; productTag: CollectionSourceInclusionConditionProductTagInput; productTitle?: never; productType?: never; productVendor?: never; variantCompareAtPrice?: never; variantInventory?: never; variantPrice?: never; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList?: never; productCategory?: never; productStatus?: never; productTag?: never; productTitle: CollectionSourceInclusionConditionProductTitleInput; productType?: never; productVendor?: never; variantCompareAtPrice?: never; variantInventory?: never; variantPrice?: never; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList?: never; productCategory?: never; productStatus?: never; productTag?: never; productTitle?: never; productType: CollectionSourceInclusionConditionProductTypeInput; productVendor?: never; variantCompareAtPrice?: never; variantInventory?: never; variantPrice?: never; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList?: never; productCategory?: never; productStatus?: never; productTag?: never; productTitle?: never; productType?: never; productVendor: CollectionSourceInclusionConditionProductVendorInput; variantCompareAtPrice?: never; variantInventory?: never; variantPrice?: never; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList?: never; productCategory?: never; productStatus?: never; productTag?: never; productTitle?: never; productType?: never; productVendor?: never; variantCompareAtPrice: CollectionSourceInclusionConditionVariantCompareAtPriceInput; variantInventory?: never; variantPrice?: never; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList?: never; productCategory?: never; productStatus?: never; productTag?: never; productTitle?: never; productType?: never; productVendor?: never; variantCompareAtPrice?: never; variantInventory: CollectionSourceInclusionConditionVariantInventoryInput; variantPrice?: never; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList?: never; productCategory?: never; productStatus?: never; productTag?: never; productTitle?: never; productType?: never; productVendor?: never; variantCompareAtPrice?: never; variantInventory?: never; variantPrice: CollectionSourceInclusionConditionVariantPriceInput; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList?: never; productCategory?: never; productStatus?: never; productTag?: never; productTitle?: never; productType?: never; productVendor?: never; variantCompareAtPrice?: never; variantInventory?: never; variantPrice?: never; variantTitle: CollectionSourceInclusionConditionVariantTitleInput; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList?: never; productCategory?: never; productStatus?: never; productTag?: never; productTitle?: never; productType?: never; productVendor?: never; variantCompareAtPrice?: never; variantInventory?: never; variantPrice?: never; variantTitle?: never; variantWeight: CollectionSourceInclusionConditionVariantWeightInput; };

export type CollectionSourceInclusionConditionMetafieldBooleanInput = {
  definitionId: Scalars['ID']['input'];
  relation: CollectionSourceInclusionConditionMetafieldBooleanRelation;
  value: Scalars['Boolean']['input'];
};

export const CollectionSourceInclusionConditionMetafieldBooleanRelation = {
  Equals: 'EQUALS'
} as const;

export type CollectionSourceInclusionConditionMetafieldBooleanRelation = typeof CollectionSourceInclusionConditionMetafieldBooleanRelation[keyof typeof CollectionSourceInclusionConditionMetafieldBooleanRelation];
export type CollectionSourceInclusionConditionMetafieldDecimalInput = {
  definitionId: Scalars['ID']['input'];
  relation: CollectionSourceInclusionConditionMetafieldDecimalRelation;
  value: Scalars['Decimal']['input'];
};

export const CollectionSourceInclusionConditionMetafieldDecimalRelation = {
  Equals: 'EQUALS',
  GreaterThan: 'GREATER_THAN',
  LessThan: 'LESS_THAN'
} as const;

export type CollectionSourceInclusionConditionMetafieldDecimalRelation = typeof CollectionSourceInclusionConditionMetafieldDecimalRelation[keyof typeof CollectionSourceInclusionConditionMetafieldDecimalRelation];
export type CollectionSourceInclusionConditionMetafieldIntegerInput = {
  definitionId: Scalars['ID']['input'];
  relation: CollectionSourceInclusionConditionMetafieldIntegerRelation;
  value: Scalars['Int']['input'];
};

export const CollectionSourceInclusionConditionMetafieldIntegerRelation = {
  Equals: 'EQUALS',
  GreaterThan: 'GREATER_THAN',
  LessThan: 'LESS_THAN'
} as const;

export type CollectionSourceInclusionConditionMetafieldIntegerRelation = typeof CollectionSourceInclusionConditionMetafieldIntegerRelation[keyof typeof CollectionSourceInclusionConditionMetafieldIntegerRelation];
export type CollectionSourceInclusionConditionMetafieldMetaobjectInput = {
  definitionId: Scalars['ID']['input'];
  relation: CollectionSourceInclusionConditionMetafieldMetaobjectRelation;
  value: Scalars['ID']['input'];
};

export type CollectionSourceInclusionConditionMetafieldMetaobjectListInput = {
  definitionId: Scalars['ID']['input'];
  matchType: CollectionConditionMatchType;
  relation: CollectionSourceInclusionConditionMetafieldMetaobjectListRelation;
  values: Array<Scalars['ID']['input']>;
};

export const CollectionSourceInclusionConditionMetafieldMetaobjectListRelation = {
  Includes: 'INCLUDES'
} as const;

export type CollectionSourceInclusionConditionMetafieldMetaobjectListRelation = typeof CollectionSourceInclusionConditionMetafieldMetaobjectListRelation[keyof typeof CollectionSourceInclusionConditionMetafieldMetaobjectListRelation];
export const CollectionSourceInclusionConditionMetafieldMetaobjectRelation = {
  Equals: 'EQUALS'
} as const;

export type CollectionSourceInclusionConditionMetafieldMetaobjectRelation = typeof CollectionSourceInclusionConditionMetafieldMetaobjectRelation[keyof typeof CollectionSourceInclusionConditionMetafieldMetaobjectRelation];
export type CollectionSourceInclusionConditionMetafieldStringInput = {
  definitionId: Scalars['ID']['input'];
  matchType: CollectionConditionMatchType;
  relation: CollectionSourceInclusionConditionMetafieldStringRelation;
  values: Array<Scalars['String']['input']>;
};

export type CollectionSourceInclusionConditionMetafieldStringListInput = {
  definitionId: Scalars['ID']['input'];
  matchType: CollectionConditionMatchType;
  relation: CollectionSourceInclusionConditionMetafieldStringListRelation;
  values: Array<Scalars['String']['input']>;
};

export const CollectionSourceInclusionConditionMetafieldStringListRelation = {
  Includes: 'INCLUDES'
} as const;

export type CollectionSourceInclusionConditionMetafieldStringListRelation = typeof CollectionSourceInclusionConditionMetafieldStringListRelation[keyof typeof CollectionSourceInclusionConditionMetafieldStringListRelation];
export const CollectionSourceInclusionConditionMetafieldStringRelation = {
  Equals: 'EQUALS'
} as const;

export type CollectionSourceInclusionConditionMetafieldStringRelation = typeof CollectionSourceInclusionConditionMetafieldStringRelation[keyof typeof CollectionSourceInclusionConditionMetafieldStringRelation];
export type CollectionSourceInclusionConditionProductCategoryInput = {
  matchType: CollectionConditionMatchType;
  relation: CollectionSourceInclusionConditionProductCategoryRelation;
  values: Array<CollectionSourceInclusionConditionProductCategoryValueInput>;
};

export const CollectionSourceInclusionConditionProductCategoryRelation = {
  Equals: 'EQUALS',
  NotEquals: 'NOT_EQUALS'
} as const;

export type CollectionSourceInclusionConditionProductCategoryRelation = typeof CollectionSourceInclusionConditionProductCategoryRelation[keyof typeof CollectionSourceInclusionConditionProductCategoryRelation];
export type CollectionSourceInclusionConditionProductCategoryValueInput = {
  categoryId: Scalars['ID']['input'];
  includeDescendants: Scalars['Boolean']['input'];
};

export type CollectionSourceInclusionConditionProductStatusInput = {
  matchType: CollectionConditionMatchType;
  relation: CollectionSourceInclusionConditionProductStatusRelation;
  values: Array<ProductStatus>;
};

export const CollectionSourceInclusionConditionProductStatusRelation = {
  Equals: 'EQUALS',
  NotEquals: 'NOT_EQUALS'
} as const;

export type CollectionSourceInclusionConditionProductStatusRelation = typeof CollectionSourceInclusionConditionProductStatusRelation[keyof typeof CollectionSourceInclusionConditionProductStatusRelation];
export type CollectionSourceInclusionConditionProductTagInput = {
  matchType: CollectionConditionMatchType;
  relation: CollectionSourceInclusionConditionProductTagRelation;
  values: Array<Scalars['String']['input']>;
};

export const CollectionSourceInclusionConditionProductTagRelation = {
  NotTaggedWith: 'NOT_TAGGED_WITH',
  TaggedWith: 'TAGGED_WITH'
} as const;

export type CollectionSourceInclusionConditionProductTagRelation = typeof CollectionSourceInclusionConditionProductTagRelation[keyof typeof CollectionSourceInclusionConditionProductTagRelation];
export type CollectionSourceInclusionConditionProductTitleInput = {
  matchType: CollectionConditionMatchType;
  relation: CollectionSourceInclusionConditionProductTitleRelation;
  values: Array<Scalars['String']['input']>;
};

export const CollectionSourceInclusionConditionProductTitleRelation = {
  Contains: 'CONTAINS',
  DoesNotContain: 'DOES_NOT_CONTAIN',
  EndsWith: 'ENDS_WITH',
  Equals: 'EQUALS',
  NotEquals: 'NOT_EQUALS',
  StartsWith: 'STARTS_WITH'
} as const;

export type CollectionSourceInclusionConditionProductTitleRelation = typeof CollectionSourceInclusionConditionProductTitleRelation[keyof typeof CollectionSourceInclusionConditionProductTitleRelation];
export type CollectionSourceInclusionConditionProductTypeInput = {
  matchType: CollectionConditionMatchType;
  relation: CollectionSourceInclusionConditionProductTypeRelation;
  values: Array<Scalars['String']['input']>;
};

export const CollectionSourceInclusionConditionProductTypeRelation = {
  Contains: 'CONTAINS',
  DoesNotContain: 'DOES_NOT_CONTAIN',
  EndsWith: 'ENDS_WITH',
  Equals: 'EQUALS',
  NotEquals: 'NOT_EQUALS',
  StartsWith: 'STARTS_WITH'
} as const;

export type CollectionSourceInclusionConditionProductTypeRelation = typeof CollectionSourceInclusionConditionProductTypeRelation[keyof typeof CollectionSourceInclusionConditionProductTypeRelation];
export type CollectionSourceInclusionConditionProductVendorInput = {
  matchType: CollectionConditionMatchType;
  relation: CollectionSourceInclusionConditionProductVendorRelation;
  values: Array<Scalars['String']['input']>;
};

export const CollectionSourceInclusionConditionProductVendorRelation = {
  Contains: 'CONTAINS',
  DoesNotContain: 'DOES_NOT_CONTAIN',
  EndsWith: 'ENDS_WITH',
  Equals: 'EQUALS',
  NotEquals: 'NOT_EQUALS',
  StartsWith: 'STARTS_WITH'
} as const;

export type CollectionSourceInclusionConditionProductVendorRelation = typeof CollectionSourceInclusionConditionProductVendorRelation[keyof typeof CollectionSourceInclusionConditionProductVendorRelation];
export type CollectionSourceInclusionConditionUpdateInput =
  { metafieldBoolean: CollectionSourceInclusionConditionUpdateMetafieldBooleanInput; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList?: never; productCategory?: never; productStatus?: never; productTag?: never; productTitle?: never; productType?: never; productVendor?: never; variantCompareAtPrice?: never; variantInventory?: never; variantPrice?: never; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal: CollectionSourceInclusionConditionUpdateMetafieldDecimalInput; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList?: never; productCategory?: never; productStatus?: never; productTag?: never; productTitle?: never; productType?: never; productVendor?: never; variantCompareAtPrice?: never; variantInventory?: never; variantPrice?: never; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger: CollectionSourceInclusionConditionUpdateMetafieldIntegerInput; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList?: never; productCategory?: never; productStatus?: never; productTag?: never; productTitle?: never; productType?: never; productVendor?: never; variantCompareAtPrice?: never; variantInventory?: never; variantPrice?: never; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject: CollectionSourceInclusionConditionUpdateMetafieldMetaobjectInput; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList?: never; productCategory?: never; productStatus?: never; productTag?: never; productTitle?: never; productType?: never; productVendor?: never; variantCompareAtPrice?: never; variantInventory?: never; variantPrice?: never; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList: CollectionSourceInclusionConditionUpdateMetafieldMetaobjectListInput; metafieldString?: never; metafieldStringList?: never; productCategory?: never; productStatus?: never; productTag?: never; productTitle?: never; productType?: never; productVendor?: never; variantCompareAtPrice?: never; variantInventory?: never; variantPrice?: never; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString: CollectionSourceInclusionConditionUpdateMetafieldStringInput; metafieldStringList?: never; productCategory?: never; productStatus?: never; productTag?: never; productTitle?: never; productType?: never; productVendor?: never; variantCompareAtPrice?: never; variantInventory?: never; variantPrice?: never; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList: CollectionSourceInclusionConditionUpdateMetafieldStringListInput; productCategory?: never; productStatus?: never; productTag?: never; productTitle?: never; productType?: never; productVendor?: never; variantCompareAtPrice?: never; variantInventory?: never; variantPrice?: never; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList?: never; productCategory: CollectionSourceInclusionConditionUpdateProductCategoryInput; productStatus?: never; productTag?: never; productTitle?: never; productType?: never; productVendor?: never; variantCompareAtPrice?: never; variantInventory?: never; variantPrice?: never; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList?: never; productCategory?: never; productStatus: CollectionSourceInclusionConditionUpdateProductStatusInput; productTag?: never; productTitle?: never; productType?: never; productVendor?: never; variantCompareAtPrice?: never; variantInventory?: never; variantPrice?: never; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList?: never; productCategory?: never; productStatus?: never; productTag: CollectionSourceInclusionConditionUpdateProductTagInput; productTitle?: never; productType?: never; productVendor?: never; variantCompareAtPrice?: never; variantInventory?: never; variantPrice?: never; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList?: never; productCategory?: never; productStatus?: never; productTag?: never; productTitle: CollectionSourceInclusionConditionUpdateProductTitleInput; productType?: never; productVendor?: never; variantCompareAtPrice?: never; variantInventory?: never; variantPrice?: never; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList?: never; productCategory?: never; productStatus?: never; productTag?: never; productTitle?: never; productType: CollectionSourceInclusionConditionUpdateProductTypeInput; productVendor?: never; variantCompareAtPrice?: never; variantInventory?: never; variantPrice?: never; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList?: never; productCategory?: never; productStatus?: never; productTag?: never; productTitle?: never; productType?: never; productVendor: CollectionSourceInclusionConditionUpdateProductVendorInput; variantCompareAtPrice?: never; variantInventory?: never; variantPrice?: never; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList?: never; productCategory?: never; productStatus?: never; productTag?: never; productTitle?: never; productType?: never; productVendor?: never; variantCompareAtPrice: CollectionSourceInclusionConditionUpdateVariantCompareAtPriceInput; variantInventory?: never; variantPrice?: never; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList?: never; productCategory?: never; productStatus?: never; productTag?: never; productTitle?: never; productType?: never; productVendor?: never; variantCompareAtPrice?: never; variantInventory: CollectionSourceInclusionConditionUpdateVariantInventoryInput; variantPrice?: never; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList?: never; productCategory?: never; productStatus?: never; productTag?: never; productTitle?: never; productType?: never; productVendor?: never; variantCompareAtPrice?: never; variantInventory?: never; variantPrice: CollectionSourceInclusionConditionUpdateVariantPriceInput; variantTitle?: never; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList?: never; productCategory?: never; productStatus?: never; productTag?: never; productTitle?: never; productType?: never; productVendor?: never; variantCompareAtPrice?: never; variantInventory?: never; variantPrice?: never; variantTitle: CollectionSourceInclusionConditionUpdateVariantTitleInput; variantWeight?: never; }
  |  { metafieldBoolean?: never; metafieldDecimal?: never; metafieldInteger?: never; metafieldMetaobject?: never; metafieldMetaobjectList?: never; metafieldString?: never; metafieldStringList?: never; productCategory?: never; productStatus?: never; productTag?: never; productTitle?: never; productType?: never; productVendor?: never; variantCompareAtPrice?: never; variantInventory?: never; variantPrice?: never; variantTitle?: never; variantWeight: CollectionSourceInclusionConditionUpdateVariantWeightInput; };

export type CollectionSourceInclusionConditionUpdateMetafieldBooleanInput = {
  definitionId?: InputMaybe<Scalars['ID']['input']>;
  relation?: InputMaybe<CollectionSourceInclusionConditionMetafieldBooleanRelation>;
  value?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CollectionSourceInclusionConditionUpdateMetafieldDecimalInput = {
  definitionId?: InputMaybe<Scalars['ID']['input']>;
  relation?: InputMaybe<CollectionSourceInclusionConditionMetafieldDecimalRelation>;
  value?: InputMaybe<Scalars['Decimal']['input']>;
};

export type CollectionSourceInclusionConditionUpdateMetafieldIntegerInput = {
  definitionId?: InputMaybe<Scalars['ID']['input']>;
  relation?: InputMaybe<CollectionSourceInclusionConditionMetafieldIntegerRelation>;
  value?: InputMaybe<Scalars['Int']['input']>;
};

export type CollectionSourceInclusionConditionUpdateMetafieldMetaobjectInput = {
  definitionId?: InputMaybe<Scalars['ID']['input']>;
  relation?: InputMaybe<CollectionSourceInclusionConditionMetafieldMetaobjectRelation>;
  value?: InputMaybe<Scalars['ID']['input']>;
};

export type CollectionSourceInclusionConditionUpdateMetafieldMetaobjectListInput = {
  definitionId?: InputMaybe<Scalars['ID']['input']>;
  matchType?: InputMaybe<CollectionConditionMatchType>;
  relation?: InputMaybe<CollectionSourceInclusionConditionMetafieldMetaobjectListRelation>;
  values?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type CollectionSourceInclusionConditionUpdateMetafieldStringInput = {
  definitionId?: InputMaybe<Scalars['ID']['input']>;
  matchType?: InputMaybe<CollectionConditionMatchType>;
  relation?: InputMaybe<CollectionSourceInclusionConditionMetafieldStringRelation>;
  values?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type CollectionSourceInclusionConditionUpdateMetafieldStringListInput = {
  definitionId?: InputMaybe<Scalars['ID']['input']>;
  matchType?: InputMaybe<CollectionConditionMatchType>;
  relation?: InputMaybe<CollectionSourceInclusionConditionMetafieldStringListRelation>;
  values?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type CollectionSourceInclusionConditionUpdateProductCategoryInput = {
  matchType?: InputMaybe<CollectionConditionMatchType>;
  relation?: InputMaybe<CollectionSourceInclusionConditionProductCategoryRelation>;
  values?: InputMaybe<Array<CollectionSourceInclusionConditionProductCategoryValueInput>>;
};

export type CollectionSourceInclusionConditionUpdateProductStatusInput = {
  matchType?: InputMaybe<CollectionConditionMatchType>;
  relation?: InputMaybe<CollectionSourceInclusionConditionProductStatusRelation>;
  values?: InputMaybe<Array<ProductStatus>>;
};

export type CollectionSourceInclusionConditionUpdateProductTagInput = {
  matchType?: InputMaybe<CollectionConditionMatchType>;
  relation?: InputMaybe<CollectionSourceInclusionConditionProductTagRelation>;
  values?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type CollectionSourceInclusionConditionUpdateProductTitleInput = {
  matchType?: InputMaybe<CollectionConditionMatchType>;
  relation?: InputMaybe<CollectionSourceInclusionConditionProductTitleRelation>;
  values?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type CollectionSourceInclusionConditionUpdateProductTypeInput = {
  matchType?: InputMaybe<CollectionConditionMatchType>;
  relation?: InputMaybe<CollectionSourceInclusionConditionProductTypeRelation>;
  values?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type CollectionSourceInclusionConditionUpdateProductVendorInput = {
  matchType?: InputMaybe<CollectionConditionMatchType>;
  relation?: InputMaybe<CollectionSourceInclusionConditionProductVendorRelation>;
  values?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type CollectionSourceInclusionConditionUpdateVariantCompareAtPriceInput = {
  relation?: InputMaybe<CollectionSourceInclusionConditionVariantCompareAtPriceRelation>;
  value?: InputMaybe<MoneyInput>;
};

export type CollectionSourceInclusionConditionUpdateVariantInventoryInput = {
  relation?: InputMaybe<CollectionSourceInclusionConditionVariantInventoryRelation>;
  value?: InputMaybe<Scalars['Int']['input']>;
};

export type CollectionSourceInclusionConditionUpdateVariantPriceInput = {
  relation?: InputMaybe<CollectionSourceInclusionConditionVariantPriceRelation>;
  value?: InputMaybe<MoneyInput>;
};

export type CollectionSourceInclusionConditionUpdateVariantTitleInput = {
  matchType?: InputMaybe<CollectionConditionMatchType>;
  relation?: InputMaybe<CollectionSourceInclusionConditionVariantTitleRelation>;
  values?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type CollectionSourceInclusionConditionUpdateVariantWeightInput = {
  relation?: InputMaybe<CollectionSourceInclusionConditionVariantWeightRelation>;
  value?: InputMaybe<WeightInput>;
};

export type CollectionSourceInclusionConditionVariantCompareAtPriceInput = {
  relation: CollectionSourceInclusionConditionVariantCompareAtPriceRelation;
  value?: InputMaybe<MoneyInput>;
};

export const CollectionSourceInclusionConditionVariantCompareAtPriceRelation = {
  Equals: 'EQUALS',
  GreaterThan: 'GREATER_THAN',
  IsNotSet: 'IS_NOT_SET',
  IsSet: 'IS_SET',
  LessThan: 'LESS_THAN',
  NotEquals: 'NOT_EQUALS'
} as const;

export type CollectionSourceInclusionConditionVariantCompareAtPriceRelation = typeof CollectionSourceInclusionConditionVariantCompareAtPriceRelation[keyof typeof CollectionSourceInclusionConditionVariantCompareAtPriceRelation];
export type CollectionSourceInclusionConditionVariantInventoryInput = {
  relation: CollectionSourceInclusionConditionVariantInventoryRelation;
  value: Scalars['Int']['input'];
};

export const CollectionSourceInclusionConditionVariantInventoryRelation = {
  Equals: 'EQUALS',
  GreaterThan: 'GREATER_THAN',
  LessThan: 'LESS_THAN'
} as const;

export type CollectionSourceInclusionConditionVariantInventoryRelation = typeof CollectionSourceInclusionConditionVariantInventoryRelation[keyof typeof CollectionSourceInclusionConditionVariantInventoryRelation];
export type CollectionSourceInclusionConditionVariantPriceInput = {
  relation: CollectionSourceInclusionConditionVariantPriceRelation;
  value: MoneyInput;
};

export const CollectionSourceInclusionConditionVariantPriceRelation = {
  Equals: 'EQUALS',
  GreaterThan: 'GREATER_THAN',
  LessThan: 'LESS_THAN',
  NotEquals: 'NOT_EQUALS'
} as const;

export type CollectionSourceInclusionConditionVariantPriceRelation = typeof CollectionSourceInclusionConditionVariantPriceRelation[keyof typeof CollectionSourceInclusionConditionVariantPriceRelation];
export type CollectionSourceInclusionConditionVariantTitleInput = {
  matchType: CollectionConditionMatchType;
  relation: CollectionSourceInclusionConditionVariantTitleRelation;
  values: Array<Scalars['String']['input']>;
};

export const CollectionSourceInclusionConditionVariantTitleRelation = {
  Contains: 'CONTAINS',
  DoesNotContain: 'DOES_NOT_CONTAIN',
  EndsWith: 'ENDS_WITH',
  Equals: 'EQUALS',
  NotEquals: 'NOT_EQUALS',
  StartsWith: 'STARTS_WITH'
} as const;

export type CollectionSourceInclusionConditionVariantTitleRelation = typeof CollectionSourceInclusionConditionVariantTitleRelation[keyof typeof CollectionSourceInclusionConditionVariantTitleRelation];
export type CollectionSourceInclusionConditionVariantWeightInput = {
  relation: CollectionSourceInclusionConditionVariantWeightRelation;
  value: WeightInput;
};

export const CollectionSourceInclusionConditionVariantWeightRelation = {
  Equals: 'EQUALS',
  GreaterThan: 'GREATER_THAN',
  LessThan: 'LESS_THAN',
  NotEquals: 'NOT_EQUALS'
} as const;

export type CollectionSourceInclusionConditionVariantWeightRelation = typeof CollectionSourceInclusionConditionVariantWeightRelation[keyof typeof CollectionSourceInclusionConditionVariantWeightRelation];
export const CollectionSourceTargetType = {
  Products: 'PRODUCTS',
  Variants: 'VARIANTS'
} as const;

export type CollectionSourceTargetType = typeof CollectionSourceTargetType[keyof typeof CollectionSourceTargetType];
export type CollectionUnpublishInput = {
  collectionPublications: Array<CollectionPublicationInput>;
  id: Scalars['ID']['input'];
};

export type CollectionUpdateConditionsSourceInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  exclusion?: InputMaybe<CollectionUpdateSourceExclusionInput>;
  id: Scalars['ID']['input'];
  inclusion?: InputMaybe<CollectionUpdateSourceInclusionInput>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type CollectionUpdateInput = {
  descriptionHtml?: InputMaybe<Scalars['String']['input']>;
  handle?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  image?: InputMaybe<ImageInput>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  redirectNewHandle?: InputMaybe<Scalars['Boolean']['input']>;
  seo?: InputMaybe<SeoInput>;
  sortOrder?: InputMaybe<CollectionSortOrder>;
  sourcesToCreate?: InputMaybe<Array<CollectionCreateSourceTargetInput>>;
  sourcesToDelete?: InputMaybe<Array<Scalars['ID']['input']>>;
  sourcesToUpdate?: InputMaybe<Array<CollectionUpdateSourceTargetInput>>;
  templateSuffix?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type CollectionUpdateSourceExclusionConditionInput = {
  condition: CollectionSourceExclusionConditionUpdateInput;
  id: Scalars['ID']['input'];
};

export type CollectionUpdateSourceExclusionInput = {
  conditionsToCreate?: InputMaybe<Array<CollectionSourceExclusionConditionInput>>;
  conditionsToDelete?: InputMaybe<Array<Scalars['ID']['input']>>;
  conditionsToUpdate?: InputMaybe<Array<CollectionUpdateSourceExclusionConditionInput>>;
  matchType?: InputMaybe<CollectionConditionMatchType>;
  selectionsToAdd?: InputMaybe<Array<CollectionExclusionProductSelectionInput>>;
  selectionsToRemove?: InputMaybe<Array<CollectionExclusionProductSelectionInput>>;
};

export type CollectionUpdateSourceInclusionConditionInput = {
  condition: CollectionSourceInclusionConditionUpdateInput;
  id: Scalars['ID']['input'];
};

export type CollectionUpdateSourceInclusionInput = {
  conditionsToCreate?: InputMaybe<Array<CollectionSourceInclusionConditionInput>>;
  conditionsToDelete?: InputMaybe<Array<Scalars['ID']['input']>>;
  conditionsToUpdate?: InputMaybe<Array<CollectionUpdateSourceInclusionConditionInput>>;
  matchType?: InputMaybe<CollectionConditionMatchType>;
  selectionsToAdd?: InputMaybe<Array<CollectionInclusionProductSelectionInput>>;
  selectionsToRemove?: InputMaybe<Array<CollectionInclusionProductSelectionInput>>;
};

export type CollectionUpdateSourceTargetInput =
  { condition: CollectionUpdateConditionsSourceInput; subCollections?: never; }
  |  { condition?: never; subCollections: CollectionUpdateSubCollectionsSourceInput; };

export type CollectionUpdateSubCollectionsSourceInput = {
  collectionIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  description?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
};

export const ColumnDataType = {
  Array: 'ARRAY',
  Boolean: 'BOOLEAN',
  Color: 'COLOR',
  Cumulative: 'CUMULATIVE',
  DayDuration: 'DAY_DURATION',
  DayOfWeek: 'DAY_OF_WEEK',
  DayTimestamp: 'DAY_TIMESTAMP',
  Decimal: 'DECIMAL',
  Entity: 'ENTITY',
  Float: 'FLOAT',
  GeoCoordinate: 'GEO_COORDINATE',
  HourDuration: 'HOUR_DURATION',
  HourOfDay: 'HOUR_OF_DAY',
  HourTimestamp: 'HOUR_TIMESTAMP',
  Identity: 'IDENTITY',
  Integer: 'INTEGER',
  MillisecondDuration: 'MILLISECOND_DURATION',
  MinuteDuration: 'MINUTE_DURATION',
  MinuteTimestamp: 'MINUTE_TIMESTAMP',
  Money: 'MONEY',
  MonthOfYear: 'MONTH_OF_YEAR',
  MonthTimestamp: 'MONTH_TIMESTAMP',
  Multiplier: 'MULTIPLIER',
  Percent: 'PERCENT',
  QuarterTimestamp: 'QUARTER_TIMESTAMP',
  Rating: 'RATING',
  SecondDuration: 'SECOND_DURATION',
  SecondTimestamp: 'SECOND_TIMESTAMP',
  String: 'STRING',
  StringIdentity: 'STRING_IDENTITY',
  Timestamp: 'TIMESTAMP',
  UnitlessScalar: 'UNITLESS_SCALAR',
  Unspecified: 'UNSPECIFIED',
  WeekOfYear: 'WEEK_OF_YEAR',
  WeekTimestamp: 'WEEK_TIMESTAMP',
  YearTimestamp: 'YEAR_TIMESTAMP'
} as const;

export type ColumnDataType = typeof ColumnDataType[keyof typeof ColumnDataType];
export const CombinedListingUpdateUserErrorCode = {
  CannotHaveDuplicatedProducts: 'CANNOT_HAVE_DUPLICATED_PRODUCTS',
  CannotHaveParentAsChild: 'CANNOT_HAVE_PARENT_AS_CHILD',
  CannotHaveRepeatedOptions: 'CANNOT_HAVE_REPEATED_OPTIONS',
  CannotHaveRepeatedOptionValues: 'CANNOT_HAVE_REPEATED_OPTION_VALUES',
  CantAddOptionsValuesIfAlreadyExists: 'CANT_ADD_OPTIONS_VALUES_IF_ALREADY_EXISTS',
  CombinedListingsNotEnabled: 'COMBINED_LISTINGS_NOT_ENABLED',
  EditAndRemoveOnSameProducts: 'EDIT_AND_REMOVE_ON_SAME_PRODUCTS',
  FailedToAddProducts: 'FAILED_TO_ADD_PRODUCTS',
  FailedToRemoveProducts: 'FAILED_TO_REMOVE_PRODUCTS',
  FailedToUpdateProducts: 'FAILED_TO_UPDATE_PRODUCTS',
  LinkedMetafieldsCannotBeRepeated: 'LINKED_METAFIELDS_CANNOT_BE_REPEATED',
  LinkedMetafieldCannotBeChanged: 'LINKED_METAFIELD_CANNOT_BE_CHANGED',
  LinkedMetafieldValueMissing: 'LINKED_METAFIELD_VALUE_MISSING',
  LinkedOptionsNotSupportedForShop: 'LINKED_OPTIONS_NOT_SUPPORTED_FOR_SHOP',
  MissingOptionValues: 'MISSING_OPTION_VALUES',
  MustHaveSelectedOptionValues: 'MUST_HAVE_SELECTED_OPTION_VALUES',
  OptionsMustBeEqualToTheOtherComponents: 'OPTIONS_MUST_BE_EQUAL_TO_THE_OTHER_COMPONENTS',
  OptionNameCannotBeBlank: 'OPTION_NAME_CANNOT_BE_BLANK',
  OptionNameContainsInvalidCharacters: 'OPTION_NAME_CONTAINS_INVALID_CHARACTERS',
  OptionNotFound: 'OPTION_NOT_FOUND',
  OptionValuesCannotBeBlank: 'OPTION_VALUES_CANNOT_BE_BLANK',
  OptionValuesCannotBeEmpty: 'OPTION_VALUES_CANNOT_BE_EMPTY',
  OptionValuesMustBeComplete: 'OPTION_VALUES_MUST_BE_COMPLETE',
  ParentProductCannotBeCombinedListingChild: 'PARENT_PRODUCT_CANNOT_BE_COMBINED_LISTING_CHILD',
  ParentProductMustBeACombinedListing: 'PARENT_PRODUCT_MUST_BE_A_COMBINED_LISTING',
  ParentProductMustHaveCategory: 'PARENT_PRODUCT_MUST_HAVE_CATEGORY',
  ParentProductNotFound: 'PARENT_PRODUCT_NOT_FOUND',
  ProductIsAlreadyAChild: 'PRODUCT_IS_ALREADY_A_CHILD',
  ProductMembershipNotFound: 'PRODUCT_MEMBERSHIP_NOT_FOUND',
  ProductNotFound: 'PRODUCT_NOT_FOUND',
  TitleTooLong: 'TITLE_TOO_LONG',
  TooManyProducts: 'TOO_MANY_PRODUCTS',
  TooManyVariants: 'TOO_MANY_VARIANTS',
  UnexpectedError: 'UNEXPECTED_ERROR'
} as const;

export type CombinedListingUpdateUserErrorCode = typeof CombinedListingUpdateUserErrorCode[keyof typeof CombinedListingUpdateUserErrorCode];
export const CombinedListingsRole = {
  Child: 'CHILD',
  Parent: 'PARENT'
} as const;

export type CombinedListingsRole = typeof CombinedListingsRole[keyof typeof CombinedListingsRole];
export const CommentApproveUserErrorCode = {
  NotFound: 'NOT_FOUND'
} as const;

export type CommentApproveUserErrorCode = typeof CommentApproveUserErrorCode[keyof typeof CommentApproveUserErrorCode];
export const CommentDeleteUserErrorCode = {
  NotFound: 'NOT_FOUND'
} as const;

export type CommentDeleteUserErrorCode = typeof CommentDeleteUserErrorCode[keyof typeof CommentDeleteUserErrorCode];
export const CommentNotSpamUserErrorCode = {
  NotFound: 'NOT_FOUND'
} as const;

export type CommentNotSpamUserErrorCode = typeof CommentNotSpamUserErrorCode[keyof typeof CommentNotSpamUserErrorCode];
export const CommentPolicy = {
  AutoPublished: 'AUTO_PUBLISHED',
  Closed: 'CLOSED',
  Moderated: 'MODERATED'
} as const;

export type CommentPolicy = typeof CommentPolicy[keyof typeof CommentPolicy];
export const CommentSortKeys = {
  CreatedAt: 'CREATED_AT',
  Id: 'ID'
} as const;

export type CommentSortKeys = typeof CommentSortKeys[keyof typeof CommentSortKeys];
export const CommentSpamUserErrorCode = {
  NotFound: 'NOT_FOUND'
} as const;

export type CommentSpamUserErrorCode = typeof CommentSpamUserErrorCode[keyof typeof CommentSpamUserErrorCode];
export const CommentStatus = {
  Pending: 'PENDING',
  Published: 'PUBLISHED',
  Removed: 'REMOVED',
  Spam: 'SPAM',
  Unapproved: 'UNAPPROVED'
} as const;

export type CommentStatus = typeof CommentStatus[keyof typeof CommentStatus];
export type CompanyAddressInput = {
  address1?: InputMaybe<Scalars['String']['input']>;
  address2?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  countryCode?: InputMaybe<CountryCode>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  recipient?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
  zoneCode?: InputMaybe<Scalars['String']['input']>;
};

export const CompanyAddressType = {
  Billing: 'BILLING',
  Shipping: 'SHIPPING'
} as const;

export type CompanyAddressType = typeof CompanyAddressType[keyof typeof CompanyAddressType];
export type CompanyContactInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type CompanyContactRoleAssign = {
  companyContactRoleId: Scalars['ID']['input'];
  companyLocationId: Scalars['ID']['input'];
};

export const CompanyContactRoleAssignmentSortKeys = {
  CreatedAt: 'CREATED_AT',
  Id: 'ID',
  LocationName: 'LOCATION_NAME',
  UpdatedAt: 'UPDATED_AT'
} as const;

export type CompanyContactRoleAssignmentSortKeys = typeof CompanyContactRoleAssignmentSortKeys[keyof typeof CompanyContactRoleAssignmentSortKeys];
export const CompanyContactRoleSortKeys = {
  CreatedAt: 'CREATED_AT',
  Id: 'ID',
  UpdatedAt: 'UPDATED_AT'
} as const;

export type CompanyContactRoleSortKeys = typeof CompanyContactRoleSortKeys[keyof typeof CompanyContactRoleSortKeys];
export const CompanyContactSortKeys = {
  CompanyId: 'COMPANY_ID',
  CreatedAt: 'CREATED_AT',
  Email: 'EMAIL',
  Id: 'ID',
  Name: 'NAME',
  NameEmail: 'NAME_EMAIL',
  Relevance: 'RELEVANCE',
  Title: 'TITLE',
  UpdatedAt: 'UPDATED_AT'
} as const;

export type CompanyContactSortKeys = typeof CompanyContactSortKeys[keyof typeof CompanyContactSortKeys];
export type CompanyCreateInput = {
  company: CompanyInput;
  companyContact?: InputMaybe<CompanyContactInput>;
  companyLocation?: InputMaybe<CompanyLocationInput>;
};

export type CompanyInput = {
  customerSince?: InputMaybe<Scalars['DateTime']['input']>;
  externalId?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
};

export type CompanyLocationInput = {
  billingAddress?: InputMaybe<CompanyAddressInput>;
  billingSameAsShipping?: InputMaybe<Scalars['Boolean']['input']>;
  buyerExperienceConfiguration?: InputMaybe<BuyerExperienceConfigurationInput>;
  externalId?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  shippingAddress?: InputMaybe<CompanyAddressInput>;
  taxExempt?: InputMaybe<Scalars['Boolean']['input']>;
  taxExemptions?: InputMaybe<Array<TaxExemption>>;
  taxRegistrationId?: InputMaybe<Scalars['String']['input']>;
};

export type CompanyLocationRoleAssign = {
  companyContactId: Scalars['ID']['input'];
  companyContactRoleId: Scalars['ID']['input'];
};

export const CompanyLocationSortKeys = {
  CompanyAndLocationName: 'COMPANY_AND_LOCATION_NAME',
  CompanyId: 'COMPANY_ID',
  CreatedAt: 'CREATED_AT',
  Id: 'ID',
  Name: 'NAME',
  Relevance: 'RELEVANCE',
  UpdatedAt: 'UPDATED_AT'
} as const;

export type CompanyLocationSortKeys = typeof CompanyLocationSortKeys[keyof typeof CompanyLocationSortKeys];
export const CompanyLocationStaffMemberAssignmentSortKeys = {
  CreatedAt: 'CREATED_AT',
  Id: 'ID',
  UpdatedAt: 'UPDATED_AT'
} as const;

export type CompanyLocationStaffMemberAssignmentSortKeys = typeof CompanyLocationStaffMemberAssignmentSortKeys[keyof typeof CompanyLocationStaffMemberAssignmentSortKeys];
export type CompanyLocationUpdateInput = {
  buyerExperienceConfiguration?: InputMaybe<BuyerExperienceConfigurationInput>;
  externalId?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};

export const CompanySortKeys = {
  CreatedAt: 'CREATED_AT',
  Id: 'ID',
  Name: 'NAME',
  OrderCount: 'ORDER_COUNT',
  SinceDate: 'SINCE_DATE',
  TotalSpent: 'TOTAL_SPENT',
  UpdatedAt: 'UPDATED_AT'
} as const;

export type CompanySortKeys = typeof CompanySortKeys[keyof typeof CompanySortKeys];
export const ConsentPolicyErrorCode = {
  CountryCodeRequired: 'COUNTRY_CODE_REQUIRED',
  RegionCodeMustMatchCountryCode: 'REGION_CODE_MUST_MATCH_COUNTRY_CODE',
  RegionCodeRequired: 'REGION_CODE_REQUIRED',
  ShopifyCookieBannerNotDisabled: 'SHOPIFY_COOKIE_BANNER_NOT_DISABLED',
  UnsuportedConsentPolicy: 'UNSUPORTED_CONSENT_POLICY'
} as const;

export type ConsentPolicyErrorCode = typeof ConsentPolicyErrorCode[keyof typeof ConsentPolicyErrorCode];
export type ConsentPolicyInput = {
  consentRequired?: InputMaybe<Scalars['Boolean']['input']>;
  countryCode?: InputMaybe<PrivacyCountryCode>;
  dataSaleOptOutRequired?: InputMaybe<Scalars['Boolean']['input']>;
  regionCode?: InputMaybe<Scalars['String']['input']>;
};

export type ContextualPricingContext = {
  companyLocationId?: InputMaybe<Scalars['ID']['input']>;
  country?: InputMaybe<CountryCode>;
  locationId?: InputMaybe<Scalars['ID']['input']>;
};

export type ContextualPublicationContext = {
  companyLocationId?: InputMaybe<Scalars['ID']['input']>;
  country?: InputMaybe<CountryCode>;
  locationId?: InputMaybe<Scalars['ID']['input']>;
};

export const CountPrecision = {
  AtLeast: 'AT_LEAST',
  Exact: 'EXACT'
} as const;

export type CountPrecision = typeof CountPrecision[keyof typeof CountPrecision];
export const CountryCode = {
  Ac: 'AC',
  Ad: 'AD',
  Ae: 'AE',
  Af: 'AF',
  Ag: 'AG',
  Ai: 'AI',
  Al: 'AL',
  Am: 'AM',
  An: 'AN',
  Ao: 'AO',
  Ar: 'AR',
  At: 'AT',
  Au: 'AU',
  Aw: 'AW',
  Ax: 'AX',
  Az: 'AZ',
  Ba: 'BA',
  Bb: 'BB',
  Bd: 'BD',
  Be: 'BE',
  Bf: 'BF',
  Bg: 'BG',
  Bh: 'BH',
  Bi: 'BI',
  Bj: 'BJ',
  Bl: 'BL',
  Bm: 'BM',
  Bn: 'BN',
  Bo: 'BO',
  Bq: 'BQ',
  Br: 'BR',
  Bs: 'BS',
  Bt: 'BT',
  Bv: 'BV',
  Bw: 'BW',
  By: 'BY',
  Bz: 'BZ',
  Ca: 'CA',
  Cc: 'CC',
  Cd: 'CD',
  Cf: 'CF',
  Cg: 'CG',
  Ch: 'CH',
  Ci: 'CI',
  Ck: 'CK',
  Cl: 'CL',
  Cm: 'CM',
  Cn: 'CN',
  Co: 'CO',
  Cr: 'CR',
  Cu: 'CU',
  Cv: 'CV',
  Cw: 'CW',
  Cx: 'CX',
  Cy: 'CY',
  Cz: 'CZ',
  De: 'DE',
  Dj: 'DJ',
  Dk: 'DK',
  Dm: 'DM',
  Do: 'DO',
  Dz: 'DZ',
  Ec: 'EC',
  Ee: 'EE',
  Eg: 'EG',
  Eh: 'EH',
  Er: 'ER',
  Es: 'ES',
  Et: 'ET',
  Fi: 'FI',
  Fj: 'FJ',
  Fk: 'FK',
  Fo: 'FO',
  Fr: 'FR',
  Ga: 'GA',
  Gb: 'GB',
  Gd: 'GD',
  Ge: 'GE',
  Gf: 'GF',
  Gg: 'GG',
  Gh: 'GH',
  Gi: 'GI',
  Gl: 'GL',
  Gm: 'GM',
  Gn: 'GN',
  Gp: 'GP',
  Gq: 'GQ',
  Gr: 'GR',
  Gs: 'GS',
  Gt: 'GT',
  Gw: 'GW',
  Gy: 'GY',
  Hk: 'HK',
  Hm: 'HM',
  Hn: 'HN',
  Hr: 'HR',
  Ht: 'HT',
  Hu: 'HU',
  Id: 'ID',
  Ie: 'IE',
  Il: 'IL',
  Im: 'IM',
  In: 'IN',
  Io: 'IO',
  Iq: 'IQ',
  Ir: 'IR',
  Is: 'IS',
  It: 'IT',
  Je: 'JE',
  Jm: 'JM',
  Jo: 'JO',
  Jp: 'JP',
  Ke: 'KE',
  Kg: 'KG',
  Kh: 'KH',
  Ki: 'KI',
  Km: 'KM',
  Kn: 'KN',
  Kp: 'KP',
  Kr: 'KR',
  Kw: 'KW',
  Ky: 'KY',
  Kz: 'KZ',
  La: 'LA',
  Lb: 'LB',
  Lc: 'LC',
  Li: 'LI',
  Lk: 'LK',
  Lr: 'LR',
  Ls: 'LS',
  Lt: 'LT',
  Lu: 'LU',
  Lv: 'LV',
  Ly: 'LY',
  Ma: 'MA',
  Mc: 'MC',
  Md: 'MD',
  Me: 'ME',
  Mf: 'MF',
  Mg: 'MG',
  Mk: 'MK',
  Ml: 'ML',
  Mm: 'MM',
  Mn: 'MN',
  Mo: 'MO',
  Mq: 'MQ',
  Mr: 'MR',
  Ms: 'MS',
  Mt: 'MT',
  Mu: 'MU',
  Mv: 'MV',
  Mw: 'MW',
  Mx: 'MX',
  My: 'MY',
  Mz: 'MZ',
  Na: 'NA',
  Nc: 'NC',
  Ne: 'NE',
  Nf: 'NF',
  Ng: 'NG',
  Ni: 'NI',
  Nl: 'NL',
  No: 'NO',
  Np: 'NP',
  Nr: 'NR',
  Nu: 'NU',
  Nz: 'NZ',
  Om: 'OM',
  Pa: 'PA',
  Pe: 'PE',
  Pf: 'PF',
  Pg: 'PG',
  Ph: 'PH',
  Pk: 'PK',
  Pl: 'PL',
  Pm: 'PM',
  Pn: 'PN',
  Ps: 'PS',
  Pt: 'PT',
  Py: 'PY',
  Qa: 'QA',
  Re: 'RE',
  Ro: 'RO',
  Rs: 'RS',
  Ru: 'RU',
  Rw: 'RW',
  Sa: 'SA',
  Sb: 'SB',
  Sc: 'SC',
  Sd: 'SD',
  Se: 'SE',
  Sg: 'SG',
  Sh: 'SH',
  Si: 'SI',
  Sj: 'SJ',
  Sk: 'SK',
  Sl: 'SL',
  Sm: 'SM',
  Sn: 'SN',
  So: 'SO',
  Sr: 'SR',
  Ss: 'SS',
  St: 'ST',
  Sv: 'SV',
  Sx: 'SX',
  Sy: 'SY',
  Sz: 'SZ',
  Ta: 'TA',
  Tc: 'TC',
  Td: 'TD',
  Tf: 'TF',
  Tg: 'TG',
  Th: 'TH',
  Tj: 'TJ',
  Tk: 'TK',
  Tl: 'TL',
  Tm: 'TM',
  Tn: 'TN',
  To: 'TO',
  Tr: 'TR',
  Tt: 'TT',
  Tv: 'TV',
  Tw: 'TW',
  Tz: 'TZ',
  Ua: 'UA',
  Ug: 'UG',
  Um: 'UM',
  Us: 'US',
  Uy: 'UY',
  Uz: 'UZ',
  Va: 'VA',
  Vc: 'VC',
  Ve: 'VE',
  Vg: 'VG',
  Vn: 'VN',
  Vu: 'VU',
  Wf: 'WF',
  Ws: 'WS',
  Xk: 'XK',
  Ye: 'YE',
  Yt: 'YT',
  Za: 'ZA',
  Zm: 'ZM',
  Zw: 'ZW',
  Zz: 'ZZ'
} as const;

export type CountryCode = typeof CountryCode[keyof typeof CountryCode];
export type CountryHarmonizedSystemCodeInput = {
  countryCode?: InputMaybe<CountryCode>;
  harmonizedSystemCode: Scalars['String']['input'];
};

export type CreateMediaInput = {
  alt?: InputMaybe<Scalars['String']['input']>;
  mediaContentType: MediaContentType;
  originalSource: Scalars['String']['input'];
};

export const CropRegion = {
  Bottom: 'BOTTOM',
  Center: 'CENTER',
  Left: 'LEFT',
  Right: 'RIGHT',
  Top: 'TOP'
} as const;

export type CropRegion = typeof CropRegion[keyof typeof CropRegion];
export const CurrencyCode = {
  Aed: 'AED',
  Afn: 'AFN',
  All: 'ALL',
  Amd: 'AMD',
  Ang: 'ANG',
  Aoa: 'AOA',
  Ars: 'ARS',
  Aud: 'AUD',
  Awg: 'AWG',
  Azn: 'AZN',
  Bam: 'BAM',
  Bbd: 'BBD',
  Bdt: 'BDT',
  Bgn: 'BGN',
  Bhd: 'BHD',
  Bif: 'BIF',
  Bmd: 'BMD',
  Bnd: 'BND',
  Bob: 'BOB',
  Brl: 'BRL',
  Bsd: 'BSD',
  Btn: 'BTN',
  Bwp: 'BWP',
  Byn: 'BYN',
  Byr: 'BYR',
  Bzd: 'BZD',
  Cad: 'CAD',
  Cdf: 'CDF',
  Chf: 'CHF',
  Clp: 'CLP',
  Cny: 'CNY',
  Cop: 'COP',
  Crc: 'CRC',
  Cve: 'CVE',
  Czk: 'CZK',
  Djf: 'DJF',
  Dkk: 'DKK',
  Dop: 'DOP',
  Dzd: 'DZD',
  Egp: 'EGP',
  Ern: 'ERN',
  Etb: 'ETB',
  Eur: 'EUR',
  Fjd: 'FJD',
  Fkp: 'FKP',
  Gbp: 'GBP',
  Gel: 'GEL',
  Ghs: 'GHS',
  Gip: 'GIP',
  Gmd: 'GMD',
  Gnf: 'GNF',
  Gtq: 'GTQ',
  Gyd: 'GYD',
  Hkd: 'HKD',
  Hnl: 'HNL',
  Hrk: 'HRK',
  Htg: 'HTG',
  Huf: 'HUF',
  Idr: 'IDR',
  Ils: 'ILS',
  Inr: 'INR',
  Iqd: 'IQD',
  Irr: 'IRR',
  Isk: 'ISK',
  Jep: 'JEP',
  Jmd: 'JMD',
  Jod: 'JOD',
  Jpy: 'JPY',
  Kes: 'KES',
  Kgs: 'KGS',
  Khr: 'KHR',
  Kid: 'KID',
  Kmf: 'KMF',
  Krw: 'KRW',
  Kwd: 'KWD',
  Kyd: 'KYD',
  Kzt: 'KZT',
  Lak: 'LAK',
  Lbp: 'LBP',
  Lkr: 'LKR',
  Lrd: 'LRD',
  Lsl: 'LSL',
  Ltl: 'LTL',
  Lvl: 'LVL',
  Lyd: 'LYD',
  Mad: 'MAD',
  Mdl: 'MDL',
  Mga: 'MGA',
  Mkd: 'MKD',
  Mmk: 'MMK',
  Mnt: 'MNT',
  Mop: 'MOP',
  Mru: 'MRU',
  Mur: 'MUR',
  Mvr: 'MVR',
  Mwk: 'MWK',
  Mxn: 'MXN',
  Myr: 'MYR',
  Mzn: 'MZN',
  Nad: 'NAD',
  Ngn: 'NGN',
  Nio: 'NIO',
  Nok: 'NOK',
  Npr: 'NPR',
  Nzd: 'NZD',
  Omr: 'OMR',
  Pab: 'PAB',
  Pen: 'PEN',
  Pgk: 'PGK',
  Php: 'PHP',
  Pkr: 'PKR',
  Pln: 'PLN',
  Pyg: 'PYG',
  Qar: 'QAR',
  Ron: 'RON',
  Rsd: 'RSD',
  Rub: 'RUB',
  Rwf: 'RWF',
  Sar: 'SAR',
  Sbd: 'SBD',
  Scr: 'SCR',
  Sdg: 'SDG',
  Sek: 'SEK',
  Sgd: 'SGD',
  Shp: 'SHP',
  Sll: 'SLL',
  Sos: 'SOS',
  Srd: 'SRD',
  Ssp: 'SSP',
  Std: 'STD',
  Stn: 'STN',
  Syp: 'SYP',
  Szl: 'SZL',
  Thb: 'THB',
  Tjs: 'TJS',
  Tmt: 'TMT',
  Tnd: 'TND',
  Top: 'TOP',
  Try: 'TRY',
  Ttd: 'TTD',
  Twd: 'TWD',
  Tzs: 'TZS',
  Uah: 'UAH',
  Ugx: 'UGX',
  Usd: 'USD',
  Usdc: 'USDC',
  Uyu: 'UYU',
  Uzs: 'UZS',
  Ved: 'VED',
  Vef: 'VEF',
  Ves: 'VES',
  Vnd: 'VND',
  Vuv: 'VUV',
  Wst: 'WST',
  Xaf: 'XAF',
  Xcd: 'XCD',
  Xof: 'XOF',
  Xpf: 'XPF',
  Xxx: 'XXX',
  Yer: 'YER',
  Zar: 'ZAR',
  Zmw: 'ZMW'
} as const;

export type CurrencyCode = typeof CurrencyCode[keyof typeof CurrencyCode];
export type CustomShippingPackageInput = {
  default?: InputMaybe<Scalars['Boolean']['input']>;
  dimensions?: InputMaybe<ObjectDimensionsInput>;
  name?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<ShippingPackageType>;
  weight?: InputMaybe<WeightInput>;
};

export const CustomerAccountNativePagePageType = {
  NativeOrders: 'NATIVE_ORDERS',
  NativeProfile: 'NATIVE_PROFILE',
  NativeSettings: 'NATIVE_SETTINGS',
  Unknown: 'UNKNOWN'
} as const;

export type CustomerAccountNativePagePageType = typeof CustomerAccountNativePagePageType[keyof typeof CustomerAccountNativePagePageType];
export const CustomerAccountsVersion = {
  Classic: 'CLASSIC',
  NewCustomerAccounts: 'NEW_CUSTOMER_ACCOUNTS'
} as const;

export type CustomerAccountsVersion = typeof CustomerAccountsVersion[keyof typeof CustomerAccountsVersion];
export const CustomerCancelDataErasureErrorCode = {
  DoesNotExist: 'DOES_NOT_EXIST',
  FailedToCancel: 'FAILED_TO_CANCEL',
  NotBeingErased: 'NOT_BEING_ERASED',
  UnauthorizedCancellation: 'UNAUTHORIZED_CANCELLATION'
} as const;

export type CustomerCancelDataErasureErrorCode = typeof CustomerCancelDataErasureErrorCode[keyof typeof CustomerCancelDataErasureErrorCode];
export const CustomerConsentCollectedFrom = {
  Other: 'OTHER',
  Shopify: 'SHOPIFY'
} as const;

export type CustomerConsentCollectedFrom = typeof CustomerConsentCollectedFrom[keyof typeof CustomerConsentCollectedFrom];
export type CustomerDeleteInput = {
  id: Scalars['ID']['input'];
};

export const CustomerEmailAddressMarketingState = {
  Invalid: 'INVALID',
  NotSubscribed: 'NOT_SUBSCRIBED',
  Pending: 'PENDING',
  Subscribed: 'SUBSCRIBED',
  Unsubscribed: 'UNSUBSCRIBED'
} as const;

export type CustomerEmailAddressMarketingState = typeof CustomerEmailAddressMarketingState[keyof typeof CustomerEmailAddressMarketingState];
export const CustomerEmailAddressOpenTrackingLevel = {
  OptedIn: 'OPTED_IN',
  OptedOut: 'OPTED_OUT',
  Unknown: 'UNKNOWN'
} as const;

export type CustomerEmailAddressOpenTrackingLevel = typeof CustomerEmailAddressOpenTrackingLevel[keyof typeof CustomerEmailAddressOpenTrackingLevel];
export type CustomerEmailMarketingConsentInput = {
  consentUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  marketingOptInLevel?: InputMaybe<CustomerMarketingOptInLevel>;
  marketingState: CustomerEmailMarketingState;
  sourceLocationId?: InputMaybe<Scalars['ID']['input']>;
};

export type CustomerEmailMarketingConsentUpdateInput = {
  customerId: Scalars['ID']['input'];
  emailMarketingConsent: CustomerEmailMarketingConsentInput;
};

export const CustomerEmailMarketingConsentUpdateUserErrorCode = {
  Inclusion: 'INCLUSION',
  InternalError: 'INTERNAL_ERROR',
  Invalid: 'INVALID',
  MissingArgument: 'MISSING_ARGUMENT'
} as const;

export type CustomerEmailMarketingConsentUpdateUserErrorCode = typeof CustomerEmailMarketingConsentUpdateUserErrorCode[keyof typeof CustomerEmailMarketingConsentUpdateUserErrorCode];
export const CustomerEmailMarketingState = {
  Invalid: 'INVALID',
  NotSubscribed: 'NOT_SUBSCRIBED',
  Pending: 'PENDING',
  Redacted: 'REDACTED',
  Subscribed: 'SUBSCRIBED',
  Unsubscribed: 'UNSUBSCRIBED'
} as const;

export type CustomerEmailMarketingState = typeof CustomerEmailMarketingState[keyof typeof CustomerEmailMarketingState];
export type CustomerIdentifierInput =
  { customId: UniqueMetafieldValueInput; emailAddress?: never; id?: never; phoneNumber?: never; }
  |  { customId?: never; emailAddress: Scalars['String']['input']; id?: never; phoneNumber?: never; }
  |  { customId?: never; emailAddress?: never; id: Scalars['ID']['input']; phoneNumber?: never; }
  |  { customId?: never; emailAddress?: never; id?: never; phoneNumber: Scalars['String']['input']; };

export type CustomerInput = {
  /**
   * @deprecated Use the dedicated address mutations (`customerAddressCreate`, `customerAddressUpdate`, `customerAddressDelete`) instead.
   *
   */
  addresses?: InputMaybe<Array<MailingAddressInput>>;
  email?: InputMaybe<Scalars['String']['input']>;
  emailMarketingConsent?: InputMaybe<CustomerEmailMarketingConsentInput>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  multipassIdentifier?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  smsMarketingConsent?: InputMaybe<CustomerSmsMarketingConsentInput>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  taxExempt?: InputMaybe<Scalars['Boolean']['input']>;
  taxExemptions?: InputMaybe<Array<TaxExemption>>;
  whatsAppMarketingConsent?: InputMaybe<CustomerMarketingConsentInput>;
};

export const CustomerMarketingConsentErrorCode = {
  Inclusion: 'INCLUSION',
  InternalError: 'INTERNAL_ERROR',
  Invalid: 'INVALID',
  MissingArgument: 'MISSING_ARGUMENT'
} as const;

export type CustomerMarketingConsentErrorCode = typeof CustomerMarketingConsentErrorCode[keyof typeof CustomerMarketingConsentErrorCode];
export type CustomerMarketingConsentInput = {
  optInLevel?: InputMaybe<CustomerMarketingOptInLevel>;
  sourceLocationId?: InputMaybe<Scalars['ID']['input']>;
  state: CustomerMarketingConsentState;
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export const CustomerMarketingConsentState = {
  NeverSubscribed: 'NEVER_SUBSCRIBED',
  Pending: 'PENDING',
  Redacted: 'REDACTED',
  Subscribed: 'SUBSCRIBED',
  Unsubscribed: 'UNSUBSCRIBED'
} as const;

export type CustomerMarketingConsentState = typeof CustomerMarketingConsentState[keyof typeof CustomerMarketingConsentState];
export const CustomerMarketingOptInLevel = {
  ConfirmedOptIn: 'CONFIRMED_OPT_IN',
  SingleOptIn: 'SINGLE_OPT_IN',
  Unknown: 'UNKNOWN'
} as const;

export type CustomerMarketingOptInLevel = typeof CustomerMarketingOptInLevel[keyof typeof CustomerMarketingOptInLevel];
export const CustomerMergeErrorCode = {
  CustomerHasGiftCards: 'CUSTOMER_HAS_GIFT_CARDS',
  InternalError: 'INTERNAL_ERROR',
  InvalidCustomer: 'INVALID_CUSTOMER',
  InvalidCustomerId: 'INVALID_CUSTOMER_ID',
  MissingOverrideAttribute: 'MISSING_OVERRIDE_ATTRIBUTE',
  OverrideAttributeInvalid: 'OVERRIDE_ATTRIBUTE_INVALID'
} as const;

export type CustomerMergeErrorCode = typeof CustomerMergeErrorCode[keyof typeof CustomerMergeErrorCode];
export const CustomerMergeErrorFieldType = {
  CompanyContact: 'COMPANY_CONTACT',
  CustomerPaymentMethods: 'CUSTOMER_PAYMENT_METHODS',
  DeletedAt: 'DELETED_AT',
  GiftCards: 'GIFT_CARDS',
  MergeInProgress: 'MERGE_IN_PROGRESS',
  MultipassIdentifier: 'MULTIPASS_IDENTIFIER',
  OverrideFields: 'OVERRIDE_FIELDS',
  PendingDataRequest: 'PENDING_DATA_REQUEST',
  RedactedAt: 'REDACTED_AT',
  StoreCredit: 'STORE_CREDIT',
  Subscriptions: 'SUBSCRIPTIONS'
} as const;

export type CustomerMergeErrorFieldType = typeof CustomerMergeErrorFieldType[keyof typeof CustomerMergeErrorFieldType];
export type CustomerMergeOverrideFields = {
  customerIdOfDefaultAddressToKeep?: InputMaybe<Scalars['ID']['input']>;
  customerIdOfEmailToKeep?: InputMaybe<Scalars['ID']['input']>;
  customerIdOfFirstNameToKeep?: InputMaybe<Scalars['ID']['input']>;
  customerIdOfLastNameToKeep?: InputMaybe<Scalars['ID']['input']>;
  customerIdOfPhoneNumberToKeep?: InputMaybe<Scalars['ID']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

export const CustomerMergeRequestStatus = {
  Completed: 'COMPLETED',
  Failed: 'FAILED',
  InProgress: 'IN_PROGRESS',
  Requested: 'REQUESTED'
} as const;

export type CustomerMergeRequestStatus = typeof CustomerMergeRequestStatus[keyof typeof CustomerMergeRequestStatus];
export const CustomerPaymentMethodGetUpdateUrlUserErrorCode = {
  CustomerDoesNotExist: 'CUSTOMER_DOES_NOT_EXIST',
  InvalidInstrument: 'INVALID_INSTRUMENT',
  PaymentMethodDoesNotExist: 'PAYMENT_METHOD_DOES_NOT_EXIST',
  TooManyRequests: 'TOO_MANY_REQUESTS'
} as const;

export type CustomerPaymentMethodGetUpdateUrlUserErrorCode = typeof CustomerPaymentMethodGetUpdateUrlUserErrorCode[keyof typeof CustomerPaymentMethodGetUpdateUrlUserErrorCode];
export type CustomerPaymentMethodRemoteInput = {
  authorizeNetCustomerPaymentProfile?: InputMaybe<RemoteAuthorizeNetCustomerPaymentProfileInput>;
  braintreePaymentMethod?: InputMaybe<RemoteBraintreePaymentMethodInput>;
  stripePaymentMethod?: InputMaybe<RemoteStripePaymentMethodInput>;
};

export const CustomerPaymentMethodRemoteUserErrorCode = {
  AuthorizeNetNotEnabledForSubscriptions: 'AUTHORIZE_NET_NOT_ENABLED_FOR_SUBSCRIPTIONS',
  BraintreeNotEnabledForSubscriptions: 'BRAINTREE_NOT_ENABLED_FOR_SUBSCRIPTIONS',
  ExactlyOneRemoteReferenceRequired: 'EXACTLY_ONE_REMOTE_REFERENCE_REQUIRED',
  Invalid: 'INVALID',
  Present: 'PRESENT',
  Taken: 'TAKEN'
} as const;

export type CustomerPaymentMethodRemoteUserErrorCode = typeof CustomerPaymentMethodRemoteUserErrorCode[keyof typeof CustomerPaymentMethodRemoteUserErrorCode];
export const CustomerPaymentMethodRevocationReason = {
  AuthorizeNetGatewayNotEnabled: 'AUTHORIZE_NET_GATEWAY_NOT_ENABLED',
  AuthorizeNetReturnedNoPaymentMethod: 'AUTHORIZE_NET_RETURNED_NO_PAYMENT_METHOD',
  BraintreeApiAuthenticationError: 'BRAINTREE_API_AUTHENTICATION_ERROR',
  BraintreeGatewayNotEnabled: 'BRAINTREE_GATEWAY_NOT_ENABLED',
  BraintreePaymentMethodNotCard: 'BRAINTREE_PAYMENT_METHOD_NOT_CARD',
  BraintreeReturnedNoPaymentMethod: 'BRAINTREE_RETURNED_NO_PAYMENT_METHOD',
  CustomerRedacted: 'CUSTOMER_REDACTED',
  CvvAttemptsLimitExceeded: 'CVV_ATTEMPTS_LIMIT_EXCEEDED',
  FailedToRetrieveBillingAddress: 'FAILED_TO_RETRIEVE_BILLING_ADDRESS',
  FailedToUpdateCreditCard: 'FAILED_TO_UPDATE_CREDIT_CARD',
  ManuallyRevoked: 'MANUALLY_REVOKED',
  Merged: 'MERGED',
  PaymentMethodVerificationFailed: 'PAYMENT_METHOD_VERIFICATION_FAILED',
  StripeApiAuthenticationError: 'STRIPE_API_AUTHENTICATION_ERROR',
  StripeApiInvalidRequestError: 'STRIPE_API_INVALID_REQUEST_ERROR',
  StripeGatewayNotEnabled: 'STRIPE_GATEWAY_NOT_ENABLED',
  StripePaymentMethodNotCard: 'STRIPE_PAYMENT_METHOD_NOT_CARD',
  StripeReturnedNoPaymentMethod: 'STRIPE_RETURNED_NO_PAYMENT_METHOD',
  ThreeDSecureFlowInVerificationNotImplemented: 'THREE_D_SECURE_FLOW_IN_VERIFICATION_NOT_IMPLEMENTED',
  TooManyConsecutiveFailures: 'TOO_MANY_CONSECUTIVE_FAILURES'
} as const;

export type CustomerPaymentMethodRevocationReason = typeof CustomerPaymentMethodRevocationReason[keyof typeof CustomerPaymentMethodRevocationReason];
export const CustomerPaymentMethodUserErrorCode = {
  Invalid: 'INVALID',
  Present: 'PRESENT',
  Taken: 'TAKEN'
} as const;

export type CustomerPaymentMethodUserErrorCode = typeof CustomerPaymentMethodUserErrorCode[keyof typeof CustomerPaymentMethodUserErrorCode];
export const CustomerPredictedSpendTier = {
  High: 'HIGH',
  Low: 'LOW',
  Medium: 'MEDIUM'
} as const;

export type CustomerPredictedSpendTier = typeof CustomerPredictedSpendTier[keyof typeof CustomerPredictedSpendTier];
export const CustomerProductSubscriberStatus = {
  Active: 'ACTIVE',
  Cancelled: 'CANCELLED',
  Expired: 'EXPIRED',
  Failed: 'FAILED',
  NeverSubscribed: 'NEVER_SUBSCRIBED',
  Paused: 'PAUSED'
} as const;

export type CustomerProductSubscriberStatus = typeof CustomerProductSubscriberStatus[keyof typeof CustomerProductSubscriberStatus];
export const CustomerRequestDataErasureErrorCode = {
  DoesNotExist: 'DOES_NOT_EXIST',
  FailedToRequest: 'FAILED_TO_REQUEST'
} as const;

export type CustomerRequestDataErasureErrorCode = typeof CustomerRequestDataErasureErrorCode[keyof typeof CustomerRequestDataErasureErrorCode];
export const CustomerRfmGroup = {
  Active: 'ACTIVE',
  AlmostLost: 'ALMOST_LOST',
  AtRisk: 'AT_RISK',
  Champions: 'CHAMPIONS',
  Dormant: 'DORMANT',
  Loyal: 'LOYAL',
  NeedsAttention: 'NEEDS_ATTENTION',
  New: 'NEW',
  PreviouslyLoyal: 'PREVIOUSLY_LOYAL',
  Promising: 'PROMISING',
  Prospects: 'PROSPECTS'
} as const;

export type CustomerRfmGroup = typeof CustomerRfmGroup[keyof typeof CustomerRfmGroup];
export const CustomerSavedSearchSortKeys = {
  Id: 'ID',
  Name: 'NAME'
} as const;

export type CustomerSavedSearchSortKeys = typeof CustomerSavedSearchSortKeys[keyof typeof CustomerSavedSearchSortKeys];
export type CustomerSegmentMembersQueryInput = {
  query?: InputMaybe<Scalars['String']['input']>;
  reverse?: InputMaybe<Scalars['Boolean']['input']>;
  segmentId?: InputMaybe<Scalars['ID']['input']>;
  sortKey?: InputMaybe<Scalars['String']['input']>;
};

export const CustomerSegmentMembersQueryUserErrorCode = {
  Invalid: 'INVALID'
} as const;

export type CustomerSegmentMembersQueryUserErrorCode = typeof CustomerSegmentMembersQueryUserErrorCode[keyof typeof CustomerSegmentMembersQueryUserErrorCode];
export const CustomerSendAccountInviteEmailUserErrorCode = {
  Invalid: 'INVALID'
} as const;

export type CustomerSendAccountInviteEmailUserErrorCode = typeof CustomerSendAccountInviteEmailUserErrorCode[keyof typeof CustomerSendAccountInviteEmailUserErrorCode];
export type CustomerSetIdentifiers =
  { customId: UniqueMetafieldValueInput; email?: never; id?: never; phone?: never; }
  |  { customId?: never; email: Scalars['String']['input']; id?: never; phone?: never; }
  |  { customId?: never; email?: never; id: Scalars['ID']['input']; phone?: never; }
  |  { customId?: never; email?: never; id?: never; phone: Scalars['String']['input']; };

export type CustomerSetInput = {
  addresses?: InputMaybe<Array<MailingAddressInput>>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated To update a customer use `identifier` argument instead. */
  id?: InputMaybe<Scalars['ID']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  taxExempt?: InputMaybe<Scalars['Boolean']['input']>;
  taxExemptions?: InputMaybe<Array<TaxExemption>>;
};

export const CustomerSetUserErrorCode = {
  Blank: 'BLANK',
  IdNotAllowed: 'ID_NOT_ALLOWED',
  Inclusion: 'INCLUSION',
  InputMismatch: 'INPUT_MISMATCH',
  Invalid: 'INVALID',
  MetafieldMismatch: 'METAFIELD_MISMATCH',
  MissingFieldRequired: 'MISSING_FIELD_REQUIRED',
  NotFound: 'NOT_FOUND',
  Present: 'PRESENT',
  Taken: 'TAKEN',
  TooLong: 'TOO_LONG',
  TooShort: 'TOO_SHORT'
} as const;

export type CustomerSetUserErrorCode = typeof CustomerSetUserErrorCode[keyof typeof CustomerSetUserErrorCode];
export const CustomerSmsMarketingConsentErrorCode = {
  Inclusion: 'INCLUSION',
  InternalError: 'INTERNAL_ERROR',
  Invalid: 'INVALID',
  MissingArgument: 'MISSING_ARGUMENT'
} as const;

export type CustomerSmsMarketingConsentErrorCode = typeof CustomerSmsMarketingConsentErrorCode[keyof typeof CustomerSmsMarketingConsentErrorCode];
export type CustomerSmsMarketingConsentInput = {
  consentUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  marketingOptInLevel?: InputMaybe<CustomerMarketingOptInLevel>;
  marketingState: CustomerSmsMarketingState;
  sourceLocationId?: InputMaybe<Scalars['ID']['input']>;
};

export type CustomerSmsMarketingConsentUpdateInput = {
  customerId: Scalars['ID']['input'];
  smsMarketingConsent: CustomerSmsMarketingConsentInput;
};

export const CustomerSmsMarketingState = {
  NotSubscribed: 'NOT_SUBSCRIBED',
  Pending: 'PENDING',
  Redacted: 'REDACTED',
  Subscribed: 'SUBSCRIBED',
  Unsubscribed: 'UNSUBSCRIBED'
} as const;

export type CustomerSmsMarketingState = typeof CustomerSmsMarketingState[keyof typeof CustomerSmsMarketingState];
export const CustomerSortKeys = {
  CreatedAt: 'CREATED_AT',
  Id: 'ID',
  Location: 'LOCATION',
  Name: 'NAME',
  Relevance: 'RELEVANCE',
  UpdatedAt: 'UPDATED_AT'
} as const;

export type CustomerSortKeys = typeof CustomerSortKeys[keyof typeof CustomerSortKeys];
export const CustomerState = {
  Declined: 'DECLINED',
  Disabled: 'DISABLED',
  Enabled: 'ENABLED',
  Invited: 'INVITED'
} as const;

export type CustomerState = typeof CustomerState[keyof typeof CustomerState];
export type CustomerWhatsAppMarketingConsentUpdateInput = {
  customerId: Scalars['ID']['input'];
  whatsAppMarketingConsent: CustomerMarketingConsentInput;
};

export const DataSaleOptOutUserErrorCode = {
  Failed: 'FAILED'
} as const;

export type DataSaleOptOutUserErrorCode = typeof DataSaleOptOutUserErrorCode[keyof typeof DataSaleOptOutUserErrorCode];
export const DayOfTheWeek = {
  Friday: 'FRIDAY',
  Monday: 'MONDAY',
  Saturday: 'SATURDAY',
  Sunday: 'SUNDAY',
  Thursday: 'THURSDAY',
  Tuesday: 'TUESDAY',
  Wednesday: 'WEDNESDAY'
} as const;

export type DayOfTheWeek = typeof DayOfTheWeek[keyof typeof DayOfTheWeek];
export const DelegateAccessTokenCreateUserErrorCode = {
  DelegateAccessToken: 'DELEGATE_ACCESS_TOKEN',
  EmptyAccessScope: 'EMPTY_ACCESS_SCOPE',
  ExpiresAfterParent: 'EXPIRES_AFTER_PARENT',
  NegativeExpiresIn: 'NEGATIVE_EXPIRES_IN',
  PersistenceFailed: 'PERSISTENCE_FAILED',
  RefreshToken: 'REFRESH_TOKEN',
  UnknownScopes: 'UNKNOWN_SCOPES'
} as const;

export type DelegateAccessTokenCreateUserErrorCode = typeof DelegateAccessTokenCreateUserErrorCode[keyof typeof DelegateAccessTokenCreateUserErrorCode];
export const DelegateAccessTokenDestroyUserErrorCode = {
  AccessDenied: 'ACCESS_DENIED',
  AccessTokenNotFound: 'ACCESS_TOKEN_NOT_FOUND',
  CanOnlyDeleteDelegateTokens: 'CAN_ONLY_DELETE_DELEGATE_TOKENS',
  PersistenceFailed: 'PERSISTENCE_FAILED'
} as const;

export type DelegateAccessTokenDestroyUserErrorCode = typeof DelegateAccessTokenDestroyUserErrorCode[keyof typeof DelegateAccessTokenDestroyUserErrorCode];
export type DelegateAccessTokenInput = {
  delegateAccessScope: Array<Scalars['String']['input']>;
  expiresIn?: InputMaybe<Scalars['Int']['input']>;
};

export const DeletionEventSortKeys = {
  CreatedAt: 'CREATED_AT',
  Id: 'ID'
} as const;

export type DeletionEventSortKeys = typeof DeletionEventSortKeys[keyof typeof DeletionEventSortKeys];
export const DeletionEventSubjectType = {
  Collection: 'COLLECTION',
  Product: 'PRODUCT'
} as const;

export type DeletionEventSubjectType = typeof DeletionEventSubjectType[keyof typeof DeletionEventSubjectType];
export type DeliveryCarrierCalculatedOptionDefinitionCreateInput = {
  currency: CurrencyCode;
  description?: InputMaybe<Scalars['String']['input']>;
  freeDeliveryMinimumValue?: InputMaybe<MoneyInput>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  rateGroups: Array<DeliveryCarrierCalculatedRateGroupCreateInput>;
};

export type DeliveryCarrierCalculatedOptionDefinitionUpdateInput = {
  currency?: InputMaybe<CurrencyCode>;
  description?: InputMaybe<Scalars['String']['input']>;
  freeDeliveryMinimumValue?: InputMaybe<MoneyInput>;
  id: Scalars['ID']['input'];
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  rateGroupsToCreate?: InputMaybe<Array<DeliveryCarrierCalculatedRateGroupCreateInput>>;
  rateGroupsToDelete?: InputMaybe<Array<Scalars['ID']['input']>>;
  rateGroupsToUpdate?: InputMaybe<Array<DeliveryCarrierCalculatedRateGroupUpdateInput>>;
};

export type DeliveryCarrierCalculatedRateGroupCreateInput = {
  absoluteAdjustment?: InputMaybe<MoneyInput>;
  autoIncludeNewServices?: InputMaybe<Scalars['Boolean']['input']>;
  carrierServiceId: Scalars['ID']['input'];
  conditions?: InputMaybe<DeliveryRateConditionsCreateInput>;
  percentageAdjustment?: InputMaybe<Scalars['Int']['input']>;
  serviceConfiguration?: InputMaybe<Array<DeliveryCarrierCalculatedRateGroupServiceInput>>;
};

export type DeliveryCarrierCalculatedRateGroupServiceInput = {
  name: Scalars['String']['input'];
  status: DeliveryCarrierCalculatedRateGroupServiceStatus;
};

export const DeliveryCarrierCalculatedRateGroupServiceStatus = {
  Excluded: 'EXCLUDED',
  Included: 'INCLUDED'
} as const;

export type DeliveryCarrierCalculatedRateGroupServiceStatus = typeof DeliveryCarrierCalculatedRateGroupServiceStatus[keyof typeof DeliveryCarrierCalculatedRateGroupServiceStatus];
export type DeliveryCarrierCalculatedRateGroupUpdateInput = {
  absoluteAdjustment?: InputMaybe<MoneyInput>;
  autoIncludeNewServices?: InputMaybe<Scalars['Boolean']['input']>;
  carrierServiceId?: InputMaybe<Scalars['ID']['input']>;
  conditions?: InputMaybe<DeliveryRateConditionsUpdateInput>;
  id: Scalars['ID']['input'];
  percentageAdjustment?: InputMaybe<Scalars['Int']['input']>;
  serviceConfiguration?: InputMaybe<Array<DeliveryCarrierCalculatedRateGroupServiceInput>>;
};

export type DeliveryCarrierServiceCreateInput = {
  active: Scalars['Boolean']['input'];
  callbackUrl: Scalars['URL']['input'];
  name: Scalars['String']['input'];
  supportsServiceDiscovery: Scalars['Boolean']['input'];
};

export type DeliveryCarrierServiceUpdateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  callbackUrl?: InputMaybe<Scalars['URL']['input']>;
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  supportsServiceDiscovery?: InputMaybe<Scalars['Boolean']['input']>;
};

export const DeliveryConditionField = {
  TotalPrice: 'TOTAL_PRICE',
  TotalWeight: 'TOTAL_WEIGHT'
} as const;

export type DeliveryConditionField = typeof DeliveryConditionField[keyof typeof DeliveryConditionField];
export const DeliveryConditionOperator = {
  GreaterThanOrEqualTo: 'GREATER_THAN_OR_EQUAL_TO',
  LessThanOrEqualTo: 'LESS_THAN_OR_EQUAL_TO'
} as const;

export type DeliveryConditionOperator = typeof DeliveryConditionOperator[keyof typeof DeliveryConditionOperator];
export type DeliveryCountryInput = {
  code?: InputMaybe<CountryCode>;
  includeAllProvinces?: InputMaybe<Scalars['Boolean']['input']>;
  provinces?: InputMaybe<Array<DeliveryProvinceInput>>;
  restOfWorld?: InputMaybe<Scalars['Boolean']['input']>;
};

export const DeliveryCustomizationErrorCode = {
  CustomAppFunctionNotEligible: 'CUSTOM_APP_FUNCTION_NOT_ELIGIBLE',
  DeliveryCustomizationFunctionNotEligible: 'DELIVERY_CUSTOMIZATION_FUNCTION_NOT_ELIGIBLE',
  DeliveryCustomizationNotFound: 'DELIVERY_CUSTOMIZATION_NOT_FOUND',
  FunctionDoesNotImplement: 'FUNCTION_DOES_NOT_IMPLEMENT',
  FunctionIdCannotBeChanged: 'FUNCTION_ID_CANNOT_BE_CHANGED',
  FunctionNotFound: 'FUNCTION_NOT_FOUND',
  FunctionPendingDeletion: 'FUNCTION_PENDING_DELETION',
  Invalid: 'INVALID',
  InvalidMetafields: 'INVALID_METAFIELDS',
  MaximumActiveDeliveryCustomizations: 'MAXIMUM_ACTIVE_DELIVERY_CUSTOMIZATIONS',
  MissingFunctionIdentifier: 'MISSING_FUNCTION_IDENTIFIER',
  MultipleFunctionIdentifiers: 'MULTIPLE_FUNCTION_IDENTIFIERS',
  RequiredInputField: 'REQUIRED_INPUT_FIELD',
  UnauthorizedAppScope: 'UNAUTHORIZED_APP_SCOPE'
} as const;

export type DeliveryCustomizationErrorCode = typeof DeliveryCustomizationErrorCode[keyof typeof DeliveryCustomizationErrorCode];
export type DeliveryCustomizationInput = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  functionHandle?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use `functionHandle` instead. */
  functionId?: InputMaybe<Scalars['String']['input']>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type DeliveryFlatRateCreateInput = {
  price: MoneyInput;
  transitTimeMaxSeconds?: InputMaybe<Scalars['Int']['input']>;
  transitTimeMinSeconds?: InputMaybe<Scalars['Int']['input']>;
};

export type DeliveryFlatRateGroupCreateInput = {
  conditions?: InputMaybe<DeliveryRateConditionsCreateInput>;
  rate: DeliveryFlatRateCreateInput;
};

export type DeliveryFlatRateGroupUpdateInput = {
  conditions?: InputMaybe<DeliveryRateConditionsUpdateInput>;
  id: Scalars['ID']['input'];
  rate?: InputMaybe<DeliveryFlatRateUpdateInput>;
};

export type DeliveryFlatRateOptionDefinitionCreateInput = {
  currency: CurrencyCode;
  description?: InputMaybe<Scalars['String']['input']>;
  freeDeliveryMinimumValue?: InputMaybe<MoneyInput>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  rateGroups?: InputMaybe<Array<DeliveryFlatRateGroupCreateInput>>;
};

export type DeliveryFlatRateOptionDefinitionUpdateInput = {
  currency?: InputMaybe<CurrencyCode>;
  description?: InputMaybe<Scalars['String']['input']>;
  freeDeliveryMinimumValue?: InputMaybe<MoneyInput>;
  id: Scalars['ID']['input'];
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  rateGroupsToCreate?: InputMaybe<Array<DeliveryFlatRateGroupCreateInput>>;
  rateGroupsToDelete?: InputMaybe<Array<Scalars['ID']['input']>>;
  rateGroupsToUpdate?: InputMaybe<Array<DeliveryFlatRateGroupUpdateInput>>;
};

export type DeliveryFlatRateUpdateInput = {
  price?: InputMaybe<MoneyInput>;
  transitTimeMaxSeconds?: InputMaybe<Scalars['Int']['input']>;
  transitTimeMinSeconds?: InputMaybe<Scalars['Int']['input']>;
};

export const DeliveryLocalPickupTime = {
  Custom: 'CUSTOM',
  FiveOrMoreDays: 'FIVE_OR_MORE_DAYS',
  FourHours: 'FOUR_HOURS',
  OneHour: 'ONE_HOUR',
  TwentyFourHours: 'TWENTY_FOUR_HOURS',
  TwoHours: 'TWO_HOURS',
  TwoToFourDays: 'TWO_TO_FOUR_DAYS'
} as const;

export type DeliveryLocalPickupTime = typeof DeliveryLocalPickupTime[keyof typeof DeliveryLocalPickupTime];
export type DeliveryLocationGroupZoneInput = {
  countries?: InputMaybe<Array<DeliveryCountryInput>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  methodDefinitionsToCreate?: InputMaybe<Array<DeliveryMethodDefinitionInput>>;
  methodDefinitionsToUpdate?: InputMaybe<Array<DeliveryMethodDefinitionInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type DeliveryLocationLocalPickupEnableInput = {
  instructions?: InputMaybe<Scalars['String']['input']>;
  locationId: Scalars['ID']['input'];
  pickupTime: DeliveryLocalPickupTime;
};

export const DeliveryLocationLocalPickupSettingsErrorCode = {
  ActiveLocationNotFound: 'ACTIVE_LOCATION_NOT_FOUND',
  CustomPickupTimeNotAllowed: 'CUSTOM_PICKUP_TIME_NOT_ALLOWED',
  GenericError: 'GENERIC_ERROR'
} as const;

export type DeliveryLocationLocalPickupSettingsErrorCode = typeof DeliveryLocationLocalPickupSettingsErrorCode[keyof typeof DeliveryLocationLocalPickupSettingsErrorCode];
export type DeliveryMethodDefinitionInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  conditionsToUpdate?: InputMaybe<Array<DeliveryUpdateConditionInput>>;
  description?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  participant?: InputMaybe<DeliveryParticipantInput>;
  priceConditionsToCreate?: InputMaybe<Array<DeliveryPriceConditionInput>>;
  rateDefinition?: InputMaybe<DeliveryRateDefinitionInput>;
  weightConditionsToCreate?: InputMaybe<Array<DeliveryWeightConditionInput>>;
};

export const DeliveryMethodDefinitionType = {
  Merchant: 'MERCHANT',
  Participant: 'PARTICIPANT'
} as const;

export type DeliveryMethodDefinitionType = typeof DeliveryMethodDefinitionType[keyof typeof DeliveryMethodDefinitionType];
export const DeliveryMethodType = {
  Local: 'LOCAL',
  None: 'NONE',
  PickupPoint: 'PICKUP_POINT',
  PickUp: 'PICK_UP',
  Retail: 'RETAIL',
  Shipping: 'SHIPPING'
} as const;

export type DeliveryMethodType = typeof DeliveryMethodType[keyof typeof DeliveryMethodType];
export type DeliveryOptionDefinitionCreateInput =
  { carrierCalculated: DeliveryCarrierCalculatedOptionDefinitionCreateInput; flatRate?: never; valueBased?: never; weightBased?: never; }
  |  { carrierCalculated?: never; flatRate: DeliveryFlatRateOptionDefinitionCreateInput; valueBased?: never; weightBased?: never; }
  |  { carrierCalculated?: never; flatRate?: never; valueBased: DeliveryValueBasedOptionDefinitionCreateInput; weightBased?: never; }
  |  { carrierCalculated?: never; flatRate?: never; valueBased?: never; weightBased: DeliveryWeightBasedOptionDefinitionCreateInput; };

export type DeliveryOptionDefinitionUpdateInput =
  { carrierCalculated: DeliveryCarrierCalculatedOptionDefinitionUpdateInput; flatRate?: never; valueBased?: never; weightBased?: never; }
  |  { carrierCalculated?: never; flatRate: DeliveryFlatRateOptionDefinitionUpdateInput; valueBased?: never; weightBased?: never; }
  |  { carrierCalculated?: never; flatRate?: never; valueBased: DeliveryValueBasedOptionDefinitionUpdateInput; weightBased?: never; }
  |  { carrierCalculated?: never; flatRate?: never; valueBased?: never; weightBased: DeliveryWeightBasedOptionDefinitionUpdateInput; };

export type DeliveryParticipantInput = {
  adaptToNewServices?: InputMaybe<Scalars['Boolean']['input']>;
  carrierServiceId?: InputMaybe<Scalars['ID']['input']>;
  fixedFee?: InputMaybe<MoneyInput>;
  id?: InputMaybe<Scalars['ID']['input']>;
  participantServices?: InputMaybe<Array<DeliveryParticipantServiceInput>>;
  percentageOfRateFee?: InputMaybe<Scalars['Float']['input']>;
};

export type DeliveryParticipantServiceInput = {
  active: Scalars['Boolean']['input'];
  name: Scalars['String']['input'];
};

export type DeliveryPriceConditionInput = {
  criteria?: InputMaybe<MoneyInput>;
  operator?: InputMaybe<DeliveryConditionOperator>;
};

export type DeliveryProfileInput = {
  conditionsToDelete?: InputMaybe<Array<Scalars['ID']['input']>>;
  coversAllItems?: InputMaybe<Scalars['Boolean']['input']>;
  locationGroupsToCreate?: InputMaybe<Array<DeliveryProfileLocationGroupInput>>;
  locationGroupsToDelete?: InputMaybe<Array<Scalars['ID']['input']>>;
  locationGroupsToUpdate?: InputMaybe<Array<DeliveryProfileLocationGroupInput>>;
  methodDefinitionsToDelete?: InputMaybe<Array<Scalars['ID']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
  profileLocationGroups?: InputMaybe<Array<DeliveryProfileLocationGroupInput>>;
  sellingPlanGroupsToAssociate?: InputMaybe<Array<Scalars['ID']['input']>>;
  sellingPlanGroupsToDissociate?: InputMaybe<Array<Scalars['ID']['input']>>;
  variantsToAssociate?: InputMaybe<Array<Scalars['ID']['input']>>;
  variantsToDissociate?: InputMaybe<Array<Scalars['ID']['input']>>;
  zonesToDelete?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type DeliveryProfileLocationGroupInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  locations?: InputMaybe<Array<Scalars['ID']['input']>>;
  locationsToAdd?: InputMaybe<Array<Scalars['ID']['input']>>;
  locationsToRemove?: InputMaybe<Array<Scalars['ID']['input']>>;
  zonesToCreate?: InputMaybe<Array<DeliveryLocationGroupZoneInput>>;
  zonesToUpdate?: InputMaybe<Array<DeliveryLocationGroupZoneInput>>;
};

export const DeliveryPromiseParticipantOwnerType = {
  Productvariant: 'PRODUCTVARIANT'
} as const;

export type DeliveryPromiseParticipantOwnerType = typeof DeliveryPromiseParticipantOwnerType[keyof typeof DeliveryPromiseParticipantOwnerType];
export const DeliveryPromiseProviderUpsertUserErrorCode = {
  InvalidTimeZone: 'INVALID_TIME_ZONE',
  MustBelongToApp: 'MUST_BELONG_TO_APP',
  NotFound: 'NOT_FOUND',
  TooLong: 'TOO_LONG'
} as const;

export type DeliveryPromiseProviderUpsertUserErrorCode = typeof DeliveryPromiseProviderUpsertUserErrorCode[keyof typeof DeliveryPromiseProviderUpsertUserErrorCode];
export type DeliveryProvinceInput = {
  code: Scalars['String']['input'];
};

export type DeliveryRateConditionsCreateInput = {
  collectionsToAdd?: InputMaybe<Array<Scalars['ID']['input']>>;
  originLocationsToAdd?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type DeliveryRateConditionsUpdateInput = {
  collectionsToAdd?: InputMaybe<Array<Scalars['ID']['input']>>;
  collectionsToRemove?: InputMaybe<Array<Scalars['ID']['input']>>;
  originLocationsToAdd?: InputMaybe<Array<Scalars['ID']['input']>>;
  originLocationsToRemove?: InputMaybe<Array<Scalars['ID']['input']>>;
  resetToAllProducts?: InputMaybe<Scalars['Boolean']['input']>;
};

export type DeliveryRateDefinitionInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  price: MoneyInput;
};

export type DeliveryUpdateConditionInput = {
  criteria?: InputMaybe<Scalars['Float']['input']>;
  criteriaUnit?: InputMaybe<Scalars['String']['input']>;
  field?: InputMaybe<DeliveryConditionField>;
  id: Scalars['ID']['input'];
  operator?: InputMaybe<DeliveryConditionOperator>;
};

export type DeliveryValueBasedOptionDefinitionCreateInput = {
  currency: CurrencyCode;
  description?: InputMaybe<Scalars['String']['input']>;
  freeDeliveryMinimumValue?: InputMaybe<MoneyInput>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  rateGroups: Array<DeliveryValueBasedRateGroupCreateInput>;
};

export type DeliveryValueBasedOptionDefinitionUpdateInput = {
  currency?: InputMaybe<CurrencyCode>;
  description?: InputMaybe<Scalars['String']['input']>;
  freeDeliveryMinimumValue?: InputMaybe<MoneyInput>;
  id: Scalars['ID']['input'];
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  rateGroupsToCreate?: InputMaybe<Array<DeliveryValueBasedRateGroupCreateInput>>;
  rateGroupsToDelete?: InputMaybe<Array<Scalars['ID']['input']>>;
  rateGroupsToUpdate?: InputMaybe<Array<DeliveryValueBasedRateGroupUpdateInput>>;
};

export type DeliveryValueBasedRateCreateInput = {
  maxValue?: InputMaybe<MoneyInput>;
  minValue: MoneyInput;
  price: MoneyInput;
  transitTimeMaxSeconds?: InputMaybe<Scalars['Int']['input']>;
  transitTimeMinSeconds?: InputMaybe<Scalars['Int']['input']>;
};

export type DeliveryValueBasedRateGroupCreateInput = {
  conditions: DeliveryRateConditionsCreateInput;
  rates: Array<DeliveryValueBasedRateCreateInput>;
};

export type DeliveryValueBasedRateGroupUpdateInput = {
  conditions?: InputMaybe<DeliveryRateConditionsUpdateInput>;
  id: Scalars['ID']['input'];
  ratesToCreate?: InputMaybe<Array<DeliveryValueBasedRateCreateInput>>;
  ratesToDelete?: InputMaybe<Array<Scalars['ID']['input']>>;
  ratesToUpdate?: InputMaybe<Array<DeliveryValueBasedRateUpdateInput>>;
};

export type DeliveryValueBasedRateUpdateInput = {
  id: Scalars['ID']['input'];
  maxValue?: InputMaybe<MoneyInput>;
  minValue?: InputMaybe<MoneyInput>;
  price?: InputMaybe<MoneyInput>;
  transitTimeMaxSeconds?: InputMaybe<Scalars['Int']['input']>;
  transitTimeMinSeconds?: InputMaybe<Scalars['Int']['input']>;
};

export type DeliveryWeightBasedOptionDefinitionCreateInput = {
  currency: CurrencyCode;
  description?: InputMaybe<Scalars['String']['input']>;
  freeDeliveryMinimumValue?: InputMaybe<MoneyInput>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  rateGroups: Array<DeliveryWeightBasedRateGroupCreateInput>;
};

export type DeliveryWeightBasedOptionDefinitionUpdateInput = {
  currency?: InputMaybe<CurrencyCode>;
  description?: InputMaybe<Scalars['String']['input']>;
  freeDeliveryMinimumValue?: InputMaybe<MoneyInput>;
  id: Scalars['ID']['input'];
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  rateGroupsToCreate?: InputMaybe<Array<DeliveryWeightBasedRateGroupCreateInput>>;
  rateGroupsToDelete?: InputMaybe<Array<Scalars['ID']['input']>>;
  rateGroupsToUpdate?: InputMaybe<Array<DeliveryWeightBasedRateGroupUpdateInput>>;
};

export type DeliveryWeightBasedRateCreateInput = {
  maxWeight?: InputMaybe<WeightInput>;
  minWeight: WeightInput;
  price: MoneyInput;
  transitTimeMaxSeconds?: InputMaybe<Scalars['Int']['input']>;
  transitTimeMinSeconds?: InputMaybe<Scalars['Int']['input']>;
};

export type DeliveryWeightBasedRateGroupCreateInput = {
  conditions: DeliveryRateConditionsCreateInput;
  rates: Array<DeliveryWeightBasedRateCreateInput>;
};

export type DeliveryWeightBasedRateGroupUpdateInput = {
  conditions?: InputMaybe<DeliveryRateConditionsUpdateInput>;
  id: Scalars['ID']['input'];
  ratesToCreate?: InputMaybe<Array<DeliveryWeightBasedRateCreateInput>>;
  ratesToDelete?: InputMaybe<Array<Scalars['ID']['input']>>;
  ratesToUpdate?: InputMaybe<Array<DeliveryWeightBasedRateUpdateInput>>;
};

export type DeliveryWeightBasedRateUpdateInput = {
  id: Scalars['ID']['input'];
  maxWeight?: InputMaybe<WeightInput>;
  minWeight?: InputMaybe<WeightInput>;
  price?: InputMaybe<MoneyInput>;
  transitTimeMaxSeconds?: InputMaybe<Scalars['Int']['input']>;
  transitTimeMinSeconds?: InputMaybe<Scalars['Int']['input']>;
};

export type DeliveryWeightConditionInput = {
  criteria?: InputMaybe<WeightInput>;
  operator?: InputMaybe<DeliveryConditionOperator>;
};

export type DepositInput = {
  percentage: Scalars['Float']['input'];
};

export const DigitalWallet = {
  AmazonPay: 'AMAZON_PAY',
  AndroidPay: 'ANDROID_PAY',
  ApplePay: 'APPLE_PAY',
  FacebookPay: 'FACEBOOK_PAY',
  GooglePay: 'GOOGLE_PAY',
  ShopifyPay: 'SHOPIFY_PAY'
} as const;

export type DigitalWallet = typeof DigitalWallet[keyof typeof DigitalWallet];
export type DiscountAmountInput = {
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  appliesOnEachItem?: InputMaybe<Scalars['Boolean']['input']>;
};

export const DiscountApplicationAllocationMethod = {
  Across: 'ACROSS',
  Each: 'EACH',
  One: 'ONE'
} as const;

export type DiscountApplicationAllocationMethod = typeof DiscountApplicationAllocationMethod[keyof typeof DiscountApplicationAllocationMethod];
export const DiscountApplicationLevel = {
  Line: 'LINE',
  Order: 'ORDER'
} as const;

export type DiscountApplicationLevel = typeof DiscountApplicationLevel[keyof typeof DiscountApplicationLevel];
export const DiscountApplicationTargetSelection = {
  All: 'ALL',
  Entitled: 'ENTITLED',
  Explicit: 'EXPLICIT'
} as const;

export type DiscountApplicationTargetSelection = typeof DiscountApplicationTargetSelection[keyof typeof DiscountApplicationTargetSelection];
export const DiscountApplicationTargetType = {
  LineItem: 'LINE_ITEM',
  ShippingLine: 'SHIPPING_LINE'
} as const;

export type DiscountApplicationTargetType = typeof DiscountApplicationTargetType[keyof typeof DiscountApplicationTargetType];
export type DiscountAutomaticAppInput = {
  appliesOnOneTimePurchase?: InputMaybe<Scalars['Boolean']['input']>;
  appliesOnSubscription?: InputMaybe<Scalars['Boolean']['input']>;
  combinesWith?: InputMaybe<DiscountCombinesWithInput>;
  context?: InputMaybe<DiscountContextInput>;
  discountClasses?: InputMaybe<Array<DiscountClass>>;
  endsAt?: InputMaybe<Scalars['DateTime']['input']>;
  functionHandle?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use `functionHandle` instead. */
  functionId?: InputMaybe<Scalars['String']['input']>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  recurringCycleLimit?: InputMaybe<Scalars['Int']['input']>;
  startsAt?: InputMaybe<Scalars['DateTime']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type DiscountAutomaticBasicInput = {
  combinesWith?: InputMaybe<DiscountCombinesWithInput>;
  context?: InputMaybe<DiscountContextInput>;
  customerGets?: InputMaybe<DiscountCustomerGetsInput>;
  endsAt?: InputMaybe<Scalars['DateTime']['input']>;
  minimumRequirement?: InputMaybe<DiscountMinimumRequirementInput>;
  recurringCycleLimit?: InputMaybe<Scalars['Int']['input']>;
  startsAt?: InputMaybe<Scalars['DateTime']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type DiscountAutomaticBxgyInput = {
  combinesWith?: InputMaybe<DiscountCombinesWithInput>;
  context?: InputMaybe<DiscountContextInput>;
  customerBuys?: InputMaybe<DiscountCustomerBuysInput>;
  customerGets?: InputMaybe<DiscountCustomerGetsInput>;
  endsAt?: InputMaybe<Scalars['DateTime']['input']>;
  startsAt?: InputMaybe<Scalars['DateTime']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
  usesPerOrderLimit?: InputMaybe<Scalars['UnsignedInt64']['input']>;
};

export type DiscountAutomaticFreeShippingInput = {
  appliesOnOneTimePurchase?: InputMaybe<Scalars['Boolean']['input']>;
  appliesOnSubscription?: InputMaybe<Scalars['Boolean']['input']>;
  combinesWith?: InputMaybe<DiscountCombinesWithInput>;
  context?: InputMaybe<DiscountContextInput>;
  destination?: InputMaybe<DiscountShippingDestinationSelectionInput>;
  endsAt?: InputMaybe<Scalars['DateTime']['input']>;
  maximumShippingPrice?: InputMaybe<Scalars['Decimal']['input']>;
  minimumRequirement?: InputMaybe<DiscountMinimumRequirementInput>;
  recurringCycleLimit?: InputMaybe<Scalars['Int']['input']>;
  startsAt?: InputMaybe<Scalars['DateTime']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export const DiscountBuyerSelection = {
  All: 'ALL'
} as const;

export type DiscountBuyerSelection = typeof DiscountBuyerSelection[keyof typeof DiscountBuyerSelection];
export const DiscountClass = {
  Order: 'ORDER',
  Product: 'PRODUCT',
  Shipping: 'SHIPPING'
} as const;

export type DiscountClass = typeof DiscountClass[keyof typeof DiscountClass];
export type DiscountCodeAppInput = {
  appliesOnOneTimePurchase?: InputMaybe<Scalars['Boolean']['input']>;
  appliesOnSubscription?: InputMaybe<Scalars['Boolean']['input']>;
  appliesOncePerCustomer?: InputMaybe<Scalars['Boolean']['input']>;
  code?: InputMaybe<Scalars['String']['input']>;
  combinesWith?: InputMaybe<DiscountCombinesWithInput>;
  context?: InputMaybe<DiscountContextInput>;
  /** @deprecated Use `context` instead. */
  customerSelection?: InputMaybe<DiscountCustomerSelectionInput>;
  discountClasses?: InputMaybe<Array<DiscountClass>>;
  endsAt?: InputMaybe<Scalars['DateTime']['input']>;
  functionHandle?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use `functionHandle` instead. */
  functionId?: InputMaybe<Scalars['String']['input']>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  recurringCycleLimit?: InputMaybe<Scalars['Int']['input']>;
  startsAt?: InputMaybe<Scalars['DateTime']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
  usageLimit?: InputMaybe<Scalars['Int']['input']>;
};

export type DiscountCodeBasicInput = {
  appliesOncePerCustomer?: InputMaybe<Scalars['Boolean']['input']>;
  code?: InputMaybe<Scalars['String']['input']>;
  combinesWith?: InputMaybe<DiscountCombinesWithInput>;
  context?: InputMaybe<DiscountContextInput>;
  customerGets?: InputMaybe<DiscountCustomerGetsInput>;
  /** @deprecated Use `context` instead. */
  customerSelection?: InputMaybe<DiscountCustomerSelectionInput>;
  endsAt?: InputMaybe<Scalars['DateTime']['input']>;
  minimumRequirement?: InputMaybe<DiscountMinimumRequirementInput>;
  recurringCycleLimit?: InputMaybe<Scalars['Int']['input']>;
  startsAt?: InputMaybe<Scalars['DateTime']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
  usageLimit?: InputMaybe<Scalars['Int']['input']>;
};

export type DiscountCodeBxgyInput = {
  appliesOncePerCustomer?: InputMaybe<Scalars['Boolean']['input']>;
  code?: InputMaybe<Scalars['String']['input']>;
  combinesWith?: InputMaybe<DiscountCombinesWithInput>;
  context?: InputMaybe<DiscountContextInput>;
  customerBuys?: InputMaybe<DiscountCustomerBuysInput>;
  customerGets?: InputMaybe<DiscountCustomerGetsInput>;
  /** @deprecated Use `context` instead. */
  customerSelection?: InputMaybe<DiscountCustomerSelectionInput>;
  endsAt?: InputMaybe<Scalars['DateTime']['input']>;
  startsAt?: InputMaybe<Scalars['DateTime']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
  usageLimit?: InputMaybe<Scalars['Int']['input']>;
  usesPerOrderLimit?: InputMaybe<Scalars['Int']['input']>;
};

export type DiscountCodeFreeShippingInput = {
  appliesOnOneTimePurchase?: InputMaybe<Scalars['Boolean']['input']>;
  appliesOnSubscription?: InputMaybe<Scalars['Boolean']['input']>;
  appliesOncePerCustomer?: InputMaybe<Scalars['Boolean']['input']>;
  code?: InputMaybe<Scalars['String']['input']>;
  combinesWith?: InputMaybe<DiscountCombinesWithInput>;
  context?: InputMaybe<DiscountContextInput>;
  /** @deprecated Use `context` instead. */
  customerSelection?: InputMaybe<DiscountCustomerSelectionInput>;
  destination?: InputMaybe<DiscountShippingDestinationSelectionInput>;
  endsAt?: InputMaybe<Scalars['DateTime']['input']>;
  maximumShippingPrice?: InputMaybe<Scalars['Decimal']['input']>;
  minimumRequirement?: InputMaybe<DiscountMinimumRequirementInput>;
  recurringCycleLimit?: InputMaybe<Scalars['Int']['input']>;
  startsAt?: InputMaybe<Scalars['DateTime']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
  usageLimit?: InputMaybe<Scalars['Int']['input']>;
};

export const DiscountCodeSortKeys = {
  Code: 'CODE',
  CreatedAt: 'CREATED_AT',
  Id: 'ID',
  Relevance: 'RELEVANCE'
} as const;

export type DiscountCodeSortKeys = typeof DiscountCodeSortKeys[keyof typeof DiscountCodeSortKeys];
export type DiscountCollectionsInput = {
  add?: InputMaybe<Array<Scalars['ID']['input']>>;
  remove?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type DiscountCombinesWithInput = {
  orderDiscounts?: InputMaybe<Scalars['Boolean']['input']>;
  productDiscounts?: InputMaybe<Scalars['Boolean']['input']>;
  productDiscountsWithTagsOnSameCartLine?: InputMaybe<ProductDiscountsWithTagsOnSameCartLineInput>;
  shippingDiscounts?: InputMaybe<Scalars['Boolean']['input']>;
};

export type DiscountContextInput =
  { all: DiscountBuyerSelection; customerSegments?: never; customers?: never; markets?: never; }
  |  { all?: never; customerSegments: DiscountCustomerSegmentsInput; customers?: never; markets?: never; }
  |  { all?: never; customerSegments?: never; customers: DiscountCustomersInput; markets?: never; }
  |  { all?: never; customerSegments?: never; customers?: never; markets: DiscountMarketsInput; };

export type DiscountCountriesInput = {
  add?: InputMaybe<Array<CountryCode>>;
  includeRestOfWorld?: InputMaybe<Scalars['Boolean']['input']>;
  remove?: InputMaybe<Array<CountryCode>>;
};

export type DiscountCustomerBuysInput = {
  isOneTimePurchase?: InputMaybe<Scalars['Boolean']['input']>;
  isSubscription?: InputMaybe<Scalars['Boolean']['input']>;
  items?: InputMaybe<DiscountItemsInput>;
  value?: InputMaybe<DiscountCustomerBuysValueInput>;
};

export type DiscountCustomerBuysValueInput = {
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  quantity?: InputMaybe<Scalars['UnsignedInt64']['input']>;
};

export type DiscountCustomerGetsInput = {
  appliesOnOneTimePurchase?: InputMaybe<Scalars['Boolean']['input']>;
  appliesOnSubscription?: InputMaybe<Scalars['Boolean']['input']>;
  items?: InputMaybe<DiscountItemsInput>;
  value?: InputMaybe<DiscountCustomerGetsValueInput>;
};

export type DiscountCustomerGetsValueInput = {
  discountAmount?: InputMaybe<DiscountAmountInput>;
  discountOnQuantity?: InputMaybe<DiscountOnQuantityInput>;
  percentage?: InputMaybe<Scalars['Float']['input']>;
};

export type DiscountCustomerSegmentsInput = {
  add?: InputMaybe<Array<Scalars['ID']['input']>>;
  remove?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type DiscountCustomerSelectionInput = {
  all?: InputMaybe<Scalars['Boolean']['input']>;
  customerSegments?: InputMaybe<DiscountCustomerSegmentsInput>;
  customers?: InputMaybe<DiscountCustomersInput>;
};

export type DiscountCustomersInput = {
  add?: InputMaybe<Array<Scalars['ID']['input']>>;
  remove?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type DiscountEffectInput = {
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  percentage?: InputMaybe<Scalars['Float']['input']>;
};

export const DiscountErrorCode = {
  ActivePeriodOverlap: 'ACTIVE_PERIOD_OVERLAP',
  AppliesOnNothing: 'APPLIES_ON_NOTHING',
  Blank: 'BLANK',
  Conflict: 'CONFLICT',
  DiscountNotCompatibleWithConditionTypes: 'DISCOUNT_NOT_COMPATIBLE_WITH_CONDITION_TYPES',
  Duplicate: 'DUPLICATE',
  EndDateBeforeStartDate: 'END_DATE_BEFORE_START_DATE',
  EqualTo: 'EQUAL_TO',
  ExceededMax: 'EXCEEDED_MAX',
  GreaterThan: 'GREATER_THAN',
  GreaterThanOrEqualTo: 'GREATER_THAN_OR_EQUAL_TO',
  ImplicitDuplicate: 'IMPLICIT_DUPLICATE',
  Inclusion: 'INCLUSION',
  InternalError: 'INTERNAL_ERROR',
  Invalid: 'INVALID',
  InvalidCombinesWithForDiscountClass: 'INVALID_COMBINES_WITH_FOR_DISCOUNT_CLASS',
  InvalidDiscountClassForPriceRule: 'INVALID_DISCOUNT_CLASS_FOR_PRICE_RULE',
  InvalidProductDiscountsFalseWithExistingTagsOnSameCartLine: 'INVALID_PRODUCT_DISCOUNTS_FALSE_WITH_EXISTING_TAGS_ON_SAME_CART_LINE',
  InvalidProductDiscountsWithTagsOnSameCartLineForDiscountClass: 'INVALID_PRODUCT_DISCOUNTS_WITH_TAGS_ON_SAME_CART_LINE_FOR_DISCOUNT_CLASS',
  InvalidProductDiscountsWithTagsOnSameCartLineWithoutProductDiscounts: 'INVALID_PRODUCT_DISCOUNTS_WITH_TAGS_ON_SAME_CART_LINE_WITHOUT_PRODUCT_DISCOUNTS',
  InvalidTagLength: 'INVALID_TAG_LENGTH',
  LessThan: 'LESS_THAN',
  LessThanOrEqualTo: 'LESS_THAN_OR_EQUAL_TO',
  MaxAppDiscounts: 'MAX_APP_DISCOUNTS',
  MinimumSubtotalAndQuantityRangeBothPresent: 'MINIMUM_SUBTOTAL_AND_QUANTITY_RANGE_BOTH_PRESENT',
  MissingArgument: 'MISSING_ARGUMENT',
  MissingFunctionIdentifier: 'MISSING_FUNCTION_IDENTIFIER',
  MultipleFunctionIdentifiers: 'MULTIPLE_FUNCTION_IDENTIFIERS',
  MultipleRecurringCycleLimitForNonSubscriptionItems: 'MULTIPLE_RECURRING_CYCLE_LIMIT_FOR_NON_SUBSCRIPTION_ITEMS',
  Present: 'PRESENT',
  ProductDiscountsWithTagsOnSameCartLineNotEntitled: 'PRODUCT_DISCOUNTS_WITH_TAGS_ON_SAME_CART_LINE_NOT_ENTITLED',
  RecurringCycleLimitNotAValidInteger: 'RECURRING_CYCLE_LIMIT_NOT_A_VALID_INTEGER',
  Taken: 'TAKEN',
  TooLong: 'TOO_LONG',
  TooManyArguments: 'TOO_MANY_ARGUMENTS',
  TooManyProductDiscountsWithTagsOnSameCartLine: 'TOO_MANY_PRODUCT_DISCOUNTS_WITH_TAGS_ON_SAME_CART_LINE',
  TooManyTags: 'TOO_MANY_TAGS',
  TooShort: 'TOO_SHORT',
  ValueOutsideRange: 'VALUE_OUTSIDE_RANGE'
} as const;

export type DiscountErrorCode = typeof DiscountErrorCode[keyof typeof DiscountErrorCode];
export type DiscountItemsInput = {
  all?: InputMaybe<Scalars['Boolean']['input']>;
  collections?: InputMaybe<DiscountCollectionsInput>;
  products?: InputMaybe<DiscountProductsInput>;
};

export type DiscountMarketsInput = {
  add?: InputMaybe<Array<Scalars['ID']['input']>>;
  remove?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type DiscountMinimumQuantityInput = {
  greaterThanOrEqualToQuantity?: InputMaybe<Scalars['UnsignedInt64']['input']>;
};

export type DiscountMinimumRequirementInput = {
  quantity?: InputMaybe<DiscountMinimumQuantityInput>;
  subtotal?: InputMaybe<DiscountMinimumSubtotalInput>;
};

export type DiscountMinimumSubtotalInput = {
  greaterThanOrEqualToSubtotal?: InputMaybe<Scalars['Decimal']['input']>;
};

export type DiscountOnQuantityInput = {
  effect?: InputMaybe<DiscountEffectInput>;
  quantity?: InputMaybe<Scalars['UnsignedInt64']['input']>;
};

export type DiscountProductsInput = {
  productVariantsToAdd?: InputMaybe<Array<Scalars['ID']['input']>>;
  productVariantsToRemove?: InputMaybe<Array<Scalars['ID']['input']>>;
  productsToAdd?: InputMaybe<Array<Scalars['ID']['input']>>;
  productsToRemove?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type DiscountRedeemCodeInput = {
  code: Scalars['String']['input'];
};

export const DiscountShareableUrlTargetType = {
  Collection: 'COLLECTION',
  Home: 'HOME',
  Product: 'PRODUCT'
} as const;

export type DiscountShareableUrlTargetType = typeof DiscountShareableUrlTargetType[keyof typeof DiscountShareableUrlTargetType];
export type DiscountShippingDestinationSelectionInput = {
  all?: InputMaybe<Scalars['Boolean']['input']>;
  countries?: InputMaybe<DiscountCountriesInput>;
};

export const DiscountSortKeys = {
  CreatedAt: 'CREATED_AT',
  EndsAt: 'ENDS_AT',
  Id: 'ID',
  Relevance: 'RELEVANCE',
  StartsAt: 'STARTS_AT',
  Title: 'TITLE',
  UpdatedAt: 'UPDATED_AT'
} as const;

export type DiscountSortKeys = typeof DiscountSortKeys[keyof typeof DiscountSortKeys];
export const DiscountStatus = {
  Active: 'ACTIVE',
  Expired: 'EXPIRED',
  Scheduled: 'SCHEDULED'
} as const;

export type DiscountStatus = typeof DiscountStatus[keyof typeof DiscountStatus];
export const DiscountTagSortKeys = {
  Id: 'ID',
  Title: 'TITLE'
} as const;

export type DiscountTagSortKeys = typeof DiscountTagSortKeys[keyof typeof DiscountTagSortKeys];
export const DiscountTargetType = {
  LineItem: 'LINE_ITEM',
  ShippingLine: 'SHIPPING_LINE'
} as const;

export type DiscountTargetType = typeof DiscountTargetType[keyof typeof DiscountTargetType];
export const DiscountType = {
  AutomaticDiscount: 'AUTOMATIC_DISCOUNT',
  CodeDiscount: 'CODE_DISCOUNT',
  Manual: 'MANUAL'
} as const;

export type DiscountType = typeof DiscountType[keyof typeof DiscountType];
export const DisputeEvidenceUpdateUserErrorCode = {
  DisputeEvidenceNotFound: 'DISPUTE_EVIDENCE_NOT_FOUND',
  EvidenceAlreadyAccepted: 'EVIDENCE_ALREADY_ACCEPTED',
  EvidencePastDueDate: 'EVIDENCE_PAST_DUE_DATE',
  FilesSizeExceededLimit: 'FILES_SIZE_EXCEEDED_LIMIT',
  FileNotFound: 'FILE_NOT_FOUND',
  Invalid: 'INVALID',
  TooLarge: 'TOO_LARGE'
} as const;

export type DisputeEvidenceUpdateUserErrorCode = typeof DisputeEvidenceUpdateUserErrorCode[keyof typeof DisputeEvidenceUpdateUserErrorCode];
export const DisputeStatus = {
  Accepted: 'ACCEPTED',
  ChargeRefunded: 'CHARGE_REFUNDED',
  Lost: 'LOST',
  NeedsResponse: 'NEEDS_RESPONSE',
  Prevented: 'PREVENTED',
  UnderReview: 'UNDER_REVIEW',
  Won: 'WON'
} as const;

export type DisputeStatus = typeof DisputeStatus[keyof typeof DisputeStatus];
export const DisputeType = {
  Chargeback: 'CHARGEBACK',
  Inquiry: 'INQUIRY'
} as const;

export type DisputeType = typeof DisputeType[keyof typeof DisputeType];
export const DistanceUnit = {
  Kilometers: 'KILOMETERS',
  Miles: 'MILES'
} as const;

export type DistanceUnit = typeof DistanceUnit[keyof typeof DistanceUnit];
export type DraftOrderAppliedDiscountInput = {
  /** @deprecated Please use `amountWithCurrency` instead. */
  amount?: InputMaybe<Scalars['Money']['input']>;
  amountWithCurrency?: InputMaybe<MoneyInput>;
  description?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  value: Scalars['Float']['input'];
  valueType: DraftOrderAppliedDiscountType;
};

export const DraftOrderAppliedDiscountType = {
  FixedAmount: 'FIXED_AMOUNT',
  Percentage: 'PERCENTAGE'
} as const;

export type DraftOrderAppliedDiscountType = typeof DraftOrderAppliedDiscountType[keyof typeof DraftOrderAppliedDiscountType];
export type DraftOrderAvailableDeliveryOptionsInput = {
  acceptAutomaticDiscounts?: InputMaybe<Scalars['Boolean']['input']>;
  appliedDiscount?: InputMaybe<DraftOrderAppliedDiscountInput>;
  discountCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  lineItems?: InputMaybe<Array<DraftOrderLineItemInput>>;
  marketRegionCountryCode?: InputMaybe<CountryCode>;
  purchasingEntity?: InputMaybe<PurchasingEntityInput>;
  shippingAddress?: InputMaybe<MailingAddressInput>;
};

export type DraftOrderDeleteInput = {
  id: Scalars['ID']['input'];
};

export type DraftOrderInput = {
  acceptAutomaticDiscounts?: InputMaybe<Scalars['Boolean']['input']>;
  allowDiscountCodesInCheckout?: InputMaybe<Scalars['Boolean']['input']>;
  appliedDiscount?: InputMaybe<DraftOrderAppliedDiscountInput>;
  billingAddress?: InputMaybe<MailingAddressInput>;
  customAttributes?: InputMaybe<Array<AttributeInput>>;
  /** @deprecated Use `purchasingEntity` instead, which can be used for either a D2C or B2B customer. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  deposit?: InputMaybe<DepositInput>;
  discountCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  email?: InputMaybe<Scalars['String']['input']>;
  lineItems?: InputMaybe<Array<DraftOrderLineItemInput>>;
  /** @deprecated This field will be removed in a future version. Use `localizedFields` instead. */
  localizationExtensions?: InputMaybe<Array<LocalizationExtensionInput>>;
  localizedFields?: InputMaybe<Array<LocalizedFieldInput>>;
  /**
   * @deprecated This field is now incompatible with Markets.
   *
   */
  marketRegionCountryCode?: InputMaybe<CountryCode>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  note?: InputMaybe<Scalars['String']['input']>;
  paymentTerms?: InputMaybe<PaymentTermsInput>;
  phone?: InputMaybe<Scalars['String']['input']>;
  poNumber?: InputMaybe<Scalars['String']['input']>;
  presentmentCurrencyCode?: InputMaybe<CurrencyCode>;
  purchasingEntity?: InputMaybe<PurchasingEntityInput>;
  reserveInventoryUntil?: InputMaybe<Scalars['DateTime']['input']>;
  sessionToken?: InputMaybe<Scalars['String']['input']>;
  shippingAddress?: InputMaybe<MailingAddressInput>;
  shippingLine?: InputMaybe<ShippingLineInput>;
  sourceName?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  taxExempt?: InputMaybe<Scalars['Boolean']['input']>;
  transformerFingerprint?: InputMaybe<Scalars['String']['input']>;
  useCustomerDefaultAddress?: InputMaybe<Scalars['Boolean']['input']>;
  visibleToCustomer?: InputMaybe<Scalars['Boolean']['input']>;
};

export type DraftOrderLineItemComponentInput = {
  quantity: Scalars['Int']['input'];
  uuid?: InputMaybe<Scalars['String']['input']>;
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

export type DraftOrderLineItemInput = {
  appliedDiscount?: InputMaybe<DraftOrderAppliedDiscountInput>;
  /** @deprecated Use `components` instead. */
  bundleComponents?: InputMaybe<Array<BundlesDraftOrderBundleLineItemComponentInput>>;
  components?: InputMaybe<Array<DraftOrderLineItemComponentInput>>;
  customAttributes?: InputMaybe<Array<AttributeInput>>;
  generatePriceOverride?: InputMaybe<Scalars['Boolean']['input']>;
  /** @deprecated `weight` should be used instead, allowing different units to be used. */
  grams?: InputMaybe<Scalars['Int']['input']>;
  /** @deprecated `originalUnitPriceWithCurrency` should be used instead, where currency can be specified. */
  originalUnitPrice?: InputMaybe<Scalars['Money']['input']>;
  originalUnitPriceWithCurrency?: InputMaybe<MoneyInput>;
  priceOverride?: InputMaybe<MoneyInput>;
  quantity: Scalars['Int']['input'];
  requiresShipping?: InputMaybe<Scalars['Boolean']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  taxable?: InputMaybe<Scalars['Boolean']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  uuid?: InputMaybe<Scalars['String']['input']>;
  variantId?: InputMaybe<Scalars['ID']['input']>;
  weight?: InputMaybe<WeightInput>;
};

export const DraftOrderSortKeys = {
  CustomerName: 'CUSTOMER_NAME',
  Id: 'ID',
  Number: 'NUMBER',
  Relevance: 'RELEVANCE',
  Status: 'STATUS',
  TotalPrice: 'TOTAL_PRICE',
  UpdatedAt: 'UPDATED_AT'
} as const;

export type DraftOrderSortKeys = typeof DraftOrderSortKeys[keyof typeof DraftOrderSortKeys];
export const DraftOrderStatus = {
  Completed: 'COMPLETED',
  InvoiceSent: 'INVOICE_SENT',
  Open: 'OPEN'
} as const;

export type DraftOrderStatus = typeof DraftOrderStatus[keyof typeof DraftOrderStatus];
export type EmailInput = {
  bcc?: InputMaybe<Array<Scalars['String']['input']>>;
  body?: InputMaybe<Scalars['String']['input']>;
  customMessage?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  subject?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export const ErrorsServerPixelUserErrorCode = {
  AlreadyExists: 'ALREADY_EXISTS',
  NeedsConfigurationToConnect: 'NEEDS_CONFIGURATION_TO_CONNECT',
  NotFound: 'NOT_FOUND',
  PubSubError: 'PUB_SUB_ERROR'
} as const;

export type ErrorsServerPixelUserErrorCode = typeof ErrorsServerPixelUserErrorCode[keyof typeof ErrorsServerPixelUserErrorCode];
export const ErrorsWebPixelUserErrorCode = {
  Blank: 'BLANK',
  InvalidConfigurationJson: 'INVALID_CONFIGURATION_JSON',
  InvalidRuntimeContext: 'INVALID_RUNTIME_CONTEXT',
  InvalidSettings: 'INVALID_SETTINGS',
  InvalidSettingsDefinition: 'INVALID_SETTINGS_DEFINITION',
  NotFound: 'NOT_FOUND',
  NoExtension: 'NO_EXTENSION',
  Taken: 'TAKEN',
  UnableToDelete: 'UNABLE_TO_DELETE',
  UnexpectedError: 'UNEXPECTED_ERROR'
} as const;

export type ErrorsWebPixelUserErrorCode = typeof ErrorsWebPixelUserErrorCode[keyof typeof ErrorsWebPixelUserErrorCode];
export type EventBridgeWebhookSubscriptionInput = {
  arn?: InputMaybe<Scalars['ARN']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
  format?: InputMaybe<WebhookSubscriptionFormat>;
  includeFields?: InputMaybe<Array<Scalars['String']['input']>>;
  metafieldNamespaces?: InputMaybe<Array<Scalars['String']['input']>>;
  metafields?: InputMaybe<Array<HasMetafieldsMetafieldIdentifierInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export const EventSortKeys = {
  CreatedAt: 'CREATED_AT',
  Id: 'ID'
} as const;

export type EventSortKeys = typeof EventSortKeys[keyof typeof EventSortKeys];
export const EventSubjectType = {
  Article: 'ARTICLE',
  Blog: 'BLOG',
  Collection: 'COLLECTION',
  Comment: 'COMMENT',
  Company: 'COMPANY',
  CompanyLocation: 'COMPANY_LOCATION',
  Customer: 'CUSTOMER',
  DiscountAutomaticBxgy: 'DISCOUNT_AUTOMATIC_BXGY',
  DiscountAutomaticNode: 'DISCOUNT_AUTOMATIC_NODE',
  DiscountCodeNode: 'DISCOUNT_CODE_NODE',
  DiscountNode: 'DISCOUNT_NODE',
  DraftOrder: 'DRAFT_ORDER',
  InventoryTransfer: 'INVENTORY_TRANSFER',
  Order: 'ORDER',
  Page: 'PAGE',
  PriceRule: 'PRICE_RULE',
  Product: 'PRODUCT',
  ProductVariant: 'PRODUCT_VARIANT',
  Unknown: 'UNKNOWN'
} as const;

export type EventSubjectType = typeof EventSubjectType[keyof typeof EventSubjectType];
export type ExchangeLineItemAppliedDiscountInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  value: ExchangeLineItemAppliedDiscountValueInput;
};

export type ExchangeLineItemAppliedDiscountValueInput =
  { amount: MoneyInput; percentage?: never; }
  |  { amount?: never; percentage: Scalars['Float']['input']; };

export type ExchangeLineItemInput = {
  appliedDiscount?: InputMaybe<ExchangeLineItemAppliedDiscountInput>;
  giftCardCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  quantity: Scalars['Int']['input'];
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

export type ExchangeLineItemRemoveFromReturnInput = {
  exchangeLineItemId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export const FileContentType = {
  ExternalVideo: 'EXTERNAL_VIDEO',
  File: 'FILE',
  Image: 'IMAGE',
  Model_3D: 'MODEL_3D',
  Video: 'VIDEO'
} as const;

export type FileContentType = typeof FileContentType[keyof typeof FileContentType];
export type FileCreateInput = {
  alt?: InputMaybe<Scalars['String']['input']>;
  contentType?: InputMaybe<FileContentType>;
  duplicateResolutionMode?: InputMaybe<FileCreateInputDuplicateResolutionMode>;
  filename?: InputMaybe<Scalars['String']['input']>;
  originalSource: Scalars['String']['input'];
};

export const FileCreateInputDuplicateResolutionMode = {
  AppendUuid: 'APPEND_UUID',
  RaiseError: 'RAISE_ERROR',
  Replace: 'REPLACE'
} as const;

export type FileCreateInputDuplicateResolutionMode = typeof FileCreateInputDuplicateResolutionMode[keyof typeof FileCreateInputDuplicateResolutionMode];
export const FileErrorCode = {
  DuplicateFilenameError: 'DUPLICATE_FILENAME_ERROR',
  ExternalVideoEmbedDisabled: 'EXTERNAL_VIDEO_EMBED_DISABLED',
  ExternalVideoEmbedNotFoundOrTranscoding: 'EXTERNAL_VIDEO_EMBED_NOT_FOUND_OR_TRANSCODING',
  ExternalVideoInvalidAspectRatio: 'EXTERNAL_VIDEO_INVALID_ASPECT_RATIO',
  ExternalVideoNotFound: 'EXTERNAL_VIDEO_NOT_FOUND',
  ExternalVideoUnlisted: 'EXTERNAL_VIDEO_UNLISTED',
  FileStorageLimitExceeded: 'FILE_STORAGE_LIMIT_EXCEEDED',
  GenericFileDownloadFailure: 'GENERIC_FILE_DOWNLOAD_FAILURE',
  GenericFileInvalidSize: 'GENERIC_FILE_INVALID_SIZE',
  ImageDownloadFailure: 'IMAGE_DOWNLOAD_FAILURE',
  ImageProcessingFailure: 'IMAGE_PROCESSING_FAILURE',
  InvalidImageAspectRatio: 'INVALID_IMAGE_ASPECT_RATIO',
  InvalidImageFileSize: 'INVALID_IMAGE_FILE_SIZE',
  InvalidImageResolution: 'INVALID_IMAGE_RESOLUTION',
  InvalidSignedUrl: 'INVALID_SIGNED_URL',
  MediaTimeoutError: 'MEDIA_TIMEOUT_ERROR',
  Model3DGlbOutputCreationError: 'MODEL3D_GLB_OUTPUT_CREATION_ERROR',
  Model3DGlbToUsdzConversionError: 'MODEL3D_GLB_TO_USDZ_CONVERSION_ERROR',
  Model3DProcessingFailure: 'MODEL3D_PROCESSING_FAILURE',
  Model3DThumbnailGenerationError: 'MODEL3D_THUMBNAIL_GENERATION_ERROR',
  Model3DThumbnailRegenerationError: 'MODEL3D_THUMBNAIL_REGENERATION_ERROR',
  Model3DValidationError: 'MODEL3D_VALIDATION_ERROR',
  Unknown: 'UNKNOWN',
  UnsupportedImageFileType: 'UNSUPPORTED_IMAGE_FILE_TYPE',
  VideoInvalidFiletypeError: 'VIDEO_INVALID_FILETYPE_ERROR',
  VideoMaxDurationError: 'VIDEO_MAX_DURATION_ERROR',
  VideoMaxHeightError: 'VIDEO_MAX_HEIGHT_ERROR',
  VideoMaxWidthError: 'VIDEO_MAX_WIDTH_ERROR',
  VideoMetadataReadError: 'VIDEO_METADATA_READ_ERROR',
  VideoMinDurationError: 'VIDEO_MIN_DURATION_ERROR',
  VideoMinHeightError: 'VIDEO_MIN_HEIGHT_ERROR',
  VideoMinWidthError: 'VIDEO_MIN_WIDTH_ERROR',
  VideoValidationError: 'VIDEO_VALIDATION_ERROR'
} as const;

export type FileErrorCode = typeof FileErrorCode[keyof typeof FileErrorCode];
export type FileSetInput = {
  alt?: InputMaybe<Scalars['String']['input']>;
  contentType?: InputMaybe<FileContentType>;
  duplicateResolutionMode?: InputMaybe<FileCreateInputDuplicateResolutionMode>;
  filename?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  originalSource?: InputMaybe<Scalars['String']['input']>;
};

export const FileSortKeys = {
  CreatedAt: 'CREATED_AT',
  Filename: 'FILENAME',
  Id: 'ID',
  OriginalUploadSize: 'ORIGINAL_UPLOAD_SIZE',
  Relevance: 'RELEVANCE',
  UpdatedAt: 'UPDATED_AT'
} as const;

export type FileSortKeys = typeof FileSortKeys[keyof typeof FileSortKeys];
export const FileStatus = {
  Failed: 'FAILED',
  Processing: 'PROCESSING',
  Ready: 'READY',
  Uploaded: 'UPLOADED'
} as const;

export type FileStatus = typeof FileStatus[keyof typeof FileStatus];
export type FileUpdateInput = {
  alt?: InputMaybe<Scalars['String']['input']>;
  filename?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  originalSource?: InputMaybe<Scalars['String']['input']>;
  previewImageSource?: InputMaybe<Scalars['String']['input']>;
  referencesToAdd?: InputMaybe<Array<Scalars['ID']['input']>>;
  referencesToRemove?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export const FilesErrorCode = {
  AltValueLimitExceeded: 'ALT_VALUE_LIMIT_EXCEEDED',
  BlankSearch: 'BLANK_SEARCH',
  FilenameAlreadyExists: 'FILENAME_ALREADY_EXISTS',
  FileDoesNotExist: 'FILE_DOES_NOT_EXIST',
  FileLocked: 'FILE_LOCKED',
  Invalid: 'INVALID',
  InvalidDuplicateModeForType: 'INVALID_DUPLICATE_MODE_FOR_TYPE',
  InvalidDuplicateResolutionMode: 'INVALID_DUPLICATE_RESOLUTION_MODE',
  InvalidFailedMediaState: 'INVALID_FAILED_MEDIA_STATE',
  InvalidFilename: 'INVALID_FILENAME',
  InvalidFilenameExtension: 'INVALID_FILENAME_EXTENSION',
  InvalidImageSourceUrl: 'INVALID_IMAGE_SOURCE_URL',
  InvalidQuery: 'INVALID_QUERY',
  MediaCannotBeModified: 'MEDIA_CANNOT_BE_MODIFIED',
  MismatchedFilenameAndOriginalSource: 'MISMATCHED_FILENAME_AND_ORIGINAL_SOURCE',
  MissingArguments: 'MISSING_ARGUMENTS',
  MissingFilenameForDuplicateModeReplace: 'MISSING_FILENAME_FOR_DUPLICATE_MODE_REPLACE',
  NonImageMediaPerShopLimitExceeded: 'NON_IMAGE_MEDIA_PER_SHOP_LIMIT_EXCEEDED',
  NonReadyState: 'NON_READY_STATE',
  ProductMediaLimitExceeded: 'PRODUCT_MEDIA_LIMIT_EXCEEDED',
  ProductSuspended: 'PRODUCT_SUSPENDED',
  ReferenceTargetDoesNotExist: 'REFERENCE_TARGET_DOES_NOT_EXIST',
  TooManyArguments: 'TOO_MANY_ARGUMENTS',
  TooManyFileReference: 'TOO_MANY_FILE_REFERENCE',
  UnacceptableAsset: 'UNACCEPTABLE_ASSET',
  UnacceptableTrialAsset: 'UNACCEPTABLE_TRIAL_ASSET',
  UnacceptableUnverifiedTrialAsset: 'UNACCEPTABLE_UNVERIFIED_TRIAL_ASSET',
  UnsupportedFileReference: 'UNSUPPORTED_FILE_REFERENCE',
  UnsupportedMediaTypeForFilenameUpdate: 'UNSUPPORTED_MEDIA_TYPE_FOR_FILENAME_UPDATE'
} as const;

export type FilesErrorCode = typeof FilesErrorCode[keyof typeof FilesErrorCode];
export const FulfillmentConstraintRuleCreateUserErrorCode = {
  CustomAppFunctionNotEligible: 'CUSTOM_APP_FUNCTION_NOT_ELIGIBLE',
  FunctionAlreadyRegistered: 'FUNCTION_ALREADY_REGISTERED',
  FunctionDoesNotImplement: 'FUNCTION_DOES_NOT_IMPLEMENT',
  FunctionNotFound: 'FUNCTION_NOT_FOUND',
  FunctionPendingDeletion: 'FUNCTION_PENDING_DELETION',
  InputInvalid: 'INPUT_INVALID',
  MaximumFulfillmentConstraintRulesReached: 'MAXIMUM_FULFILLMENT_CONSTRAINT_RULES_REACHED',
  MissingFunctionIdentifier: 'MISSING_FUNCTION_IDENTIFIER',
  MultipleFunctionIdentifiers: 'MULTIPLE_FUNCTION_IDENTIFIERS'
} as const;

export type FulfillmentConstraintRuleCreateUserErrorCode = typeof FulfillmentConstraintRuleCreateUserErrorCode[keyof typeof FulfillmentConstraintRuleCreateUserErrorCode];
export const FulfillmentConstraintRuleDeleteUserErrorCode = {
  NotFound: 'NOT_FOUND',
  UnauthorizedAppScope: 'UNAUTHORIZED_APP_SCOPE'
} as const;

export type FulfillmentConstraintRuleDeleteUserErrorCode = typeof FulfillmentConstraintRuleDeleteUserErrorCode[keyof typeof FulfillmentConstraintRuleDeleteUserErrorCode];
export const FulfillmentConstraintRuleUpdateUserErrorCode = {
  NotFound: 'NOT_FOUND',
  UnauthorizedAppScope: 'UNAUTHORIZED_APP_SCOPE'
} as const;

export type FulfillmentConstraintRuleUpdateUserErrorCode = typeof FulfillmentConstraintRuleUpdateUserErrorCode[keyof typeof FulfillmentConstraintRuleUpdateUserErrorCode];
export const FulfillmentDisplayStatus = {
  AttemptedDelivery: 'ATTEMPTED_DELIVERY',
  Canceled: 'CANCELED',
  CarrierPickedUp: 'CARRIER_PICKED_UP',
  Confirmed: 'CONFIRMED',
  Delayed: 'DELAYED',
  Delivered: 'DELIVERED',
  Failure: 'FAILURE',
  Fulfilled: 'FULFILLED',
  InTransit: 'IN_TRANSIT',
  LabelPrinted: 'LABEL_PRINTED',
  LabelPurchased: 'LABEL_PURCHASED',
  LabelVoided: 'LABEL_VOIDED',
  MarkedAsFulfilled: 'MARKED_AS_FULFILLED',
  NotDelivered: 'NOT_DELIVERED',
  OutForDelivery: 'OUT_FOR_DELIVERY',
  PickedUp: 'PICKED_UP',
  ReadyForPickup: 'READY_FOR_PICKUP',
  Submitted: 'SUBMITTED'
} as const;

export type FulfillmentDisplayStatus = typeof FulfillmentDisplayStatus[keyof typeof FulfillmentDisplayStatus];
export type FulfillmentEventInput = {
  address1?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  estimatedDeliveryAt?: InputMaybe<Scalars['DateTime']['input']>;
  fulfillmentId: Scalars['ID']['input'];
  happenedAt?: InputMaybe<Scalars['DateTime']['input']>;
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  province?: InputMaybe<Scalars['String']['input']>;
  status: FulfillmentEventStatus;
  zip?: InputMaybe<Scalars['String']['input']>;
};

export const FulfillmentEventSortKeys = {
  HappenedAt: 'HAPPENED_AT',
  Id: 'ID'
} as const;

export type FulfillmentEventSortKeys = typeof FulfillmentEventSortKeys[keyof typeof FulfillmentEventSortKeys];
export const FulfillmentEventStatus = {
  AttemptedDelivery: 'ATTEMPTED_DELIVERY',
  CarrierPickedUp: 'CARRIER_PICKED_UP',
  Confirmed: 'CONFIRMED',
  Delayed: 'DELAYED',
  Delivered: 'DELIVERED',
  Failure: 'FAILURE',
  InTransit: 'IN_TRANSIT',
  LabelPrinted: 'LABEL_PRINTED',
  LabelPurchased: 'LABEL_PURCHASED',
  OutForDelivery: 'OUT_FOR_DELIVERY',
  ReadyForPickup: 'READY_FOR_PICKUP'
} as const;

export type FulfillmentEventStatus = typeof FulfillmentEventStatus[keyof typeof FulfillmentEventStatus];
export const FulfillmentHoldReason = {
  AwaitingPayment: 'AWAITING_PAYMENT',
  AwaitingReturnItems: 'AWAITING_RETURN_ITEMS',
  HighRiskOfFraud: 'HIGH_RISK_OF_FRAUD',
  IncorrectAddress: 'INCORRECT_ADDRESS',
  InventoryOutOfStock: 'INVENTORY_OUT_OF_STOCK',
  OnlineStorePostPurchaseCrossSell: 'ONLINE_STORE_POST_PURCHASE_CROSS_SELL',
  Other: 'OTHER',
  UnknownDeliveryDate: 'UNKNOWN_DELIVERY_DATE'
} as const;

export type FulfillmentHoldReason = typeof FulfillmentHoldReason[keyof typeof FulfillmentHoldReason];
export type FulfillmentInput = {
  lineItemsByFulfillmentOrder: Array<FulfillmentOrderLineItemsInput>;
  notifyCustomer?: InputMaybe<Scalars['Boolean']['input']>;
  originAddress?: InputMaybe<FulfillmentOriginAddressInput>;
  trackingInfo?: InputMaybe<FulfillmentTrackingInput>;
};

export const FulfillmentOrderAction = {
  CancelFulfillmentOrder: 'CANCEL_FULFILLMENT_ORDER',
  CreateFulfillment: 'CREATE_FULFILLMENT',
  External: 'EXTERNAL',
  Hold: 'HOLD',
  MarkAsOpen: 'MARK_AS_OPEN',
  Merge: 'MERGE',
  Move: 'MOVE',
  ReleaseHold: 'RELEASE_HOLD',
  ReportProgress: 'REPORT_PROGRESS',
  RequestCancellation: 'REQUEST_CANCELLATION',
  RequestFulfillment: 'REQUEST_FULFILLMENT',
  Split: 'SPLIT'
} as const;

export type FulfillmentOrderAction = typeof FulfillmentOrderAction[keyof typeof FulfillmentOrderAction];
export const FulfillmentOrderAssignmentStatus = {
  CancellationRequested: 'CANCELLATION_REQUESTED',
  FulfillmentAccepted: 'FULFILLMENT_ACCEPTED',
  FulfillmentRequested: 'FULFILLMENT_REQUESTED',
  FulfillmentUnsubmitted: 'FULFILLMENT_UNSUBMITTED'
} as const;

export type FulfillmentOrderAssignmentStatus = typeof FulfillmentOrderAssignmentStatus[keyof typeof FulfillmentOrderAssignmentStatus];
export const FulfillmentOrderCancelErrorCode = {
  FulfillmentOrderHasManuallyReportedProgress: 'FULFILLMENT_ORDER_HAS_MANUALLY_REPORTED_PROGRESS'
} as const;

export type FulfillmentOrderCancelErrorCode = typeof FulfillmentOrderCancelErrorCode[keyof typeof FulfillmentOrderCancelErrorCode];
export type FulfillmentOrderHoldInput = {
  externalId?: InputMaybe<Scalars['String']['input']>;
  fulfillmentOrderLineItems?: InputMaybe<Array<FulfillmentOrderLineItemInput>>;
  handle?: InputMaybe<Scalars['String']['input']>;
  notifyMerchant?: InputMaybe<Scalars['Boolean']['input']>;
  reason: FulfillmentHoldReason;
  reasonNotes?: InputMaybe<Scalars['String']['input']>;
};

export const FulfillmentOrderHoldUserErrorCode = {
  DuplicatedFulfillmentOrderLineItems: 'DUPLICATED_FULFILLMENT_ORDER_LINE_ITEMS',
  DuplicateFulfillmentHoldHandle: 'DUPLICATE_FULFILLMENT_HOLD_HANDLE',
  FulfillmentOrderHoldLimitReached: 'FULFILLMENT_ORDER_HOLD_LIMIT_REACHED',
  FulfillmentOrderNotFound: 'FULFILLMENT_ORDER_NOT_FOUND',
  FulfillmentOrderNotSplittable: 'FULFILLMENT_ORDER_NOT_SPLITTABLE',
  GreaterThanZero: 'GREATER_THAN_ZERO',
  InvalidLineItemQuantity: 'INVALID_LINE_ITEM_QUANTITY',
  Taken: 'TAKEN'
} as const;

export type FulfillmentOrderHoldUserErrorCode = typeof FulfillmentOrderHoldUserErrorCode[keyof typeof FulfillmentOrderHoldUserErrorCode];
export type FulfillmentOrderLineItemInput = {
  id: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type FulfillmentOrderLineItemsInput = {
  fulfillmentOrderId: Scalars['ID']['input'];
  fulfillmentOrderLineItems?: InputMaybe<Array<FulfillmentOrderLineItemInput>>;
};

export type FulfillmentOrderLineItemsPreparedForPickupInput = {
  lineItemsByFulfillmentOrder: Array<PreparedFulfillmentOrderLineItemsInput>;
};

export const FulfillmentOrderLineItemsPreparedForPickupUserErrorCode = {
  FulfillmentOrderInvalid: 'FULFILLMENT_ORDER_INVALID',
  NoLineItemsToPrepareForFulfillmentOrder: 'NO_LINE_ITEMS_TO_PREPARE_FOR_FULFILLMENT_ORDER',
  UnableToPrepareQuantity: 'UNABLE_TO_PREPARE_QUANTITY'
} as const;

export type FulfillmentOrderLineItemsPreparedForPickupUserErrorCode = typeof FulfillmentOrderLineItemsPreparedForPickupUserErrorCode[keyof typeof FulfillmentOrderLineItemsPreparedForPickupUserErrorCode];
export const FulfillmentOrderMerchantRequestKind = {
  CancellationRequest: 'CANCELLATION_REQUEST',
  FulfillmentRequest: 'FULFILLMENT_REQUEST'
} as const;

export type FulfillmentOrderMerchantRequestKind = typeof FulfillmentOrderMerchantRequestKind[keyof typeof FulfillmentOrderMerchantRequestKind];
export type FulfillmentOrderMergeInput = {
  mergeIntents: Array<FulfillmentOrderMergeInputMergeIntent>;
};

export type FulfillmentOrderMergeInputMergeIntent = {
  fulfillmentOrderId: Scalars['ID']['input'];
  fulfillmentOrderLineItems?: InputMaybe<Array<FulfillmentOrderLineItemInput>>;
};

export const FulfillmentOrderMergeUserErrorCode = {
  FulfillmentOrderNotFound: 'FULFILLMENT_ORDER_NOT_FOUND',
  GreaterThan: 'GREATER_THAN',
  InvalidLineItemQuantity: 'INVALID_LINE_ITEM_QUANTITY'
} as const;

export type FulfillmentOrderMergeUserErrorCode = typeof FulfillmentOrderMergeUserErrorCode[keyof typeof FulfillmentOrderMergeUserErrorCode];
export const FulfillmentOrderMoveFulfillmentOrderMoveUserErrorCode = {
  CannotMoveFulfillmentOrderWithReportedProgress: 'CANNOT_MOVE_FULFILLMENT_ORDER_WITH_REPORTED_PROGRESS'
} as const;

export type FulfillmentOrderMoveFulfillmentOrderMoveUserErrorCode = typeof FulfillmentOrderMoveFulfillmentOrderMoveUserErrorCode[keyof typeof FulfillmentOrderMoveFulfillmentOrderMoveUserErrorCode];
export const FulfillmentOrderRejectionReason = {
  IncorrectAddress: 'INCORRECT_ADDRESS',
  IncorrectProductInfo: 'INCORRECT_PRODUCT_INFO',
  IneligibleProduct: 'INELIGIBLE_PRODUCT',
  InternationalShippingUnavailable: 'INTERNATIONAL_SHIPPING_UNAVAILABLE',
  InvalidContactInformation: 'INVALID_CONTACT_INFORMATION',
  InvalidSku: 'INVALID_SKU',
  InventoryOutOfStock: 'INVENTORY_OUT_OF_STOCK',
  MerchantBlockedOrSuspended: 'MERCHANT_BLOCKED_OR_SUSPENDED',
  MissingCustomsInfo: 'MISSING_CUSTOMS_INFO',
  OrderTooLarge: 'ORDER_TOO_LARGE',
  Other: 'OTHER',
  PackagePreferenceNotSet: 'PACKAGE_PREFERENCE_NOT_SET',
  PaymentDeclined: 'PAYMENT_DECLINED',
  UndeliverableDestination: 'UNDELIVERABLE_DESTINATION'
} as const;

export type FulfillmentOrderRejectionReason = typeof FulfillmentOrderRejectionReason[keyof typeof FulfillmentOrderRejectionReason];
export const FulfillmentOrderReleaseHoldUserErrorCode = {
  FulfillmentOrderNotFound: 'FULFILLMENT_ORDER_NOT_FOUND',
  InvalidAccess: 'INVALID_ACCESS'
} as const;

export type FulfillmentOrderReleaseHoldUserErrorCode = typeof FulfillmentOrderReleaseHoldUserErrorCode[keyof typeof FulfillmentOrderReleaseHoldUserErrorCode];
export type FulfillmentOrderReportProgressInput = {
  reasonNotes?: InputMaybe<Scalars['String']['input']>;
};

export const FulfillmentOrderReportProgressUserErrorCode = {
  FulfillmentOrderContainsPickedItems: 'FULFILLMENT_ORDER_CONTAINS_PICKED_ITEMS',
  FulfillmentOrderInvalidDeliveryMethod: 'FULFILLMENT_ORDER_INVALID_DELIVERY_METHOD',
  FulfillmentOrderInvalidFulfillmentServiceOwnership: 'FULFILLMENT_ORDER_INVALID_FULFILLMENT_SERVICE_OWNERSHIP',
  FulfillmentOrderNotFound: 'FULFILLMENT_ORDER_NOT_FOUND',
  FulfillmentOrderStatusInvalid: 'FULFILLMENT_ORDER_STATUS_INVALID',
  FulfillmentOrderUnsupportedAction: 'FULFILLMENT_ORDER_UNSUPPORTED_ACTION',
  MarketplaceAppNotEligible: 'MARKETPLACE_APP_NOT_ELIGIBLE'
} as const;

export type FulfillmentOrderReportProgressUserErrorCode = typeof FulfillmentOrderReportProgressUserErrorCode[keyof typeof FulfillmentOrderReportProgressUserErrorCode];
export const FulfillmentOrderRequestStatus = {
  Accepted: 'ACCEPTED',
  CancellationAccepted: 'CANCELLATION_ACCEPTED',
  CancellationRejected: 'CANCELLATION_REJECTED',
  CancellationRequested: 'CANCELLATION_REQUESTED',
  Closed: 'CLOSED',
  Rejected: 'REJECTED',
  Submitted: 'SUBMITTED',
  Unsubmitted: 'UNSUBMITTED'
} as const;

export type FulfillmentOrderRequestStatus = typeof FulfillmentOrderRequestStatus[keyof typeof FulfillmentOrderRequestStatus];
export const FulfillmentOrderRescheduleUserErrorCode = {
  FulfillmentOrderNotFound: 'FULFILLMENT_ORDER_NOT_FOUND'
} as const;

export type FulfillmentOrderRescheduleUserErrorCode = typeof FulfillmentOrderRescheduleUserErrorCode[keyof typeof FulfillmentOrderRescheduleUserErrorCode];
export const FulfillmentOrderSortKeys = {
  Id: 'ID',
  UpdatedAt: 'UPDATED_AT'
} as const;

export type FulfillmentOrderSortKeys = typeof FulfillmentOrderSortKeys[keyof typeof FulfillmentOrderSortKeys];
export type FulfillmentOrderSplitInput = {
  fulfillmentOrderId: Scalars['ID']['input'];
  fulfillmentOrderLineItems: Array<FulfillmentOrderLineItemInput>;
};

export const FulfillmentOrderSplitUserErrorCode = {
  FulfillmentOrderNotFound: 'FULFILLMENT_ORDER_NOT_FOUND',
  GreaterThan: 'GREATER_THAN',
  InvalidLineItemQuantity: 'INVALID_LINE_ITEM_QUANTITY',
  NoLineItemsProvidedToSplit: 'NO_LINE_ITEMS_PROVIDED_TO_SPLIT'
} as const;

export type FulfillmentOrderSplitUserErrorCode = typeof FulfillmentOrderSplitUserErrorCode[keyof typeof FulfillmentOrderSplitUserErrorCode];
export const FulfillmentOrderStatus = {
  Cancelled: 'CANCELLED',
  Closed: 'CLOSED',
  Incomplete: 'INCOMPLETE',
  InProgress: 'IN_PROGRESS',
  OnHold: 'ON_HOLD',
  Open: 'OPEN',
  Scheduled: 'SCHEDULED'
} as const;

export type FulfillmentOrderStatus = typeof FulfillmentOrderStatus[keyof typeof FulfillmentOrderStatus];
export const FulfillmentOrdersRerouteUserErrorCode = {
  CannotMoveFulfillmentOrderWithReportedProgress: 'CANNOT_MOVE_FULFILLMENT_ORDER_WITH_REPORTED_PROGRESS',
  CannotReassignLocationForFulfillmentOrders: 'CANNOT_REASSIGN_LOCATION_FOR_FULFILLMENT_ORDERS',
  DeliveryMethodTypeNotSupported: 'DELIVERY_METHOD_TYPE_NOT_SUPPORTED',
  FulfillmentOrdersMustBelongToSameLocation: 'FULFILLMENT_ORDERS_MUST_BELONG_TO_SAME_LOCATION',
  FulfillmentOrdersNotFromTheSameOrder: 'FULFILLMENT_ORDERS_NOT_FROM_THE_SAME_ORDER',
  FulfillmentOrdersStateNotSupported: 'FULFILLMENT_ORDERS_STATE_NOT_SUPPORTED',
  FulfillmentOrderNotFound: 'FULFILLMENT_ORDER_NOT_FOUND',
  NoFulfillmentOrderIds: 'NO_FULFILLMENT_ORDER_IDS',
  SingleLocationShopNotSupported: 'SINGLE_LOCATION_SHOP_NOT_SUPPORTED'
} as const;

export type FulfillmentOrdersRerouteUserErrorCode = typeof FulfillmentOrdersRerouteUserErrorCode[keyof typeof FulfillmentOrdersRerouteUserErrorCode];
export const FulfillmentOrdersSetFulfillmentDeadlineUserErrorCode = {
  FulfillmentOrdersNotFound: 'FULFILLMENT_ORDERS_NOT_FOUND'
} as const;

export type FulfillmentOrdersSetFulfillmentDeadlineUserErrorCode = typeof FulfillmentOrdersSetFulfillmentDeadlineUserErrorCode[keyof typeof FulfillmentOrdersSetFulfillmentDeadlineUserErrorCode];
export type FulfillmentOriginAddressInput = {
  address1?: InputMaybe<Scalars['String']['input']>;
  address2?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  countryCode: Scalars['String']['input'];
  provinceCode?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

export const FulfillmentServiceDeleteInventoryAction = {
  Delete: 'DELETE',
  Keep: 'KEEP',
  Transfer: 'TRANSFER'
} as const;

export type FulfillmentServiceDeleteInventoryAction = typeof FulfillmentServiceDeleteInventoryAction[keyof typeof FulfillmentServiceDeleteInventoryAction];
export const FulfillmentServiceType = {
  GiftCard: 'GIFT_CARD',
  Manual: 'MANUAL',
  ThirdParty: 'THIRD_PARTY'
} as const;

export type FulfillmentServiceType = typeof FulfillmentServiceType[keyof typeof FulfillmentServiceType];
export const FulfillmentStatus = {
  Cancelled: 'CANCELLED',
  Error: 'ERROR',
  Failure: 'FAILURE',
  Open: 'OPEN',
  Pending: 'PENDING',
  Success: 'SUCCESS'
} as const;

export type FulfillmentStatus = typeof FulfillmentStatus[keyof typeof FulfillmentStatus];
export type FulfillmentTrackingInput = {
  company?: InputMaybe<Scalars['String']['input']>;
  number?: InputMaybe<Scalars['String']['input']>;
  numbers?: InputMaybe<Array<Scalars['String']['input']>>;
  url?: InputMaybe<Scalars['URL']['input']>;
  urls?: InputMaybe<Array<Scalars['URL']['input']>>;
};

export type FulfillmentV2Input = {
  lineItemsByFulfillmentOrder: Array<FulfillmentOrderLineItemsInput>;
  notifyCustomer?: InputMaybe<Scalars['Boolean']['input']>;
  originAddress?: InputMaybe<FulfillmentOriginAddressInput>;
  trackingInfo?: InputMaybe<FulfillmentTrackingInput>;
};

export const GiftCardConfigurationExpirationUnit = {
  Days: 'DAYS',
  Months: 'MONTHS',
  Years: 'YEARS'
} as const;

export type GiftCardConfigurationExpirationUnit = typeof GiftCardConfigurationExpirationUnit[keyof typeof GiftCardConfigurationExpirationUnit];
export type GiftCardCreateInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  crossCurrencyRedemptionStrategy?: InputMaybe<GiftCardCrossCurrencyRedemptionStrategy>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  expiresOn?: InputMaybe<Scalars['Date']['input']>;
  initialAmount?: InputMaybe<MoneyInput>;
  /** @deprecated Use `initialAmount` instead. */
  initialValue?: InputMaybe<Scalars['Decimal']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  recipientAttributes?: InputMaybe<GiftCardRecipientInput>;
  templateSuffix?: InputMaybe<Scalars['String']['input']>;
};

export type GiftCardCreditInput = {
  creditAmount: MoneyInput;
  note?: InputMaybe<Scalars['String']['input']>;
  processedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export const GiftCardCrossCurrencyRedemptionStrategy = {
  MarketFx: 'MARKET_FX',
  None: 'NONE',
  SpotFx: 'SPOT_FX'
} as const;

export type GiftCardCrossCurrencyRedemptionStrategy = typeof GiftCardCrossCurrencyRedemptionStrategy[keyof typeof GiftCardCrossCurrencyRedemptionStrategy];
export const GiftCardDeactivateUserErrorCode = {
  GiftCardNotFound: 'GIFT_CARD_NOT_FOUND'
} as const;

export type GiftCardDeactivateUserErrorCode = typeof GiftCardDeactivateUserErrorCode[keyof typeof GiftCardDeactivateUserErrorCode];
export type GiftCardDebitInput = {
  debitAmount: MoneyInput;
  note?: InputMaybe<Scalars['String']['input']>;
  processedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export const GiftCardErrorCode = {
  CustomerNotFound: 'CUSTOMER_NOT_FOUND',
  GiftCardLimitExceeded: 'GIFT_CARD_LIMIT_EXCEEDED',
  GreaterThan: 'GREATER_THAN',
  InternalError: 'INTERNAL_ERROR',
  Invalid: 'INVALID',
  MissingArgument: 'MISSING_ARGUMENT',
  RecipientNotFound: 'RECIPIENT_NOT_FOUND',
  Taken: 'TAKEN',
  TooLong: 'TOO_LONG',
  TooShort: 'TOO_SHORT'
} as const;

export type GiftCardErrorCode = typeof GiftCardErrorCode[keyof typeof GiftCardErrorCode];
export type GiftCardProductSetInput = {
  collections?: InputMaybe<Array<Scalars['ID']['input']>>;
  crossCurrencyRedeemable?: InputMaybe<Scalars['Boolean']['input']>;
  descriptionHtml?: InputMaybe<Scalars['String']['input']>;
  files?: InputMaybe<Array<FileSetInput>>;
  giftCardTemplateSuffix?: InputMaybe<Scalars['String']['input']>;
  handle?: InputMaybe<Scalars['String']['input']>;
  issuanceCurrency?: InputMaybe<CurrencyCode>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  productOptions?: InputMaybe<Array<OptionSetInput>>;
  productType?: InputMaybe<Scalars['String']['input']>;
  redirectNewHandle?: InputMaybe<Scalars['Boolean']['input']>;
  seo?: InputMaybe<SeoInput>;
  status?: InputMaybe<ProductStatus>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  templateSuffix?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  variants?: InputMaybe<Array<GiftCardProductVariantSetInput>>;
  vendor?: InputMaybe<Scalars['String']['input']>;
};

export const GiftCardProductSetUserErrorCode = {
  CannotCombineLinkedAndNonlinkedOptionValues: 'CANNOT_COMBINE_LINKED_AND_NONLINKED_OPTION_VALUES',
  CapabilityViolation: 'CAPABILITY_VIOLATION',
  DuplicatedMetafieldValue: 'DUPLICATED_METAFIELD_VALUE',
  DuplicatedOptionName: 'DUPLICATED_OPTION_NAME',
  DuplicatedOptionValue: 'DUPLICATED_OPTION_VALUE',
  DuplicatedValue: 'DUPLICATED_VALUE',
  DuplicateLinkedOption: 'DUPLICATE_LINKED_OPTION',
  GenericError: 'GENERIC_ERROR',
  GiftCardsNotActivated: 'GIFT_CARDS_NOT_ACTIVATED',
  GiftCardAttributeCannotBeChanged: 'GIFT_CARD_ATTRIBUTE_CANNOT_BE_CHANGED',
  HandleNotUnique: 'HANDLE_NOT_UNIQUE',
  IdNotAllowed: 'ID_NOT_ALLOWED',
  InputMismatch: 'INPUT_MISMATCH',
  InvalidInput: 'INVALID_INPUT',
  InvalidMetafield: 'INVALID_METAFIELD',
  InvalidMetafieldValueForLinkedOption: 'INVALID_METAFIELD_VALUE_FOR_LINKED_OPTION',
  InvalidProduct: 'INVALID_PRODUCT',
  InvalidVariant: 'INVALID_VARIANT',
  JobError: 'JOB_ERROR',
  LinkedMetafieldDefinitionNotFound: 'LINKED_METAFIELD_DEFINITION_NOT_FOUND',
  LinkedOptionsNotSupportedForShop: 'LINKED_OPTIONS_NOT_SUPPORTED_FOR_SHOP',
  MetafieldMismatch: 'METAFIELD_MISMATCH',
  MissingFieldRequired: 'MISSING_FIELD_REQUIRED',
  NotFound: 'NOT_FOUND',
  OptionsOverLimit: 'OPTIONS_OVER_LIMIT',
  OptionDoesNotExist: 'OPTION_DOES_NOT_EXIST',
  OptionValuesMissing: 'OPTION_VALUES_MISSING',
  OptionValuesOverLimit: 'OPTION_VALUES_OVER_LIMIT',
  OptionValueDoesNotExist: 'OPTION_VALUE_DOES_NOT_EXIST',
  ProductDoesNotExist: 'PRODUCT_DOES_NOT_EXIST',
  ProductMustBeGiftCard: 'PRODUCT_MUST_BE_GIFT_CARD',
  ProductOptionsInputMissing: 'PRODUCT_OPTIONS_INPUT_MISSING',
  ProductSuspended: 'PRODUCT_SUSPENDED',
  ProductVariantDoesNotExist: 'PRODUCT_VARIANT_DOES_NOT_EXIST',
  VariantsInputMissing: 'VARIANTS_INPUT_MISSING',
  VariantsOverLimit: 'VARIANTS_OVER_LIMIT'
} as const;

export type GiftCardProductSetUserErrorCode = typeof GiftCardProductSetUserErrorCode[keyof typeof GiftCardProductSetUserErrorCode];
export type GiftCardProductVariantSetInput = {
  barcode?: InputMaybe<Scalars['String']['input']>;
  file?: InputMaybe<FileSetInput>;
  id?: InputMaybe<Scalars['ID']['input']>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  optionValues: Array<VariantOptionValueInput>;
  position?: InputMaybe<Scalars['Int']['input']>;
  price?: InputMaybe<Scalars['Money']['input']>;
  published?: InputMaybe<Scalars['Boolean']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
};

export type GiftCardRecipientInput = {
  id: Scalars['ID']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
  preferredName?: InputMaybe<Scalars['String']['input']>;
  sendNotificationAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export const GiftCardSendNotificationToCustomerUserErrorCode = {
  CustomerNotFound: 'CUSTOMER_NOT_FOUND',
  GiftCardNotFound: 'GIFT_CARD_NOT_FOUND',
  Invalid: 'INVALID'
} as const;

export type GiftCardSendNotificationToCustomerUserErrorCode = typeof GiftCardSendNotificationToCustomerUserErrorCode[keyof typeof GiftCardSendNotificationToCustomerUserErrorCode];
export const GiftCardSendNotificationToRecipientUserErrorCode = {
  GiftCardNotFound: 'GIFT_CARD_NOT_FOUND',
  Invalid: 'INVALID',
  RecipientNotFound: 'RECIPIENT_NOT_FOUND'
} as const;

export type GiftCardSendNotificationToRecipientUserErrorCode = typeof GiftCardSendNotificationToRecipientUserErrorCode[keyof typeof GiftCardSendNotificationToRecipientUserErrorCode];
export const GiftCardSortKeys = {
  AmountSpent: 'AMOUNT_SPENT',
  Balance: 'BALANCE',
  Code: 'CODE',
  CreatedAt: 'CREATED_AT',
  CustomerName: 'CUSTOMER_NAME',
  DisabledAt: 'DISABLED_AT',
  ExpiresOn: 'EXPIRES_ON',
  Id: 'ID',
  InitialValue: 'INITIAL_VALUE',
  UpdatedAt: 'UPDATED_AT'
} as const;

export type GiftCardSortKeys = typeof GiftCardSortKeys[keyof typeof GiftCardSortKeys];
export const GiftCardTransactionUserErrorCode = {
  GiftCardLimitExceeded: 'GIFT_CARD_LIMIT_EXCEEDED',
  GiftCardNotFound: 'GIFT_CARD_NOT_FOUND',
  InsufficientFunds: 'INSUFFICIENT_FUNDS',
  InternalError: 'INTERNAL_ERROR',
  Invalid: 'INVALID',
  MismatchingCurrency: 'MISMATCHING_CURRENCY',
  NegativeOrZeroAmount: 'NEGATIVE_OR_ZERO_AMOUNT'
} as const;

export type GiftCardTransactionUserErrorCode = typeof GiftCardTransactionUserErrorCode[keyof typeof GiftCardTransactionUserErrorCode];
export type GiftCardUpdateInput = {
  crossCurrencyRedemptionStrategy?: InputMaybe<GiftCardCrossCurrencyRedemptionStrategy>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  expiresOn?: InputMaybe<Scalars['Date']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  recipientAttributes?: InputMaybe<GiftCardRecipientInput>;
  templateSuffix?: InputMaybe<Scalars['String']['input']>;
};

export type HasMetafieldsMetafieldIdentifierInput = {
  key: Scalars['String']['input'];
  namespace?: InputMaybe<Scalars['String']['input']>;
};

export const ImageContentType = {
  Jpg: 'JPG',
  Png: 'PNG',
  Webp: 'WEBP'
} as const;

export type ImageContentType = typeof ImageContentType[keyof typeof ImageContentType];
export type ImageInput = {
  altText?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  src?: InputMaybe<Scalars['String']['input']>;
};

export type ImageTransformInput = {
  crop?: InputMaybe<CropRegion>;
  maxHeight?: InputMaybe<Scalars['Int']['input']>;
  maxWidth?: InputMaybe<Scalars['Int']['input']>;
  preferredContentType?: InputMaybe<ImageContentType>;
  scale?: InputMaybe<Scalars['Int']['input']>;
};

export const InclusiveDutiesPricingStrategy = {
  AddDutiesAtCheckout: 'ADD_DUTIES_AT_CHECKOUT',
  IncludeDutiesInPrice: 'INCLUDE_DUTIES_IN_PRICE'
} as const;

export type InclusiveDutiesPricingStrategy = typeof InclusiveDutiesPricingStrategy[keyof typeof InclusiveDutiesPricingStrategy];
export const InclusiveTaxPricingStrategy = {
  AddTaxesAtCheckout: 'ADD_TAXES_AT_CHECKOUT',
  IncludesTaxesInPrice: 'INCLUDES_TAXES_IN_PRICE',
  IncludesTaxesInPriceBasedOnCountry: 'INCLUDES_TAXES_IN_PRICE_BASED_ON_COUNTRY'
} as const;

export type InclusiveTaxPricingStrategy = typeof InclusiveTaxPricingStrategy[keyof typeof InclusiveTaxPricingStrategy];
export type IncomingRequestLineItemInput = {
  fulfillmentOrderLineItemId: Scalars['ID']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
};

export type InventoryAdjustQuantitiesInput = {
  changes: Array<InventoryChangeInput>;
  name: Scalars['String']['input'];
  reason: Scalars['String']['input'];
  referenceDocumentUri?: InputMaybe<Scalars['String']['input']>;
};

export const InventoryAdjustQuantitiesUserErrorCode = {
  AdjustQuantitiesFailed: 'ADJUST_QUANTITIES_FAILED',
  ChangeFromQuantityStale: 'CHANGE_FROM_QUANTITY_STALE',
  IdempotencyConcurrentRequest: 'IDEMPOTENCY_CONCURRENT_REQUEST',
  IdempotencyKeyParameterMismatch: 'IDEMPOTENCY_KEY_PARAMETER_MISMATCH',
  IdempotencyPreviousAttemptFailed: 'IDEMPOTENCY_PREVIOUS_ATTEMPT_FAILED',
  InternalLedgerDocument: 'INTERNAL_LEDGER_DOCUMENT',
  InvalidAvailableDocument: 'INVALID_AVAILABLE_DOCUMENT',
  InvalidInventoryItem: 'INVALID_INVENTORY_ITEM',
  InvalidLedgerDocument: 'INVALID_LEDGER_DOCUMENT',
  InvalidLocation: 'INVALID_LOCATION',
  InvalidQuantityDocument: 'INVALID_QUANTITY_DOCUMENT',
  InvalidQuantityName: 'INVALID_QUANTITY_NAME',
  InvalidQuantityTooHigh: 'INVALID_QUANTITY_TOO_HIGH',
  InvalidQuantityTooLow: 'INVALID_QUANTITY_TOO_LOW',
  InvalidReason: 'INVALID_REASON',
  InvalidReferenceDocument: 'INVALID_REFERENCE_DOCUMENT',
  MaxOneLedgerDocument: 'MAX_ONE_LEDGER_DOCUMENT',
  NonMutableInventoryItem: 'NON_MUTABLE_INVENTORY_ITEM',
  ServiceUnavailable: 'SERVICE_UNAVAILABLE'
} as const;

export type InventoryAdjustQuantitiesUserErrorCode = typeof InventoryAdjustQuantitiesUserErrorCode[keyof typeof InventoryAdjustQuantitiesUserErrorCode];
export type InventoryAdjustmentInput = {
  adjustment?: InputMaybe<Scalars['Int']['input']>;
  changeFromQuantity?: InputMaybe<Scalars['Int']['input']>;
  locationId: Scalars['ID']['input'];
};

export type InventoryBulkToggleActivationInput = {
  activate: Scalars['Boolean']['input'];
  locationId: Scalars['ID']['input'];
};

export const InventoryBulkToggleActivationUserErrorCode = {
  CannotDeactivateFromOnlyLocation: 'CANNOT_DEACTIVATE_FROM_ONLY_LOCATION',
  CommittedAndIncomingInventoryAtLocation: 'COMMITTED_AND_INCOMING_INVENTORY_AT_LOCATION',
  CommittedInventoryAtLocation: 'COMMITTED_INVENTORY_AT_LOCATION',
  FailedToStockAtLocation: 'FAILED_TO_STOCK_AT_LOCATION',
  FailedToUnstockFromLocation: 'FAILED_TO_UNSTOCK_FROM_LOCATION',
  GenericError: 'GENERIC_ERROR',
  IncomingInventoryAtLocation: 'INCOMING_INVENTORY_AT_LOCATION',
  InventoryItemNotFound: 'INVENTORY_ITEM_NOT_FOUND',
  InventoryManagedBy_3RdParty: 'INVENTORY_MANAGED_BY_3RD_PARTY',
  InventoryManagedByShopify: 'INVENTORY_MANAGED_BY_SHOPIFY',
  LocationNotFound: 'LOCATION_NOT_FOUND',
  MissingSku: 'MISSING_SKU',
  ReservedInventoryAtLocation: 'RESERVED_INVENTORY_AT_LOCATION'
} as const;

export type InventoryBulkToggleActivationUserErrorCode = typeof InventoryBulkToggleActivationUserErrorCode[keyof typeof InventoryBulkToggleActivationUserErrorCode];
export type InventoryChangeInput = {
  changeFromQuantity?: InputMaybe<Scalars['Int']['input']>;
  delta: Scalars['Int']['input'];
  inventoryItemId: Scalars['ID']['input'];
  ledgerDocumentUri?: InputMaybe<Scalars['String']['input']>;
  locationId: Scalars['ID']['input'];
};

export type InventoryItemInput = {
  cost?: InputMaybe<Scalars['Decimal']['input']>;
  countryCodeOfOrigin?: InputMaybe<CountryCode>;
  countryHarmonizedSystemCodes?: InputMaybe<Array<CountryHarmonizedSystemCodeInput>>;
  harmonizedSystemCode?: InputMaybe<Scalars['String']['input']>;
  measurement?: InputMaybe<InventoryItemMeasurementInput>;
  provinceCodeOfOrigin?: InputMaybe<Scalars['String']['input']>;
  requiresShipping?: InputMaybe<Scalars['Boolean']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  tracked?: InputMaybe<Scalars['Boolean']['input']>;
};

export type InventoryItemMeasurementInput = {
  shippingPackageId?: InputMaybe<Scalars['ID']['input']>;
  weight?: InputMaybe<WeightInput>;
};

export type InventoryLevelInput = {
  availableQuantity: Scalars['Int']['input'];
  locationId: Scalars['ID']['input'];
};

export type InventoryMoveQuantitiesInput = {
  changes: Array<InventoryMoveQuantityChange>;
  reason: Scalars['String']['input'];
  referenceDocumentUri: Scalars['String']['input'];
};

export const InventoryMoveQuantitiesUserErrorCode = {
  ChangeFromQuantityStale: 'CHANGE_FROM_QUANTITY_STALE',
  DifferentLocations: 'DIFFERENT_LOCATIONS',
  IdempotencyConcurrentRequest: 'IDEMPOTENCY_CONCURRENT_REQUEST',
  IdempotencyKeyParameterMismatch: 'IDEMPOTENCY_KEY_PARAMETER_MISMATCH',
  IdempotencyPreviousAttemptFailed: 'IDEMPOTENCY_PREVIOUS_ATTEMPT_FAILED',
  InternalLedgerDocument: 'INTERNAL_LEDGER_DOCUMENT',
  InvalidAvailableDocument: 'INVALID_AVAILABLE_DOCUMENT',
  InvalidInventoryItem: 'INVALID_INVENTORY_ITEM',
  InvalidLedgerDocument: 'INVALID_LEDGER_DOCUMENT',
  InvalidLocation: 'INVALID_LOCATION',
  InvalidQuantityDocument: 'INVALID_QUANTITY_DOCUMENT',
  InvalidQuantityName: 'INVALID_QUANTITY_NAME',
  InvalidQuantityNegative: 'INVALID_QUANTITY_NEGATIVE',
  InvalidQuantityTooHigh: 'INVALID_QUANTITY_TOO_HIGH',
  InvalidReason: 'INVALID_REASON',
  InvalidReferenceDocument: 'INVALID_REFERENCE_DOCUMENT',
  MaximumLedgerDocumentUris: 'MAXIMUM_LEDGER_DOCUMENT_URIS',
  MoveQuantitiesFailed: 'MOVE_QUANTITIES_FAILED',
  NonMutableInventoryItem: 'NON_MUTABLE_INVENTORY_ITEM',
  SameQuantityName: 'SAME_QUANTITY_NAME',
  ServiceUnavailable: 'SERVICE_UNAVAILABLE'
} as const;

export type InventoryMoveQuantitiesUserErrorCode = typeof InventoryMoveQuantitiesUserErrorCode[keyof typeof InventoryMoveQuantitiesUserErrorCode];
export type InventoryMoveQuantityChange = {
  from: InventoryMoveQuantityTerminalInput;
  inventoryItemId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  to: InventoryMoveQuantityTerminalInput;
};

export type InventoryMoveQuantityTerminalInput = {
  changeFromQuantity?: InputMaybe<Scalars['Int']['input']>;
  ledgerDocumentUri?: InputMaybe<Scalars['String']['input']>;
  locationId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};

export type InventoryQuantityInput = {
  changeFromQuantity?: InputMaybe<Scalars['Int']['input']>;
  inventoryItemId: Scalars['ID']['input'];
  locationId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type InventorySetOnHandQuantitiesInput = {
  reason: Scalars['String']['input'];
  referenceDocumentUri?: InputMaybe<Scalars['String']['input']>;
  setQuantities: Array<InventorySetQuantityInput>;
};

export const InventorySetOnHandQuantitiesUserErrorCode = {
  ChangeFromQuantityStale: 'CHANGE_FROM_QUANTITY_STALE',
  CompareQuantityStale: 'COMPARE_QUANTITY_STALE',
  IdempotencyConcurrentRequest: 'IDEMPOTENCY_CONCURRENT_REQUEST',
  IdempotencyKeyParameterMismatch: 'IDEMPOTENCY_KEY_PARAMETER_MISMATCH',
  IdempotencyPreviousAttemptFailed: 'IDEMPOTENCY_PREVIOUS_ATTEMPT_FAILED',
  InvalidInventoryItem: 'INVALID_INVENTORY_ITEM',
  InvalidLocation: 'INVALID_LOCATION',
  InvalidQuantityNegative: 'INVALID_QUANTITY_NEGATIVE',
  InvalidQuantityTooHigh: 'INVALID_QUANTITY_TOO_HIGH',
  InvalidReason: 'INVALID_REASON',
  InvalidReferenceDocument: 'INVALID_REFERENCE_DOCUMENT',
  NonMutableInventoryItem: 'NON_MUTABLE_INVENTORY_ITEM',
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  SetOnHandQuantitiesFailed: 'SET_ON_HAND_QUANTITIES_FAILED'
} as const;

export type InventorySetOnHandQuantitiesUserErrorCode = typeof InventorySetOnHandQuantitiesUserErrorCode[keyof typeof InventorySetOnHandQuantitiesUserErrorCode];
export type InventorySetQuantitiesInput = {
  name: Scalars['String']['input'];
  quantities: Array<InventoryQuantityInput>;
  reason: Scalars['String']['input'];
  referenceDocumentUri?: InputMaybe<Scalars['String']['input']>;
};

export const InventorySetQuantitiesUserErrorCode = {
  ChangeFromQuantityStale: 'CHANGE_FROM_QUANTITY_STALE',
  CompareQuantityRequired: 'COMPARE_QUANTITY_REQUIRED',
  CompareQuantityStale: 'COMPARE_QUANTITY_STALE',
  IdempotencyConcurrentRequest: 'IDEMPOTENCY_CONCURRENT_REQUEST',
  IdempotencyKeyParameterMismatch: 'IDEMPOTENCY_KEY_PARAMETER_MISMATCH',
  IdempotencyPreviousAttemptFailed: 'IDEMPOTENCY_PREVIOUS_ATTEMPT_FAILED',
  InvalidInventoryItem: 'INVALID_INVENTORY_ITEM',
  InvalidLocation: 'INVALID_LOCATION',
  InvalidName: 'INVALID_NAME',
  InvalidQuantityNegative: 'INVALID_QUANTITY_NEGATIVE',
  InvalidQuantityTooHigh: 'INVALID_QUANTITY_TOO_HIGH',
  InvalidQuantityTooLow: 'INVALID_QUANTITY_TOO_LOW',
  InvalidReason: 'INVALID_REASON',
  InvalidReferenceDocument: 'INVALID_REFERENCE_DOCUMENT',
  NonMutableInventoryItem: 'NON_MUTABLE_INVENTORY_ITEM',
  NoDuplicateInventoryItemIdGroupIdPair: 'NO_DUPLICATE_INVENTORY_ITEM_ID_GROUP_ID_PAIR'
} as const;

export type InventorySetQuantitiesUserErrorCode = typeof InventorySetQuantitiesUserErrorCode[keyof typeof InventorySetQuantitiesUserErrorCode];
export type InventorySetQuantityInput = {
  changeFromQuantity?: InputMaybe<Scalars['Int']['input']>;
  inventoryItemId: Scalars['ID']['input'];
  locationId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export const InventoryShipmentAddItemsUserErrorCode = {
  ActivationFailed: 'ACTIVATION_FAILED',
  DuplicateItem: 'DUPLICATE_ITEM',
  IdempotencyConcurrentRequest: 'IDEMPOTENCY_CONCURRENT_REQUEST',
  IdempotencyKeyParameterMismatch: 'IDEMPOTENCY_KEY_PARAMETER_MISMATCH',
  IdempotencyPreviousAttemptFailed: 'IDEMPOTENCY_PREVIOUS_ATTEMPT_FAILED',
  InvalidQuantity: 'INVALID_QUANTITY',
  InvalidShipmentStatus: 'INVALID_SHIPMENT_STATUS',
  InventoryStateNotActive: 'INVENTORY_STATE_NOT_ACTIVE',
  ItemNotFound: 'ITEM_NOT_FOUND',
  LocationNotActive: 'LOCATION_NOT_ACTIVE',
  LocationNotFound: 'LOCATION_NOT_FOUND',
  ShipmentNotFound: 'SHIPMENT_NOT_FOUND',
  UntrackedItem: 'UNTRACKED_ITEM'
} as const;

export type InventoryShipmentAddItemsUserErrorCode = typeof InventoryShipmentAddItemsUserErrorCode[keyof typeof InventoryShipmentAddItemsUserErrorCode];
export const InventoryShipmentCreateInTransitUserErrorCode = {
  DuplicateItem: 'DUPLICATE_ITEM',
  EmptyShipmentInput: 'EMPTY_SHIPMENT_INPUT',
  IdempotencyConcurrentRequest: 'IDEMPOTENCY_CONCURRENT_REQUEST',
  IdempotencyKeyParameterMismatch: 'IDEMPOTENCY_KEY_PARAMETER_MISMATCH',
  IdempotencyPreviousAttemptFailed: 'IDEMPOTENCY_PREVIOUS_ATTEMPT_FAILED',
  InvalidItem: 'INVALID_ITEM',
  InvalidQuantity: 'INVALID_QUANTITY',
  InvalidShipmentInput: 'INVALID_SHIPMENT_INPUT',
  InvalidTransferStatus: 'INVALID_TRANSFER_STATUS',
  InvalidUrl: 'INVALID_URL',
  InventoryStateNotActive: 'INVENTORY_STATE_NOT_ACTIVE',
  ItemsEmpty: 'ITEMS_EMPTY',
  ItemNotFound: 'ITEM_NOT_FOUND',
  LocationNotActive: 'LOCATION_NOT_ACTIVE',
  ShipmentNotFound: 'SHIPMENT_NOT_FOUND',
  TransferNotFound: 'TRANSFER_NOT_FOUND',
  UntrackedItem: 'UNTRACKED_ITEM'
} as const;

export type InventoryShipmentCreateInTransitUserErrorCode = typeof InventoryShipmentCreateInTransitUserErrorCode[keyof typeof InventoryShipmentCreateInTransitUserErrorCode];
export type InventoryShipmentCreateInput = {
  barcode?: InputMaybe<Scalars['String']['input']>;
  dateCreated?: InputMaybe<Scalars['DateTime']['input']>;
  lineItems: Array<InventoryShipmentLineItemInput>;
  movementId: Scalars['ID']['input'];
  trackingInput?: InputMaybe<InventoryShipmentTrackingInput>;
};

export const InventoryShipmentCreateUserErrorCode = {
  BarcodeDuplicate: 'BARCODE_DUPLICATE',
  BarcodeTooLong: 'BARCODE_TOO_LONG',
  BundledItem: 'BUNDLED_ITEM',
  DuplicateItem: 'DUPLICATE_ITEM',
  EmptyShipmentInput: 'EMPTY_SHIPMENT_INPUT',
  IdempotencyConcurrentRequest: 'IDEMPOTENCY_CONCURRENT_REQUEST',
  IdempotencyKeyParameterMismatch: 'IDEMPOTENCY_KEY_PARAMETER_MISMATCH',
  IdempotencyPreviousAttemptFailed: 'IDEMPOTENCY_PREVIOUS_ATTEMPT_FAILED',
  IdempotencyRecordNotFound: 'IDEMPOTENCY_RECORD_NOT_FOUND',
  InvalidItem: 'INVALID_ITEM',
  InvalidQuantity: 'INVALID_QUANTITY',
  InvalidShipmentInput: 'INVALID_SHIPMENT_INPUT',
  InvalidTransferStatus: 'INVALID_TRANSFER_STATUS',
  InvalidUrl: 'INVALID_URL',
  ItemNotFound: 'ITEM_NOT_FOUND',
  LocationNotActive: 'LOCATION_NOT_ACTIVE',
  TransferNotFound: 'TRANSFER_NOT_FOUND',
  UntrackedItem: 'UNTRACKED_ITEM'
} as const;

export type InventoryShipmentCreateUserErrorCode = typeof InventoryShipmentCreateUserErrorCode[keyof typeof InventoryShipmentCreateUserErrorCode];
export const InventoryShipmentDeleteUserErrorCode = {
  InvalidShipmentStatus: 'INVALID_SHIPMENT_STATUS',
  ShipmentNotFound: 'SHIPMENT_NOT_FOUND'
} as const;

export type InventoryShipmentDeleteUserErrorCode = typeof InventoryShipmentDeleteUserErrorCode[keyof typeof InventoryShipmentDeleteUserErrorCode];
export type InventoryShipmentLineItemInput = {
  inventoryItemId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export const InventoryShipmentMarkInTransitUserErrorCode = {
  ActivationFailed: 'ACTIVATION_FAILED',
  InvalidQuantity: 'INVALID_QUANTITY',
  InvalidShipmentStatus: 'INVALID_SHIPMENT_STATUS',
  InventoryStateNotActive: 'INVENTORY_STATE_NOT_ACTIVE',
  ItemsEmpty: 'ITEMS_EMPTY',
  ItemNotFound: 'ITEM_NOT_FOUND',
  LocationNotActive: 'LOCATION_NOT_ACTIVE',
  ShipmentNotFound: 'SHIPMENT_NOT_FOUND',
  UntrackedItem: 'UNTRACKED_ITEM'
} as const;

export type InventoryShipmentMarkInTransitUserErrorCode = typeof InventoryShipmentMarkInTransitUserErrorCode[keyof typeof InventoryShipmentMarkInTransitUserErrorCode];
export type InventoryShipmentReceiveItemInput = {
  quantity: Scalars['Int']['input'];
  reason: InventoryShipmentReceiveLineItemReason;
  shipmentLineItemId: Scalars['ID']['input'];
};

export const InventoryShipmentReceiveLineItemReason = {
  Accepted: 'ACCEPTED',
  Rejected: 'REJECTED'
} as const;

export type InventoryShipmentReceiveLineItemReason = typeof InventoryShipmentReceiveLineItemReason[keyof typeof InventoryShipmentReceiveLineItemReason];
export const InventoryShipmentReceiveUserErrorCode = {
  IdempotencyConcurrentRequest: 'IDEMPOTENCY_CONCURRENT_REQUEST',
  IdempotencyKeyParameterMismatch: 'IDEMPOTENCY_KEY_PARAMETER_MISMATCH',
  IdempotencyPreviousAttemptFailed: 'IDEMPOTENCY_PREVIOUS_ATTEMPT_FAILED',
  InternalError: 'INTERNAL_ERROR',
  InvalidQuantity: 'INVALID_QUANTITY',
  InvalidShipmentStatus: 'INVALID_SHIPMENT_STATUS',
  InventoryStateNotActive: 'INVENTORY_STATE_NOT_ACTIVE',
  ItemNotFound: 'ITEM_NOT_FOUND',
  LocationNotActive: 'LOCATION_NOT_ACTIVE',
  LocationNotFound: 'LOCATION_NOT_FOUND',
  ShipmentNotFound: 'SHIPMENT_NOT_FOUND'
} as const;

export type InventoryShipmentReceiveUserErrorCode = typeof InventoryShipmentReceiveUserErrorCode[keyof typeof InventoryShipmentReceiveUserErrorCode];
export const InventoryShipmentRemoveItemsUserErrorCode = {
  InternalError: 'INTERNAL_ERROR',
  InvalidShipmentStatus: 'INVALID_SHIPMENT_STATUS',
  ItemNotFound: 'ITEM_NOT_FOUND',
  LocationNotActive: 'LOCATION_NOT_ACTIVE',
  LocationNotFound: 'LOCATION_NOT_FOUND',
  ShipmentNotFound: 'SHIPMENT_NOT_FOUND'
} as const;

export type InventoryShipmentRemoveItemsUserErrorCode = typeof InventoryShipmentRemoveItemsUserErrorCode[keyof typeof InventoryShipmentRemoveItemsUserErrorCode];
export const InventoryShipmentSetBarcodeUserErrorCode = {
  BarcodeDuplicate: 'BARCODE_DUPLICATE',
  BarcodeTooLong: 'BARCODE_TOO_LONG',
  ShipmentNotFound: 'SHIPMENT_NOT_FOUND'
} as const;

export type InventoryShipmentSetBarcodeUserErrorCode = typeof InventoryShipmentSetBarcodeUserErrorCode[keyof typeof InventoryShipmentSetBarcodeUserErrorCode];
export const InventoryShipmentSetTrackingUserErrorCode = {
  InvalidUrl: 'INVALID_URL',
  ShipmentNotFound: 'SHIPMENT_NOT_FOUND'
} as const;

export type InventoryShipmentSetTrackingUserErrorCode = typeof InventoryShipmentSetTrackingUserErrorCode[keyof typeof InventoryShipmentSetTrackingUserErrorCode];
export const InventoryShipmentSortKeys = {
  Id: 'ID',
  Status: 'STATUS'
} as const;

export type InventoryShipmentSortKeys = typeof InventoryShipmentSortKeys[keyof typeof InventoryShipmentSortKeys];
export const InventoryShipmentStatus = {
  Draft: 'DRAFT',
  InTransit: 'IN_TRANSIT',
  Other: 'OTHER',
  PartiallyReceived: 'PARTIALLY_RECEIVED',
  Received: 'RECEIVED'
} as const;

export type InventoryShipmentStatus = typeof InventoryShipmentStatus[keyof typeof InventoryShipmentStatus];
export type InventoryShipmentTrackingInput = {
  arrivesAt?: InputMaybe<Scalars['DateTime']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  trackingNumber?: InputMaybe<Scalars['String']['input']>;
  trackingUrl?: InputMaybe<Scalars['URL']['input']>;
};

export type InventoryShipmentUpdateItemQuantitiesInput = {
  quantity: Scalars['Int']['input'];
  shipmentLineItemId: Scalars['ID']['input'];
};

export const InventoryShipmentUpdateItemQuantitiesUserErrorCode = {
  InvalidQuantity: 'INVALID_QUANTITY',
  InvalidShipmentStatus: 'INVALID_SHIPMENT_STATUS',
  ItemNotFound: 'ITEM_NOT_FOUND',
  LocationNotActive: 'LOCATION_NOT_ACTIVE',
  LocationNotFound: 'LOCATION_NOT_FOUND',
  ShipmentNotFound: 'SHIPMENT_NOT_FOUND'
} as const;

export type InventoryShipmentUpdateItemQuantitiesUserErrorCode = typeof InventoryShipmentUpdateItemQuantitiesUserErrorCode[keyof typeof InventoryShipmentUpdateItemQuantitiesUserErrorCode];
export const InventoryTransferCancelUserErrorCode = {
  InvalidTransferStatus: 'INVALID_TRANSFER_STATUS',
  ShipmentExists: 'SHIPMENT_EXISTS',
  TransferNotFound: 'TRANSFER_NOT_FOUND'
} as const;

export type InventoryTransferCancelUserErrorCode = typeof InventoryTransferCancelUserErrorCode[keyof typeof InventoryTransferCancelUserErrorCode];
export type InventoryTransferCreateAsReadyToShipInput = {
  dateCreated?: InputMaybe<Scalars['DateTime']['input']>;
  destinationLocationId?: InputMaybe<Scalars['ID']['input']>;
  lineItems?: Array<InventoryTransferLineItemInput>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  note?: InputMaybe<Scalars['String']['input']>;
  originLocationId?: InputMaybe<Scalars['ID']['input']>;
  referenceName?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

export const InventoryTransferCreateAsReadyToShipUserErrorCode = {
  BundledItem: 'BUNDLED_ITEM',
  DuplicateItem: 'DUPLICATE_ITEM',
  IdempotencyConcurrentRequest: 'IDEMPOTENCY_CONCURRENT_REQUEST',
  IdempotencyKeyParameterMismatch: 'IDEMPOTENCY_KEY_PARAMETER_MISMATCH',
  IdempotencyPreviousAttemptFailed: 'IDEMPOTENCY_PREVIOUS_ATTEMPT_FAILED',
  InvalidMetafields: 'INVALID_METAFIELDS',
  InvalidQuantity: 'INVALID_QUANTITY',
  InvalidTag: 'INVALID_TAG',
  InvalidTransferStatus: 'INVALID_TRANSFER_STATUS',
  InventoryStateNotActive: 'INVENTORY_STATE_NOT_ACTIVE',
  ItemsEmpty: 'ITEMS_EMPTY',
  ItemNotFound: 'ITEM_NOT_FOUND',
  LocationNotActive: 'LOCATION_NOT_ACTIVE',
  LocationNotFound: 'LOCATION_NOT_FOUND',
  LocationRequired: 'LOCATION_REQUIRED',
  TagExceedsMaxLength: 'TAG_EXCEEDS_MAX_LENGTH',
  TransferNotFound: 'TRANSFER_NOT_FOUND',
  TransferOriginCannotBeTheSameAsDestination: 'TRANSFER_ORIGIN_CANNOT_BE_THE_SAME_AS_DESTINATION',
  UntrackedItem: 'UNTRACKED_ITEM'
} as const;

export type InventoryTransferCreateAsReadyToShipUserErrorCode = typeof InventoryTransferCreateAsReadyToShipUserErrorCode[keyof typeof InventoryTransferCreateAsReadyToShipUserErrorCode];
export type InventoryTransferCreateInput = {
  dateCreated?: InputMaybe<Scalars['DateTime']['input']>;
  destinationLocationId?: InputMaybe<Scalars['ID']['input']>;
  lineItems?: Array<InventoryTransferLineItemInput>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  note?: InputMaybe<Scalars['String']['input']>;
  originLocationId?: InputMaybe<Scalars['ID']['input']>;
  referenceName?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

export const InventoryTransferCreateUserErrorCode = {
  BundledItem: 'BUNDLED_ITEM',
  DuplicateItem: 'DUPLICATE_ITEM',
  IdempotencyConcurrentRequest: 'IDEMPOTENCY_CONCURRENT_REQUEST',
  IdempotencyKeyParameterMismatch: 'IDEMPOTENCY_KEY_PARAMETER_MISMATCH',
  IdempotencyPreviousAttemptFailed: 'IDEMPOTENCY_PREVIOUS_ATTEMPT_FAILED',
  InvalidMetafields: 'INVALID_METAFIELDS',
  InvalidQuantity: 'INVALID_QUANTITY',
  InvalidTag: 'INVALID_TAG',
  InventoryStateNotActive: 'INVENTORY_STATE_NOT_ACTIVE',
  ItemNotFound: 'ITEM_NOT_FOUND',
  LocationNotActive: 'LOCATION_NOT_ACTIVE',
  LocationNotFound: 'LOCATION_NOT_FOUND',
  TagExceedsMaxLength: 'TAG_EXCEEDS_MAX_LENGTH',
  TransferNotFound: 'TRANSFER_NOT_FOUND',
  TransferOriginCannotBeTheSameAsDestination: 'TRANSFER_ORIGIN_CANNOT_BE_THE_SAME_AS_DESTINATION',
  UntrackedItem: 'UNTRACKED_ITEM'
} as const;

export type InventoryTransferCreateUserErrorCode = typeof InventoryTransferCreateUserErrorCode[keyof typeof InventoryTransferCreateUserErrorCode];
export const InventoryTransferDeleteUserErrorCode = {
  InvalidState: 'INVALID_STATE',
  InvalidTransferStatus: 'INVALID_TRANSFER_STATUS',
  TransferNotFound: 'TRANSFER_NOT_FOUND'
} as const;

export type InventoryTransferDeleteUserErrorCode = typeof InventoryTransferDeleteUserErrorCode[keyof typeof InventoryTransferDeleteUserErrorCode];
export const InventoryTransferDuplicateUserErrorCode = {
  IdempotencyConcurrentRequest: 'IDEMPOTENCY_CONCURRENT_REQUEST',
  IdempotencyKeyParameterMismatch: 'IDEMPOTENCY_KEY_PARAMETER_MISMATCH',
  IdempotencyPreviousAttemptFailed: 'IDEMPOTENCY_PREVIOUS_ATTEMPT_FAILED',
  TransferNotFound: 'TRANSFER_NOT_FOUND'
} as const;

export type InventoryTransferDuplicateUserErrorCode = typeof InventoryTransferDuplicateUserErrorCode[keyof typeof InventoryTransferDuplicateUserErrorCode];
export type InventoryTransferEditInput = {
  dateCreated?: InputMaybe<Scalars['Date']['input']>;
  destinationId?: InputMaybe<Scalars['ID']['input']>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  note?: InputMaybe<Scalars['String']['input']>;
  originId?: InputMaybe<Scalars['ID']['input']>;
  referenceName?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

export const InventoryTransferEditUserErrorCode = {
  InternalError: 'INTERNAL_ERROR',
  InvalidMetafields: 'INVALID_METAFIELDS',
  InvalidTag: 'INVALID_TAG',
  InventoryStateNotActive: 'INVENTORY_STATE_NOT_ACTIVE',
  LocationNotActive: 'LOCATION_NOT_ACTIVE',
  LocationNotFound: 'LOCATION_NOT_FOUND',
  TagExceedsMaxLength: 'TAG_EXCEEDS_MAX_LENGTH',
  TransferLocationImmutable: 'TRANSFER_LOCATION_IMMUTABLE',
  TransferNotFound: 'TRANSFER_NOT_FOUND',
  TransferOriginCannotBeTheSameAsDestination: 'TRANSFER_ORIGIN_CANNOT_BE_THE_SAME_AS_DESTINATION'
} as const;

export type InventoryTransferEditUserErrorCode = typeof InventoryTransferEditUserErrorCode[keyof typeof InventoryTransferEditUserErrorCode];
export type InventoryTransferLineItemInput = {
  inventoryItemId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export const InventoryTransferMarkAsReadyToShipUserErrorCode = {
  InvalidItem: 'INVALID_ITEM',
  InvalidTransferStatus: 'INVALID_TRANSFER_STATUS',
  ItemsEmpty: 'ITEMS_EMPTY',
  LocationNotActive: 'LOCATION_NOT_ACTIVE',
  LocationNotFound: 'LOCATION_NOT_FOUND',
  LocationRequired: 'LOCATION_REQUIRED',
  TransferNotFound: 'TRANSFER_NOT_FOUND'
} as const;

export type InventoryTransferMarkAsReadyToShipUserErrorCode = typeof InventoryTransferMarkAsReadyToShipUserErrorCode[keyof typeof InventoryTransferMarkAsReadyToShipUserErrorCode];
export type InventoryTransferRemoveItemsInput = {
  id: Scalars['ID']['input'];
  transferLineItemIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export const InventoryTransferRemoveItemsUserErrorCode = {
  AllQuantityShipped: 'ALL_QUANTITY_SHIPPED',
  CantRemoveAllItemsFromReadyToShipTransfer: 'CANT_REMOVE_ALL_ITEMS_FROM_READY_TO_SHIP_TRANSFER',
  InvalidTransferStatus: 'INVALID_TRANSFER_STATUS',
  ItemNotFound: 'ITEM_NOT_FOUND',
  ItemPresentOnDraftShipmentWithZeroQuantity: 'ITEM_PRESENT_ON_DRAFT_SHIPMENT_WITH_ZERO_QUANTITY',
  LocationNotFound: 'LOCATION_NOT_FOUND',
  TransferNotFound: 'TRANSFER_NOT_FOUND'
} as const;

export type InventoryTransferRemoveItemsUserErrorCode = typeof InventoryTransferRemoveItemsUserErrorCode[keyof typeof InventoryTransferRemoveItemsUserErrorCode];
export type InventoryTransferSetItemsInput = {
  id: Scalars['ID']['input'];
  lineItems: Array<InventoryTransferLineItemInput>;
};

export const InventoryTransferSetItemsUserErrorCode = {
  BundledItem: 'BUNDLED_ITEM',
  DuplicateItem: 'DUPLICATE_ITEM',
  IdempotencyConcurrentRequest: 'IDEMPOTENCY_CONCURRENT_REQUEST',
  IdempotencyKeyParameterMismatch: 'IDEMPOTENCY_KEY_PARAMETER_MISMATCH',
  IdempotencyPreviousAttemptFailed: 'IDEMPOTENCY_PREVIOUS_ATTEMPT_FAILED',
  InvalidQuantity: 'INVALID_QUANTITY',
  InvalidTransferStatus: 'INVALID_TRANSFER_STATUS',
  InventoryStateNotActive: 'INVENTORY_STATE_NOT_ACTIVE',
  ItemNotFound: 'ITEM_NOT_FOUND',
  LocationNotActive: 'LOCATION_NOT_ACTIVE',
  LocationNotFound: 'LOCATION_NOT_FOUND',
  TransferNotFound: 'TRANSFER_NOT_FOUND',
  UntrackedItem: 'UNTRACKED_ITEM'
} as const;

export type InventoryTransferSetItemsUserErrorCode = typeof InventoryTransferSetItemsUserErrorCode[keyof typeof InventoryTransferSetItemsUserErrorCode];
export const InventoryTransferStatus = {
  Canceled: 'CANCELED',
  Draft: 'DRAFT',
  InProgress: 'IN_PROGRESS',
  Other: 'OTHER',
  ReadyToShip: 'READY_TO_SHIP',
  Transferred: 'TRANSFERRED'
} as const;

export type InventoryTransferStatus = typeof InventoryTransferStatus[keyof typeof InventoryTransferStatus];
export const LanguageCode = {
  Af: 'AF',
  Ak: 'AK',
  Am: 'AM',
  Ar: 'AR',
  As: 'AS',
  Az: 'AZ',
  Be: 'BE',
  Bg: 'BG',
  Bm: 'BM',
  Bn: 'BN',
  Bo: 'BO',
  Br: 'BR',
  Bs: 'BS',
  Ca: 'CA',
  Ce: 'CE',
  Ckb: 'CKB',
  Cs: 'CS',
  Cu: 'CU',
  Cy: 'CY',
  Da: 'DA',
  De: 'DE',
  Dz: 'DZ',
  Ee: 'EE',
  El: 'EL',
  En: 'EN',
  Eo: 'EO',
  Es: 'ES',
  Et: 'ET',
  Eu: 'EU',
  Fa: 'FA',
  Ff: 'FF',
  Fi: 'FI',
  Fil: 'FIL',
  Fo: 'FO',
  Fr: 'FR',
  Fy: 'FY',
  Ga: 'GA',
  Gd: 'GD',
  Gl: 'GL',
  Gu: 'GU',
  Gv: 'GV',
  Ha: 'HA',
  He: 'HE',
  Hi: 'HI',
  Hr: 'HR',
  Hu: 'HU',
  Hy: 'HY',
  Ia: 'IA',
  Id: 'ID',
  Ig: 'IG',
  Ii: 'II',
  Is: 'IS',
  It: 'IT',
  Ja: 'JA',
  Jv: 'JV',
  Ka: 'KA',
  Ki: 'KI',
  Kk: 'KK',
  Kl: 'KL',
  Km: 'KM',
  Kn: 'KN',
  Ko: 'KO',
  Ks: 'KS',
  Ku: 'KU',
  Kw: 'KW',
  Ky: 'KY',
  Lb: 'LB',
  Lg: 'LG',
  Ln: 'LN',
  Lo: 'LO',
  Lt: 'LT',
  Lu: 'LU',
  Lv: 'LV',
  Mg: 'MG',
  Mi: 'MI',
  Mk: 'MK',
  Ml: 'ML',
  Mn: 'MN',
  Mr: 'MR',
  Ms: 'MS',
  Mt: 'MT',
  My: 'MY',
  Nb: 'NB',
  Nd: 'ND',
  Ne: 'NE',
  Nl: 'NL',
  Nn: 'NN',
  No: 'NO',
  Om: 'OM',
  Or: 'OR',
  Os: 'OS',
  Pa: 'PA',
  Pl: 'PL',
  Ps: 'PS',
  Pt: 'PT',
  PtBr: 'PT_BR',
  PtPt: 'PT_PT',
  Qu: 'QU',
  Rm: 'RM',
  Rn: 'RN',
  Ro: 'RO',
  Ru: 'RU',
  Rw: 'RW',
  Sa: 'SA',
  Sc: 'SC',
  Sd: 'SD',
  Se: 'SE',
  Sg: 'SG',
  Si: 'SI',
  Sk: 'SK',
  Sl: 'SL',
  Sn: 'SN',
  So: 'SO',
  Sq: 'SQ',
  Sr: 'SR',
  Su: 'SU',
  Sv: 'SV',
  Sw: 'SW',
  Ta: 'TA',
  Te: 'TE',
  Tg: 'TG',
  Th: 'TH',
  Ti: 'TI',
  Tk: 'TK',
  To: 'TO',
  Tr: 'TR',
  Tt: 'TT',
  Ug: 'UG',
  Uk: 'UK',
  Ur: 'UR',
  Uz: 'UZ',
  Vi: 'VI',
  Vo: 'VO',
  Wo: 'WO',
  Xh: 'XH',
  Yi: 'YI',
  Yo: 'YO',
  Zh: 'ZH',
  ZhCn: 'ZH_CN',
  ZhTw: 'ZH_TW',
  Zu: 'ZU'
} as const;

export type LanguageCode = typeof LanguageCode[keyof typeof LanguageCode];
export const LengthUnit = {
  Centimeters: 'CENTIMETERS',
  Feet: 'FEET',
  Inches: 'INCHES',
  Meters: 'METERS',
  Millimeters: 'MILLIMETERS',
  Yards: 'YARDS'
} as const;

export type LengthUnit = typeof LengthUnit[keyof typeof LengthUnit];
export type LinkedMetafieldCreateInput = {
  key: Scalars['String']['input'];
  namespace: Scalars['String']['input'];
  values?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type LinkedMetafieldInput = {
  key: Scalars['String']['input'];
  namespace: Scalars['String']['input'];
  values: Array<Scalars['String']['input']>;
};

export type LinkedMetafieldUpdateInput = {
  key: Scalars['String']['input'];
  namespace: Scalars['String']['input'];
};

export const LocalizableContentType = {
  FileReference: 'FILE_REFERENCE',
  Html: 'HTML',
  InlineRichText: 'INLINE_RICH_TEXT',
  Json: 'JSON',
  JsonString: 'JSON_STRING',
  Link: 'LINK',
  ListFileReference: 'LIST_FILE_REFERENCE',
  ListLink: 'LIST_LINK',
  ListMultiLineTextField: 'LIST_MULTI_LINE_TEXT_FIELD',
  ListSingleLineTextField: 'LIST_SINGLE_LINE_TEXT_FIELD',
  ListUrl: 'LIST_URL',
  MultiLineTextField: 'MULTI_LINE_TEXT_FIELD',
  RichTextField: 'RICH_TEXT_FIELD',
  SingleLineTextField: 'SINGLE_LINE_TEXT_FIELD',
  String: 'STRING',
  Uri: 'URI',
  Url: 'URL'
} as const;

export type LocalizableContentType = typeof LocalizableContentType[keyof typeof LocalizableContentType];
export type LocalizationExtensionInput = {
  key: LocalizationExtensionKey;
  value: Scalars['String']['input'];
};

export const LocalizationExtensionKey = {
  ShippingCredentialBr: 'SHIPPING_CREDENTIAL_BR',
  ShippingCredentialCl: 'SHIPPING_CREDENTIAL_CL',
  ShippingCredentialCn: 'SHIPPING_CREDENTIAL_CN',
  ShippingCredentialCo: 'SHIPPING_CREDENTIAL_CO',
  ShippingCredentialCr: 'SHIPPING_CREDENTIAL_CR',
  ShippingCredentialEc: 'SHIPPING_CREDENTIAL_EC',
  ShippingCredentialEs: 'SHIPPING_CREDENTIAL_ES',
  ShippingCredentialGt: 'SHIPPING_CREDENTIAL_GT',
  ShippingCredentialId: 'SHIPPING_CREDENTIAL_ID',
  ShippingCredentialKr: 'SHIPPING_CREDENTIAL_KR',
  ShippingCredentialMx: 'SHIPPING_CREDENTIAL_MX',
  ShippingCredentialMy: 'SHIPPING_CREDENTIAL_MY',
  ShippingCredentialPe: 'SHIPPING_CREDENTIAL_PE',
  ShippingCredentialPt: 'SHIPPING_CREDENTIAL_PT',
  ShippingCredentialPy: 'SHIPPING_CREDENTIAL_PY',
  ShippingCredentialTr: 'SHIPPING_CREDENTIAL_TR',
  ShippingCredentialTw: 'SHIPPING_CREDENTIAL_TW',
  ShippingCredentialTypeCo: 'SHIPPING_CREDENTIAL_TYPE_CO',
  TaxCredentialBr: 'TAX_CREDENTIAL_BR',
  TaxCredentialCl: 'TAX_CREDENTIAL_CL',
  TaxCredentialCo: 'TAX_CREDENTIAL_CO',
  TaxCredentialCr: 'TAX_CREDENTIAL_CR',
  TaxCredentialEc: 'TAX_CREDENTIAL_EC',
  TaxCredentialEs: 'TAX_CREDENTIAL_ES',
  TaxCredentialGt: 'TAX_CREDENTIAL_GT',
  TaxCredentialId: 'TAX_CREDENTIAL_ID',
  TaxCredentialIt: 'TAX_CREDENTIAL_IT',
  TaxCredentialMx: 'TAX_CREDENTIAL_MX',
  TaxCredentialMy: 'TAX_CREDENTIAL_MY',
  TaxCredentialPe: 'TAX_CREDENTIAL_PE',
  TaxCredentialPt: 'TAX_CREDENTIAL_PT',
  TaxCredentialPy: 'TAX_CREDENTIAL_PY',
  TaxCredentialTr: 'TAX_CREDENTIAL_TR',
  TaxCredentialTypeCo: 'TAX_CREDENTIAL_TYPE_CO',
  TaxCredentialTypeMx: 'TAX_CREDENTIAL_TYPE_MX',
  TaxCredentialUseMx: 'TAX_CREDENTIAL_USE_MX',
  TaxEmailIt: 'TAX_EMAIL_IT'
} as const;

export type LocalizationExtensionKey = typeof LocalizationExtensionKey[keyof typeof LocalizationExtensionKey];
export const LocalizationExtensionPurpose = {
  Shipping: 'SHIPPING',
  Tax: 'TAX'
} as const;

export type LocalizationExtensionPurpose = typeof LocalizationExtensionPurpose[keyof typeof LocalizationExtensionPurpose];
export type LocalizedFieldInput = {
  key: LocalizedFieldKey;
  value: Scalars['String']['input'];
};

export const LocalizedFieldKey = {
  ShippingCredentialBr: 'SHIPPING_CREDENTIAL_BR',
  ShippingCredentialCl: 'SHIPPING_CREDENTIAL_CL',
  ShippingCredentialCn: 'SHIPPING_CREDENTIAL_CN',
  ShippingCredentialCo: 'SHIPPING_CREDENTIAL_CO',
  ShippingCredentialCr: 'SHIPPING_CREDENTIAL_CR',
  ShippingCredentialEc: 'SHIPPING_CREDENTIAL_EC',
  ShippingCredentialEs: 'SHIPPING_CREDENTIAL_ES',
  ShippingCredentialGt: 'SHIPPING_CREDENTIAL_GT',
  ShippingCredentialId: 'SHIPPING_CREDENTIAL_ID',
  ShippingCredentialKr: 'SHIPPING_CREDENTIAL_KR',
  ShippingCredentialMx: 'SHIPPING_CREDENTIAL_MX',
  ShippingCredentialMy: 'SHIPPING_CREDENTIAL_MY',
  ShippingCredentialPe: 'SHIPPING_CREDENTIAL_PE',
  ShippingCredentialPt: 'SHIPPING_CREDENTIAL_PT',
  ShippingCredentialPy: 'SHIPPING_CREDENTIAL_PY',
  ShippingCredentialTr: 'SHIPPING_CREDENTIAL_TR',
  ShippingCredentialTw: 'SHIPPING_CREDENTIAL_TW',
  ShippingCredentialTypeCo: 'SHIPPING_CREDENTIAL_TYPE_CO',
  TaxCredentialBr: 'TAX_CREDENTIAL_BR',
  TaxCredentialCl: 'TAX_CREDENTIAL_CL',
  TaxCredentialCo: 'TAX_CREDENTIAL_CO',
  TaxCredentialCr: 'TAX_CREDENTIAL_CR',
  TaxCredentialEc: 'TAX_CREDENTIAL_EC',
  TaxCredentialEs: 'TAX_CREDENTIAL_ES',
  TaxCredentialGt: 'TAX_CREDENTIAL_GT',
  TaxCredentialId: 'TAX_CREDENTIAL_ID',
  TaxCredentialIt: 'TAX_CREDENTIAL_IT',
  TaxCredentialMx: 'TAX_CREDENTIAL_MX',
  TaxCredentialMy: 'TAX_CREDENTIAL_MY',
  TaxCredentialPe: 'TAX_CREDENTIAL_PE',
  TaxCredentialPt: 'TAX_CREDENTIAL_PT',
  TaxCredentialPy: 'TAX_CREDENTIAL_PY',
  TaxCredentialTr: 'TAX_CREDENTIAL_TR',
  TaxCredentialTypeCo: 'TAX_CREDENTIAL_TYPE_CO',
  TaxCredentialTypeMx: 'TAX_CREDENTIAL_TYPE_MX',
  TaxCredentialUseMx: 'TAX_CREDENTIAL_USE_MX',
  TaxEmailIt: 'TAX_EMAIL_IT'
} as const;

export type LocalizedFieldKey = typeof LocalizedFieldKey[keyof typeof LocalizedFieldKey];
export const LocalizedFieldPurpose = {
  Shipping: 'SHIPPING',
  Tax: 'TAX'
} as const;

export type LocalizedFieldPurpose = typeof LocalizedFieldPurpose[keyof typeof LocalizedFieldPurpose];
export const LocationActivateUserErrorCode = {
  GenericError: 'GENERIC_ERROR',
  HasNonUniqueName: 'HAS_NON_UNIQUE_NAME',
  HasOngoingRelocation: 'HAS_ONGOING_RELOCATION',
  IdempotencyConcurrentRequest: 'IDEMPOTENCY_CONCURRENT_REQUEST',
  IdempotencyKeyParameterMismatch: 'IDEMPOTENCY_KEY_PARAMETER_MISMATCH',
  LocationLimit: 'LOCATION_LIMIT',
  LocationNotFound: 'LOCATION_NOT_FOUND'
} as const;

export type LocationActivateUserErrorCode = typeof LocationActivateUserErrorCode[keyof typeof LocationActivateUserErrorCode];
export type LocationAddAddressInput = {
  address1?: InputMaybe<Scalars['String']['input']>;
  address2?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  countryCode: CountryCode;
  phone?: InputMaybe<Scalars['String']['input']>;
  provinceCode?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

export type LocationAddInput = {
  address: LocationAddAddressInput;
  fulfillsOnlineOrders?: InputMaybe<Scalars['Boolean']['input']>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  name: Scalars['String']['input'];
};

export const LocationAddUserErrorCode = {
  AppNotAuthorized: 'APP_NOT_AUTHORIZED',
  Blank: 'BLANK',
  CapabilityViolation: 'CAPABILITY_VIOLATION',
  DisallowedOwnerType: 'DISALLOWED_OWNER_TYPE',
  GenericError: 'GENERIC_ERROR',
  Inclusion: 'INCLUSION',
  InternalError: 'INTERNAL_ERROR',
  Invalid: 'INVALID',
  InvalidType: 'INVALID_TYPE',
  InvalidUsZipcode: 'INVALID_US_ZIPCODE',
  InvalidValue: 'INVALID_VALUE',
  Present: 'PRESENT',
  Taken: 'TAKEN',
  TooLong: 'TOO_LONG',
  TooShort: 'TOO_SHORT',
  UnstructuredReservedNamespace: 'UNSTRUCTURED_RESERVED_NAMESPACE'
} as const;

export type LocationAddUserErrorCode = typeof LocationAddUserErrorCode[keyof typeof LocationAddUserErrorCode];
export const LocationDeactivateUserErrorCode = {
  CannotDisableOnlineOrderFulfillment: 'CANNOT_DISABLE_ONLINE_ORDER_FULFILLMENT',
  DestinationLocationIsTheSameLocation: 'DESTINATION_LOCATION_IS_THE_SAME_LOCATION',
  DestinationLocationNotFoundOrInactive: 'DESTINATION_LOCATION_NOT_FOUND_OR_INACTIVE',
  DestinationLocationNotShopifyManaged: 'DESTINATION_LOCATION_NOT_SHOPIFY_MANAGED',
  FailedToRelocateActiveInventories: 'FAILED_TO_RELOCATE_ACTIVE_INVENTORIES',
  FailedToRelocateIncomingMovements: 'FAILED_TO_RELOCATE_INCOMING_MOVEMENTS',
  FailedToRelocateOpenPurchaseOrders: 'FAILED_TO_RELOCATE_OPEN_PURCHASE_ORDERS',
  HasActiveInventoryError: 'HAS_ACTIVE_INVENTORY_ERROR',
  HasActiveRetailSubscriptions: 'HAS_ACTIVE_RETAIL_SUBSCRIPTIONS',
  HasFulfillmentOrdersError: 'HAS_FULFILLMENT_ORDERS_ERROR',
  HasIncomingFromExternalDocumentSources: 'HAS_INCOMING_FROM_EXTERNAL_DOCUMENT_SOURCES',
  HasIncomingMovementsError: 'HAS_INCOMING_MOVEMENTS_ERROR',
  HasOpenPurchaseOrdersError: 'HAS_OPEN_PURCHASE_ORDERS_ERROR',
  IdempotencyConcurrentRequest: 'IDEMPOTENCY_CONCURRENT_REQUEST',
  IdempotencyKeyParameterMismatch: 'IDEMPOTENCY_KEY_PARAMETER_MISMATCH',
  LocationNotFound: 'LOCATION_NOT_FOUND',
  PermanentlyBlockedFromDeactivationError: 'PERMANENTLY_BLOCKED_FROM_DEACTIVATION_ERROR',
  TemporarilyBlockedFromDeactivationError: 'TEMPORARILY_BLOCKED_FROM_DEACTIVATION_ERROR'
} as const;

export type LocationDeactivateUserErrorCode = typeof LocationDeactivateUserErrorCode[keyof typeof LocationDeactivateUserErrorCode];
export const LocationDeleteUserErrorCode = {
  GenericError: 'GENERIC_ERROR',
  LocationHasActiveRetailSubscription: 'LOCATION_HAS_ACTIVE_RETAIL_SUBSCRIPTION',
  LocationHasInventory: 'LOCATION_HAS_INVENTORY',
  LocationHasPendingOrders: 'LOCATION_HAS_PENDING_ORDERS',
  LocationIsActive: 'LOCATION_IS_ACTIVE',
  LocationNotFound: 'LOCATION_NOT_FOUND'
} as const;

export type LocationDeleteUserErrorCode = typeof LocationDeleteUserErrorCode[keyof typeof LocationDeleteUserErrorCode];
export type LocationEditAddressInput = {
  address1?: InputMaybe<Scalars['String']['input']>;
  address2?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  countryCode?: InputMaybe<CountryCode>;
  phone?: InputMaybe<Scalars['String']['input']>;
  provinceCode?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

export type LocationEditInput = {
  address?: InputMaybe<LocationEditAddressInput>;
  fulfillsOnlineOrders?: InputMaybe<Scalars['Boolean']['input']>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export const LocationEditUserErrorCode = {
  AppNotAuthorized: 'APP_NOT_AUTHORIZED',
  Blank: 'BLANK',
  CannotDisableOnlineOrderFulfillment: 'CANNOT_DISABLE_ONLINE_ORDER_FULFILLMENT',
  CannotModifyOnlineOrderFulfillmentForFsLocation: 'CANNOT_MODIFY_ONLINE_ORDER_FULFILLMENT_FOR_FS_LOCATION',
  CapabilityViolation: 'CAPABILITY_VIOLATION',
  DisallowedOwnerType: 'DISALLOWED_OWNER_TYPE',
  GenericError: 'GENERIC_ERROR',
  Inclusion: 'INCLUSION',
  InternalError: 'INTERNAL_ERROR',
  Invalid: 'INVALID',
  InvalidType: 'INVALID_TYPE',
  InvalidUsZipcode: 'INVALID_US_ZIPCODE',
  InvalidValue: 'INVALID_VALUE',
  NotFound: 'NOT_FOUND',
  Present: 'PRESENT',
  Taken: 'TAKEN',
  TooLong: 'TOO_LONG',
  TooShort: 'TOO_SHORT',
  UnstructuredReservedNamespace: 'UNSTRUCTURED_RESERVED_NAMESPACE'
} as const;

export type LocationEditUserErrorCode = typeof LocationEditUserErrorCode[keyof typeof LocationEditUserErrorCode];
export type LocationIdentifierInput =
  { customId: UniqueMetafieldValueInput; id?: never; }
  |  { customId?: never; id: Scalars['ID']['input']; };

export const LocationSortKeys = {
  Id: 'ID',
  Name: 'NAME',
  Relevance: 'RELEVANCE'
} as const;

export type LocationSortKeys = typeof LocationSortKeys[keyof typeof LocationSortKeys];
export type MailingAddressInput = {
  address1?: InputMaybe<Scalars['String']['input']>;
  address2?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use `countryCode` instead. */
  country?: InputMaybe<Scalars['String']['input']>;
  countryCode?: InputMaybe<CountryCode>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Not needed for 90% of mutations, and provided separately where it is needed. */
  id?: InputMaybe<Scalars['ID']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use `provinceCode` instead. */
  province?: InputMaybe<Scalars['String']['input']>;
  provinceCode?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

export const MailingAddressValidationResult = {
  Error: 'ERROR',
  NoIssues: 'NO_ISSUES',
  Warning: 'WARNING'
} as const;

export type MailingAddressValidationResult = typeof MailingAddressValidationResult[keyof typeof MailingAddressValidationResult];
export const MandateResourceType = {
  Checkout: 'CHECKOUT',
  CredentialOnFile: 'CREDENTIAL_ON_FILE',
  DraftOrder: 'DRAFT_ORDER',
  Order: 'ORDER',
  Subscriptions: 'SUBSCRIPTIONS'
} as const;

export type MandateResourceType = typeof MandateResourceType[keyof typeof MandateResourceType];
export const MarketConditionApplicationType = {
  All: 'ALL',
  Specified: 'SPECIFIED'
} as const;

export type MarketConditionApplicationType = typeof MarketConditionApplicationType[keyof typeof MarketConditionApplicationType];
export const MarketConditionType = {
  Channel: 'CHANNEL',
  CompanyLocation: 'COMPANY_LOCATION',
  Location: 'LOCATION',
  Region: 'REGION'
} as const;

export type MarketConditionType = typeof MarketConditionType[keyof typeof MarketConditionType];
export type MarketConditionsChannelsInput = {
  channelIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type MarketConditionsCompanyLocationsInput =
  { applicationLevel: MarketConditionApplicationType; companyLocationIds?: never; }
  |  { applicationLevel?: never; companyLocationIds: Array<Scalars['ID']['input']>; };

export type MarketConditionsInput = {
  channelsCondition?: InputMaybe<MarketConditionsChannelsInput>;
  companyLocationsCondition?: InputMaybe<MarketConditionsCompanyLocationsInput>;
  locationsCondition?: InputMaybe<MarketConditionsLocationsInput>;
  regionsCondition?: InputMaybe<MarketConditionsRegionsInput>;
};

export type MarketConditionsLocationsInput =
  { applicationLevel: MarketConditionApplicationType; locationIds?: never; }
  |  { applicationLevel?: never; locationIds: Array<Scalars['ID']['input']>; };

export type MarketConditionsRegionInput = {
  countryCode: CountryCode;
  subdivision?: InputMaybe<Scalars['String']['input']>;
};

export type MarketConditionsRegionsInput =
  { applicationLevel: MarketConditionApplicationType; regionIds?: never; regions?: never; }
  |  { applicationLevel?: never; regionIds: Array<Scalars['ID']['input']>; regions?: never; }
  |  { applicationLevel?: never; regionIds?: never; regions: Array<MarketConditionsRegionInput>; };

export type MarketConditionsUpdateInput = {
  conditionsToAdd?: InputMaybe<MarketConditionsInput>;
  conditionsToDelete?: InputMaybe<MarketConditionsInput>;
};

export type MarketCreateInput = {
  catalogs?: InputMaybe<Array<Scalars['ID']['input']>>;
  conditions?: InputMaybe<MarketConditionsInput>;
  currencySettings?: InputMaybe<MarketCurrencySettingsUpdateInput>;
  delivery?: InputMaybe<MarketDeliveryConfigurationsCreateInput>;
  discounts?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** @deprecated Use `status` instead. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  handle?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use `makeDuplicateUniqueMarketsDraft` instead. */
  makeDuplicateRegionMarketsDraft?: InputMaybe<Scalars['Boolean']['input']>;
  makeDuplicateUniqueMarketsDraft?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  priceInclusions?: InputMaybe<MarketPriceInclusionsInput>;
  /** @deprecated Use `conditions` instead. */
  regions?: InputMaybe<Array<MarketRegionCreateInput>>;
  status?: InputMaybe<MarketStatus>;
  webPresences?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type MarketCurrencySettingsUpdateInput = {
  baseCurrency?: InputMaybe<CurrencyCode>;
  baseCurrencyManualRate?: InputMaybe<Scalars['Decimal']['input']>;
  localCurrencies?: InputMaybe<Scalars['Boolean']['input']>;
  roundingEnabled?: InputMaybe<Scalars['Boolean']['input']>;
};

export const MarketCurrencySettingsUserErrorCode = {
  AdaptivePricingRequiresLocalCurrencies: 'ADAPTIVE_PRICING_REQUIRES_LOCAL_CURRENCIES',
  ManagedMarket: 'MANAGED_MARKET',
  MarketNotFound: 'MARKET_NOT_FOUND',
  MultipleCurrenciesNotSupported: 'MULTIPLE_CURRENCIES_NOT_SUPPORTED',
  NoLocalCurrenciesOnSingleCountryMarket: 'NO_LOCAL_CURRENCIES_ON_SINGLE_COUNTRY_MARKET',
  PrimaryMarketUsesShopCurrency: 'PRIMARY_MARKET_USES_SHOP_CURRENCY',
  UnifiedMarketsEnabled: 'UNIFIED_MARKETS_ENABLED',
  UnsupportedCurrency: 'UNSUPPORTED_CURRENCY'
} as const;

export type MarketCurrencySettingsUserErrorCode = typeof MarketCurrencySettingsUserErrorCode[keyof typeof MarketCurrencySettingsUserErrorCode];
export type MarketDeliveryConfigurationsCreateInput = {
  shipping?: InputMaybe<ShippingConfigurationCreateInput>;
};

export type MarketDeliveryConfigurationsUpdateInput = {
  removeShipping?: InputMaybe<Scalars['Boolean']['input']>;
  shipping?: InputMaybe<ShippingConfigurationUpdateInput>;
};

export const MarketLocalizableResourceType = {
  Metafield: 'METAFIELD',
  Metaobject: 'METAOBJECT'
} as const;

export type MarketLocalizableResourceType = typeof MarketLocalizableResourceType[keyof typeof MarketLocalizableResourceType];
export type MarketLocalizationRegisterInput = {
  key: Scalars['String']['input'];
  marketId: Scalars['ID']['input'];
  marketLocalizableContentDigest: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type MarketPriceInclusionsInput = {
  adaptivePricingEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  dutiesPricingStrategy?: InputMaybe<InclusiveDutiesPricingStrategy>;
  taxPricingStrategy?: InputMaybe<InclusiveTaxPricingStrategy>;
};

export type MarketRegionCreateInput = {
  countryCode: CountryCode;
};

export const MarketStatus = {
  Active: 'ACTIVE',
  Draft: 'DRAFT'
} as const;

export type MarketStatus = typeof MarketStatus[keyof typeof MarketStatus];
export const MarketType = {
  Channel: 'CHANNEL',
  CompanyLocation: 'COMPANY_LOCATION',
  Location: 'LOCATION',
  None: 'NONE',
  Region: 'REGION'
} as const;

export type MarketType = typeof MarketType[keyof typeof MarketType];
export type MarketUpdateInput = {
  catalogsToAdd?: InputMaybe<Array<Scalars['ID']['input']>>;
  catalogsToDelete?: InputMaybe<Array<Scalars['ID']['input']>>;
  conditions?: InputMaybe<MarketConditionsUpdateInput>;
  currencySettings?: InputMaybe<MarketCurrencySettingsUpdateInput>;
  delivery?: InputMaybe<MarketDeliveryConfigurationsUpdateInput>;
  discountsToAdd?: InputMaybe<Array<Scalars['ID']['input']>>;
  discountsToDelete?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** @deprecated Use `status` instead. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  handle?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use `makeDuplicateUniqueMarketsDraft` instead. */
  makeDuplicateRegionMarketsDraft?: InputMaybe<Scalars['Boolean']['input']>;
  makeDuplicateUniqueMarketsDraft?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  priceInclusions?: InputMaybe<MarketPriceInclusionsInput>;
  removeCurrencySettings?: InputMaybe<Scalars['Boolean']['input']>;
  removePriceInclusions?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<MarketStatus>;
  webPresencesToAdd?: InputMaybe<Array<Scalars['ID']['input']>>;
  webPresencesToDelete?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export const MarketUserErrorCode = {
  AdaptivePricingRequiredSetupError: 'ADAPTIVE_PRICING_REQUIRED_SETUP_ERROR',
  AdaptivePricingRequiresLocalCurrencies: 'ADAPTIVE_PRICING_REQUIRES_LOCAL_CURRENCIES',
  AdaptivePricingRequiresManagedMarkets: 'ADAPTIVE_PRICING_REQUIRES_MANAGED_MARKETS',
  B2BCatalogLimitReached: 'B2B_CATALOG_LIMIT_REACHED',
  B2BMarketMustBeMerchantManaged: 'B2B_MARKET_MUST_BE_MERCHANT_MANAGED',
  Blank: 'BLANK',
  CannotActivateMarketB2BCatalogLimitReached: 'CANNOT_ACTIVATE_MARKET_B2B_CATALOG_LIMIT_REACHED',
  CannotAddAllSubdivisionsForACountryToAMarket: 'CANNOT_ADD_ALL_SUBDIVISIONS_FOR_A_COUNTRY_TO_A_MARKET',
  CannotAddCustomerDomain: 'CANNOT_ADD_CUSTOMER_DOMAIN',
  CannotAddRegionsToPrimaryMarket: 'CANNOT_ADD_REGIONS_TO_PRIMARY_MARKET',
  CannotAddWebPresenceToPrimaryMarket: 'CANNOT_ADD_WEB_PRESENCE_TO_PRIMARY_MARKET',
  CannotDeleteOnlyRegion: 'CANNOT_DELETE_ONLY_REGION',
  CannotDeletePrimaryMarket: 'CANNOT_DELETE_PRIMARY_MARKET',
  CannotDeletePrimaryMarketWebPresence: 'CANNOT_DELETE_PRIMARY_MARKET_WEB_PRESENCE',
  CannotDeleteSubdivisionMarket: 'CANNOT_DELETE_SUBDIVISION_MARKET',
  CannotDisablePrimaryMarket: 'CANNOT_DISABLE_PRIMARY_MARKET',
  CannotHaveBothSubfolderAndDomainWebPresences: 'CANNOT_HAVE_BOTH_SUBFOLDER_AND_DOMAIN_WEB_PRESENCES',
  CannotHaveMultipleSubfoldersPerMarket: 'CANNOT_HAVE_MULTIPLE_SUBFOLDERS_PER_MARKET',
  CannotHaveSubfolderAndDomain: 'CANNOT_HAVE_SUBFOLDER_AND_DOMAIN',
  CannotSetDefaultLocaleToNull: 'CANNOT_SET_DEFAULT_LOCALE_TO_NULL',
  CatalogsWithVolumePricingOrQuantityRulesNotSupported: 'CATALOGS_WITH_VOLUME_PRICING_OR_QUANTITY_RULES_NOT_SUPPORTED',
  CatalogConditionTypesMustBeTheSame: 'CATALOG_CONDITION_TYPES_MUST_BE_THE_SAME',
  CatalogNotCompatibleWithConditionTypes: 'CATALOG_NOT_COMPATIBLE_WITH_CONDITION_TYPES',
  CatalogTypeNotSupported: 'CATALOG_TYPE_NOT_SUPPORTED',
  ChannelDriverMustHaveChannelSpecification: 'CHANNEL_DRIVER_MUST_HAVE_CHANNEL_SPECIFICATION',
  ChannelMarketMustHaveSingleChannelDriver: 'CHANNEL_MARKET_MUST_HAVE_SINGLE_CHANNEL_DRIVER',
  ChannelNotValidForChannelMarket: 'CHANNEL_NOT_VALID_FOR_CHANNEL_MARKET',
  ConditionsNotFound: 'CONDITIONS_NOT_FOUND',
  ContainsRegionsThatCannotBeManaged: 'CONTAINS_REGIONS_THAT_CANNOT_BE_MANAGED',
  CustomizationsNotFound: 'CUSTOMIZATIONS_NOT_FOUND',
  DisabledLanguage: 'DISABLED_LANGUAGE',
  DiscountExceedsMarketLimit: 'DISCOUNT_EXCEEDS_MARKET_LIMIT',
  DiscountNotCompatibleWithB2BMarket: 'DISCOUNT_NOT_COMPATIBLE_WITH_B2B_MARKET',
  DiscountNotMarketContextual: 'DISCOUNT_NOT_MARKET_CONTEXTUAL',
  DomainNotFound: 'DOMAIN_NOT_FOUND',
  DuplicateLanguages: 'DUPLICATE_LANGUAGES',
  DuplicateRegionMarket: 'DUPLICATE_REGION_MARKET',
  DuplicateUniqueMarket: 'DUPLICATE_UNIQUE_MARKET',
  ExceedsMaxMultiContextMarkets: 'EXCEEDS_MAX_MULTI_CONTEXT_MARKETS',
  GenericError: 'GENERIC_ERROR',
  GlobalEPricingStrategyNotPermitted: 'GLOBAL_E_PRICING_STRATEGY_NOT_PERMITTED',
  Inclusion: 'INCLUSION',
  InclusivePricingNotCompatibleWithConditionTypes: 'INCLUSIVE_PRICING_NOT_COMPATIBLE_WITH_CONDITION_TYPES',
  IncompatibleConditions: 'INCOMPATIBLE_CONDITIONS',
  IncompatibleConfiguration: 'INCOMPATIBLE_CONFIGURATION',
  Invalid: 'INVALID',
  InvalidChannelIds: 'INVALID_CHANNEL_IDS',
  InvalidCountryAndSubdivisionConditions: 'INVALID_COUNTRY_AND_SUBDIVISION_CONDITIONS',
  InvalidCustomizationForSubdivisionCondition: 'INVALID_CUSTOMIZATION_FOR_SUBDIVISION_CONDITION',
  InvalidProvinceFormat: 'INVALID_PROVINCE_FORMAT',
  InvalidResponderForProvinceDrivenMarket: 'INVALID_RESPONDER_FOR_PROVINCE_DRIVEN_MARKET',
  InvalidStatusAndEnabledCombination: 'INVALID_STATUS_AND_ENABLED_COMBINATION',
  InvalidSubdivisionFormat: 'INVALID_SUBDIVISION_FORMAT',
  LocationMatchAllRequiresOneSpecificRegion: 'LOCATION_MATCH_ALL_REQUIRES_ONE_SPECIFIC_REGION',
  LocationRegionCountryMismatch: 'LOCATION_REGION_COUNTRY_MISMATCH',
  ManagedMarket: 'MANAGED_MARKET',
  ManagedMarketsCatalogNotAllowed: 'MANAGED_MARKETS_CATALOG_NOT_ALLOWED',
  ManagedMarketsResourceNotAllowed: 'MANAGED_MARKETS_RESOURCE_NOT_ALLOWED',
  ManagedMarketCurrencyMustMatchCountry: 'MANAGED_MARKET_CURRENCY_MUST_MATCH_COUNTRY',
  MarketCantHaveDirectConnectionCatalog: 'MARKET_CANT_HAVE_DIRECT_CONNECTION_CATALOG',
  MarketManagerNotCompatibleWithConditionTypes: 'MARKET_MANAGER_NOT_COMPATIBLE_WITH_CONDITION_TYPES',
  MarketNotCompatibleWithConditionTypes: 'MARKET_NOT_COMPATIBLE_WITH_CONDITION_TYPES',
  MarketNotFound: 'MARKET_NOT_FOUND',
  MarketReachedWebPresenceLimit: 'MARKET_REACHED_WEB_PRESENCE_LIMIT',
  MarketUpdateConcurrentModification: 'MARKET_UPDATE_CONCURRENT_MODIFICATION',
  MissingCountryCode: 'MISSING_COUNTRY_CODE',
  MissingProvinceCode: 'MISSING_PROVINCE_CODE',
  MissingSubdivisionCode: 'MISSING_SUBDIVISION_CODE',
  MixedCountryLocationsNotAllowed: 'MIXED_COUNTRY_LOCATIONS_NOT_ALLOWED',
  MultipleCurrenciesNotSupported: 'MULTIPLE_CURRENCIES_NOT_SUPPORTED',
  MustHaveAtLeastOneActiveRegionMarket: 'MUST_HAVE_AT_LEAST_ONE_ACTIVE_REGION_MARKET',
  NotEntitledToActivateMarket: 'NOT_ENTITLED_TO_ACTIVATE_MARKET',
  NoLanguages: 'NO_LANGUAGES',
  NoLocalCurrenciesOnSingleCountryMarket: 'NO_LOCAL_CURRENCIES_ON_SINGLE_COUNTRY_MARKET',
  NoRoundingOnLegacyMarket: 'NO_ROUNDING_ON_LEGACY_MARKET',
  PosLocationMarketMustBeMerchantManaged: 'POS_LOCATION_MARKET_MUST_BE_MERCHANT_MANAGED',
  PrimaryMarketMustUsePrimaryDomain: 'PRIMARY_MARKET_MUST_USE_PRIMARY_DOMAIN',
  ProvinceDoesNotExist: 'PROVINCE_DOES_NOT_EXIST',
  RegionNotFound: 'REGION_NOT_FOUND',
  RegionNotSupportedForChannel: 'REGION_NOT_SUPPORTED_FOR_CHANNEL',
  RegionSpecificLanguage: 'REGION_SPECIFIC_LANGUAGE',
  RequiresDomainOrSubfolder: 'REQUIRES_DOMAIN_OR_SUBFOLDER',
  RequiresExactlyOneOption: 'REQUIRES_EXACTLY_ONE_OPTION',
  RetailLocationCurrencyMustBeLocal: 'RETAIL_LOCATION_CURRENCY_MUST_BE_LOCAL',
  ShippingNotCompatibleWithConditionTypes: 'SHIPPING_NOT_COMPATIBLE_WITH_CONDITION_TYPES',
  ShopMustHavePrimaryDomainWebPresence: 'SHOP_MUST_HAVE_PRIMARY_DOMAIN_WEB_PRESENCE',
  ShopReachedMarketsLimit: 'SHOP_REACHED_MARKETS_LIMIT',
  SpecifiedConditionsCannotBeEmpty: 'SPECIFIED_CONDITIONS_CANNOT_BE_EMPTY',
  SpecifiedNotValidForInput: 'SPECIFIED_NOT_VALID_FOR_INPUT',
  SubdivisionDoesNotExist: 'SUBDIVISION_DOES_NOT_EXIST',
  SubdivisionMustBelongToCountry: 'SUBDIVISION_MUST_BELONG_TO_COUNTRY',
  SubfolderSuffixCannotBeScriptCode: 'SUBFOLDER_SUFFIX_CANNOT_BE_SCRIPT_CODE',
  SubfolderSuffixMustBeAtLeast_2Letters: 'SUBFOLDER_SUFFIX_MUST_BE_AT_LEAST_2_LETTERS',
  SubfolderSuffixMustContainOnlyLetters: 'SUBFOLDER_SUFFIX_MUST_CONTAIN_ONLY_LETTERS',
  Taken: 'TAKEN',
  TooLong: 'TOO_LONG',
  TooShort: 'TOO_SHORT',
  UnifiedMarketsNotEnabled: 'UNIFIED_MARKETS_NOT_ENABLED',
  UnpermittedEntitlementsMarketCatalogs: 'UNPERMITTED_ENTITLEMENTS_MARKET_CATALOGS',
  UnpublishedLanguage: 'UNPUBLISHED_LANGUAGE',
  UnsupportedCountryRegion: 'UNSUPPORTED_COUNTRY_REGION',
  UnsupportedCurrency: 'UNSUPPORTED_CURRENCY',
  UserLacksPermission: 'USER_LACKS_PERMISSION',
  WebPresenceNotCompatibleWithConditionTypes: 'WEB_PRESENCE_NOT_COMPATIBLE_WITH_CONDITION_TYPES',
  WebPresenceNotFound: 'WEB_PRESENCE_NOT_FOUND',
  WebPresenceReachedMarketsLimit: 'WEB_PRESENCE_REACHED_MARKETS_LIMIT',
  WebPresenceRetailLocation: 'WEB_PRESENCE_RETAIL_LOCATION',
  WildcardNotSupported: 'WILDCARD_NOT_SUPPORTED'
} as const;

export type MarketUserErrorCode = typeof MarketUserErrorCode[keyof typeof MarketUserErrorCode];
export type MarketWebPresenceCreateInput = {
  alternateLocales?: InputMaybe<Array<Scalars['String']['input']>>;
  defaultLocale: Scalars['String']['input'];
  domainId?: InputMaybe<Scalars['ID']['input']>;
  subfolderSuffix?: InputMaybe<Scalars['String']['input']>;
};

export type MarketWebPresenceUpdateInput = {
  alternateLocales?: InputMaybe<Array<Scalars['String']['input']>>;
  defaultLocale?: InputMaybe<Scalars['String']['input']>;
  domainId?: InputMaybe<Scalars['ID']['input']>;
  subfolderSuffix?: InputMaybe<Scalars['String']['input']>;
};

export type MarketingActivityBudgetInput = {
  budgetType?: InputMaybe<MarketingBudgetBudgetType>;
  total?: InputMaybe<MoneyInput>;
};

export type MarketingActivityCreateExternalInput = {
  adSpend?: InputMaybe<MoneyInput>;
  budget?: InputMaybe<MarketingActivityBudgetInput>;
  /** @deprecated This field was renamed for clarity, please switch to using marketingChannelType when migrating to the latest API version. */
  channel?: InputMaybe<MarketingChannel>;
  channelHandle?: InputMaybe<Scalars['String']['input']>;
  end?: InputMaybe<Scalars['DateTime']['input']>;
  hierarchyLevel?: InputMaybe<MarketingActivityHierarchyLevel>;
  marketingChannelType: MarketingChannel;
  parentActivityId?: InputMaybe<Scalars['ID']['input']>;
  parentRemoteId?: InputMaybe<Scalars['String']['input']>;
  referringDomain?: InputMaybe<Scalars['String']['input']>;
  remoteId?: InputMaybe<Scalars['String']['input']>;
  remotePreviewImageUrl?: InputMaybe<Scalars['URL']['input']>;
  remoteUrl: Scalars['URL']['input'];
  scheduledEnd?: InputMaybe<Scalars['DateTime']['input']>;
  scheduledStart?: InputMaybe<Scalars['DateTime']['input']>;
  start?: InputMaybe<Scalars['DateTime']['input']>;
  status?: InputMaybe<MarketingActivityExternalStatus>;
  tactic: MarketingTactic;
  title: Scalars['String']['input'];
  urlParameterValue?: InputMaybe<Scalars['String']['input']>;
  utm?: InputMaybe<UtmInput>;
};

export type MarketingActivityCreateInput = {
  /** @deprecated Marketing activity app extensions are deprecated and will be removed in the near future. */
  budget?: InputMaybe<MarketingActivityBudgetInput>;
  /** @deprecated Marketing activity app extensions are deprecated and will be removed in the near future. */
  context?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Marketing activity app extensions are deprecated and will be removed in the near future. */
  formData?: InputMaybe<Scalars['String']['input']>;
  marketingActivityExtensionId: Scalars['ID']['input'];
  /** @deprecated Marketing activity app extensions are deprecated and will be removed in the near future. */
  marketingActivityTitle?: InputMaybe<Scalars['String']['input']>;
  status: MarketingActivityStatus;
  /** @deprecated Marketing activity app extensions are deprecated and will be removed in the near future. */
  urlParameterValue?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Marketing activity app extensions are deprecated and will be removed in the near future. */
  utm?: InputMaybe<UtmInput>;
};

export const MarketingActivityExtensionAppErrorCode = {
  ApiError: 'API_ERROR',
  InstallRequiredError: 'INSTALL_REQUIRED_ERROR',
  NotOnboardedError: 'NOT_ONBOARDED_ERROR',
  PlatformError: 'PLATFORM_ERROR',
  ValidationError: 'VALIDATION_ERROR'
} as const;

export type MarketingActivityExtensionAppErrorCode = typeof MarketingActivityExtensionAppErrorCode[keyof typeof MarketingActivityExtensionAppErrorCode];
export const MarketingActivityExternalStatus = {
  Active: 'ACTIVE',
  DeletedExternally: 'DELETED_EXTERNALLY',
  Inactive: 'INACTIVE',
  Paused: 'PAUSED',
  Scheduled: 'SCHEDULED',
  Undefined: 'UNDEFINED'
} as const;

export type MarketingActivityExternalStatus = typeof MarketingActivityExternalStatus[keyof typeof MarketingActivityExternalStatus];
export const MarketingActivityHierarchyLevel = {
  Ad: 'AD',
  AdGroup: 'AD_GROUP',
  Campaign: 'CAMPAIGN'
} as const;

export type MarketingActivityHierarchyLevel = typeof MarketingActivityHierarchyLevel[keyof typeof MarketingActivityHierarchyLevel];
export const MarketingActivitySortKeys = {
  CreatedAt: 'CREATED_AT',
  Id: 'ID',
  Title: 'TITLE'
} as const;

export type MarketingActivitySortKeys = typeof MarketingActivitySortKeys[keyof typeof MarketingActivitySortKeys];
export const MarketingActivityStatus = {
  Active: 'ACTIVE',
  Deleted: 'DELETED',
  DeletedExternally: 'DELETED_EXTERNALLY',
  Disconnected: 'DISCONNECTED',
  Draft: 'DRAFT',
  Failed: 'FAILED',
  Inactive: 'INACTIVE',
  Paused: 'PAUSED',
  Pending: 'PENDING',
  Scheduled: 'SCHEDULED',
  Undefined: 'UNDEFINED'
} as const;

export type MarketingActivityStatus = typeof MarketingActivityStatus[keyof typeof MarketingActivityStatus];
export const MarketingActivityStatusBadgeType = {
  Attention: 'ATTENTION',
  Critical: 'CRITICAL',
  Default: 'DEFAULT',
  Info: 'INFO',
  Success: 'SUCCESS',
  Warning: 'WARNING'
} as const;

export type MarketingActivityStatusBadgeType = typeof MarketingActivityStatusBadgeType[keyof typeof MarketingActivityStatusBadgeType];
export type MarketingActivityUpdateExternalInput = {
  adSpend?: InputMaybe<MoneyInput>;
  budget?: InputMaybe<MarketingActivityBudgetInput>;
  /** @deprecated This field was renamed for clarity, please switch to using marketingChannelType when migrating to the latest API version. */
  channel?: InputMaybe<MarketingChannel>;
  end?: InputMaybe<Scalars['DateTime']['input']>;
  marketingChannelType?: InputMaybe<MarketingChannel>;
  referringDomain?: InputMaybe<Scalars['String']['input']>;
  remotePreviewImageUrl?: InputMaybe<Scalars['URL']['input']>;
  remoteUrl?: InputMaybe<Scalars['URL']['input']>;
  scheduledEnd?: InputMaybe<Scalars['DateTime']['input']>;
  scheduledStart?: InputMaybe<Scalars['DateTime']['input']>;
  start?: InputMaybe<Scalars['DateTime']['input']>;
  status?: InputMaybe<MarketingActivityExternalStatus>;
  tactic?: InputMaybe<MarketingTactic>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type MarketingActivityUpdateInput = {
  /** @deprecated Use `MarketingEngagementCreate.MarketingEngagementInput.adSpend` GraphQL to send the ad spend. */
  adSpend?: InputMaybe<MoneyInput>;
  /** @deprecated Marketing activity app extensions are deprecated and will be removed in the near future. */
  budget?: InputMaybe<MarketingActivityBudgetInput>;
  /** @deprecated This context is no longer needed by Shopify in the callback. */
  context?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Marketing activity app extensions are deprecated and will be removed in the near future. */
  errors?: InputMaybe<Scalars['JSON']['input']>;
  /** @deprecated Marketing activity app extensions are deprecated and will be removed in the near future. */
  formData?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  /** @deprecated Marketing activity app extensions are deprecated and will be removed in the near future. */
  marketedResources?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** @deprecated Marketing activity app extensions are deprecated and will be removed in the near future. */
  marketingRecommendationId?: InputMaybe<Scalars['ID']['input']>;
  /** @deprecated Marketing activity app extensions are deprecated and will be removed in the near future. */
  status?: InputMaybe<MarketingActivityStatus>;
  /** @deprecated Marketing activity app extensions are deprecated and will be removed in the near future. */
  targetStatus?: InputMaybe<MarketingActivityStatus>;
  /** @deprecated Marketing activity app extensions are deprecated and will be removed in the near future. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Marketing activity app extensions are deprecated and will be removed in the near future. */
  urlParameterValue?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Marketing activity app extensions are deprecated and will be removed in the near future. */
  utm?: InputMaybe<UtmInput>;
};

export type MarketingActivityUpsertExternalInput = {
  adSpend?: InputMaybe<MoneyInput>;
  budget?: InputMaybe<MarketingActivityBudgetInput>;
  channelHandle?: InputMaybe<Scalars['String']['input']>;
  end?: InputMaybe<Scalars['DateTime']['input']>;
  hierarchyLevel?: InputMaybe<MarketingActivityHierarchyLevel>;
  marketingChannelType: MarketingChannel;
  parentRemoteId?: InputMaybe<Scalars['String']['input']>;
  referringDomain?: InputMaybe<Scalars['String']['input']>;
  remoteId: Scalars['String']['input'];
  remotePreviewImageUrl?: InputMaybe<Scalars['URL']['input']>;
  remoteUrl: Scalars['URL']['input'];
  scheduledEnd?: InputMaybe<Scalars['DateTime']['input']>;
  scheduledStart?: InputMaybe<Scalars['DateTime']['input']>;
  start?: InputMaybe<Scalars['DateTime']['input']>;
  status: MarketingActivityExternalStatus;
  tactic: MarketingTactic;
  title: Scalars['String']['input'];
  urlParameterValue?: InputMaybe<Scalars['String']['input']>;
  utm?: InputMaybe<UtmInput>;
};

export const MarketingActivityUserErrorCode = {
  ActivityNotExternal: 'ACTIVITY_NOT_EXTERNAL',
  CannotDeleteActivityWithChildEvents: 'CANNOT_DELETE_ACTIVITY_WITH_CHILD_EVENTS',
  CannotUpdateTacticIfOriginallyStorefrontApp: 'CANNOT_UPDATE_TACTIC_IF_ORIGINALLY_STOREFRONT_APP',
  CannotUpdateTacticToStorefrontApp: 'CANNOT_UPDATE_TACTIC_TO_STOREFRONT_APP',
  CurrencyCodeMismatchInput: 'CURRENCY_CODE_MISMATCH_INPUT',
  DeleteJobEnqueued: 'DELETE_JOB_ENQUEUED',
  DeleteJobFailedToEnqueue: 'DELETE_JOB_FAILED_TO_ENQUEUE',
  ImmutableChannelHandle: 'IMMUTABLE_CHANNEL_HANDLE',
  ImmutableHierarchyLevel: 'IMMUTABLE_HIERARCHY_LEVEL',
  ImmutableParentId: 'IMMUTABLE_PARENT_ID',
  ImmutableUrlParameter: 'IMMUTABLE_URL_PARAMETER',
  ImmutableUtmParameters: 'IMMUTABLE_UTM_PARAMETERS',
  Invalid: 'INVALID',
  InvalidChannelHandle: 'INVALID_CHANNEL_HANDLE',
  InvalidDeleteActivityExternalArguments: 'INVALID_DELETE_ACTIVITY_EXTERNAL_ARGUMENTS',
  InvalidDeleteEngagementsArguments: 'INVALID_DELETE_ENGAGEMENTS_ARGUMENTS',
  InvalidMarketingActivityExternalArguments: 'INVALID_MARKETING_ACTIVITY_EXTERNAL_ARGUMENTS',
  InvalidMarketingEngagementArguments: 'INVALID_MARKETING_ENGAGEMENT_ARGUMENTS',
  InvalidMarketingEngagementArgumentMissing: 'INVALID_MARKETING_ENGAGEMENT_ARGUMENT_MISSING',
  InvalidRemoteId: 'INVALID_REMOTE_ID',
  MarketingActivityCurrencyCodeMismatch: 'MARKETING_ACTIVITY_CURRENCY_CODE_MISMATCH',
  MarketingActivityDoesNotExist: 'MARKETING_ACTIVITY_DOES_NOT_EXIST',
  MarketingActivityWithRemoteIdAlreadyExists: 'MARKETING_ACTIVITY_WITH_REMOTE_ID_ALREADY_EXISTS',
  MarketingActivityWithUrlParameterValueAlreadyExists: 'MARKETING_ACTIVITY_WITH_URL_PARAMETER_VALUE_ALREADY_EXISTS',
  MarketingActivityWithUtmCampaignAlreadyExists: 'MARKETING_ACTIVITY_WITH_UTM_CAMPAIGN_ALREADY_EXISTS',
  MarketingEventDoesNotExist: 'MARKETING_EVENT_DOES_NOT_EXIST',
  NonHierarchialRequiresUtmUrlParameter: 'NON_HIERARCHIAL_REQUIRES_UTM_URL_PARAMETER',
  Taken: 'TAKEN'
} as const;

export type MarketingActivityUserErrorCode = typeof MarketingActivityUserErrorCode[keyof typeof MarketingActivityUserErrorCode];
export const MarketingBudgetBudgetType = {
  Daily: 'DAILY',
  Lifetime: 'LIFETIME'
} as const;

export type MarketingBudgetBudgetType = typeof MarketingBudgetBudgetType[keyof typeof MarketingBudgetBudgetType];
export const MarketingChannel = {
  Display: 'DISPLAY',
  Email: 'EMAIL',
  Referral: 'REFERRAL',
  Search: 'SEARCH',
  Social: 'SOCIAL'
} as const;

export type MarketingChannel = typeof MarketingChannel[keyof typeof MarketingChannel];
export type MarketingEngagementInput = {
  adSpend?: InputMaybe<MoneyInput>;
  allConversions?: InputMaybe<Scalars['Decimal']['input']>;
  clicksCount?: InputMaybe<Scalars['Int']['input']>;
  commentsCount?: InputMaybe<Scalars['Int']['input']>;
  complaintsCount?: InputMaybe<Scalars['Int']['input']>;
  failsCount?: InputMaybe<Scalars['Int']['input']>;
  favoritesCount?: InputMaybe<Scalars['Int']['input']>;
  firstTimeCustomers?: InputMaybe<Scalars['Decimal']['input']>;
  impressionsCount?: InputMaybe<Scalars['Int']['input']>;
  /** @deprecated Cumulative metrics are being phased out. Send non-cumulative engagement metrics instead (values aggregated over the single day indicated in `occurredOn`, with `isCumulative: false`). Existing activities that have been sending cumulative metrics can migrate to non-cumulative at any time. */
  isCumulative?: InputMaybe<Scalars['Boolean']['input']>;
  occurredOn: Scalars['Date']['input'];
  orders?: InputMaybe<Scalars['Decimal']['input']>;
  primaryConversions?: InputMaybe<Scalars['Decimal']['input']>;
  returningCustomers?: InputMaybe<Scalars['Decimal']['input']>;
  sales?: InputMaybe<MoneyInput>;
  sendsCount?: InputMaybe<Scalars['Int']['input']>;
  sessionsCount?: InputMaybe<Scalars['Int']['input']>;
  sharesCount?: InputMaybe<Scalars['Int']['input']>;
  uniqueClicksCount?: InputMaybe<Scalars['Int']['input']>;
  uniqueViewsCount?: InputMaybe<Scalars['Int']['input']>;
  unsubscribesCount?: InputMaybe<Scalars['Int']['input']>;
  utcOffset: Scalars['UtcOffset']['input'];
  viewsCount?: InputMaybe<Scalars['Int']['input']>;
};

export const MarketingEventSortKeys = {
  Id: 'ID',
  StartedAt: 'STARTED_AT'
} as const;

export type MarketingEventSortKeys = typeof MarketingEventSortKeys[keyof typeof MarketingEventSortKeys];
export const MarketingTactic = {
  AbandonedCart: 'ABANDONED_CART',
  Ad: 'AD',
  Affiliate: 'AFFILIATE',
  Link: 'LINK',
  Loyalty: 'LOYALTY',
  Message: 'MESSAGE',
  Newsletter: 'NEWSLETTER',
  Notification: 'NOTIFICATION',
  Post: 'POST',
  Retargeting: 'RETARGETING',
  Seo: 'SEO',
  StorefrontApp: 'STOREFRONT_APP',
  Transactional: 'TRANSACTIONAL'
} as const;

export type MarketingTactic = typeof MarketingTactic[keyof typeof MarketingTactic];
export const MarketsSortKeys = {
  CreatedAt: 'CREATED_AT',
  Id: 'ID',
  MarketConditionTypes: 'MARKET_CONDITION_TYPES',
  MarketType: 'MARKET_TYPE',
  Name: 'NAME',
  Status: 'STATUS',
  UpdatedAt: 'UPDATED_AT'
} as const;

export type MarketsSortKeys = typeof MarketsSortKeys[keyof typeof MarketsSortKeys];
export const MediaContentType = {
  ExternalVideo: 'EXTERNAL_VIDEO',
  Image: 'IMAGE',
  Model_3D: 'MODEL_3D',
  Video: 'VIDEO'
} as const;

export type MediaContentType = typeof MediaContentType[keyof typeof MediaContentType];
export const MediaErrorCode = {
  DuplicateFilenameError: 'DUPLICATE_FILENAME_ERROR',
  ExternalVideoEmbedDisabled: 'EXTERNAL_VIDEO_EMBED_DISABLED',
  ExternalVideoEmbedNotFoundOrTranscoding: 'EXTERNAL_VIDEO_EMBED_NOT_FOUND_OR_TRANSCODING',
  ExternalVideoInvalidAspectRatio: 'EXTERNAL_VIDEO_INVALID_ASPECT_RATIO',
  ExternalVideoNotFound: 'EXTERNAL_VIDEO_NOT_FOUND',
  ExternalVideoUnlisted: 'EXTERNAL_VIDEO_UNLISTED',
  FileStorageLimitExceeded: 'FILE_STORAGE_LIMIT_EXCEEDED',
  GenericFileDownloadFailure: 'GENERIC_FILE_DOWNLOAD_FAILURE',
  GenericFileInvalidSize: 'GENERIC_FILE_INVALID_SIZE',
  ImageDownloadFailure: 'IMAGE_DOWNLOAD_FAILURE',
  ImageProcessingFailure: 'IMAGE_PROCESSING_FAILURE',
  InvalidImageAspectRatio: 'INVALID_IMAGE_ASPECT_RATIO',
  InvalidImageFileSize: 'INVALID_IMAGE_FILE_SIZE',
  InvalidImageResolution: 'INVALID_IMAGE_RESOLUTION',
  InvalidSignedUrl: 'INVALID_SIGNED_URL',
  MediaTimeoutError: 'MEDIA_TIMEOUT_ERROR',
  Model3DGlbOutputCreationError: 'MODEL3D_GLB_OUTPUT_CREATION_ERROR',
  Model3DGlbToUsdzConversionError: 'MODEL3D_GLB_TO_USDZ_CONVERSION_ERROR',
  Model3DProcessingFailure: 'MODEL3D_PROCESSING_FAILURE',
  Model3DThumbnailGenerationError: 'MODEL3D_THUMBNAIL_GENERATION_ERROR',
  Model3DThumbnailRegenerationError: 'MODEL3D_THUMBNAIL_REGENERATION_ERROR',
  Model3DValidationError: 'MODEL3D_VALIDATION_ERROR',
  Unknown: 'UNKNOWN',
  UnsupportedImageFileType: 'UNSUPPORTED_IMAGE_FILE_TYPE',
  VideoInvalidFiletypeError: 'VIDEO_INVALID_FILETYPE_ERROR',
  VideoMaxDurationError: 'VIDEO_MAX_DURATION_ERROR',
  VideoMaxHeightError: 'VIDEO_MAX_HEIGHT_ERROR',
  VideoMaxWidthError: 'VIDEO_MAX_WIDTH_ERROR',
  VideoMetadataReadError: 'VIDEO_METADATA_READ_ERROR',
  VideoMinDurationError: 'VIDEO_MIN_DURATION_ERROR',
  VideoMinHeightError: 'VIDEO_MIN_HEIGHT_ERROR',
  VideoMinWidthError: 'VIDEO_MIN_WIDTH_ERROR',
  VideoValidationError: 'VIDEO_VALIDATION_ERROR'
} as const;

export type MediaErrorCode = typeof MediaErrorCode[keyof typeof MediaErrorCode];
export const MediaHost = {
  Vimeo: 'VIMEO',
  Youtube: 'YOUTUBE'
} as const;

export type MediaHost = typeof MediaHost[keyof typeof MediaHost];
export const MediaPreviewImageStatus = {
  Failed: 'FAILED',
  Processing: 'PROCESSING',
  Ready: 'READY',
  Uploaded: 'UPLOADED'
} as const;

export type MediaPreviewImageStatus = typeof MediaPreviewImageStatus[keyof typeof MediaPreviewImageStatus];
export const MediaStatus = {
  Failed: 'FAILED',
  Processing: 'PROCESSING',
  Ready: 'READY',
  Uploaded: 'UPLOADED'
} as const;

export type MediaStatus = typeof MediaStatus[keyof typeof MediaStatus];
export const MediaUserErrorCode = {
  Blank: 'BLANK',
  Invalid: 'INVALID',
  InvalidMediaType: 'INVALID_MEDIA_TYPE',
  MaximumVariantMediaPairsExceeded: 'MAXIMUM_VARIANT_MEDIA_PAIRS_EXCEEDED',
  MediaCannotBeModified: 'MEDIA_CANNOT_BE_MODIFIED',
  MediaDoesNotExist: 'MEDIA_DOES_NOT_EXIST',
  MediaDoesNotExistOnProduct: 'MEDIA_DOES_NOT_EXIST_ON_PRODUCT',
  MediaIsNotAttachedToVariant: 'MEDIA_IS_NOT_ATTACHED_TO_VARIANT',
  MissingArguments: 'MISSING_ARGUMENTS',
  Model3DThrottleExceeded: 'MODEL3D_THROTTLE_EXCEEDED',
  Model3DValidationError: 'MODEL3D_VALIDATION_ERROR',
  NonReadyMedia: 'NON_READY_MEDIA',
  ProductDoesNotExist: 'PRODUCT_DOES_NOT_EXIST',
  ProductMediaLimitExceeded: 'PRODUCT_MEDIA_LIMIT_EXCEEDED',
  ProductSuspended: 'PRODUCT_SUSPENDED',
  ProductVariantAlreadyHasMedia: 'PRODUCT_VARIANT_ALREADY_HAS_MEDIA',
  ProductVariantDoesNotExistOnProduct: 'PRODUCT_VARIANT_DOES_NOT_EXIST_ON_PRODUCT',
  ProductVariantSpecifiedMultipleTimes: 'PRODUCT_VARIANT_SPECIFIED_MULTIPLE_TIMES',
  ShopMediaLimitExceeded: 'SHOP_MEDIA_LIMIT_EXCEEDED',
  TooManyMediaPerInputPair: 'TOO_MANY_MEDIA_PER_INPUT_PAIR',
  VideoThrottleExceeded: 'VIDEO_THROTTLE_EXCEEDED',
  VideoValidationError: 'VIDEO_VALIDATION_ERROR'
} as const;

export type MediaUserErrorCode = typeof MediaUserErrorCode[keyof typeof MediaUserErrorCode];
export const MediaWarningCode = {
  ModelLargePhysicalSize: 'MODEL_LARGE_PHYSICAL_SIZE',
  ModelPreviewImageFail: 'MODEL_PREVIEW_IMAGE_FAIL',
  ModelSmallPhysicalSize: 'MODEL_SMALL_PHYSICAL_SIZE'
} as const;

export type MediaWarningCode = typeof MediaWarningCode[keyof typeof MediaWarningCode];
export const MenuCreateUserErrorCode = {
  NestingTooDeep: 'NESTING_TOO_DEEP',
  NotFound: 'NOT_FOUND'
} as const;

export type MenuCreateUserErrorCode = typeof MenuCreateUserErrorCode[keyof typeof MenuCreateUserErrorCode];
export const MenuDeleteUserErrorCode = {
  MenuDoesNotExist: 'MENU_DOES_NOT_EXIST',
  UnableToDeleteDefaultMenu: 'UNABLE_TO_DELETE_DEFAULT_MENU'
} as const;

export type MenuDeleteUserErrorCode = typeof MenuDeleteUserErrorCode[keyof typeof MenuDeleteUserErrorCode];
export type MenuItemCreateInput = {
  items?: InputMaybe<Array<MenuItemCreateInput>>;
  resourceId?: InputMaybe<Scalars['ID']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title: Scalars['String']['input'];
  type: MenuItemType;
  url?: InputMaybe<Scalars['String']['input']>;
};

export const MenuItemType = {
  Article: 'ARTICLE',
  Blog: 'BLOG',
  Catalog: 'CATALOG',
  Collection: 'COLLECTION',
  Collections: 'COLLECTIONS',
  CustomerAccountPage: 'CUSTOMER_ACCOUNT_PAGE',
  Frontpage: 'FRONTPAGE',
  Http: 'HTTP',
  Metaobject: 'METAOBJECT',
  Page: 'PAGE',
  Product: 'PRODUCT',
  Search: 'SEARCH',
  ShopPolicy: 'SHOP_POLICY'
} as const;

export type MenuItemType = typeof MenuItemType[keyof typeof MenuItemType];
export type MenuItemUpdateInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  items?: InputMaybe<Array<MenuItemUpdateInput>>;
  resourceId?: InputMaybe<Scalars['ID']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title: Scalars['String']['input'];
  type: MenuItemType;
  url?: InputMaybe<Scalars['String']['input']>;
};

export const MenuSortKeys = {
  Id: 'ID',
  Title: 'TITLE',
  UpdatedAt: 'UPDATED_AT'
} as const;

export type MenuSortKeys = typeof MenuSortKeys[keyof typeof MenuSortKeys];
export const MenuUpdateUserErrorCode = {
  NestingTooDeep: 'NESTING_TOO_DEEP',
  NotFound: 'NOT_FOUND'
} as const;

export type MenuUpdateUserErrorCode = typeof MenuUpdateUserErrorCode[keyof typeof MenuUpdateUserErrorCode];
export const MerchandiseDiscountClass = {
  Order: 'ORDER',
  Product: 'PRODUCT'
} as const;

export type MerchandiseDiscountClass = typeof MerchandiseDiscountClass[keyof typeof MerchandiseDiscountClass];
export type MetafieldAccessInput = {
  admin?: InputMaybe<MetafieldAdminAccessInput>;
  customerAccount?: InputMaybe<MetafieldCustomerAccountAccessInput>;
  storefront?: InputMaybe<MetafieldStorefrontAccessInput>;
};

export type MetafieldAccessUpdateInput = {
  admin?: InputMaybe<MetafieldAdminAccessInput>;
  customerAccount?: InputMaybe<MetafieldCustomerAccountAccessInput>;
  storefront?: InputMaybe<MetafieldStorefrontAccessInput>;
};

export const MetafieldAdminAccess = {
  MerchantRead: 'MERCHANT_READ',
  MerchantReadWrite: 'MERCHANT_READ_WRITE',
  Private: 'PRIVATE',
  PublicRead: 'PUBLIC_READ',
  PublicReadWrite: 'PUBLIC_READ_WRITE'
} as const;

export type MetafieldAdminAccess = typeof MetafieldAdminAccess[keyof typeof MetafieldAdminAccess];
export const MetafieldAdminAccessInput = {
  MerchantRead: 'MERCHANT_READ',
  MerchantReadWrite: 'MERCHANT_READ_WRITE'
} as const;

export type MetafieldAdminAccessInput = typeof MetafieldAdminAccessInput[keyof typeof MetafieldAdminAccessInput];
export type MetafieldCapabilityAdminFilterableInput = {
  enabled: Scalars['Boolean']['input'];
};

export type MetafieldCapabilityAnalyticsQueryableInput = {
  enabled: Scalars['Boolean']['input'];
};

export type MetafieldCapabilityCartToOrderCopyableInput = {
  enabled: Scalars['Boolean']['input'];
};

export type MetafieldCapabilityCreateInput = {
  adminFilterable?: InputMaybe<MetafieldCapabilityAdminFilterableInput>;
  analyticsQueryable?: InputMaybe<MetafieldCapabilityAnalyticsQueryableInput>;
  cartToOrderCopyable?: InputMaybe<MetafieldCapabilityCartToOrderCopyableInput>;
  smartCollectionCondition?: InputMaybe<MetafieldCapabilitySmartCollectionConditionInput>;
  uniqueValues?: InputMaybe<MetafieldCapabilityUniqueValuesInput>;
};

export type MetafieldCapabilitySmartCollectionConditionInput = {
  enabled: Scalars['Boolean']['input'];
};

export type MetafieldCapabilityUniqueValuesInput = {
  enabled: Scalars['Boolean']['input'];
};

export type MetafieldCapabilityUpdateInput = {
  adminFilterable?: InputMaybe<MetafieldCapabilityAdminFilterableInput>;
  analyticsQueryable?: InputMaybe<MetafieldCapabilityAnalyticsQueryableInput>;
  cartToOrderCopyable?: InputMaybe<MetafieldCapabilityCartToOrderCopyableInput>;
  smartCollectionCondition?: InputMaybe<MetafieldCapabilitySmartCollectionConditionInput>;
  uniqueValues?: InputMaybe<MetafieldCapabilityUniqueValuesInput>;
};

export const MetafieldCustomerAccountAccess = {
  None: 'NONE',
  Read: 'READ',
  ReadWrite: 'READ_WRITE'
} as const;

export type MetafieldCustomerAccountAccess = typeof MetafieldCustomerAccountAccess[keyof typeof MetafieldCustomerAccountAccess];
export const MetafieldCustomerAccountAccessInput = {
  None: 'NONE',
  Read: 'READ',
  ReadWrite: 'READ_WRITE'
} as const;

export type MetafieldCustomerAccountAccessInput = typeof MetafieldCustomerAccountAccessInput[keyof typeof MetafieldCustomerAccountAccessInput];
export const MetafieldDefinitionAdminFilterStatus = {
  Failed: 'FAILED',
  Filterable: 'FILTERABLE',
  InProgress: 'IN_PROGRESS',
  NotFilterable: 'NOT_FILTERABLE'
} as const;

export type MetafieldDefinitionAdminFilterStatus = typeof MetafieldDefinitionAdminFilterStatus[keyof typeof MetafieldDefinitionAdminFilterStatus];
export const MetafieldDefinitionConstraintStatus = {
  ConstrainedAndUnconstrained: 'CONSTRAINED_AND_UNCONSTRAINED',
  ConstrainedOnly: 'CONSTRAINED_ONLY',
  UnconstrainedOnly: 'UNCONSTRAINED_ONLY'
} as const;

export type MetafieldDefinitionConstraintStatus = typeof MetafieldDefinitionConstraintStatus[keyof typeof MetafieldDefinitionConstraintStatus];
export type MetafieldDefinitionConstraintSubtypeIdentifier = {
  key: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type MetafieldDefinitionConstraintValueUpdateInput = {
  create?: InputMaybe<Scalars['String']['input']>;
  delete?: InputMaybe<Scalars['String']['input']>;
};

export type MetafieldDefinitionConstraintsInput = {
  key: Scalars['String']['input'];
  values: Array<Scalars['String']['input']>;
};

export type MetafieldDefinitionConstraintsUpdatesInput = {
  key?: InputMaybe<Scalars['String']['input']>;
  values?: InputMaybe<Array<MetafieldDefinitionConstraintValueUpdateInput>>;
};

export const MetafieldDefinitionCreateUserErrorCode = {
  AdminAccessInputNotAllowed: 'ADMIN_ACCESS_INPUT_NOT_ALLOWED',
  Blank: 'BLANK',
  CapabilityRequiredButDisabled: 'CAPABILITY_REQUIRED_BUT_DISABLED',
  DuplicateOption: 'DUPLICATE_OPTION',
  Inclusion: 'INCLUSION',
  Invalid: 'INVALID',
  InvalidCapability: 'INVALID_CAPABILITY',
  InvalidCharacter: 'INVALID_CHARACTER',
  InvalidConstraints: 'INVALID_CONSTRAINTS',
  InvalidInputCombination: 'INVALID_INPUT_COMBINATION',
  InvalidOption: 'INVALID_OPTION',
  LimitExceeded: 'LIMIT_EXCEEDED',
  OwnerTypeLimitExceededForAutomatedCollections: 'OWNER_TYPE_LIMIT_EXCEEDED_FOR_AUTOMATED_COLLECTIONS',
  OwnerTypeLimitExceededForUseAsAdminFilters: 'OWNER_TYPE_LIMIT_EXCEEDED_FOR_USE_AS_ADMIN_FILTERS',
  PinnedLimitReached: 'PINNED_LIMIT_REACHED',
  Present: 'PRESENT',
  ReservedNamespaceKey: 'RESERVED_NAMESPACE_KEY',
  ResourceTypeLimitExceeded: 'RESOURCE_TYPE_LIMIT_EXCEEDED',
  ResourceTypeLimitExceededByApp: 'RESOURCE_TYPE_LIMIT_EXCEEDED_BY_APP',
  Taken: 'TAKEN',
  TooLong: 'TOO_LONG',
  TooShort: 'TOO_SHORT',
  TypeNotAllowedForConditions: 'TYPE_NOT_ALLOWED_FOR_CONDITIONS',
  UnstructuredAlreadyExists: 'UNSTRUCTURED_ALREADY_EXISTS',
  UnsupportedPinning: 'UNSUPPORTED_PINNING'
} as const;

export type MetafieldDefinitionCreateUserErrorCode = typeof MetafieldDefinitionCreateUserErrorCode[keyof typeof MetafieldDefinitionCreateUserErrorCode];
export const MetafieldDefinitionDeleteUserErrorCode = {
  AppConfigManaged: 'APP_CONFIG_MANAGED',
  DisallowedOwnerType: 'DISALLOWED_OWNER_TYPE',
  IdTypeDeletionError: 'ID_TYPE_DELETION_ERROR',
  InternalError: 'INTERNAL_ERROR',
  MetafieldDefinitionInUse: 'METAFIELD_DEFINITION_IN_USE',
  NotFound: 'NOT_FOUND',
  Present: 'PRESENT',
  ReferenceTypeDeletionError: 'REFERENCE_TYPE_DELETION_ERROR',
  ReservedNamespaceOrphanedMetafields: 'RESERVED_NAMESPACE_ORPHANED_METAFIELDS',
  StandardMetafieldDefinitionDependentOnApp: 'STANDARD_METAFIELD_DEFINITION_DEPENDENT_ON_APP'
} as const;

export type MetafieldDefinitionDeleteUserErrorCode = typeof MetafieldDefinitionDeleteUserErrorCode[keyof typeof MetafieldDefinitionDeleteUserErrorCode];
export type MetafieldDefinitionIdentifierInput = {
  key: Scalars['String']['input'];
  namespace?: InputMaybe<Scalars['String']['input']>;
  ownerType: MetafieldOwnerType;
};

export type MetafieldDefinitionInput = {
  access?: InputMaybe<MetafieldAccessInput>;
  capabilities?: InputMaybe<MetafieldCapabilityCreateInput>;
  constraints?: InputMaybe<MetafieldDefinitionConstraintsInput>;
  description?: InputMaybe<Scalars['String']['input']>;
  key: Scalars['String']['input'];
  name: Scalars['String']['input'];
  namespace?: InputMaybe<Scalars['String']['input']>;
  ownerType: MetafieldOwnerType;
  pin?: InputMaybe<Scalars['Boolean']['input']>;
  type: Scalars['String']['input'];
  /** @deprecated Use `smartCollectionCondition` instead. */
  useAsCollectionCondition?: InputMaybe<Scalars['Boolean']['input']>;
  validations?: InputMaybe<Array<MetafieldDefinitionValidationInput>>;
};

export const MetafieldDefinitionPinUserErrorCode = {
  AlreadyPinned: 'ALREADY_PINNED',
  DisallowedOwnerType: 'DISALLOWED_OWNER_TYPE',
  InternalError: 'INTERNAL_ERROR',
  NotFound: 'NOT_FOUND',
  PinnedLimitReached: 'PINNED_LIMIT_REACHED',
  UnsupportedPinning: 'UNSUPPORTED_PINNING'
} as const;

export type MetafieldDefinitionPinUserErrorCode = typeof MetafieldDefinitionPinUserErrorCode[keyof typeof MetafieldDefinitionPinUserErrorCode];
export const MetafieldDefinitionPinnedStatus = {
  Any: 'ANY',
  Pinned: 'PINNED',
  Unpinned: 'UNPINNED'
} as const;

export type MetafieldDefinitionPinnedStatus = typeof MetafieldDefinitionPinnedStatus[keyof typeof MetafieldDefinitionPinnedStatus];
export const MetafieldDefinitionSortKeys = {
  Id: 'ID',
  Name: 'NAME',
  PinnedPosition: 'PINNED_POSITION',
  Relevance: 'RELEVANCE'
} as const;

export type MetafieldDefinitionSortKeys = typeof MetafieldDefinitionSortKeys[keyof typeof MetafieldDefinitionSortKeys];
export const MetafieldDefinitionUnpinUserErrorCode = {
  AppConfigManaged: 'APP_CONFIG_MANAGED',
  DisallowedOwnerType: 'DISALLOWED_OWNER_TYPE',
  InternalError: 'INTERNAL_ERROR',
  NotFound: 'NOT_FOUND',
  NotPinned: 'NOT_PINNED'
} as const;

export type MetafieldDefinitionUnpinUserErrorCode = typeof MetafieldDefinitionUnpinUserErrorCode[keyof typeof MetafieldDefinitionUnpinUserErrorCode];
export type MetafieldDefinitionUpdateInput = {
  access?: InputMaybe<MetafieldAccessUpdateInput>;
  capabilities?: InputMaybe<MetafieldCapabilityUpdateInput>;
  constraintsUpdates?: InputMaybe<MetafieldDefinitionConstraintsUpdatesInput>;
  description?: InputMaybe<Scalars['String']['input']>;
  key: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  namespace?: InputMaybe<Scalars['String']['input']>;
  ownerType: MetafieldOwnerType;
  pin?: InputMaybe<Scalars['Boolean']['input']>;
  /** @deprecated Use `smartCollectionCondition` instead. */
  useAsCollectionCondition?: InputMaybe<Scalars['Boolean']['input']>;
  validations?: InputMaybe<Array<MetafieldDefinitionValidationInput>>;
};

export const MetafieldDefinitionUpdateUserErrorCode = {
  AdminAccessInputNotAllowed: 'ADMIN_ACCESS_INPUT_NOT_ALLOWED',
  AppConfigManaged: 'APP_CONFIG_MANAGED',
  Blank: 'BLANK',
  CapabilityCannotBeDisabled: 'CAPABILITY_CANNOT_BE_DISABLED',
  CapabilityRequiredButDisabled: 'CAPABILITY_REQUIRED_BUT_DISABLED',
  DisallowedOwnerType: 'DISALLOWED_OWNER_TYPE',
  DuplicateOption: 'DUPLICATE_OPTION',
  InternalError: 'INTERNAL_ERROR',
  Invalid: 'INVALID',
  InvalidCapability: 'INVALID_CAPABILITY',
  InvalidConstraints: 'INVALID_CONSTRAINTS',
  InvalidInput: 'INVALID_INPUT',
  InvalidInputCombination: 'INVALID_INPUT_COMBINATION',
  InvalidOption: 'INVALID_OPTION',
  MetafieldDefinitionInUse: 'METAFIELD_DEFINITION_IN_USE',
  MetaobjectDefinitionChanged: 'METAOBJECT_DEFINITION_CHANGED',
  NotFound: 'NOT_FOUND',
  OwnerTypeLimitExceededForAutomatedCollections: 'OWNER_TYPE_LIMIT_EXCEEDED_FOR_AUTOMATED_COLLECTIONS',
  OwnerTypeLimitExceededForUseAsAdminFilters: 'OWNER_TYPE_LIMIT_EXCEEDED_FOR_USE_AS_ADMIN_FILTERS',
  PinnedLimitReached: 'PINNED_LIMIT_REACHED',
  Present: 'PRESENT',
  TooLong: 'TOO_LONG',
  TypeNotAllowedForConditions: 'TYPE_NOT_ALLOWED_FOR_CONDITIONS',
  UnsupportedPinning: 'UNSUPPORTED_PINNING'
} as const;

export type MetafieldDefinitionUpdateUserErrorCode = typeof MetafieldDefinitionUpdateUserErrorCode[keyof typeof MetafieldDefinitionUpdateUserErrorCode];
export type MetafieldDefinitionValidationInput = {
  name: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export const MetafieldDefinitionValidationStatus = {
  AllValid: 'ALL_VALID',
  InProgress: 'IN_PROGRESS',
  SomeInvalid: 'SOME_INVALID'
} as const;

export type MetafieldDefinitionValidationStatus = typeof MetafieldDefinitionValidationStatus[keyof typeof MetafieldDefinitionValidationStatus];
export type MetafieldIdentifierInput = {
  key: Scalars['String']['input'];
  namespace: Scalars['String']['input'];
  ownerId: Scalars['ID']['input'];
};

export type MetafieldInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  namespace?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

export const MetafieldOwnerType = {
  ApiPermission: 'API_PERMISSION',
  Article: 'ARTICLE',
  Blog: 'BLOG',
  Carttransform: 'CARTTRANSFORM',
  Collection: 'COLLECTION',
  Company: 'COMPANY',
  CompanyLocation: 'COMPANY_LOCATION',
  Customer: 'CUSTOMER',
  DeliveryCustomization: 'DELIVERY_CUSTOMIZATION',
  Discount: 'DISCOUNT',
  Draftorder: 'DRAFTORDER',
  FulfillmentConstraintRule: 'FULFILLMENT_CONSTRAINT_RULE',
  GiftCardTransaction: 'GIFT_CARD_TRANSACTION',
  Location: 'LOCATION',
  Market: 'MARKET',
  MediaImage: 'MEDIA_IMAGE',
  Order: 'ORDER',
  OrderRoutingLocationRule: 'ORDER_ROUTING_LOCATION_RULE',
  Page: 'PAGE',
  PaymentCustomization: 'PAYMENT_CUSTOMIZATION',
  Product: 'PRODUCT',
  Productvariant: 'PRODUCTVARIANT',
  SellingPlan: 'SELLING_PLAN',
  Shop: 'SHOP',
  Transfer: 'TRANSFER',
  Validation: 'VALIDATION'
} as const;

export type MetafieldOwnerType = typeof MetafieldOwnerType[keyof typeof MetafieldOwnerType];
export const MetafieldStorefrontAccess = {
  None: 'NONE',
  PublicRead: 'PUBLIC_READ'
} as const;

export type MetafieldStorefrontAccess = typeof MetafieldStorefrontAccess[keyof typeof MetafieldStorefrontAccess];
export const MetafieldStorefrontAccessInput = {
  None: 'NONE',
  PublicRead: 'PUBLIC_READ'
} as const;

export type MetafieldStorefrontAccessInput = typeof MetafieldStorefrontAccessInput[keyof typeof MetafieldStorefrontAccessInput];
export const MetafieldValidationStatus = {
  Any: 'ANY',
  Invalid: 'INVALID',
  Valid: 'VALID'
} as const;

export type MetafieldValidationStatus = typeof MetafieldValidationStatus[keyof typeof MetafieldValidationStatus];
export const MetafieldValueType = {
  Boolean: 'BOOLEAN',
  Integer: 'INTEGER',
  JsonString: 'JSON_STRING',
  String: 'STRING'
} as const;

export type MetafieldValueType = typeof MetafieldValueType[keyof typeof MetafieldValueType];
export type MetafieldsSetInput = {
  compareDigest?: InputMaybe<Scalars['String']['input']>;
  key: Scalars['String']['input'];
  namespace?: InputMaybe<Scalars['String']['input']>;
  ownerId: Scalars['ID']['input'];
  type?: InputMaybe<Scalars['String']['input']>;
  value: Scalars['String']['input'];
};

export const MetafieldsSetUserErrorCode = {
  AppNotAuthorized: 'APP_NOT_AUTHORIZED',
  Blank: 'BLANK',
  CapabilityViolation: 'CAPABILITY_VIOLATION',
  Inclusion: 'INCLUSION',
  InternalError: 'INTERNAL_ERROR',
  Invalid: 'INVALID',
  InvalidCompareDigest: 'INVALID_COMPARE_DIGEST',
  InvalidType: 'INVALID_TYPE',
  InvalidValue: 'INVALID_VALUE',
  LessThanOrEqualTo: 'LESS_THAN_OR_EQUAL_TO',
  Present: 'PRESENT',
  StaleObject: 'STALE_OBJECT',
  Taken: 'TAKEN',
  TooLong: 'TOO_LONG',
  TooShort: 'TOO_SHORT'
} as const;

export type MetafieldsSetUserErrorCode = typeof MetafieldsSetUserErrorCode[keyof typeof MetafieldsSetUserErrorCode];
export type MetaobjectAccessInput = {
  admin?: InputMaybe<MetaobjectAdminAccessInput>;
  customerAccount?: InputMaybe<MetaobjectCustomerAccountAccess>;
  storefront?: InputMaybe<MetaobjectStorefrontAccess>;
};

export const MetaobjectAdminAccess = {
  MerchantRead: 'MERCHANT_READ',
  MerchantReadWrite: 'MERCHANT_READ_WRITE',
  Private: 'PRIVATE',
  PublicRead: 'PUBLIC_READ',
  PublicReadWrite: 'PUBLIC_READ_WRITE'
} as const;

export type MetaobjectAdminAccess = typeof MetaobjectAdminAccess[keyof typeof MetaobjectAdminAccess];
export const MetaobjectAdminAccessInput = {
  MerchantRead: 'MERCHANT_READ',
  MerchantReadWrite: 'MERCHANT_READ_WRITE'
} as const;

export type MetaobjectAdminAccessInput = typeof MetaobjectAdminAccessInput[keyof typeof MetaobjectAdminAccessInput];
export type MetaobjectBulkDeleteWhereCondition = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type MetaobjectCapabilityCreateInput = {
  onlineStore?: InputMaybe<MetaobjectCapabilityOnlineStoreInput>;
  publishable?: InputMaybe<MetaobjectCapabilityPublishableInput>;
  renderable?: InputMaybe<MetaobjectCapabilityRenderableInput>;
  translatable?: InputMaybe<MetaobjectCapabilityTranslatableInput>;
};

export type MetaobjectCapabilityDataInput = {
  onlineStore?: InputMaybe<MetaobjectCapabilityDataOnlineStoreInput>;
  publishable?: InputMaybe<MetaobjectCapabilityDataPublishableInput>;
};

export type MetaobjectCapabilityDataOnlineStoreInput = {
  templateSuffix?: InputMaybe<Scalars['String']['input']>;
};

export type MetaobjectCapabilityDataPublishableInput = {
  status: MetaobjectStatus;
};

export type MetaobjectCapabilityDefinitionDataOnlineStoreInput = {
  createRedirects?: InputMaybe<Scalars['Boolean']['input']>;
  urlHandle: Scalars['String']['input'];
};

export type MetaobjectCapabilityDefinitionDataRenderableInput = {
  metaDescriptionKey?: InputMaybe<Scalars['String']['input']>;
  metaTitleKey?: InputMaybe<Scalars['String']['input']>;
};

export type MetaobjectCapabilityOnlineStoreInput = {
  data?: InputMaybe<MetaobjectCapabilityDefinitionDataOnlineStoreInput>;
  enabled: Scalars['Boolean']['input'];
};

export type MetaobjectCapabilityPublishableInput = {
  enabled: Scalars['Boolean']['input'];
};

export type MetaobjectCapabilityRenderableInput = {
  data?: InputMaybe<MetaobjectCapabilityDefinitionDataRenderableInput>;
  enabled: Scalars['Boolean']['input'];
};

export type MetaobjectCapabilityTranslatableInput = {
  enabled: Scalars['Boolean']['input'];
};

export const MetaobjectCapabilityType = {
  OnlineStore: 'ONLINE_STORE',
  Publishable: 'PUBLISHABLE',
  Renderable: 'RENDERABLE',
  Translatable: 'TRANSLATABLE'
} as const;

export type MetaobjectCapabilityType = typeof MetaobjectCapabilityType[keyof typeof MetaobjectCapabilityType];
export type MetaobjectCapabilityUpdateInput = {
  onlineStore?: InputMaybe<MetaobjectCapabilityOnlineStoreInput>;
  publishable?: InputMaybe<MetaobjectCapabilityPublishableInput>;
  renderable?: InputMaybe<MetaobjectCapabilityRenderableInput>;
  translatable?: InputMaybe<MetaobjectCapabilityTranslatableInput>;
};

export type MetaobjectCreateInput = {
  capabilities?: InputMaybe<MetaobjectCapabilityDataInput>;
  fields?: InputMaybe<Array<MetaobjectFieldInput>>;
  handle?: InputMaybe<Scalars['String']['input']>;
  type: Scalars['String']['input'];
  values?: InputMaybe<Scalars['JSON']['input']>;
};

export const MetaobjectCustomerAccountAccess = {
  None: 'NONE',
  Read: 'READ'
} as const;

export type MetaobjectCustomerAccountAccess = typeof MetaobjectCustomerAccountAccess[keyof typeof MetaobjectCustomerAccountAccess];
export type MetaobjectDefinitionCreateInput = {
  access?: InputMaybe<MetaobjectAccessInput>;
  capabilities?: InputMaybe<MetaobjectCapabilityCreateInput>;
  description?: InputMaybe<Scalars['String']['input']>;
  displayNameKey?: InputMaybe<Scalars['String']['input']>;
  fieldDefinitions?: InputMaybe<Array<MetaobjectFieldDefinitionCreateInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
  type: Scalars['String']['input'];
};

export type MetaobjectDefinitionUpdateInput = {
  access?: InputMaybe<MetaobjectAccessInput>;
  capabilities?: InputMaybe<MetaobjectCapabilityUpdateInput>;
  description?: InputMaybe<Scalars['String']['input']>;
  displayNameKey?: InputMaybe<Scalars['String']['input']>;
  fieldDefinitions?: InputMaybe<Array<MetaobjectFieldDefinitionOperationInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
  resetFieldOrder?: InputMaybe<Scalars['Boolean']['input']>;
};

export type MetaobjectFieldCapabilityAdminFilterableInput = {
  enabled: Scalars['Boolean']['input'];
};

export type MetaobjectFieldDefinitionCapabilityCreateInput = {
  adminFilterable?: InputMaybe<MetaobjectFieldCapabilityAdminFilterableInput>;
};

export type MetaobjectFieldDefinitionCreateInput = {
  capabilities?: InputMaybe<MetaobjectFieldDefinitionCapabilityCreateInput>;
  description?: InputMaybe<Scalars['String']['input']>;
  key: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  required?: InputMaybe<Scalars['Boolean']['input']>;
  type: Scalars['String']['input'];
  validations?: InputMaybe<Array<MetafieldDefinitionValidationInput>>;
};

export type MetaobjectFieldDefinitionDeleteInput = {
  key: Scalars['String']['input'];
};

export type MetaobjectFieldDefinitionOperationInput = {
  create?: InputMaybe<MetaobjectFieldDefinitionCreateInput>;
  delete?: InputMaybe<MetaobjectFieldDefinitionDeleteInput>;
  update?: InputMaybe<MetaobjectFieldDefinitionUpdateInput>;
};

export type MetaobjectFieldDefinitionUpdateInput = {
  capabilities?: InputMaybe<MetaobjectFieldDefinitionCapabilityCreateInput>;
  description?: InputMaybe<Scalars['String']['input']>;
  key: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  required?: InputMaybe<Scalars['Boolean']['input']>;
  validations?: InputMaybe<Array<MetafieldDefinitionValidationInput>>;
};

export type MetaobjectFieldInput = {
  key: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type MetaobjectHandleInput = {
  handle: Scalars['String']['input'];
  type: Scalars['String']['input'];
};

export const MetaobjectStatus = {
  Active: 'ACTIVE',
  Draft: 'DRAFT'
} as const;

export type MetaobjectStatus = typeof MetaobjectStatus[keyof typeof MetaobjectStatus];
export const MetaobjectStorefrontAccess = {
  None: 'NONE',
  PublicRead: 'PUBLIC_READ'
} as const;

export type MetaobjectStorefrontAccess = typeof MetaobjectStorefrontAccess[keyof typeof MetaobjectStorefrontAccess];
export type MetaobjectUpdateInput = {
  capabilities?: InputMaybe<MetaobjectCapabilityDataInput>;
  fields?: InputMaybe<Array<MetaobjectFieldInput>>;
  handle?: InputMaybe<Scalars['String']['input']>;
  redirectNewHandle?: InputMaybe<Scalars['Boolean']['input']>;
  values?: InputMaybe<Scalars['JSON']['input']>;
};

export type MetaobjectUpsertInput = {
  capabilities?: InputMaybe<MetaobjectCapabilityDataInput>;
  fields?: InputMaybe<Array<MetaobjectFieldInput>>;
  handle?: InputMaybe<Scalars['String']['input']>;
};

export const MetaobjectUserErrorCode = {
  AdminAccessInputNotAllowed: 'ADMIN_ACCESS_INPUT_NOT_ALLOWED',
  AppConfigManaged: 'APP_CONFIG_MANAGED',
  Blank: 'BLANK',
  CapabilityNotEnabled: 'CAPABILITY_NOT_ENABLED',
  DisplayNameConflict: 'DISPLAY_NAME_CONFLICT',
  DuplicateFieldInput: 'DUPLICATE_FIELD_INPUT',
  FieldTypeInvalid: 'FIELD_TYPE_INVALID',
  Immutable: 'IMMUTABLE',
  Inclusion: 'INCLUSION',
  InputLimitExceeded: 'INPUT_LIMIT_EXCEEDED',
  InternalError: 'INTERNAL_ERROR',
  Invalid: 'INVALID',
  InvalidOption: 'INVALID_OPTION',
  InvalidType: 'INVALID_TYPE',
  InvalidValue: 'INVALID_VALUE',
  MaxDefinitionsExceeded: 'MAX_DEFINITIONS_EXCEEDED',
  MaxObjectsExceeded: 'MAX_OBJECTS_EXCEEDED',
  MissingRequiredKeys: 'MISSING_REQUIRED_KEYS',
  NotAuthorized: 'NOT_AUTHORIZED',
  ObjectFieldRequired: 'OBJECT_FIELD_REQUIRED',
  ObjectFieldTaken: 'OBJECT_FIELD_TAKEN',
  Present: 'PRESENT',
  RecordNotFound: 'RECORD_NOT_FOUND',
  ReferenceExistsError: 'REFERENCE_EXISTS_ERROR',
  ReservedName: 'RESERVED_NAME',
  StandardMetaobjectDefinitionDependentOnApp: 'STANDARD_METAOBJECT_DEFINITION_DEPENDENT_ON_APP',
  Taken: 'TAKEN',
  TooLong: 'TOO_LONG',
  TooShort: 'TOO_SHORT',
  UndefinedObjectField: 'UNDEFINED_OBJECT_FIELD',
  UndefinedObjectType: 'UNDEFINED_OBJECT_TYPE',
  UrlHandleBlank: 'URL_HANDLE_BLANK',
  UrlHandleInvalid: 'URL_HANDLE_INVALID',
  UrlHandleTaken: 'URL_HANDLE_TAKEN'
} as const;

export type MetaobjectUserErrorCode = typeof MetaobjectUserErrorCode[keyof typeof MetaobjectUserErrorCode];
export const MethodDefinitionSortKeys = {
  Id: 'ID',
  RateProviderType: 'RATE_PROVIDER_TYPE'
} as const;

export type MethodDefinitionSortKeys = typeof MethodDefinitionSortKeys[keyof typeof MethodDefinitionSortKeys];
export type MobilePlatformApplicationCreateAndroidInput = {
  appLinksEnabled: Scalars['Boolean']['input'];
  applicationId?: InputMaybe<Scalars['String']['input']>;
  sha256CertFingerprints: Array<Scalars['String']['input']>;
};

export type MobilePlatformApplicationCreateAppleInput = {
  appClipApplicationId?: InputMaybe<Scalars['String']['input']>;
  appClipsEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  appId?: InputMaybe<Scalars['String']['input']>;
  sharedWebCredentialsEnabled: Scalars['Boolean']['input'];
  universalLinksEnabled: Scalars['Boolean']['input'];
};

export type MobilePlatformApplicationCreateInput =
  { android: MobilePlatformApplicationCreateAndroidInput; apple?: never; }
  |  { android?: never; apple: MobilePlatformApplicationCreateAppleInput; };

export type MobilePlatformApplicationUpdateAndroidInput = {
  appLinksEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  applicationId?: InputMaybe<Scalars['String']['input']>;
  sha256CertFingerprints?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type MobilePlatformApplicationUpdateAppleInput = {
  appClipApplicationId?: InputMaybe<Scalars['String']['input']>;
  appClipsEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  appId?: InputMaybe<Scalars['String']['input']>;
  sharedWebCredentialsEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  universalLinksEnabled?: InputMaybe<Scalars['Boolean']['input']>;
};

export type MobilePlatformApplicationUpdateInput =
  { android: MobilePlatformApplicationUpdateAndroidInput; apple?: never; }
  |  { android?: never; apple: MobilePlatformApplicationUpdateAppleInput; };

export const MobilePlatformApplicationUserErrorCode = {
  Invalid: 'INVALID',
  NotFound: 'NOT_FOUND',
  TooLong: 'TOO_LONG'
} as const;

export type MobilePlatformApplicationUserErrorCode = typeof MobilePlatformApplicationUserErrorCode[keyof typeof MobilePlatformApplicationUserErrorCode];
export type MoneyBagInput = {
  presentmentMoney?: InputMaybe<MoneyInput>;
  shopMoney: MoneyInput;
};

export type MoneyInput = {
  amount: Scalars['Decimal']['input'];
  currencyCode: CurrencyCode;
};

export type MoveInput = {
  id: Scalars['ID']['input'];
  newPosition: Scalars['UnsignedInt64']['input'];
};

export const NotificationUsage = {
  Sms: 'SMS',
  Web: 'WEB'
} as const;

export type NotificationUsage = typeof NotificationUsage[keyof typeof NotificationUsage];
export type ObjectDimensionsInput = {
  height: Scalars['Float']['input'];
  length: Scalars['Float']['input'];
  unit: LengthUnit;
  width: Scalars['Float']['input'];
};

export type OnlineStoreThemeFileBodyInput = {
  type: OnlineStoreThemeFileBodyInputType;
  value: Scalars['String']['input'];
};

export const OnlineStoreThemeFileBodyInputType = {
  Base64: 'BASE64',
  Text: 'TEXT',
  Url: 'URL'
} as const;

export type OnlineStoreThemeFileBodyInputType = typeof OnlineStoreThemeFileBodyInputType[keyof typeof OnlineStoreThemeFileBodyInputType];
export const OnlineStoreThemeFileResultType = {
  BadRequest: 'BAD_REQUEST',
  Conflict: 'CONFLICT',
  Error: 'ERROR',
  NotFound: 'NOT_FOUND',
  Success: 'SUCCESS',
  Timeout: 'TIMEOUT',
  UnprocessableEntity: 'UNPROCESSABLE_ENTITY'
} as const;

export type OnlineStoreThemeFileResultType = typeof OnlineStoreThemeFileResultType[keyof typeof OnlineStoreThemeFileResultType];
export type OnlineStoreThemeFilesUpsertFileInput = {
  body: OnlineStoreThemeFileBodyInput;
  filename: Scalars['String']['input'];
};

export const OnlineStoreThemeFilesUserErrorsCode = {
  AccessDenied: 'ACCESS_DENIED',
  DuplicateFileInput: 'DUPLICATE_FILE_INPUT',
  Error: 'ERROR',
  FileValidationError: 'FILE_VALIDATION_ERROR',
  LessThanOrEqualTo: 'LESS_THAN_OR_EQUAL_TO',
  NotFound: 'NOT_FOUND',
  ThemeContextualizationNotCompatibleWithConditionTypes: 'THEME_CONTEXTUALIZATION_NOT_COMPATIBLE_WITH_CONDITION_TYPES',
  ThemeFilesConflict: 'THEME_FILES_CONFLICT',
  ThemeLimitedPlan: 'THEME_LIMITED_PLAN',
  Throttled: 'THROTTLED'
} as const;

export type OnlineStoreThemeFilesUserErrorsCode = typeof OnlineStoreThemeFilesUserErrorsCode[keyof typeof OnlineStoreThemeFilesUserErrorsCode];
export type OnlineStoreThemeInput = {
  name?: InputMaybe<Scalars['String']['input']>;
};

export type OptionAndValueInput = {
  linkedMetafield?: InputMaybe<LinkedMetafieldInput>;
  name: Scalars['String']['input'];
  optionId?: InputMaybe<Scalars['ID']['input']>;
  values: Array<Scalars['String']['input']>;
};

export type OptionCreateInput = {
  linkedMetafield?: InputMaybe<LinkedMetafieldCreateInput>;
  name?: InputMaybe<Scalars['String']['input']>;
  position?: InputMaybe<Scalars['Int']['input']>;
  values?: InputMaybe<Array<OptionValueCreateInput>>;
};

export type OptionReorderInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  values?: InputMaybe<Array<OptionValueReorderInput>>;
};

export type OptionSetInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  linkedMetafield?: InputMaybe<LinkedMetafieldCreateInput>;
  name?: InputMaybe<Scalars['String']['input']>;
  position?: InputMaybe<Scalars['Int']['input']>;
  values?: InputMaybe<Array<OptionValueSetInput>>;
};

export type OptionUpdateInput = {
  id: Scalars['ID']['input'];
  linkedMetafield?: InputMaybe<LinkedMetafieldUpdateInput>;
  name?: InputMaybe<Scalars['String']['input']>;
  position?: InputMaybe<Scalars['Int']['input']>;
};

export type OptionValueCreateInput = {
  linkedMetafieldValue?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type OptionValueReorderInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type OptionValueSetInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type OptionValueUpdateInput = {
  id: Scalars['ID']['input'];
  linkedMetafieldValue?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export const OrderActionType = {
  Order: 'ORDER',
  OrderEdit: 'ORDER_EDIT',
  Refund: 'REFUND',
  Return: 'RETURN',
  Unknown: 'UNKNOWN'
} as const;

export type OrderActionType = typeof OrderActionType[keyof typeof OrderActionType];
export const OrderAdjustmentDiscrepancyReason = {
  Customer: 'CUSTOMER',
  Damage: 'DAMAGE',
  FullReturnBalancingAdjustment: 'FULL_RETURN_BALANCING_ADJUSTMENT',
  PendingRefundDiscrepancy: 'PENDING_REFUND_DISCREPANCY',
  RefundDiscrepancy: 'REFUND_DISCREPANCY',
  Restock: 'RESTOCK'
} as const;

export type OrderAdjustmentDiscrepancyReason = typeof OrderAdjustmentDiscrepancyReason[keyof typeof OrderAdjustmentDiscrepancyReason];
export const OrderAdjustmentInputDiscrepancyReason = {
  Customer: 'CUSTOMER',
  Damage: 'DAMAGE',
  Other: 'OTHER',
  Restock: 'RESTOCK'
} as const;

export type OrderAdjustmentInputDiscrepancyReason = typeof OrderAdjustmentInputDiscrepancyReason[keyof typeof OrderAdjustmentInputDiscrepancyReason];
export const OrderAttributionDefinitionDeleteUserErrorCode = {
  Invalid: 'INVALID',
  NotFound: 'NOT_FOUND'
} as const;

export type OrderAttributionDefinitionDeleteUserErrorCode = typeof OrderAttributionDefinitionDeleteUserErrorCode[keyof typeof OrderAttributionDefinitionDeleteUserErrorCode];
export type OrderAttributionDefinitionUpsertInput = {
  displayName: Scalars['String']['input'];
  handle: Scalars['String']['input'];
  icon?: InputMaybe<Scalars['String']['input']>;
};

export const OrderAttributionDefinitionUpsertUserErrorCode = {
  Invalid: 'INVALID'
} as const;

export type OrderAttributionDefinitionUpsertUserErrorCode = typeof OrderAttributionDefinitionUpsertUserErrorCode[keyof typeof OrderAttributionDefinitionUpsertUserErrorCode];
export const OrderCancelReason = {
  Customer: 'CUSTOMER',
  Declined: 'DECLINED',
  Fraud: 'FRAUD',
  Inventory: 'INVENTORY',
  Other: 'OTHER',
  Staff: 'STAFF'
} as const;

export type OrderCancelReason = typeof OrderCancelReason[keyof typeof OrderCancelReason];
export type OrderCancelRefundMethodInput =
  { originalPaymentMethodsRefund: Scalars['Boolean']['input']; storeCreditRefund?: never; }
  |  { originalPaymentMethodsRefund?: never; storeCreditRefund: OrderCancelStoreCreditRefundInput; };

export const OrderCancelStatus = {
  Failed: 'FAILED',
  Started: 'STARTED',
  Succeeded: 'SUCCEEDED'
} as const;

export type OrderCancelStatus = typeof OrderCancelStatus[keyof typeof OrderCancelStatus];
export type OrderCancelStoreCreditRefundInput = {
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export const OrderCancelUserErrorCode = {
  InternalError: 'INTERNAL_ERROR',
  Invalid: 'INVALID',
  NotFound: 'NOT_FOUND',
  NoRefundPermission: 'NO_REFUND_PERMISSION',
  NoRefundToStoreCreditPermission: 'NO_REFUND_TO_STORE_CREDIT_PERMISSION',
  StoreCreditRefundB2BNotSupported: 'STORE_CREDIT_REFUND_B2B_NOT_SUPPORTED',
  StoreCreditRefundExpirationInPast: 'STORE_CREDIT_REFUND_EXPIRATION_IN_PAST',
  StoreCreditRefundMissingCustomer: 'STORE_CREDIT_REFUND_MISSING_CUSTOMER'
} as const;

export type OrderCancelUserErrorCode = typeof OrderCancelUserErrorCode[keyof typeof OrderCancelUserErrorCode];
export type OrderCaptureInput = {
  amount: Scalars['Money']['input'];
  currency?: InputMaybe<CurrencyCode>;
  finalCapture?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  parentTransactionId: Scalars['ID']['input'];
};

export type OrderCloseInput = {
  id: Scalars['ID']['input'];
};

export type OrderCreateAssociateCustomerAttributesInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type OrderCreateCustomAttributeInput = {
  key: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type OrderCreateCustomerAddressInput = {
  address1?: InputMaybe<Scalars['String']['input']>;
  address2?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  province?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

export type OrderCreateCustomerInput =
  { toAssociate: OrderCreateAssociateCustomerAttributesInput; toUpsert?: never; }
  |  { toAssociate?: never; toUpsert: OrderCreateUpsertCustomerAttributesInput; };

export type OrderCreateDiscountCodeInput = {
  freeShippingDiscountCode?: InputMaybe<OrderCreateFreeShippingDiscountCodeAttributesInput>;
  itemFixedDiscountCode?: InputMaybe<OrderCreateFixedDiscountCodeAttributesInput>;
  itemPercentageDiscountCode?: InputMaybe<OrderCreatePercentageDiscountCodeAttributesInput>;
};

export const OrderCreateFinancialStatus = {
  Authorized: 'AUTHORIZED',
  Expired: 'EXPIRED',
  Paid: 'PAID',
  PartiallyPaid: 'PARTIALLY_PAID',
  PartiallyRefunded: 'PARTIALLY_REFUNDED',
  Pending: 'PENDING',
  Refunded: 'REFUNDED',
  Voided: 'VOIDED'
} as const;

export type OrderCreateFinancialStatus = typeof OrderCreateFinancialStatus[keyof typeof OrderCreateFinancialStatus];
export type OrderCreateFixedDiscountCodeAttributesInput = {
  amountSet?: InputMaybe<MoneyBagInput>;
  code: Scalars['String']['input'];
};

export type OrderCreateFreeShippingDiscountCodeAttributesInput = {
  code: Scalars['String']['input'];
};

export type OrderCreateFulfillmentInput = {
  locationId: Scalars['ID']['input'];
  notifyCustomer?: InputMaybe<Scalars['Boolean']['input']>;
  originAddress?: InputMaybe<FulfillmentOriginAddressInput>;
  shipmentStatus?: InputMaybe<FulfillmentEventStatus>;
  trackingCompany?: InputMaybe<Scalars['String']['input']>;
  trackingNumber?: InputMaybe<Scalars['String']['input']>;
  trackingNumbers?: InputMaybe<Array<Scalars['String']['input']>>;
};

export const OrderCreateFulfillmentStatus = {
  Fulfilled: 'FULFILLED',
  Partial: 'PARTIAL',
  Restocked: 'RESTOCKED'
} as const;

export type OrderCreateFulfillmentStatus = typeof OrderCreateFulfillmentStatus[keyof typeof OrderCreateFulfillmentStatus];
export const OrderCreateInputsInventoryBehavior = {
  Bypass: 'BYPASS',
  DecrementIgnoringPolicy: 'DECREMENT_IGNORING_POLICY',
  DecrementObeyingPolicy: 'DECREMENT_OBEYING_POLICY'
} as const;

export type OrderCreateInputsInventoryBehavior = typeof OrderCreateInputsInventoryBehavior[keyof typeof OrderCreateInputsInventoryBehavior];
export type OrderCreateLineItemInput = {
  fulfillmentService?: InputMaybe<Scalars['String']['input']>;
  giftCard?: InputMaybe<Scalars['Boolean']['input']>;
  priceSet?: InputMaybe<MoneyBagInput>;
  productId?: InputMaybe<Scalars['ID']['input']>;
  properties?: InputMaybe<Array<OrderCreateLineItemPropertyInput>>;
  quantity: Scalars['Int']['input'];
  requiresShipping?: InputMaybe<Scalars['Boolean']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  taxLines?: InputMaybe<Array<OrderCreateTaxLineInput>>;
  taxable?: InputMaybe<Scalars['Boolean']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  variantId?: InputMaybe<Scalars['ID']['input']>;
  variantTitle?: InputMaybe<Scalars['String']['input']>;
  vendor?: InputMaybe<Scalars['String']['input']>;
  weight?: InputMaybe<WeightInput>;
};

export type OrderCreateLineItemPropertyInput = {
  name: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export const OrderCreateMandatePaymentStatus = {
  Failed: 'FAILED',
  Started: 'STARTED',
  Succeeded: 'SUCCEEDED'
} as const;

export type OrderCreateMandatePaymentStatus = typeof OrderCreateMandatePaymentStatus[keyof typeof OrderCreateMandatePaymentStatus];
export const OrderCreateMandatePaymentUserErrorCode = {
  OrderMandatePaymentErrorCode: 'ORDER_MANDATE_PAYMENT_ERROR_CODE'
} as const;

export type OrderCreateMandatePaymentUserErrorCode = typeof OrderCreateMandatePaymentUserErrorCode[keyof typeof OrderCreateMandatePaymentUserErrorCode];
export const OrderCreateManualPaymentOrderCreateManualPaymentErrorCode = {
  AmountExceedsBalance: 'AMOUNT_EXCEEDS_BALANCE',
  AmountNotPositive: 'AMOUNT_NOT_POSITIVE',
  CurrencyMismatch: 'CURRENCY_MISMATCH',
  GatewayNotFound: 'GATEWAY_NOT_FOUND',
  OrderIsTemporarilyUnavailable: 'ORDER_IS_TEMPORARILY_UNAVAILABLE',
  OrderNotFound: 'ORDER_NOT_FOUND',
  ProcessedAtInvalid: 'PROCESSED_AT_INVALID'
} as const;

export type OrderCreateManualPaymentOrderCreateManualPaymentErrorCode = typeof OrderCreateManualPaymentOrderCreateManualPaymentErrorCode[keyof typeof OrderCreateManualPaymentOrderCreateManualPaymentErrorCode];
export type OrderCreateOptionsInput = {
  inventoryBehaviour?: InputMaybe<OrderCreateInputsInventoryBehavior>;
  sendFulfillmentReceipt?: InputMaybe<Scalars['Boolean']['input']>;
  sendReceipt?: InputMaybe<Scalars['Boolean']['input']>;
};

export type OrderCreateOrderInput = {
  billingAddress?: InputMaybe<MailingAddressInput>;
  buyerAcceptsMarketing?: InputMaybe<Scalars['Boolean']['input']>;
  closedAt?: InputMaybe<Scalars['DateTime']['input']>;
  companyLocationId?: InputMaybe<Scalars['ID']['input']>;
  currency?: InputMaybe<CurrencyCode>;
  customAttributes?: InputMaybe<Array<OrderCreateCustomAttributeInput>>;
  customer?: InputMaybe<OrderCreateCustomerInput>;
  /** @deprecated This is replaced by the `customer` field in a future version. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  discountCode?: InputMaybe<OrderCreateDiscountCodeInput>;
  email?: InputMaybe<Scalars['String']['input']>;
  financialStatus?: InputMaybe<OrderCreateFinancialStatus>;
  fulfillment?: InputMaybe<OrderCreateFulfillmentInput>;
  fulfillmentStatus?: InputMaybe<OrderCreateFulfillmentStatus>;
  lineItems?: InputMaybe<Array<OrderCreateLineItemInput>>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  poNumber?: InputMaybe<Scalars['String']['input']>;
  presentmentCurrency?: InputMaybe<CurrencyCode>;
  processedAt?: InputMaybe<Scalars['DateTime']['input']>;
  referringSite?: InputMaybe<Scalars['URL']['input']>;
  shippingAddress?: InputMaybe<MailingAddressInput>;
  shippingLines?: InputMaybe<Array<OrderCreateShippingLineInput>>;
  sourceIdentifier?: InputMaybe<Scalars['String']['input']>;
  sourceName?: InputMaybe<Scalars['String']['input']>;
  sourceUrl?: InputMaybe<Scalars['URL']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  taxLines?: InputMaybe<Array<OrderCreateTaxLineInput>>;
  taxesIncluded?: InputMaybe<Scalars['Boolean']['input']>;
  test?: InputMaybe<Scalars['Boolean']['input']>;
  transactions?: InputMaybe<Array<OrderCreateOrderTransactionInput>>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type OrderCreateOrderTransactionInput = {
  amountSet: MoneyBagInput;
  authorizationCode?: InputMaybe<Scalars['String']['input']>;
  deviceId?: InputMaybe<Scalars['ID']['input']>;
  gateway?: InputMaybe<Scalars['String']['input']>;
  giftCardId?: InputMaybe<Scalars['ID']['input']>;
  kind?: InputMaybe<OrderTransactionKind>;
  locationId?: InputMaybe<Scalars['ID']['input']>;
  processedAt?: InputMaybe<Scalars['DateTime']['input']>;
  receiptJson?: InputMaybe<Scalars['JSON']['input']>;
  status?: InputMaybe<OrderTransactionStatus>;
  test?: InputMaybe<Scalars['Boolean']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type OrderCreatePercentageDiscountCodeAttributesInput = {
  code: Scalars['String']['input'];
  percentage?: InputMaybe<Scalars['Float']['input']>;
};

export type OrderCreateShippingLineInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  priceSet: MoneyBagInput;
  source?: InputMaybe<Scalars['String']['input']>;
  taxLines?: InputMaybe<Array<OrderCreateTaxLineInput>>;
  title: Scalars['String']['input'];
};

export type OrderCreateTaxLineInput = {
  channelLiable?: InputMaybe<Scalars['Boolean']['input']>;
  priceSet?: InputMaybe<MoneyBagInput>;
  rate: Scalars['Decimal']['input'];
  title: Scalars['String']['input'];
};

export type OrderCreateUpsertCustomerAttributesInput = {
  addresses?: InputMaybe<Array<OrderCreateCustomerAddressInput>>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  multipassIdentifier?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  taxExempt?: InputMaybe<Scalars['Boolean']['input']>;
};

export const OrderCreateUserErrorCode = {
  FulfillmentServiceInvalid: 'FULFILLMENT_SERVICE_INVALID',
  Invalid: 'INVALID',
  InventoryClaimFailed: 'INVENTORY_CLAIM_FAILED',
  ProcessedAtInvalid: 'PROCESSED_AT_INVALID',
  RedundantCustomerFields: 'REDUNDANT_CUSTOMER_FIELDS',
  ShopDormant: 'SHOP_DORMANT',
  TaxLineRateMissing: 'TAX_LINE_RATE_MISSING'
} as const;

export type OrderCreateUserErrorCode = typeof OrderCreateUserErrorCode[keyof typeof OrderCreateUserErrorCode];
export const OrderCustomerRemoveUserErrorCode = {
  Invalid: 'INVALID',
  NotFound: 'NOT_FOUND',
  NotSaved: 'NOT_SAVED'
} as const;

export type OrderCustomerRemoveUserErrorCode = typeof OrderCustomerRemoveUserErrorCode[keyof typeof OrderCustomerRemoveUserErrorCode];
export const OrderCustomerSetUserErrorCode = {
  Invalid: 'INVALID',
  NotFound: 'NOT_FOUND',
  NotPermitted: 'NOT_PERMITTED',
  NotSaved: 'NOT_SAVED'
} as const;

export type OrderCustomerSetUserErrorCode = typeof OrderCustomerSetUserErrorCode[keyof typeof OrderCustomerSetUserErrorCode];
export const OrderDeleteUserErrorCode = {
  Invalid: 'INVALID',
  NotFound: 'NOT_FOUND'
} as const;

export type OrderDeleteUserErrorCode = typeof OrderDeleteUserErrorCode[keyof typeof OrderDeleteUserErrorCode];
export const OrderDisplayFinancialStatus = {
  Authorized: 'AUTHORIZED',
  Expired: 'EXPIRED',
  Paid: 'PAID',
  PartiallyPaid: 'PARTIALLY_PAID',
  PartiallyRefunded: 'PARTIALLY_REFUNDED',
  Pending: 'PENDING',
  Refunded: 'REFUNDED',
  Voided: 'VOIDED'
} as const;

export type OrderDisplayFinancialStatus = typeof OrderDisplayFinancialStatus[keyof typeof OrderDisplayFinancialStatus];
export const OrderDisplayFulfillmentStatus = {
  Fulfilled: 'FULFILLED',
  FulfillmentNotRequired: 'FULFILLMENT_NOT_REQUIRED',
  InProgress: 'IN_PROGRESS',
  OnHold: 'ON_HOLD',
  Open: 'OPEN',
  PartiallyFulfilled: 'PARTIALLY_FULFILLED',
  PendingFulfillment: 'PENDING_FULFILLMENT',
  RequestDeclined: 'REQUEST_DECLINED',
  Restocked: 'RESTOCKED',
  Scheduled: 'SCHEDULED',
  Unfulfilled: 'UNFULFILLED'
} as const;

export type OrderDisplayFulfillmentStatus = typeof OrderDisplayFulfillmentStatus[keyof typeof OrderDisplayFulfillmentStatus];
export type OrderEditAddShippingLineInput = {
  price: MoneyInput;
  title: Scalars['String']['input'];
};

export const OrderEditAddShippingLineUserErrorCode = {
  Invalid: 'INVALID'
} as const;

export type OrderEditAddShippingLineUserErrorCode = typeof OrderEditAddShippingLineUserErrorCode[keyof typeof OrderEditAddShippingLineUserErrorCode];
export type OrderEditAppliedDiscountInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  fixedValue?: InputMaybe<MoneyInput>;
  percentValue?: InputMaybe<Scalars['Float']['input']>;
};

export const OrderEditRemoveDiscountUserErrorCode = {
  Invalid: 'INVALID'
} as const;

export type OrderEditRemoveDiscountUserErrorCode = typeof OrderEditRemoveDiscountUserErrorCode[keyof typeof OrderEditRemoveDiscountUserErrorCode];
export const OrderEditRemoveShippingLineUserErrorCode = {
  Invalid: 'INVALID'
} as const;

export type OrderEditRemoveShippingLineUserErrorCode = typeof OrderEditRemoveShippingLineUserErrorCode[keyof typeof OrderEditRemoveShippingLineUserErrorCode];
export const OrderEditUpdateDiscountUserErrorCode = {
  Invalid: 'INVALID'
} as const;

export type OrderEditUpdateDiscountUserErrorCode = typeof OrderEditUpdateDiscountUserErrorCode[keyof typeof OrderEditUpdateDiscountUserErrorCode];
export type OrderEditUpdateShippingLineInput = {
  price?: InputMaybe<MoneyInput>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export const OrderEditUpdateShippingLineUserErrorCode = {
  Invalid: 'INVALID'
} as const;

export type OrderEditUpdateShippingLineUserErrorCode = typeof OrderEditUpdateShippingLineUserErrorCode[keyof typeof OrderEditUpdateShippingLineUserErrorCode];
export type OrderIdentifierInput =
  { customId: UniqueMetafieldValueInput; id?: never; }
  |  { customId?: never; id: Scalars['ID']['input']; };

export type OrderInput = {
  customAttributes?: InputMaybe<Array<AttributeInput>>;
  email?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  /** @deprecated This field will be removed in a future version. Use `localizedFields` instead. */
  localizationExtensions?: InputMaybe<Array<LocalizationExtensionInput>>;
  localizedFields?: InputMaybe<Array<LocalizedFieldInput>>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  note?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  poNumber?: InputMaybe<Scalars['String']['input']>;
  shippingAddress?: InputMaybe<MailingAddressInput>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

export const OrderInvoiceSendUserErrorCode = {
  OrderInvoiceSendUnsuccessful: 'ORDER_INVOICE_SEND_UNSUCCESSFUL'
} as const;

export type OrderInvoiceSendUserErrorCode = typeof OrderInvoiceSendUserErrorCode[keyof typeof OrderInvoiceSendUserErrorCode];
export type OrderMarkAsPaidInput = {
  id: Scalars['ID']['input'];
};

export type OrderOpenInput = {
  id: Scalars['ID']['input'];
};

export const OrderPaymentStatusResult = {
  Authorized: 'AUTHORIZED',
  Captured: 'CAPTURED',
  Error: 'ERROR',
  Initiated: 'INITIATED',
  PartialSuccess: 'PARTIAL_SUCCESS',
  Pending: 'PENDING',
  Processing: 'PROCESSING',
  Purchased: 'PURCHASED',
  RedirectRequired: 'REDIRECT_REQUIRED',
  Refunded: 'REFUNDED',
  Retryable: 'RETRYABLE',
  Success: 'SUCCESS',
  Unknown: 'UNKNOWN',
  Voided: 'VOIDED'
} as const;

export type OrderPaymentStatusResult = typeof OrderPaymentStatusResult[keyof typeof OrderPaymentStatusResult];
export const OrderReturnStatus = {
  InspectionComplete: 'INSPECTION_COMPLETE',
  InProgress: 'IN_PROGRESS',
  NoReturn: 'NO_RETURN',
  Returned: 'RETURNED',
  ReturnFailed: 'RETURN_FAILED',
  ReturnRequested: 'RETURN_REQUESTED'
} as const;

export type OrderReturnStatus = typeof OrderReturnStatus[keyof typeof OrderReturnStatus];
export type OrderRiskAssessmentCreateInput = {
  facts: Array<OrderRiskAssessmentFactInput>;
  orderId: Scalars['ID']['input'];
  riskLevel: RiskAssessmentResult;
};

export const OrderRiskAssessmentCreateUserErrorCode = {
  Invalid: 'INVALID',
  NotFound: 'NOT_FOUND',
  OrderAlreadyFulfilled: 'ORDER_ALREADY_FULFILLED',
  TooManyFacts: 'TOO_MANY_FACTS'
} as const;

export type OrderRiskAssessmentCreateUserErrorCode = typeof OrderRiskAssessmentCreateUserErrorCode[keyof typeof OrderRiskAssessmentCreateUserErrorCode];
export type OrderRiskAssessmentFactInput = {
  description: Scalars['String']['input'];
  sentiment: RiskFactSentiment;
};

export const OrderRiskLevel = {
  High: 'HIGH',
  Low: 'LOW',
  Medium: 'MEDIUM'
} as const;

export type OrderRiskLevel = typeof OrderRiskLevel[keyof typeof OrderRiskLevel];
export const OrderRiskRecommendationResult = {
  Accept: 'ACCEPT',
  Cancel: 'CANCEL',
  Investigate: 'INVESTIGATE',
  None: 'NONE'
} as const;

export type OrderRiskRecommendationResult = typeof OrderRiskRecommendationResult[keyof typeof OrderRiskRecommendationResult];
export const OrderSortKeys = {
  CreatedAt: 'CREATED_AT',
  CurrentTotalPrice: 'CURRENT_TOTAL_PRICE',
  CustomerName: 'CUSTOMER_NAME',
  Destination: 'DESTINATION',
  FinancialStatus: 'FINANCIAL_STATUS',
  FulfillmentStatus: 'FULFILLMENT_STATUS',
  Id: 'ID',
  OrderNumber: 'ORDER_NUMBER',
  PoNumber: 'PO_NUMBER',
  ProcessedAt: 'PROCESSED_AT',
  Relevance: 'RELEVANCE',
  TotalItemsQuantity: 'TOTAL_ITEMS_QUANTITY',
  TotalPrice: 'TOTAL_PRICE',
  UpdatedAt: 'UPDATED_AT'
} as const;

export type OrderSortKeys = typeof OrderSortKeys[keyof typeof OrderSortKeys];
export const OrderTransactionErrorCode = {
  AmazonPaymentsInvalidPaymentMethod: 'AMAZON_PAYMENTS_INVALID_PAYMENT_METHOD',
  AmazonPaymentsMaxAmountCharged: 'AMAZON_PAYMENTS_MAX_AMOUNT_CHARGED',
  AmazonPaymentsMaxAmountRefunded: 'AMAZON_PAYMENTS_MAX_AMOUNT_REFUNDED',
  AmazonPaymentsMaxAuthorizationsCaptured: 'AMAZON_PAYMENTS_MAX_AUTHORIZATIONS_CAPTURED',
  AmazonPaymentsMaxRefundsProcessed: 'AMAZON_PAYMENTS_MAX_REFUNDS_PROCESSED',
  AmazonPaymentsOrderReferenceCanceled: 'AMAZON_PAYMENTS_ORDER_REFERENCE_CANCELED',
  AmazonPaymentsStale: 'AMAZON_PAYMENTS_STALE',
  AmountTooLarge: 'AMOUNT_TOO_LARGE',
  AmountTooSmall: 'AMOUNT_TOO_SMALL',
  AuthenticationFailed: 'AUTHENTICATION_FAILED',
  AuthenticationRequired: 'AUTHENTICATION_REQUIRED',
  AuthorizationExpired: 'AUTHORIZATION_EXPIRED',
  CallIssuer: 'CALL_ISSUER',
  CancelledPayment: 'CANCELLED_PAYMENT',
  CardDeclined: 'CARD_DECLINED',
  CardTesting: 'CARD_TESTING',
  ConfigError: 'CONFIG_ERROR',
  DoNotHonor: 'DO_NOT_HONOR',
  ExpiredCard: 'EXPIRED_CARD',
  FraudSuspected: 'FRAUD_SUSPECTED',
  GenericError: 'GENERIC_ERROR',
  IncorrectAddress: 'INCORRECT_ADDRESS',
  IncorrectCvc: 'INCORRECT_CVC',
  IncorrectNumber: 'INCORRECT_NUMBER',
  IncorrectPin: 'INCORRECT_PIN',
  IncorrectZip: 'INCORRECT_ZIP',
  InstrumentDeclined: 'INSTRUMENT_DECLINED',
  InsufficientFunds: 'INSUFFICIENT_FUNDS',
  InvalidAmount: 'INVALID_AMOUNT',
  InvalidCountry: 'INVALID_COUNTRY',
  InvalidCurrency: 'INVALID_CURRENCY',
  InvalidCvc: 'INVALID_CVC',
  InvalidExpiryDate: 'INVALID_EXPIRY_DATE',
  InvalidNumber: 'INVALID_NUMBER',
  InvalidPaymentMethod: 'INVALID_PAYMENT_METHOD',
  InvalidPurchaseType: 'INVALID_PURCHASE_TYPE',
  MerchantAccountError: 'MERCHANT_ACCOUNT_ERROR',
  MerchantRule: 'MERCHANT_RULE',
  PaymentMethodUnavailable: 'PAYMENT_METHOD_UNAVAILABLE',
  PaymentMethodUnsupported: 'PAYMENT_METHOD_UNSUPPORTED',
  PaymentProviderError: 'PAYMENT_PROVIDER_ERROR',
  PickUpCard: 'PICK_UP_CARD',
  ProcessingError: 'PROCESSING_ERROR',
  RetryDeclined: 'RETRY_DECLINED',
  TestModeLiveCard: 'TEST_MODE_LIVE_CARD',
  TransactionLimitExceeded: 'TRANSACTION_LIMIT_EXCEEDED',
  UnsupportedFeature: 'UNSUPPORTED_FEATURE'
} as const;

export type OrderTransactionErrorCode = typeof OrderTransactionErrorCode[keyof typeof OrderTransactionErrorCode];
export type OrderTransactionInput = {
  amount: Scalars['Money']['input'];
  gateway: Scalars['String']['input'];
  kind: OrderTransactionKind;
  orderId: Scalars['ID']['input'];
  parentId?: InputMaybe<Scalars['ID']['input']>;
};

export const OrderTransactionKind = {
  Authorization: 'AUTHORIZATION',
  Capture: 'CAPTURE',
  Change: 'CHANGE',
  EmvAuthorization: 'EMV_AUTHORIZATION',
  Refund: 'REFUND',
  Sale: 'SALE',
  SuggestedRefund: 'SUGGESTED_REFUND',
  Void: 'VOID'
} as const;

export type OrderTransactionKind = typeof OrderTransactionKind[keyof typeof OrderTransactionKind];
export const OrderTransactionStatus = {
  AwaitingResponse: 'AWAITING_RESPONSE',
  Error: 'ERROR',
  Failure: 'FAILURE',
  Pending: 'PENDING',
  Success: 'SUCCESS',
  Unknown: 'UNKNOWN'
} as const;

export type OrderTransactionStatus = typeof OrderTransactionStatus[keyof typeof OrderTransactionStatus];
export type PackageInfoInput = {
  carrierPackage?: InputMaybe<ShippingCarrierPackageInput>;
  customPackage?: InputMaybe<ShippingLabelPurchaseCustomPackageInput>;
};

export type PageCreateInput = {
  body?: InputMaybe<Scalars['String']['input']>;
  handle?: InputMaybe<Scalars['String']['input']>;
  isPublished?: InputMaybe<Scalars['Boolean']['input']>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  publishDate?: InputMaybe<Scalars['DateTime']['input']>;
  templateSuffix?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

export const PageCreateUserErrorCode = {
  Blank: 'BLANK',
  Invalid: 'INVALID',
  InvalidPublishDate: 'INVALID_PUBLISH_DATE',
  InvalidType: 'INVALID_TYPE',
  InvalidValue: 'INVALID_VALUE',
  Taken: 'TAKEN',
  TooBig: 'TOO_BIG',
  TooLong: 'TOO_LONG'
} as const;

export type PageCreateUserErrorCode = typeof PageCreateUserErrorCode[keyof typeof PageCreateUserErrorCode];
export const PageDeleteUserErrorCode = {
  NotFound: 'NOT_FOUND'
} as const;

export type PageDeleteUserErrorCode = typeof PageDeleteUserErrorCode[keyof typeof PageDeleteUserErrorCode];
export const PageSortKeys = {
  Id: 'ID',
  PublishedAt: 'PUBLISHED_AT',
  Title: 'TITLE',
  UpdatedAt: 'UPDATED_AT'
} as const;

export type PageSortKeys = typeof PageSortKeys[keyof typeof PageSortKeys];
export type PageUpdateInput = {
  body?: InputMaybe<Scalars['String']['input']>;
  handle?: InputMaybe<Scalars['String']['input']>;
  isPublished?: InputMaybe<Scalars['Boolean']['input']>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  publishDate?: InputMaybe<Scalars['DateTime']['input']>;
  redirectNewHandle?: InputMaybe<Scalars['Boolean']['input']>;
  templateSuffix?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export const PageUpdateUserErrorCode = {
  Blank: 'BLANK',
  Invalid: 'INVALID',
  InvalidPublishDate: 'INVALID_PUBLISH_DATE',
  InvalidType: 'INVALID_TYPE',
  InvalidValue: 'INVALID_VALUE',
  NotFound: 'NOT_FOUND',
  Taken: 'TAKEN',
  TooBig: 'TOO_BIG',
  TooLong: 'TOO_LONG'
} as const;

export type PageUpdateUserErrorCode = typeof PageUpdateUserErrorCode[keyof typeof PageUpdateUserErrorCode];
export const PaymentCustomizationErrorCode = {
  CustomAppFunctionNotEligible: 'CUSTOM_APP_FUNCTION_NOT_ELIGIBLE',
  FunctionDoesNotImplement: 'FUNCTION_DOES_NOT_IMPLEMENT',
  FunctionIdCannotBeChanged: 'FUNCTION_ID_CANNOT_BE_CHANGED',
  FunctionNotFound: 'FUNCTION_NOT_FOUND',
  FunctionPendingDeletion: 'FUNCTION_PENDING_DELETION',
  Invalid: 'INVALID',
  InvalidMetafields: 'INVALID_METAFIELDS',
  MaximumActivePaymentCustomizations: 'MAXIMUM_ACTIVE_PAYMENT_CUSTOMIZATIONS',
  MaximumPaymentCustomizations: 'MAXIMUM_PAYMENT_CUSTOMIZATIONS',
  MissingFunctionIdentifier: 'MISSING_FUNCTION_IDENTIFIER',
  MultipleFunctionIdentifiers: 'MULTIPLE_FUNCTION_IDENTIFIERS',
  PaymentCustomizationFunctionNotEligible: 'PAYMENT_CUSTOMIZATION_FUNCTION_NOT_ELIGIBLE',
  PaymentCustomizationNotFound: 'PAYMENT_CUSTOMIZATION_NOT_FOUND',
  RequiredInputField: 'REQUIRED_INPUT_FIELD'
} as const;

export type PaymentCustomizationErrorCode = typeof PaymentCustomizationErrorCode[keyof typeof PaymentCustomizationErrorCode];
export type PaymentCustomizationInput = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  functionHandle?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use `functionHandle` instead. */
  functionId?: InputMaybe<Scalars['String']['input']>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export const PaymentMethods = {
  AmericanExpress: 'AMERICAN_EXPRESS',
  Bancontact: 'BANCONTACT',
  Bitcoin: 'BITCOIN',
  Bogus: 'BOGUS',
  CartesBancaires: 'CARTES_BANCAIRES',
  Dankort: 'DANKORT',
  DinersClub: 'DINERS_CLUB',
  Discover: 'DISCOVER',
  Dogecoin: 'DOGECOIN',
  Eftpos: 'EFTPOS',
  Elo: 'ELO',
  Forbrugsforeningen: 'FORBRUGSFORENINGEN',
  Interac: 'INTERAC',
  Jcb: 'JCB',
  Litecoin: 'LITECOIN',
  Maestro: 'MAESTRO',
  Mastercard: 'MASTERCARD',
  Paypal: 'PAYPAL',
  Unionpay: 'UNIONPAY',
  Visa: 'VISA'
} as const;

export type PaymentMethods = typeof PaymentMethods[keyof typeof PaymentMethods];
export const PaymentReminderSendUserErrorCode = {
  PaymentReminderSendUnsuccessful: 'PAYMENT_REMINDER_SEND_UNSUCCESSFUL'
} as const;

export type PaymentReminderSendUserErrorCode = typeof PaymentReminderSendUserErrorCode[keyof typeof PaymentReminderSendUserErrorCode];
export const PaymentScheduleCaptureUserErrorCode = {
  PaymentScheduleCaptureErrorCode: 'PAYMENT_SCHEDULE_CAPTURE_ERROR_CODE'
} as const;

export type PaymentScheduleCaptureUserErrorCode = typeof PaymentScheduleCaptureUserErrorCode[keyof typeof PaymentScheduleCaptureUserErrorCode];
export type PaymentScheduleInput = {
  dueAt?: InputMaybe<Scalars['DateTime']['input']>;
  issuedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type PaymentTermsCreateInput = {
  paymentSchedules?: InputMaybe<Array<PaymentScheduleInput>>;
  paymentTermsTemplateId: Scalars['ID']['input'];
};

export const PaymentTermsCreateUserErrorCode = {
  PaymentTermsCreationUnsuccessful: 'PAYMENT_TERMS_CREATION_UNSUCCESSFUL'
} as const;

export type PaymentTermsCreateUserErrorCode = typeof PaymentTermsCreateUserErrorCode[keyof typeof PaymentTermsCreateUserErrorCode];
export type PaymentTermsDeleteInput = {
  paymentTermsId: Scalars['ID']['input'];
};

export const PaymentTermsDeleteUserErrorCode = {
  PaymentTermsDeleteUnsuccessful: 'PAYMENT_TERMS_DELETE_UNSUCCESSFUL'
} as const;

export type PaymentTermsDeleteUserErrorCode = typeof PaymentTermsDeleteUserErrorCode[keyof typeof PaymentTermsDeleteUserErrorCode];
export type PaymentTermsInput = {
  paymentSchedules?: InputMaybe<Array<PaymentScheduleInput>>;
  paymentTermsTemplateId?: InputMaybe<Scalars['ID']['input']>;
};

export const PaymentTermsType = {
  Fixed: 'FIXED',
  Fulfillment: 'FULFILLMENT',
  Net: 'NET',
  Receipt: 'RECEIPT',
  Unknown: 'UNKNOWN'
} as const;

export type PaymentTermsType = typeof PaymentTermsType[keyof typeof PaymentTermsType];
export type PaymentTermsUpdateInput = {
  paymentTermsAttributes: PaymentTermsInput;
  paymentTermsId: Scalars['ID']['input'];
};

export const PaymentTermsUpdateUserErrorCode = {
  PaymentTermsUpdateUnsuccessful: 'PAYMENT_TERMS_UPDATE_UNSUCCESSFUL'
} as const;

export type PaymentTermsUpdateUserErrorCode = typeof PaymentTermsUpdateUserErrorCode[keyof typeof PaymentTermsUpdateUserErrorCode];
export const PayoutSortKeys = {
  AdjustmentGross: 'ADJUSTMENT_GROSS',
  AdvanceGross: 'ADVANCE_GROSS',
  Amount: 'AMOUNT',
  ChargeGross: 'CHARGE_GROSS',
  DutiesGross: 'DUTIES_GROSS',
  FeeAmount: 'FEE_AMOUNT',
  Id: 'ID',
  IssuedAt: 'ISSUED_AT',
  RefundGross: 'REFUND_GROSS',
  ShippingLabelGross: 'SHIPPING_LABEL_GROSS',
  Status: 'STATUS'
} as const;

export type PayoutSortKeys = typeof PayoutSortKeys[keyof typeof PayoutSortKeys];
export const PaypalExpressSubscriptionsGatewayStatus = {
  Disabled: 'DISABLED',
  Enabled: 'ENABLED',
  Pending: 'PENDING'
} as const;

export type PaypalExpressSubscriptionsGatewayStatus = typeof PaypalExpressSubscriptionsGatewayStatus[keyof typeof PaypalExpressSubscriptionsGatewayStatus];
export const PointOfSaleDeviceAssignToCashDrawerUserErrorCode = {
  CashDrawerNotFound: 'CASH_DRAWER_NOT_FOUND',
  InternalError: 'INTERNAL_ERROR',
  LocationMismatch: 'LOCATION_MISMATCH',
  PointOfSaleDeviceNotFound: 'POINT_OF_SALE_DEVICE_NOT_FOUND'
} as const;

export type PointOfSaleDeviceAssignToCashDrawerUserErrorCode = typeof PointOfSaleDeviceAssignToCashDrawerUserErrorCode[keyof typeof PointOfSaleDeviceAssignToCashDrawerUserErrorCode];
export const PointOfSaleDevicePaymentSessionCloseUserErrorCode = {
  CurrencyMismatch: 'CURRENCY_MISMATCH',
  FailedToCloseSession: 'FAILED_TO_CLOSE_SESSION',
  NoCashDrawerAssociated: 'NO_CASH_DRAWER_ASSOCIATED',
  PaymentSessionNotFound: 'PAYMENT_SESSION_NOT_FOUND',
  ReasonCodeNotFound: 'REASON_CODE_NOT_FOUND',
  SessionAlreadyClosed: 'SESSION_ALREADY_CLOSED',
  StaffMemberNotFound: 'STAFF_MEMBER_NOT_FOUND',
  TimeBeforeSessionOpen: 'TIME_BEFORE_SESSION_OPEN'
} as const;

export type PointOfSaleDevicePaymentSessionCloseUserErrorCode = typeof PointOfSaleDevicePaymentSessionCloseUserErrorCode[keyof typeof PointOfSaleDevicePaymentSessionCloseUserErrorCode];
export const PointOfSaleDevicePaymentSessionCountUserErrorCode = {
  CurrencyMismatch: 'CURRENCY_MISMATCH',
  FailedToRecordCount: 'FAILED_TO_RECORD_COUNT',
  NoCashDrawerAssociated: 'NO_CASH_DRAWER_ASSOCIATED',
  PaymentSessionNotFound: 'PAYMENT_SESSION_NOT_FOUND',
  ReasonCodeNotFound: 'REASON_CODE_NOT_FOUND',
  SessionAlreadyClosed: 'SESSION_ALREADY_CLOSED',
  StaffMemberNotFound: 'STAFF_MEMBER_NOT_FOUND',
  TimeBeforeSessionOpen: 'TIME_BEFORE_SESSION_OPEN'
} as const;

export type PointOfSaleDevicePaymentSessionCountUserErrorCode = typeof PointOfSaleDevicePaymentSessionCountUserErrorCode[keyof typeof PointOfSaleDevicePaymentSessionCountUserErrorCode];
export const PointOfSaleDevicePaymentSessionOpenUserErrorCode = {
  AlreadyOpen: 'ALREADY_OPEN',
  CurrencyMismatch: 'CURRENCY_MISMATCH',
  NotSaved: 'NOT_SAVED',
  NoCashDrawerAssociated: 'NO_CASH_DRAWER_ASSOCIATED',
  PointOfSaleDeviceNotFound: 'POINT_OF_SALE_DEVICE_NOT_FOUND',
  ReasonCodeNotFound: 'REASON_CODE_NOT_FOUND',
  StaffMemberNotFound: 'STAFF_MEMBER_NOT_FOUND'
} as const;

export type PointOfSaleDevicePaymentSessionOpenUserErrorCode = typeof PointOfSaleDevicePaymentSessionOpenUserErrorCode[keyof typeof PointOfSaleDevicePaymentSessionOpenUserErrorCode];
export const PointOfSaleDevicePaymentSessionSortKeys = {
  ClosingTime: 'CLOSING_TIME',
  Id: 'ID',
  OpeningTime: 'OPENING_TIME'
} as const;

export type PointOfSaleDevicePaymentSessionSortKeys = typeof PointOfSaleDevicePaymentSessionSortKeys[keyof typeof PointOfSaleDevicePaymentSessionSortKeys];
export const PointOfSaleDevicePaymentSessionStatus = {
  Closed: 'CLOSED',
  Open: 'OPEN'
} as const;

export type PointOfSaleDevicePaymentSessionStatus = typeof PointOfSaleDevicePaymentSessionStatus[keyof typeof PointOfSaleDevicePaymentSessionStatus];
export type PreferredRateSelectionInput = {
  carrierCode: Scalars['String']['input'];
  serviceCode: Scalars['String']['input'];
};

export type PreparedFulfillmentOrderLineItemsInput = {
  fulfillmentOrderId: Scalars['ID']['input'];
};

export const PriceCalculationType = {
  ComponentsSum: 'COMPONENTS_SUM',
  Fixed: 'FIXED',
  None: 'NONE'
} as const;

export type PriceCalculationType = typeof PriceCalculationType[keyof typeof PriceCalculationType];
export type PriceInput = {
  calculation?: InputMaybe<PriceCalculationType>;
  price?: InputMaybe<Scalars['Money']['input']>;
};

export type PriceListAdjustmentInput = {
  type: PriceListAdjustmentType;
  value: Scalars['Float']['input'];
};

export type PriceListAdjustmentSettingsInput = {
  compareAtMode?: PriceListCompareAtMode;
};

export const PriceListAdjustmentType = {
  PercentageDecrease: 'PERCENTAGE_DECREASE',
  PercentageIncrease: 'PERCENTAGE_INCREASE'
} as const;

export type PriceListAdjustmentType = typeof PriceListAdjustmentType[keyof typeof PriceListAdjustmentType];
export const PriceListCompareAtMode = {
  Adjusted: 'ADJUSTED',
  Nullify: 'NULLIFY'
} as const;

export type PriceListCompareAtMode = typeof PriceListCompareAtMode[keyof typeof PriceListCompareAtMode];
export type PriceListCreateInput = {
  catalogId?: InputMaybe<Scalars['ID']['input']>;
  currency: CurrencyCode;
  name: Scalars['String']['input'];
  parent: PriceListParentCreateInput;
};

export const PriceListFixedPricesByProductBulkUpdateUserErrorCode = {
  DuplicateIdInInput: 'DUPLICATE_ID_IN_INPUT',
  IdMustBeMutuallyExclusive: 'ID_MUST_BE_MUTUALLY_EXCLUSIVE',
  LocalCurrencyGiftCardIssuanceCurrencyMismatch: 'LOCAL_CURRENCY_GIFT_CARD_ISSUANCE_CURRENCY_MISMATCH',
  LocalCurrencyGiftCardLimitExceeded: 'LOCAL_CURRENCY_GIFT_CARD_LIMIT_EXCEEDED',
  NoUpdateOperationsSpecified: 'NO_UPDATE_OPERATIONS_SPECIFIED',
  PricesToAddCurrencyMismatch: 'PRICES_TO_ADD_CURRENCY_MISMATCH',
  PriceLimitExceeded: 'PRICE_LIMIT_EXCEEDED',
  PriceListDoesNotExist: 'PRICE_LIST_DOES_NOT_EXIST',
  ProductDoesNotExist: 'PRODUCT_DOES_NOT_EXIST'
} as const;

export type PriceListFixedPricesByProductBulkUpdateUserErrorCode = typeof PriceListFixedPricesByProductBulkUpdateUserErrorCode[keyof typeof PriceListFixedPricesByProductBulkUpdateUserErrorCode];
export type PriceListParentCreateInput = {
  adjustment: PriceListAdjustmentInput;
  settings?: InputMaybe<PriceListAdjustmentSettingsInput>;
};

export type PriceListParentUpdateInput = {
  adjustment: PriceListAdjustmentInput;
  settings?: InputMaybe<PriceListAdjustmentSettingsInput>;
};

export type PriceListPriceInput = {
  compareAtPrice?: InputMaybe<MoneyInput>;
  price: MoneyInput;
  variantId: Scalars['ID']['input'];
};

export const PriceListPriceOriginType = {
  Fixed: 'FIXED',
  Relative: 'RELATIVE'
} as const;

export type PriceListPriceOriginType = typeof PriceListPriceOriginType[keyof typeof PriceListPriceOriginType];
export const PriceListPriceUserErrorCode = {
  Blank: 'BLANK',
  LocalCurrencyGiftCardIssuanceCurrencyMismatch: 'LOCAL_CURRENCY_GIFT_CARD_ISSUANCE_CURRENCY_MISMATCH',
  LocalCurrencyGiftCardLimitExceeded: 'LOCAL_CURRENCY_GIFT_CARD_LIMIT_EXCEEDED',
  PriceListCurrencyMismatch: 'PRICE_LIST_CURRENCY_MISMATCH',
  PriceListNotFound: 'PRICE_LIST_NOT_FOUND',
  PriceNotFixed: 'PRICE_NOT_FIXED',
  VariantNotFound: 'VARIANT_NOT_FOUND'
} as const;

export type PriceListPriceUserErrorCode = typeof PriceListPriceUserErrorCode[keyof typeof PriceListPriceUserErrorCode];
export type PriceListProductPriceInput = {
  compareAtPrice?: InputMaybe<MoneyInput>;
  price: MoneyInput;
  productId: Scalars['ID']['input'];
};

export const PriceListSortKeys = {
  Id: 'ID',
  Name: 'NAME'
} as const;

export type PriceListSortKeys = typeof PriceListSortKeys[keyof typeof PriceListSortKeys];
export type PriceListUpdateInput = {
  catalogId?: InputMaybe<Scalars['ID']['input']>;
  currency?: InputMaybe<CurrencyCode>;
  name?: InputMaybe<Scalars['String']['input']>;
  parent?: InputMaybe<PriceListParentUpdateInput>;
};

export const PriceListUserErrorCode = {
  Blank: 'BLANK',
  CatalogContextDoesNotSupportQuantityPriceBreaks: 'CATALOG_CONTEXT_DOES_NOT_SUPPORT_QUANTITY_PRICE_BREAKS',
  CatalogContextDoesNotSupportQuantityRules: 'CATALOG_CONTEXT_DOES_NOT_SUPPORT_QUANTITY_RULES',
  CatalogDoesNotExist: 'CATALOG_DOES_NOT_EXIST',
  CatalogMarketAndPriceListCurrencyMismatch: 'CATALOG_MARKET_AND_PRICE_LIST_CURRENCY_MISMATCH',
  CatalogTaken: 'CATALOG_TAKEN',
  ContextRuleLimitOneOption: 'CONTEXT_RULE_LIMIT_ONE_OPTION',
  CountryPriceListAssignment: 'COUNTRY_PRICE_LIST_ASSIGNMENT',
  CurrencyMarketMismatch: 'CURRENCY_MARKET_MISMATCH',
  CurrencyNotSupported: 'CURRENCY_NOT_SUPPORTED',
  GenericError: 'GENERIC_ERROR',
  Inclusion: 'INCLUSION',
  InvalidAdjustmentMaxValue: 'INVALID_ADJUSTMENT_MAX_VALUE',
  InvalidAdjustmentMinValue: 'INVALID_ADJUSTMENT_MIN_VALUE',
  InvalidAdjustmentValue: 'INVALID_ADJUSTMENT_VALUE',
  PriceListLocked: 'PRICE_LIST_LOCKED',
  PriceListNotAllowedForPrimaryMarket: 'PRICE_LIST_NOT_ALLOWED_FOR_PRIMARY_MARKET',
  PriceListNotFound: 'PRICE_LIST_NOT_FOUND',
  Taken: 'TAKEN',
  TooLong: 'TOO_LONG'
} as const;

export type PriceListUserErrorCode = typeof PriceListUserErrorCode[keyof typeof PriceListUserErrorCode];
export const PrivacyCountryCode = {
  Ac: 'AC',
  Ad: 'AD',
  Ae: 'AE',
  Af: 'AF',
  Ag: 'AG',
  Ai: 'AI',
  Al: 'AL',
  Am: 'AM',
  An: 'AN',
  Ao: 'AO',
  Aq: 'AQ',
  Ar: 'AR',
  As: 'AS',
  At: 'AT',
  Au: 'AU',
  Aw: 'AW',
  Ax: 'AX',
  Az: 'AZ',
  Ba: 'BA',
  Bb: 'BB',
  Bd: 'BD',
  Be: 'BE',
  Bf: 'BF',
  Bg: 'BG',
  Bh: 'BH',
  Bi: 'BI',
  Bj: 'BJ',
  Bl: 'BL',
  Bm: 'BM',
  Bn: 'BN',
  Bo: 'BO',
  Bq: 'BQ',
  Br: 'BR',
  Bs: 'BS',
  Bt: 'BT',
  Bv: 'BV',
  Bw: 'BW',
  By: 'BY',
  Bz: 'BZ',
  Ca: 'CA',
  Cc: 'CC',
  Cd: 'CD',
  Cf: 'CF',
  Cg: 'CG',
  Ch: 'CH',
  Ci: 'CI',
  Ck: 'CK',
  Cl: 'CL',
  Cm: 'CM',
  Cn: 'CN',
  Co: 'CO',
  Cr: 'CR',
  Cu: 'CU',
  Cv: 'CV',
  Cw: 'CW',
  Cx: 'CX',
  Cy: 'CY',
  Cz: 'CZ',
  De: 'DE',
  Dj: 'DJ',
  Dk: 'DK',
  Dm: 'DM',
  Do: 'DO',
  Dz: 'DZ',
  Ec: 'EC',
  Ee: 'EE',
  Eg: 'EG',
  Eh: 'EH',
  Er: 'ER',
  Es: 'ES',
  Et: 'ET',
  Fi: 'FI',
  Fj: 'FJ',
  Fk: 'FK',
  Fm: 'FM',
  Fo: 'FO',
  Fr: 'FR',
  Ga: 'GA',
  Gb: 'GB',
  Gd: 'GD',
  Ge: 'GE',
  Gf: 'GF',
  Gg: 'GG',
  Gh: 'GH',
  Gi: 'GI',
  Gl: 'GL',
  Gm: 'GM',
  Gn: 'GN',
  Gp: 'GP',
  Gq: 'GQ',
  Gr: 'GR',
  Gs: 'GS',
  Gt: 'GT',
  Gu: 'GU',
  Gw: 'GW',
  Gy: 'GY',
  Hk: 'HK',
  Hm: 'HM',
  Hn: 'HN',
  Hr: 'HR',
  Ht: 'HT',
  Hu: 'HU',
  Id: 'ID',
  Ie: 'IE',
  Il: 'IL',
  Im: 'IM',
  In: 'IN',
  Io: 'IO',
  Iq: 'IQ',
  Ir: 'IR',
  Is: 'IS',
  It: 'IT',
  Je: 'JE',
  Jm: 'JM',
  Jo: 'JO',
  Jp: 'JP',
  Ke: 'KE',
  Kg: 'KG',
  Kh: 'KH',
  Ki: 'KI',
  Km: 'KM',
  Kn: 'KN',
  Kp: 'KP',
  Kr: 'KR',
  Kw: 'KW',
  Ky: 'KY',
  Kz: 'KZ',
  La: 'LA',
  Lb: 'LB',
  Lc: 'LC',
  Li: 'LI',
  Lk: 'LK',
  Lr: 'LR',
  Ls: 'LS',
  Lt: 'LT',
  Lu: 'LU',
  Lv: 'LV',
  Ly: 'LY',
  Ma: 'MA',
  Mc: 'MC',
  Md: 'MD',
  Me: 'ME',
  Mf: 'MF',
  Mg: 'MG',
  Mh: 'MH',
  Mk: 'MK',
  Ml: 'ML',
  Mm: 'MM',
  Mn: 'MN',
  Mo: 'MO',
  Mp: 'MP',
  Mq: 'MQ',
  Mr: 'MR',
  Ms: 'MS',
  Mt: 'MT',
  Mu: 'MU',
  Mv: 'MV',
  Mw: 'MW',
  Mx: 'MX',
  My: 'MY',
  Mz: 'MZ',
  Na: 'NA',
  Nc: 'NC',
  Ne: 'NE',
  Nf: 'NF',
  Ng: 'NG',
  Ni: 'NI',
  Nl: 'NL',
  No: 'NO',
  Np: 'NP',
  Nr: 'NR',
  Ns: 'NS',
  Nu: 'NU',
  Nz: 'NZ',
  Om: 'OM',
  Pa: 'PA',
  Pe: 'PE',
  Pf: 'PF',
  Pg: 'PG',
  Ph: 'PH',
  Pk: 'PK',
  Pl: 'PL',
  Pm: 'PM',
  Pn: 'PN',
  Pr: 'PR',
  Ps: 'PS',
  Pt: 'PT',
  Pw: 'PW',
  Py: 'PY',
  Qa: 'QA',
  Re: 'RE',
  Ro: 'RO',
  Rs: 'RS',
  Ru: 'RU',
  Rw: 'RW',
  Sa: 'SA',
  Sb: 'SB',
  Sc: 'SC',
  Sd: 'SD',
  Se: 'SE',
  Sg: 'SG',
  Sh: 'SH',
  Si: 'SI',
  Sj: 'SJ',
  Sk: 'SK',
  Sl: 'SL',
  Sm: 'SM',
  Sn: 'SN',
  So: 'SO',
  Sr: 'SR',
  Ss: 'SS',
  St: 'ST',
  Sv: 'SV',
  Sx: 'SX',
  Sy: 'SY',
  Sz: 'SZ',
  Ta: 'TA',
  Tc: 'TC',
  Td: 'TD',
  Tf: 'TF',
  Tg: 'TG',
  Th: 'TH',
  Tj: 'TJ',
  Tk: 'TK',
  Tl: 'TL',
  Tm: 'TM',
  Tn: 'TN',
  To: 'TO',
  Tr: 'TR',
  Tt: 'TT',
  Tv: 'TV',
  Tw: 'TW',
  Tz: 'TZ',
  Ua: 'UA',
  Ug: 'UG',
  Um: 'UM',
  Us: 'US',
  Uy: 'UY',
  Uz: 'UZ',
  Va: 'VA',
  Vc: 'VC',
  Ve: 'VE',
  Vg: 'VG',
  Vi: 'VI',
  Vn: 'VN',
  Vu: 'VU',
  Wf: 'WF',
  Ws: 'WS',
  Xk: 'XK',
  Xx: 'XX',
  Ye: 'YE',
  Yt: 'YT',
  Za: 'ZA',
  Zm: 'ZM',
  Zw: 'ZW'
} as const;

export type PrivacyCountryCode = typeof PrivacyCountryCode[keyof typeof PrivacyCountryCode];
export const PrivacyFeaturesDisableUserErrorCode = {
  Failed: 'FAILED'
} as const;

export type PrivacyFeaturesDisableUserErrorCode = typeof PrivacyFeaturesDisableUserErrorCode[keyof typeof PrivacyFeaturesDisableUserErrorCode];
export const PrivacyFeaturesEnum = {
  CookieBanner: 'COOKIE_BANNER',
  DataSaleOptOutPage: 'DATA_SALE_OPT_OUT_PAGE',
  PrivacyPolicy: 'PRIVACY_POLICY'
} as const;

export type PrivacyFeaturesEnum = typeof PrivacyFeaturesEnum[keyof typeof PrivacyFeaturesEnum];
export type ProductBundleComponentInput = {
  optionSelections: Array<ProductBundleComponentOptionSelectionInput>;
  productId: Scalars['ID']['input'];
  quantity?: InputMaybe<Scalars['Int']['input']>;
  quantityOption?: InputMaybe<ProductBundleComponentQuantityOptionInput>;
};

export type ProductBundleComponentOptionSelectionInput = {
  componentOptionId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  values: Array<Scalars['String']['input']>;
};

export const ProductBundleComponentOptionSelectionStatus = {
  Deselected: 'DESELECTED',
  New: 'NEW',
  Selected: 'SELECTED',
  Unavailable: 'UNAVAILABLE'
} as const;

export type ProductBundleComponentOptionSelectionStatus = typeof ProductBundleComponentOptionSelectionStatus[keyof typeof ProductBundleComponentOptionSelectionStatus];
export type ProductBundleComponentQuantityOptionInput = {
  name: Scalars['String']['input'];
  values: Array<ProductBundleComponentQuantityOptionValueInput>;
};

export type ProductBundleComponentQuantityOptionValueInput = {
  name: Scalars['String']['input'];
  quantity: Scalars['Int']['input'];
};

export type ProductBundleConsolidatedOptionComponentInput = {
  componentOptionId?: InputMaybe<Scalars['ID']['input']>;
  componentOptionValue: Scalars['String']['input'];
};

export type ProductBundleConsolidatedOptionInput = {
  optionName: Scalars['String']['input'];
  optionSelections: Array<ProductBundleConsolidatedOptionSelectionInput>;
};

export type ProductBundleConsolidatedOptionSelectionInput = {
  components: Array<ProductBundleConsolidatedOptionComponentInput>;
  optionValue: Scalars['String']['input'];
};

export type ProductBundleCreateInput = {
  components: Array<ProductBundleComponentInput>;
  consolidatedOptions?: InputMaybe<Array<ProductBundleConsolidatedOptionInput>>;
  title: Scalars['String']['input'];
};

export const ProductBundleMutationUserErrorCode = {
  GenericError: 'GENERIC_ERROR',
  InvalidInput: 'INVALID_INPUT',
  JobError: 'JOB_ERROR',
  ProductDoesNotExist: 'PRODUCT_DOES_NOT_EXIST'
} as const;

export type ProductBundleMutationUserErrorCode = typeof ProductBundleMutationUserErrorCode[keyof typeof ProductBundleMutationUserErrorCode];
export type ProductBundleUpdateInput = {
  components?: InputMaybe<Array<ProductBundleComponentInput>>;
  consolidatedOptions?: InputMaybe<Array<ProductBundleConsolidatedOptionInput>>;
  productId: Scalars['ID']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
};

export const ProductChangeStatusUserErrorCode = {
  CombinedListingsNotCompatibleWithShop: 'COMBINED_LISTINGS_NOT_COMPATIBLE_WITH_SHOP',
  ProductNotFound: 'PRODUCT_NOT_FOUND'
} as const;

export type ProductChangeStatusUserErrorCode = typeof ProductChangeStatusUserErrorCode[keyof typeof ProductChangeStatusUserErrorCode];
export type ProductClaimOwnershipInput = {
  bundles?: InputMaybe<Scalars['Boolean']['input']>;
};

export const ProductCollectionSortKeys = {
  BestSelling: 'BEST_SELLING',
  CollectionDefault: 'COLLECTION_DEFAULT',
  Created: 'CREATED',
  Id: 'ID',
  Manual: 'MANUAL',
  Price: 'PRICE',
  Relevance: 'RELEVANCE',
  Title: 'TITLE'
} as const;

export type ProductCollectionSortKeys = typeof ProductCollectionSortKeys[keyof typeof ProductCollectionSortKeys];
export type ProductCreateInput = {
  category?: InputMaybe<Scalars['ID']['input']>;
  claimOwnership?: InputMaybe<ProductClaimOwnershipInput>;
  collectionsToJoin?: InputMaybe<Array<Scalars['ID']['input']>>;
  combinedListingRole?: InputMaybe<CombinedListingsRole>;
  descriptionHtml?: InputMaybe<Scalars['String']['input']>;
  giftCard?: InputMaybe<Scalars['Boolean']['input']>;
  giftCardTemplateSuffix?: InputMaybe<Scalars['String']['input']>;
  handle?: InputMaybe<Scalars['String']['input']>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  productOptions?: InputMaybe<Array<OptionCreateInput>>;
  productType?: InputMaybe<Scalars['String']['input']>;
  requiresSellingPlan?: InputMaybe<Scalars['Boolean']['input']>;
  seo?: InputMaybe<SeoInput>;
  status?: InputMaybe<ProductStatus>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  templateSuffix?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  vendor?: InputMaybe<Scalars['String']['input']>;
};

export type ProductDeleteInput = {
  id: Scalars['ID']['input'];
};

export type ProductDiscountsWithTagsOnSameCartLineInput = {
  add?: InputMaybe<Array<Scalars['String']['input']>>;
  remove?: InputMaybe<Array<Scalars['String']['input']>>;
};

export const ProductFeedCreateUserErrorCode = {
  Invalid: 'INVALID',
  Taken: 'TAKEN'
} as const;

export type ProductFeedCreateUserErrorCode = typeof ProductFeedCreateUserErrorCode[keyof typeof ProductFeedCreateUserErrorCode];
export const ProductFeedDeleteUserErrorCode = {
  Invalid: 'INVALID'
} as const;

export type ProductFeedDeleteUserErrorCode = typeof ProductFeedDeleteUserErrorCode[keyof typeof ProductFeedDeleteUserErrorCode];
export type ProductFeedInput = {
  channelId?: InputMaybe<Scalars['ID']['input']>;
  country: CountryCode;
  language: LanguageCode;
};

export const ProductFeedStatus = {
  Active: 'ACTIVE',
  Inactive: 'INACTIVE'
} as const;

export type ProductFeedStatus = typeof ProductFeedStatus[keyof typeof ProductFeedStatus];
export const ProductFullSyncUserErrorCode = {
  Invalid: 'INVALID'
} as const;

export type ProductFullSyncUserErrorCode = typeof ProductFullSyncUserErrorCode[keyof typeof ProductFullSyncUserErrorCode];
export type ProductIdentifierInput =
  { customId: UniqueMetafieldValueInput; handle?: never; id?: never; }
  |  { customId?: never; handle: Scalars['String']['input']; id?: never; }
  |  { customId?: never; handle?: never; id: Scalars['ID']['input']; };

export const ProductImageSortKeys = {
  CreatedAt: 'CREATED_AT',
  Id: 'ID',
  Position: 'POSITION'
} as const;

export type ProductImageSortKeys = typeof ProductImageSortKeys[keyof typeof ProductImageSortKeys];
export type ProductInput = {
  category?: InputMaybe<Scalars['ID']['input']>;
  claimOwnership?: InputMaybe<ProductClaimOwnershipInput>;
  collectionsToJoin?: InputMaybe<Array<Scalars['ID']['input']>>;
  collectionsToLeave?: InputMaybe<Array<Scalars['ID']['input']>>;
  combinedListingRole?: InputMaybe<CombinedListingsRole>;
  descriptionHtml?: InputMaybe<Scalars['String']['input']>;
  giftCard?: InputMaybe<Scalars['Boolean']['input']>;
  giftCardTemplateSuffix?: InputMaybe<Scalars['String']['input']>;
  handle?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  productOptions?: InputMaybe<Array<OptionCreateInput>>;
  /**
   * @deprecated Use [`PublishablePublish`](https://shopify.dev/docs/api/admin-graphql/latest/mutations/publishablePublish)
   * instead.
   *
   */
  productPublications?: InputMaybe<Array<ProductPublicationInput>>;
  productType?: InputMaybe<Scalars['String']['input']>;
  /**
   * @deprecated Use [`PublishablePublish`](https://shopify.dev/docs/api/admin-graphql/latest/mutations/publishablePublish)
   * instead.
   *
   */
  publications?: InputMaybe<Array<ProductPublicationInput>>;
  /**
   * @deprecated Use [`PublishablePublish`](https://shopify.dev/docs/api/admin-graphql/latest/mutations/publishablePublish)
   * instead.
   *
   */
  publishDate?: InputMaybe<Scalars['DateTime']['input']>;
  /**
   * @deprecated Use [`PublishablePublish`](https://shopify.dev/docs/api/admin-graphql/latest/mutations/publishablePublish)
   * instead.
   *
   */
  publishOn?: InputMaybe<Scalars['DateTime']['input']>;
  /**
   * @deprecated Use [`PublishablePublish`](https://shopify.dev/docs/api/admin-graphql/latest/mutations/publishablePublish)
   * instead.
   *
   */
  published?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * @deprecated Use [`PublishablePublish`](https://shopify.dev/docs/api/admin-graphql/latest/mutations/publishablePublish)
   * instead.
   *
   */
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  redirectNewHandle?: InputMaybe<Scalars['Boolean']['input']>;
  requiresSellingPlan?: InputMaybe<Scalars['Boolean']['input']>;
  seo?: InputMaybe<SeoInput>;
  status?: InputMaybe<ProductStatus>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  templateSuffix?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  vendor?: InputMaybe<Scalars['String']['input']>;
};

export const ProductMediaSortKeys = {
  Id: 'ID',
  Position: 'POSITION'
} as const;

export type ProductMediaSortKeys = typeof ProductMediaSortKeys[keyof typeof ProductMediaSortKeys];
export const ProductOperationStatus = {
  Active: 'ACTIVE',
  Complete: 'COMPLETE',
  Created: 'CREATED'
} as const;

export type ProductOperationStatus = typeof ProductOperationStatus[keyof typeof ProductOperationStatus];
export const ProductOptionCreateVariantStrategy = {
  Create: 'CREATE',
  LeaveAsIs: 'LEAVE_AS_IS'
} as const;

export type ProductOptionCreateVariantStrategy = typeof ProductOptionCreateVariantStrategy[keyof typeof ProductOptionCreateVariantStrategy];
export const ProductOptionDeleteStrategy = {
  Default: 'DEFAULT',
  NonDestructive: 'NON_DESTRUCTIVE',
  Position: 'POSITION'
} as const;

export type ProductOptionDeleteStrategy = typeof ProductOptionDeleteStrategy[keyof typeof ProductOptionDeleteStrategy];
export const ProductOptionUpdateUserErrorCode = {
  CannotCombineLinkedAndNonlinkedOptionValues: 'CANNOT_COMBINE_LINKED_AND_NONLINKED_OPTION_VALUES',
  CannotCreateVariantsAboveLimit: 'CANNOT_CREATE_VARIANTS_ABOVE_LIMIT',
  CannotDeleteAllOptionValuesInOption: 'CANNOT_DELETE_ALL_OPTION_VALUES_IN_OPTION',
  CannotDeleteVariantWithoutPermission: 'CANNOT_DELETE_VARIANT_WITHOUT_PERMISSION',
  CannotLeaveOptionsWithoutVariants: 'CANNOT_LEAVE_OPTIONS_WITHOUT_VARIANTS',
  CannotMakeChangesIfVariantIsMissingRequiredSku: 'CANNOT_MAKE_CHANGES_IF_VARIANT_IS_MISSING_REQUIRED_SKU',
  DuplicatedOptionValue: 'DUPLICATED_OPTION_VALUE',
  DuplicateLinkedOption: 'DUPLICATE_LINKED_OPTION',
  InvalidMetafieldValueForLinkedOption: 'INVALID_METAFIELD_VALUE_FOR_LINKED_OPTION',
  InvalidName: 'INVALID_NAME',
  InvalidPosition: 'INVALID_POSITION',
  KeyMissingInInput: 'KEY_MISSING_IN_INPUT',
  LinkedMetafieldDefinitionNotFound: 'LINKED_METAFIELD_DEFINITION_NOT_FOUND',
  LinkedOptionsNotSupportedForShop: 'LINKED_OPTIONS_NOT_SUPPORTED_FOR_SHOP',
  LinkedOptionUpdateMissingValues: 'LINKED_OPTION_UPDATE_MISSING_VALUES',
  NoKeyOnCreate: 'NO_KEY_ON_CREATE',
  OptionAlreadyExists: 'OPTION_ALREADY_EXISTS',
  OptionDoesNotExist: 'OPTION_DOES_NOT_EXIST',
  OptionLinkedMetafieldAlreadyTaken: 'OPTION_LINKED_METAFIELD_ALREADY_TAKEN',
  OptionNameTooLong: 'OPTION_NAME_TOO_LONG',
  OptionValuesOverLimit: 'OPTION_VALUES_OVER_LIMIT',
  OptionValueAlreadyExists: 'OPTION_VALUE_ALREADY_EXISTS',
  OptionValueConflictingOperation: 'OPTION_VALUE_CONFLICTING_OPERATION',
  OptionValueDoesNotExist: 'OPTION_VALUE_DOES_NOT_EXIST',
  OptionValueHasVariants: 'OPTION_VALUE_HAS_VARIANTS',
  OptionValueNameTooLong: 'OPTION_VALUE_NAME_TOO_LONG',
  ProductDoesNotExist: 'PRODUCT_DOES_NOT_EXIST',
  ProductSuspended: 'PRODUCT_SUSPENDED',
  TooManyVariantsCreated: 'TOO_MANY_VARIANTS_CREATED',
  UnsupportedCombinedListingParentOperation: 'UNSUPPORTED_COMBINED_LISTING_PARENT_OPERATION'
} as const;

export type ProductOptionUpdateUserErrorCode = typeof ProductOptionUpdateUserErrorCode[keyof typeof ProductOptionUpdateUserErrorCode];
export const ProductOptionUpdateVariantStrategy = {
  LeaveAsIs: 'LEAVE_AS_IS',
  Manage: 'MANAGE'
} as const;

export type ProductOptionUpdateVariantStrategy = typeof ProductOptionUpdateVariantStrategy[keyof typeof ProductOptionUpdateVariantStrategy];
export const ProductOptionsCreateUserErrorCode = {
  CannotCombineLinkedMetafieldAndOptionValues: 'CANNOT_COMBINE_LINKED_METAFIELD_AND_OPTION_VALUES',
  CannotMakeChangesIfVariantIsMissingRequiredSku: 'CANNOT_MAKE_CHANGES_IF_VARIANT_IS_MISSING_REQUIRED_SKU',
  DuplicatedOptionName: 'DUPLICATED_OPTION_NAME',
  DuplicatedOptionValue: 'DUPLICATED_OPTION_VALUE',
  DuplicateLinkedOption: 'DUPLICATE_LINKED_OPTION',
  InvalidMetafieldValueForLinkedOption: 'INVALID_METAFIELD_VALUE_FOR_LINKED_OPTION',
  InvalidName: 'INVALID_NAME',
  LinkedMetafieldDefinitionNotFound: 'LINKED_METAFIELD_DEFINITION_NOT_FOUND',
  LinkedMetafieldValueWithoutLinkedOption: 'LINKED_METAFIELD_VALUE_WITHOUT_LINKED_OPTION',
  LinkedOptionsNotSupportedForShop: 'LINKED_OPTIONS_NOT_SUPPORTED_FOR_SHOP',
  MissingMetafieldValuesForLinkedOption: 'MISSING_METAFIELD_VALUES_FOR_LINKED_OPTION',
  NewOptionWithoutValueForExistingVariants: 'NEW_OPTION_WITHOUT_VALUE_FOR_EXISTING_VARIANTS',
  OptionsOverLimit: 'OPTIONS_OVER_LIMIT',
  OptionAlreadyExists: 'OPTION_ALREADY_EXISTS',
  OptionLinkedMetafieldAlreadyTaken: 'OPTION_LINKED_METAFIELD_ALREADY_TAKEN',
  OptionNameMissing: 'OPTION_NAME_MISSING',
  OptionNameTooLong: 'OPTION_NAME_TOO_LONG',
  OptionPositionMissing: 'OPTION_POSITION_MISSING',
  OptionValuesMissing: 'OPTION_VALUES_MISSING',
  OptionValuesOverLimit: 'OPTION_VALUES_OVER_LIMIT',
  OptionValueNameTooLong: 'OPTION_VALUE_NAME_TOO_LONG',
  PositionOutOfBounds: 'POSITION_OUT_OF_BOUNDS',
  ProductDoesNotExist: 'PRODUCT_DOES_NOT_EXIST',
  ProductSuspended: 'PRODUCT_SUSPENDED',
  TooManyVariantsCreated: 'TOO_MANY_VARIANTS_CREATED',
  UnsupportedCombinedListingParentOperation: 'UNSUPPORTED_COMBINED_LISTING_PARENT_OPERATION'
} as const;

export type ProductOptionsCreateUserErrorCode = typeof ProductOptionsCreateUserErrorCode[keyof typeof ProductOptionsCreateUserErrorCode];
export const ProductOptionsDeleteUserErrorCode = {
  CannotDeleteOptionWithMultipleValues: 'CANNOT_DELETE_OPTION_WITH_MULTIPLE_VALUES',
  CannotDeleteVariantWithoutPermission: 'CANNOT_DELETE_VARIANT_WITHOUT_PERMISSION',
  CannotMakeChangesIfVariantIsMissingRequiredSku: 'CANNOT_MAKE_CHANGES_IF_VARIANT_IS_MISSING_REQUIRED_SKU',
  CannotUseNonDestructiveStrategy: 'CANNOT_USE_NON_DESTRUCTIVE_STRATEGY',
  OptionsDoNotBelongToTheSameProduct: 'OPTIONS_DO_NOT_BELONG_TO_THE_SAME_PRODUCT',
  OptionDoesNotExist: 'OPTION_DOES_NOT_EXIST',
  ProductDoesNotExist: 'PRODUCT_DOES_NOT_EXIST',
  ProductSuspended: 'PRODUCT_SUSPENDED',
  UnsupportedCombinedListingParentOperation: 'UNSUPPORTED_COMBINED_LISTING_PARENT_OPERATION'
} as const;

export type ProductOptionsDeleteUserErrorCode = typeof ProductOptionsDeleteUserErrorCode[keyof typeof ProductOptionsDeleteUserErrorCode];
export const ProductOptionsReorderUserErrorCode = {
  CannotMakeChangesIfVariantIsMissingRequiredSku: 'CANNOT_MAKE_CHANGES_IF_VARIANT_IS_MISSING_REQUIRED_SKU',
  DuplicatedOptionName: 'DUPLICATED_OPTION_NAME',
  DuplicatedOptionValue: 'DUPLICATED_OPTION_VALUE',
  MissingOptionName: 'MISSING_OPTION_NAME',
  MissingOptionValue: 'MISSING_OPTION_VALUE',
  MixingIdAndNameKeysIsNotAllowed: 'MIXING_ID_AND_NAME_KEYS_IS_NOT_ALLOWED',
  NoKeyOnReorder: 'NO_KEY_ON_REORDER',
  OptionIdDoesNotExist: 'OPTION_ID_DOES_NOT_EXIST',
  OptionNameDoesNotExist: 'OPTION_NAME_DOES_NOT_EXIST',
  OptionValueDoesNotExist: 'OPTION_VALUE_DOES_NOT_EXIST',
  OptionValueIdDoesNotExist: 'OPTION_VALUE_ID_DOES_NOT_EXIST',
  ProductDoesNotExist: 'PRODUCT_DOES_NOT_EXIST',
  ProductSuspended: 'PRODUCT_SUSPENDED'
} as const;

export type ProductOptionsReorderUserErrorCode = typeof ProductOptionsReorderUserErrorCode[keyof typeof ProductOptionsReorderUserErrorCode];
export type ProductPublicationInput = {
  /** @deprecated Use publicationId instead. */
  channelHandle?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use publicationId instead. */
  channelId?: InputMaybe<Scalars['ID']['input']>;
  publicationId?: InputMaybe<Scalars['ID']['input']>;
  publishDate?: InputMaybe<Scalars['DateTime']['input']>;
};

export type ProductPublishInput = {
  id: Scalars['ID']['input'];
  productPublications: Array<ProductPublicationInput>;
};

export type ProductResourceFeedbackInput = {
  channelId?: InputMaybe<Scalars['ID']['input']>;
  feedbackGeneratedAt: Scalars['DateTime']['input'];
  messages?: InputMaybe<Array<Scalars['String']['input']>>;
  productId: Scalars['ID']['input'];
  productUpdatedAt: Scalars['DateTime']['input'];
  state: ResourceFeedbackState;
};

export type ProductSetIdentifiers =
  { customId: UniqueMetafieldValueInput; handle?: never; id?: never; }
  |  { customId?: never; handle: Scalars['String']['input']; id?: never; }
  |  { customId?: never; handle?: never; id: Scalars['ID']['input']; };

export type ProductSetInput = {
  category?: InputMaybe<Scalars['ID']['input']>;
  claimOwnership?: InputMaybe<ProductClaimOwnershipInput>;
  collections?: InputMaybe<Array<Scalars['ID']['input']>>;
  combinedListingRole?: InputMaybe<CombinedListingsRole>;
  descriptionHtml?: InputMaybe<Scalars['String']['input']>;
  files?: InputMaybe<Array<FileSetInput>>;
  giftCard?: InputMaybe<Scalars['Boolean']['input']>;
  giftCardTemplateSuffix?: InputMaybe<Scalars['String']['input']>;
  handle?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use `identifier` instead to get the product's ID */
  id?: InputMaybe<Scalars['ID']['input']>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  productOptions?: InputMaybe<Array<OptionSetInput>>;
  productType?: InputMaybe<Scalars['String']['input']>;
  redirectNewHandle?: InputMaybe<Scalars['Boolean']['input']>;
  requiresSellingPlan?: InputMaybe<Scalars['Boolean']['input']>;
  seo?: InputMaybe<SeoInput>;
  status?: InputMaybe<ProductStatus>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  templateSuffix?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  variants?: InputMaybe<Array<ProductVariantSetInput>>;
  vendor?: InputMaybe<Scalars['String']['input']>;
};

export type ProductSetInventoryInput = {
  locationId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  quantity: Scalars['Int']['input'];
};

export const ProductSetUserErrorCode = {
  CannotCombineLinkedAndNonlinkedOptionValues: 'CANNOT_COMBINE_LINKED_AND_NONLINKED_OPTION_VALUES',
  CapabilityViolation: 'CAPABILITY_VIOLATION',
  DuplicatedMetafieldValue: 'DUPLICATED_METAFIELD_VALUE',
  DuplicatedOptionName: 'DUPLICATED_OPTION_NAME',
  DuplicatedOptionValue: 'DUPLICATED_OPTION_VALUE',
  DuplicatedValue: 'DUPLICATED_VALUE',
  DuplicateLinkedOption: 'DUPLICATE_LINKED_OPTION',
  GenericError: 'GENERIC_ERROR',
  GiftCardsNotActivated: 'GIFT_CARDS_NOT_ACTIVATED',
  GiftCardAttributeCannotBeChanged: 'GIFT_CARD_ATTRIBUTE_CANNOT_BE_CHANGED',
  HandleNotUnique: 'HANDLE_NOT_UNIQUE',
  IdNotAllowed: 'ID_NOT_ALLOWED',
  InputMismatch: 'INPUT_MISMATCH',
  InvalidInput: 'INVALID_INPUT',
  InvalidMetafield: 'INVALID_METAFIELD',
  InvalidMetafieldValueForLinkedOption: 'INVALID_METAFIELD_VALUE_FOR_LINKED_OPTION',
  InvalidProduct: 'INVALID_PRODUCT',
  InvalidVariant: 'INVALID_VARIANT',
  InventoryQuantitiesLimitExceeded: 'INVENTORY_QUANTITIES_LIMIT_EXCEEDED',
  JobError: 'JOB_ERROR',
  LinkedMetafieldDefinitionNotFound: 'LINKED_METAFIELD_DEFINITION_NOT_FOUND',
  LinkedOptionsNotSupportedForShop: 'LINKED_OPTIONS_NOT_SUPPORTED_FOR_SHOP',
  MetafieldMismatch: 'METAFIELD_MISMATCH',
  MissingFieldRequired: 'MISSING_FIELD_REQUIRED',
  NotFound: 'NOT_FOUND',
  OptionsOverLimit: 'OPTIONS_OVER_LIMIT',
  OptionDoesNotExist: 'OPTION_DOES_NOT_EXIST',
  OptionValuesMissing: 'OPTION_VALUES_MISSING',
  OptionValuesOverLimit: 'OPTION_VALUES_OVER_LIMIT',
  OptionValueDoesNotExist: 'OPTION_VALUE_DOES_NOT_EXIST',
  ProductDoesNotExist: 'PRODUCT_DOES_NOT_EXIST',
  ProductOptionsInputMissing: 'PRODUCT_OPTIONS_INPUT_MISSING',
  ProductSuspended: 'PRODUCT_SUSPENDED',
  ProductVariantDoesNotExist: 'PRODUCT_VARIANT_DOES_NOT_EXIST',
  VariantsInputMissing: 'VARIANTS_INPUT_MISSING',
  VariantsOverLimit: 'VARIANTS_OVER_LIMIT'
} as const;

export type ProductSetUserErrorCode = typeof ProductSetUserErrorCode[keyof typeof ProductSetUserErrorCode];
export const ProductSortKeys = {
  CreatedAt: 'CREATED_AT',
  Id: 'ID',
  InventoryTotal: 'INVENTORY_TOTAL',
  ProductType: 'PRODUCT_TYPE',
  PublishedAt: 'PUBLISHED_AT',
  Relevance: 'RELEVANCE',
  Title: 'TITLE',
  UpdatedAt: 'UPDATED_AT',
  Vendor: 'VENDOR'
} as const;

export type ProductSortKeys = typeof ProductSortKeys[keyof typeof ProductSortKeys];
export const ProductStatus = {
  Active: 'ACTIVE',
  Archived: 'ARCHIVED',
  Draft: 'DRAFT',
  Unlisted: 'UNLISTED'
} as const;

export type ProductStatus = typeof ProductStatus[keyof typeof ProductStatus];
export type ProductUnpublishInput = {
  id: Scalars['ID']['input'];
  productPublications: Array<ProductPublicationInput>;
};

export type ProductUpdateIdentifiers =
  { customId: UniqueMetafieldValueInput; handle?: never; id?: never; }
  |  { customId?: never; handle: Scalars['String']['input']; id?: never; }
  |  { customId?: never; handle?: never; id: Scalars['ID']['input']; };

export type ProductUpdateInput = {
  category?: InputMaybe<Scalars['ID']['input']>;
  collectionsToJoin?: InputMaybe<Array<Scalars['ID']['input']>>;
  collectionsToLeave?: InputMaybe<Array<Scalars['ID']['input']>>;
  deleteConflictingConstrainedMetafields?: InputMaybe<Scalars['Boolean']['input']>;
  descriptionHtml?: InputMaybe<Scalars['String']['input']>;
  giftCardTemplateSuffix?: InputMaybe<Scalars['String']['input']>;
  handle?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  productType?: InputMaybe<Scalars['String']['input']>;
  redirectNewHandle?: InputMaybe<Scalars['Boolean']['input']>;
  requiresSellingPlan?: InputMaybe<Scalars['Boolean']['input']>;
  seo?: InputMaybe<SeoInput>;
  status?: InputMaybe<ProductStatus>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  templateSuffix?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  vendor?: InputMaybe<Scalars['String']['input']>;
};

export type ProductVariantAppendMediaInput = {
  mediaIds: Array<Scalars['ID']['input']>;
  variantId: Scalars['ID']['input'];
};

export type ProductVariantDetachMediaInput = {
  mediaIds: Array<Scalars['ID']['input']>;
  variantId: Scalars['ID']['input'];
};

export type ProductVariantGroupRelationshipInput = {
  id: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type ProductVariantIdentifierInput =
  { customId: UniqueMetafieldValueInput; id?: never; }
  |  { customId?: never; id: Scalars['ID']['input']; };

export const ProductVariantInventoryPolicy = {
  Continue: 'CONTINUE',
  Deny: 'DENY'
} as const;

export type ProductVariantInventoryPolicy = typeof ProductVariantInventoryPolicy[keyof typeof ProductVariantInventoryPolicy];
export type ProductVariantPositionInput = {
  id: Scalars['ID']['input'];
  position: Scalars['Int']['input'];
};

export const ProductVariantRelationshipBulkUpdateUserErrorCode = {
  ChildProductVariantCannotBeCombinedListing: 'CHILD_PRODUCT_VARIANT_CANNOT_BE_COMBINED_LISTING',
  CircularReference: 'CIRCULAR_REFERENCE',
  DuplicateProductVariantRelationship: 'DUPLICATE_PRODUCT_VARIANT_RELATIONSHIP',
  ExceededProductVariantRelationshipLimit: 'EXCEEDED_PRODUCT_VARIANT_RELATIONSHIP_LIMIT',
  FailedToCreate: 'FAILED_TO_CREATE',
  FailedToRemove: 'FAILED_TO_REMOVE',
  FailedToUpdate: 'FAILED_TO_UPDATE',
  FailedToUpdateParentProductVariantPrice: 'FAILED_TO_UPDATE_PARENT_PRODUCT_VARIANT_PRICE',
  InvalidQuantity: 'INVALID_QUANTITY',
  MustSpecifyComponents: 'MUST_SPECIFY_COMPONENTS',
  NestedParentProductVariant: 'NESTED_PARENT_PRODUCT_VARIANT',
  ParentProductVariantCannotBeCombinedListing: 'PARENT_PRODUCT_VARIANT_CANNOT_BE_COMBINED_LISTING',
  ParentProductVariantCannotBeGiftCard: 'PARENT_PRODUCT_VARIANT_CANNOT_BE_GIFT_CARD',
  ParentProductVariantCannotRequireSellingPlan: 'PARENT_PRODUCT_VARIANT_CANNOT_REQUIRE_SELLING_PLAN',
  ParentRequired: 'PARENT_REQUIRED',
  ProductExpanderAppOwnershipAlreadyExists: 'PRODUCT_EXPANDER_APP_OWNERSHIP_ALREADY_EXISTS',
  ProductVariantsNotComponents: 'PRODUCT_VARIANTS_NOT_COMPONENTS',
  ProductVariantsNotFound: 'PRODUCT_VARIANTS_NOT_FOUND',
  ProductVariantRelationshipTypeConflict: 'PRODUCT_VARIANT_RELATIONSHIP_TYPE_CONFLICT',
  UnexpectedError: 'UNEXPECTED_ERROR',
  UnsupportedMultipackRelationship: 'UNSUPPORTED_MULTIPACK_RELATIONSHIP',
  UpdateParentVariantPriceRequired: 'UPDATE_PARENT_VARIANT_PRICE_REQUIRED'
} as const;

export type ProductVariantRelationshipBulkUpdateUserErrorCode = typeof ProductVariantRelationshipBulkUpdateUserErrorCode[keyof typeof ProductVariantRelationshipBulkUpdateUserErrorCode];
export type ProductVariantRelationshipUpdateInput = {
  parentProductId?: InputMaybe<Scalars['ID']['input']>;
  parentProductVariantId?: InputMaybe<Scalars['ID']['input']>;
  priceInput?: InputMaybe<PriceInput>;
  productVariantRelationshipsToCreate?: InputMaybe<Array<ProductVariantGroupRelationshipInput>>;
  productVariantRelationshipsToRemove?: InputMaybe<Array<Scalars['ID']['input']>>;
  productVariantRelationshipsToUpdate?: InputMaybe<Array<ProductVariantGroupRelationshipInput>>;
  removeAllProductVariantRelationships?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ProductVariantSetInput = {
  barcode?: InputMaybe<Scalars['String']['input']>;
  compareAtPrice?: InputMaybe<Scalars['Money']['input']>;
  file?: InputMaybe<FileSetInput>;
  id?: InputMaybe<Scalars['ID']['input']>;
  inventoryItem?: InputMaybe<InventoryItemInput>;
  inventoryPolicy?: InputMaybe<ProductVariantInventoryPolicy>;
  inventoryQuantities?: InputMaybe<Array<ProductSetInventoryInput>>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  optionValues: Array<VariantOptionValueInput>;
  position?: InputMaybe<Scalars['Int']['input']>;
  price?: InputMaybe<Scalars['Money']['input']>;
  published?: InputMaybe<Scalars['Boolean']['input']>;
  requiresComponents?: InputMaybe<Scalars['Boolean']['input']>;
  showUnitPrice?: InputMaybe<Scalars['Boolean']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  taxCode?: InputMaybe<Scalars['String']['input']>;
  taxable?: InputMaybe<Scalars['Boolean']['input']>;
  unitPriceMeasurement?: InputMaybe<UnitPriceMeasurementInput>;
};

export const ProductVariantSortKeys = {
  FullTitle: 'FULL_TITLE',
  Id: 'ID',
  InventoryLevelsAvailable: 'INVENTORY_LEVELS_AVAILABLE',
  InventoryManagement: 'INVENTORY_MANAGEMENT',
  InventoryPolicy: 'INVENTORY_POLICY',
  InventoryQuantity: 'INVENTORY_QUANTITY',
  Name: 'NAME',
  Popular: 'POPULAR',
  Position: 'POSITION',
  Relevance: 'RELEVANCE',
  Sku: 'SKU',
  Title: 'TITLE'
} as const;

export type ProductVariantSortKeys = typeof ProductVariantSortKeys[keyof typeof ProductVariantSortKeys];
export const ProductVariantsBulkCreateStrategy = {
  Default: 'DEFAULT',
  PreserveStandaloneVariant: 'PRESERVE_STANDALONE_VARIANT',
  RemoveStandaloneVariant: 'REMOVE_STANDALONE_VARIANT'
} as const;

export type ProductVariantsBulkCreateStrategy = typeof ProductVariantsBulkCreateStrategy[keyof typeof ProductVariantsBulkCreateStrategy];
export const ProductVariantsBulkCreateUserErrorCode = {
  CannotSetNameForLinkedOptionValue: 'CANNOT_SET_NAME_FOR_LINKED_OPTION_VALUE',
  GreaterThanOrEqualTo: 'GREATER_THAN_OR_EQUAL_TO',
  Invalid: 'INVALID',
  InvalidInput: 'INVALID_INPUT',
  InventoryQuantitiesLimitExceeded: 'INVENTORY_QUANTITIES_LIMIT_EXCEEDED',
  LocalCurrencyGiftCardPriceMustBeZero: 'LOCAL_CURRENCY_GIFT_CARD_PRICE_MUST_BE_ZERO',
  MustBeForThisProduct: 'MUST_BE_FOR_THIS_PRODUCT',
  NeedToAddOptionValues: 'NEED_TO_ADD_OPTION_VALUES',
  NegativePriceValue: 'NEGATIVE_PRICE_VALUE',
  NotDefinedForShop: 'NOT_DEFINED_FOR_SHOP',
  NoKeyOnCreate: 'NO_KEY_ON_CREATE',
  OptionValuesForNumberOfUnknownOptions: 'OPTION_VALUES_FOR_NUMBER_OF_UNKNOWN_OPTIONS',
  ProductDoesNotExist: 'PRODUCT_DOES_NOT_EXIST',
  ProductSuspended: 'PRODUCT_SUSPENDED',
  SubscriptionViolation: 'SUBSCRIPTION_VIOLATION',
  TooManyInventoryLocations: 'TOO_MANY_INVENTORY_LOCATIONS',
  TrackedVariantLocationNotFound: 'TRACKED_VARIANT_LOCATION_NOT_FOUND',
  UnsupportedCombinedListingParentOperation: 'UNSUPPORTED_COMBINED_LISTING_PARENT_OPERATION',
  VariantAlreadyExists: 'VARIANT_ALREADY_EXISTS',
  VariantAlreadyExistsChangeOptionValue: 'VARIANT_ALREADY_EXISTS_CHANGE_OPTION_VALUE'
} as const;

export type ProductVariantsBulkCreateUserErrorCode = typeof ProductVariantsBulkCreateUserErrorCode[keyof typeof ProductVariantsBulkCreateUserErrorCode];
export const ProductVariantsBulkDeleteUserErrorCode = {
  AtLeastOneVariantDoesNotBelongToTheProduct: 'AT_LEAST_ONE_VARIANT_DOES_NOT_BELONG_TO_THE_PRODUCT',
  CannotDeleteLastVariant: 'CANNOT_DELETE_LAST_VARIANT',
  ProductDoesNotExist: 'PRODUCT_DOES_NOT_EXIST',
  ProductSuspended: 'PRODUCT_SUSPENDED',
  UnsupportedCombinedListingParentOperation: 'UNSUPPORTED_COMBINED_LISTING_PARENT_OPERATION'
} as const;

export type ProductVariantsBulkDeleteUserErrorCode = typeof ProductVariantsBulkDeleteUserErrorCode[keyof typeof ProductVariantsBulkDeleteUserErrorCode];
export type ProductVariantsBulkInput = {
  barcode?: InputMaybe<Scalars['String']['input']>;
  compareAtPrice?: InputMaybe<Scalars['Money']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  inventoryItem?: InputMaybe<InventoryItemInput>;
  inventoryPolicy?: InputMaybe<ProductVariantInventoryPolicy>;
  inventoryQuantities?: InputMaybe<Array<InventoryLevelInput>>;
  mediaId?: InputMaybe<Scalars['ID']['input']>;
  mediaSrc?: InputMaybe<Array<Scalars['String']['input']>>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  optionValues?: InputMaybe<Array<VariantOptionValueInput>>;
  price?: InputMaybe<Scalars['Money']['input']>;
  published?: InputMaybe<Scalars['Boolean']['input']>;
  quantityAdjustments?: InputMaybe<Array<InventoryAdjustmentInput>>;
  requiresComponents?: InputMaybe<Scalars['Boolean']['input']>;
  showUnitPrice?: InputMaybe<Scalars['Boolean']['input']>;
  taxCode?: InputMaybe<Scalars['String']['input']>;
  taxable?: InputMaybe<Scalars['Boolean']['input']>;
  unitPriceMeasurement?: InputMaybe<UnitPriceMeasurementInput>;
};

export const ProductVariantsBulkReorderUserErrorCode = {
  DuplicatedVariantId: 'DUPLICATED_VARIANT_ID',
  GenericError: 'GENERIC_ERROR',
  InvalidPosition: 'INVALID_POSITION',
  MissingVariant: 'MISSING_VARIANT',
  ProductDoesNotExist: 'PRODUCT_DOES_NOT_EXIST'
} as const;

export type ProductVariantsBulkReorderUserErrorCode = typeof ProductVariantsBulkReorderUserErrorCode[keyof typeof ProductVariantsBulkReorderUserErrorCode];
export const ProductVariantsBulkUpdateUserErrorCode = {
  Blank: 'BLANK',
  CannotSetNameForLinkedOptionValue: 'CANNOT_SET_NAME_FOR_LINKED_OPTION_VALUE',
  CannotSpecifyBoth: 'CANNOT_SPECIFY_BOTH',
  GreaterThanOrEqualTo: 'GREATER_THAN_OR_EQUAL_TO',
  InvalidInput: 'INVALID_INPUT',
  InvalidValue: 'INVALID_VALUE',
  InventoryQuantitiesLimitExceeded: 'INVENTORY_QUANTITIES_LIMIT_EXCEEDED',
  LocalCurrencyGiftCardPriceMustBeZero: 'LOCAL_CURRENCY_GIFT_CARD_PRICE_MUST_BE_ZERO',
  MustBeForThisProduct: 'MUST_BE_FOR_THIS_PRODUCT',
  MustSpecifyOneOfPair: 'MUST_SPECIFY_ONE_OF_PAIR',
  NeedToAddOptionValues: 'NEED_TO_ADD_OPTION_VALUES',
  NegativePriceValue: 'NEGATIVE_PRICE_VALUE',
  NotDefinedForShop: 'NOT_DEFINED_FOR_SHOP',
  NoInventoryQuantitesDuringUpdate: 'NO_INVENTORY_QUANTITES_DURING_UPDATE',
  NoInventoryQuantitiesOnVariantsUpdate: 'NO_INVENTORY_QUANTITIES_ON_VARIANTS_UPDATE',
  OptionDoesNotExist: 'OPTION_DOES_NOT_EXIST',
  OptionValuesForNumberOfUnknownOptions: 'OPTION_VALUES_FOR_NUMBER_OF_UNKNOWN_OPTIONS',
  OptionValueDoesNotExist: 'OPTION_VALUE_DOES_NOT_EXIST',
  OptionValueNameTooLong: 'OPTION_VALUE_NAME_TOO_LONG',
  ProductDoesNotExist: 'PRODUCT_DOES_NOT_EXIST',
  ProductSuspended: 'PRODUCT_SUSPENDED',
  ProductVariantDoesNotExist: 'PRODUCT_VARIANT_DOES_NOT_EXIST',
  ProductVariantIdMissing: 'PRODUCT_VARIANT_ID_MISSING',
  SubscriptionViolation: 'SUBSCRIPTION_VIOLATION',
  TooLong: 'TOO_LONG',
  TooShort: 'TOO_SHORT',
  UnsupportedCombinedListingParentOperation: 'UNSUPPORTED_COMBINED_LISTING_PARENT_OPERATION',
  VariantAlreadyExists: 'VARIANT_ALREADY_EXISTS'
} as const;

export type ProductVariantsBulkUpdateUserErrorCode = typeof ProductVariantsBulkUpdateUserErrorCode[keyof typeof ProductVariantsBulkUpdateUserErrorCode];
export const ProfileItemSortKeys = {
  CreatedAt: 'CREATED_AT',
  Id: 'ID',
  InventoryTotal: 'INVENTORY_TOTAL',
  ProductType: 'PRODUCT_TYPE',
  PublishedAt: 'PUBLISHED_AT',
  Relevance: 'RELEVANCE',
  Title: 'TITLE',
  UpdatedAt: 'UPDATED_AT',
  Vendor: 'VENDOR'
} as const;

export type ProfileItemSortKeys = typeof ProfileItemSortKeys[keyof typeof ProfileItemSortKeys];
export const PubSubWebhookSubscriptionCreateUserErrorCode = {
  InvalidParameters: 'INVALID_PARAMETERS',
  Taken: 'TAKEN'
} as const;

export type PubSubWebhookSubscriptionCreateUserErrorCode = typeof PubSubWebhookSubscriptionCreateUserErrorCode[keyof typeof PubSubWebhookSubscriptionCreateUserErrorCode];
export type PubSubWebhookSubscriptionInput = {
  filter?: InputMaybe<Scalars['String']['input']>;
  format?: InputMaybe<WebhookSubscriptionFormat>;
  includeFields?: InputMaybe<Array<Scalars['String']['input']>>;
  metafieldNamespaces?: InputMaybe<Array<Scalars['String']['input']>>;
  metafields?: InputMaybe<Array<HasMetafieldsMetafieldIdentifierInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
  pubSubProject: Scalars['String']['input'];
  pubSubTopic: Scalars['String']['input'];
};

export const PubSubWebhookSubscriptionUpdateUserErrorCode = {
  InvalidParameters: 'INVALID_PARAMETERS',
  Taken: 'TAKEN'
} as const;

export type PubSubWebhookSubscriptionUpdateUserErrorCode = typeof PubSubWebhookSubscriptionUpdateUserErrorCode[keyof typeof PubSubWebhookSubscriptionUpdateUserErrorCode];
export type PublicationCreateInput = {
  autoPublish?: InputMaybe<Scalars['Boolean']['input']>;
  catalogId?: InputMaybe<Scalars['ID']['input']>;
  defaultState?: InputMaybe<PublicationCreateInputPublicationDefaultState>;
};

export const PublicationCreateInputPublicationDefaultState = {
  AllProducts: 'ALL_PRODUCTS',
  Empty: 'EMPTY'
} as const;

export type PublicationCreateInputPublicationDefaultState = typeof PublicationCreateInputPublicationDefaultState[keyof typeof PublicationCreateInputPublicationDefaultState];
export type PublicationInput = {
  /** @deprecated Use publicationId instead. */
  channelId?: InputMaybe<Scalars['ID']['input']>;
  publicationId?: InputMaybe<Scalars['ID']['input']>;
  publishDate?: InputMaybe<Scalars['DateTime']['input']>;
};

export type PublicationUpdateInput = {
  autoPublish?: InputMaybe<Scalars['Boolean']['input']>;
  publishablesToAdd?: InputMaybe<Array<Scalars['ID']['input']>>;
  publishablesToRemove?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export const PublicationUserErrorCode = {
  Blank: 'BLANK',
  CannotCombineProductsAndVariants: 'CANNOT_COMBINE_PRODUCTS_AND_VARIANTS',
  CannotModifyAppCatalog: 'CANNOT_MODIFY_APP_CATALOG',
  CannotModifyAppCatalogPublication: 'CANNOT_MODIFY_APP_CATALOG_PUBLICATION',
  CannotModifyMarketCatalog: 'CANNOT_MODIFY_MARKET_CATALOG',
  CannotModifyMarketCatalogPublication: 'CANNOT_MODIFY_MARKET_CATALOG_PUBLICATION',
  CatalogNotFound: 'CATALOG_NOT_FOUND',
  Invalid: 'INVALID',
  InvalidPublishableId: 'INVALID_PUBLISHABLE_ID',
  MarketNotFound: 'MARKET_NOT_FOUND',
  ProductLockError: 'PRODUCT_LOCK_ERROR',
  ProductTypeIncompatibleWithCatalogType: 'PRODUCT_TYPE_INCOMPATIBLE_WITH_CATALOG_TYPE',
  PublicationLocked: 'PUBLICATION_LOCKED',
  PublicationNotFound: 'PUBLICATION_NOT_FOUND',
  PublicationUpdateLimitExceeded: 'PUBLICATION_UPDATE_LIMIT_EXCEEDED',
  Taken: 'TAKEN',
  TooLong: 'TOO_LONG',
  TooShort: 'TOO_SHORT',
  UnsupportedPublicationAction: 'UNSUPPORTED_PUBLICATION_ACTION',
  UnsupportedPublishableType: 'UNSUPPORTED_PUBLISHABLE_TYPE',
  VariantsBelongToMultipleProducts: 'VARIANTS_BELONG_TO_MULTIPLE_PRODUCTS',
  VariantPublishingUnsupportedProductType: 'VARIANT_PUBLISHING_UNSUPPORTED_PRODUCT_TYPE'
} as const;

export type PublicationUserErrorCode = typeof PublicationUserErrorCode[keyof typeof PublicationUserErrorCode];
export type PurchasingCompanyInput = {
  companyContactId: Scalars['ID']['input'];
  companyId: Scalars['ID']['input'];
  companyLocationId: Scalars['ID']['input'];
};

export type PurchasingEntityInput = {
  customerId?: InputMaybe<Scalars['ID']['input']>;
  purchasingCompany?: InputMaybe<PurchasingCompanyInput>;
};

export type QuantityPriceBreakInput = {
  minimumQuantity: Scalars['Int']['input'];
  price: MoneyInput;
  variantId: Scalars['ID']['input'];
};

export const QuantityPriceBreakSortKeys = {
  Id: 'ID',
  MinimumQuantity: 'MINIMUM_QUANTITY'
} as const;

export type QuantityPriceBreakSortKeys = typeof QuantityPriceBreakSortKeys[keyof typeof QuantityPriceBreakSortKeys];
export type QuantityPricingByVariantUpdateInput = {
  pricesToAdd: Array<PriceListPriceInput>;
  pricesToDeleteByVariantId: Array<Scalars['ID']['input']>;
  quantityPriceBreaksToAdd: Array<QuantityPriceBreakInput>;
  quantityPriceBreaksToDelete: Array<Scalars['ID']['input']>;
  quantityPriceBreaksToDeleteByVariantId?: InputMaybe<Array<Scalars['ID']['input']>>;
  quantityRulesToAdd: Array<QuantityRuleInput>;
  quantityRulesToDeleteByVariantId: Array<Scalars['ID']['input']>;
};

export const QuantityPricingByVariantUserErrorCode = {
  Blank: 'BLANK',
  GenericError: 'GENERIC_ERROR',
  PriceAddCurrencyMismatch: 'PRICE_ADD_CURRENCY_MISMATCH',
  PriceAddDuplicateInputForVariant: 'PRICE_ADD_DUPLICATE_INPUT_FOR_VARIANT',
  PriceAddLocalCurrencyGiftCardIssuanceCurrencyMismatch: 'PRICE_ADD_LOCAL_CURRENCY_GIFT_CARD_ISSUANCE_CURRENCY_MISMATCH',
  PriceAddLocalCurrencyGiftCardLimitExceeded: 'PRICE_ADD_LOCAL_CURRENCY_GIFT_CARD_LIMIT_EXCEEDED',
  PriceAddVariantNotFound: 'PRICE_ADD_VARIANT_NOT_FOUND',
  PriceDeletePriceNotFixed: 'PRICE_DELETE_PRICE_NOT_FIXED',
  PriceDeleteVariantNotFound: 'PRICE_DELETE_VARIANT_NOT_FOUND',
  PriceListNotFound: 'PRICE_LIST_NOT_FOUND',
  QuantityPriceBreakAddCurrencyMismatch: 'QUANTITY_PRICE_BREAK_ADD_CURRENCY_MISMATCH',
  QuantityPriceBreakAddDuplicateInputForVariantAndMin: 'QUANTITY_PRICE_BREAK_ADD_DUPLICATE_INPUT_FOR_VARIANT_AND_MIN',
  QuantityPriceBreakAddFailedToSave: 'QUANTITY_PRICE_BREAK_ADD_FAILED_TO_SAVE',
  QuantityPriceBreakAddInvalid: 'QUANTITY_PRICE_BREAK_ADD_INVALID',
  QuantityPriceBreakAddLimitExceeded: 'QUANTITY_PRICE_BREAK_ADD_LIMIT_EXCEEDED',
  QuantityPriceBreakAddMinHigherThanQuantityRulesMax: 'QUANTITY_PRICE_BREAK_ADD_MIN_HIGHER_THAN_QUANTITY_RULES_MAX',
  QuantityPriceBreakAddMinLowerThanQuantityRulesMin: 'QUANTITY_PRICE_BREAK_ADD_MIN_LOWER_THAN_QUANTITY_RULES_MIN',
  QuantityPriceBreakAddMinNotAMultipleOfQuantityRulesIncrement: 'QUANTITY_PRICE_BREAK_ADD_MIN_NOT_A_MULTIPLE_OF_QUANTITY_RULES_INCREMENT',
  QuantityPriceBreakAddPriceListPriceNotFound: 'QUANTITY_PRICE_BREAK_ADD_PRICE_LIST_PRICE_NOT_FOUND',
  QuantityPriceBreakAddVariantNotFound: 'QUANTITY_PRICE_BREAK_ADD_VARIANT_NOT_FOUND',
  QuantityPriceBreakDeleteByVariantIdVariantNotFound: 'QUANTITY_PRICE_BREAK_DELETE_BY_VARIANT_ID_VARIANT_NOT_FOUND',
  QuantityPriceBreakDeleteFailed: 'QUANTITY_PRICE_BREAK_DELETE_FAILED',
  QuantityPriceBreakDeleteNotFound: 'QUANTITY_PRICE_BREAK_DELETE_NOT_FOUND',
  QuantityRuleAddCatalogContextNotSupported: 'QUANTITY_RULE_ADD_CATALOG_CONTEXT_NOT_SUPPORTED',
  QuantityRuleAddDuplicateInputForVariant: 'QUANTITY_RULE_ADD_DUPLICATE_INPUT_FOR_VARIANT',
  QuantityRuleAddIncrementIsGreaterThanMinimum: 'QUANTITY_RULE_ADD_INCREMENT_IS_GREATER_THAN_MINIMUM',
  QuantityRuleAddIncrementIsLessThanOne: 'QUANTITY_RULE_ADD_INCREMENT_IS_LESS_THAN_ONE',
  QuantityRuleAddIncrementNotAMultipleOfQuantityPriceBreakMin: 'QUANTITY_RULE_ADD_INCREMENT_NOT_A_MULTIPLE_OF_QUANTITY_PRICE_BREAK_MIN',
  QuantityRuleAddMaximumIsLessThanOne: 'QUANTITY_RULE_ADD_MAXIMUM_IS_LESS_THAN_ONE',
  QuantityRuleAddMaximumNotAMultipleOfIncrement: 'QUANTITY_RULE_ADD_MAXIMUM_NOT_A_MULTIPLE_OF_INCREMENT',
  QuantityRuleAddMaxLowerThanQuantityPriceBreakMin: 'QUANTITY_RULE_ADD_MAX_LOWER_THAN_QUANTITY_PRICE_BREAK_MIN',
  QuantityRuleAddMinimumGreaterThanMaximum: 'QUANTITY_RULE_ADD_MINIMUM_GREATER_THAN_MAXIMUM',
  QuantityRuleAddMinimumIsLessThanOne: 'QUANTITY_RULE_ADD_MINIMUM_IS_LESS_THAN_ONE',
  QuantityRuleAddMinimumNotAMultipleOfIncrement: 'QUANTITY_RULE_ADD_MINIMUM_NOT_A_MULTIPLE_OF_INCREMENT',
  QuantityRuleAddMinHigherThanQuantityPriceBreakMin: 'QUANTITY_RULE_ADD_MIN_HIGHER_THAN_QUANTITY_PRICE_BREAK_MIN',
  QuantityRuleAddVariantNotFound: 'QUANTITY_RULE_ADD_VARIANT_NOT_FOUND',
  QuantityRuleDeleteRuleNotFound: 'QUANTITY_RULE_DELETE_RULE_NOT_FOUND',
  QuantityRuleDeleteVariantNotFound: 'QUANTITY_RULE_DELETE_VARIANT_NOT_FOUND'
} as const;

export type QuantityPricingByVariantUserErrorCode = typeof QuantityPricingByVariantUserErrorCode[keyof typeof QuantityPricingByVariantUserErrorCode];
export type QuantityRuleInput = {
  increment: Scalars['Int']['input'];
  maximum?: InputMaybe<Scalars['Int']['input']>;
  minimum: Scalars['Int']['input'];
  variantId: Scalars['ID']['input'];
};

export const QuantityRuleOriginType = {
  Fixed: 'FIXED',
  Relative: 'RELATIVE'
} as const;

export type QuantityRuleOriginType = typeof QuantityRuleOriginType[keyof typeof QuantityRuleOriginType];
export const QuantityRuleUserErrorCode = {
  Blank: 'BLANK',
  CatalogContextDoesNotSupportQuantityRules: 'CATALOG_CONTEXT_DOES_NOT_SUPPORT_QUANTITY_RULES',
  DuplicateInputForVariant: 'DUPLICATE_INPUT_FOR_VARIANT',
  GenericError: 'GENERIC_ERROR',
  GreaterThanOrEqualTo: 'GREATER_THAN_OR_EQUAL_TO',
  IncrementIsGreaterThanMinimum: 'INCREMENT_IS_GREATER_THAN_MINIMUM',
  IncrementNotAMultipleOfQuantityPriceBreakMinimum: 'INCREMENT_NOT_A_MULTIPLE_OF_QUANTITY_PRICE_BREAK_MINIMUM',
  MaximumIsLowerThanQuantityPriceBreakMinimum: 'MAXIMUM_IS_LOWER_THAN_QUANTITY_PRICE_BREAK_MINIMUM',
  MaximumNotMultipleOfIncrement: 'MAXIMUM_NOT_MULTIPLE_OF_INCREMENT',
  MinimumIsGreaterThanMaximum: 'MINIMUM_IS_GREATER_THAN_MAXIMUM',
  MinimumIsHigherThanQuantityPriceBreakMinimum: 'MINIMUM_IS_HIGHER_THAN_QUANTITY_PRICE_BREAK_MINIMUM',
  MinimumNotMultipleOfIncrement: 'MINIMUM_NOT_MULTIPLE_OF_INCREMENT',
  PriceListDoesNotExist: 'PRICE_LIST_DOES_NOT_EXIST',
  ProductVariantDoesNotExist: 'PRODUCT_VARIANT_DOES_NOT_EXIST',
  VariantQuantityRuleDoesNotExist: 'VARIANT_QUANTITY_RULE_DOES_NOT_EXIST'
} as const;

export type QuantityRuleUserErrorCode = typeof QuantityRuleUserErrorCode[keyof typeof QuantityRuleUserErrorCode];
export type RefundDutyInput = {
  dutyId: Scalars['ID']['input'];
  refundType?: InputMaybe<RefundDutyRefundType>;
};

export const RefundDutyRefundType = {
  Full: 'FULL',
  Proportional: 'PROPORTIONAL'
} as const;

export type RefundDutyRefundType = typeof RefundDutyRefundType[keyof typeof RefundDutyRefundType];
export type RefundInput = {
  allowOverRefunding?: InputMaybe<Scalars['Boolean']['input']>;
  currency?: InputMaybe<CurrencyCode>;
  discrepancyReason?: InputMaybe<OrderAdjustmentInputDiscrepancyReason>;
  note?: InputMaybe<Scalars['String']['input']>;
  notify?: InputMaybe<Scalars['Boolean']['input']>;
  orderId: Scalars['ID']['input'];
  processedAt?: InputMaybe<Scalars['DateTime']['input']>;
  refundDuties?: InputMaybe<Array<RefundDutyInput>>;
  refundLineItems?: InputMaybe<Array<RefundLineItemInput>>;
  refundMethods?: InputMaybe<Array<RefundMethodInput>>;
  shipping?: InputMaybe<ShippingRefundInput>;
  transactions?: InputMaybe<Array<OrderTransactionInput>>;
};

export type RefundLineItemInput = {
  lineItemId: Scalars['ID']['input'];
  locationId?: InputMaybe<Scalars['ID']['input']>;
  quantity: Scalars['Int']['input'];
  restockType?: InputMaybe<RefundLineItemRestockType>;
};

export const RefundLineItemRestockType = {
  Cancel: 'CANCEL',
  LegacyRestock: 'LEGACY_RESTOCK',
  NoRestock: 'NO_RESTOCK',
  Return: 'RETURN'
} as const;

export type RefundLineItemRestockType = typeof RefundLineItemRestockType[keyof typeof RefundLineItemRestockType];
export const RefundMethodAllocation = {
  OriginalPaymentMethods: 'ORIGINAL_PAYMENT_METHODS',
  StoreCredit: 'STORE_CREDIT'
} as const;

export type RefundMethodAllocation = typeof RefundMethodAllocation[keyof typeof RefundMethodAllocation];
export type RefundMethodInput =
  { storeCreditRefund: StoreCreditRefundInput; };

export type RefundShippingInput = {
  fullRefund?: InputMaybe<Scalars['Boolean']['input']>;
  shippingRefundAmount?: InputMaybe<MoneyInput>;
};

export type RemoteAuthorizeNetCustomerPaymentProfileInput = {
  customerPaymentProfileId: Scalars['String']['input'];
  customerProfileId: Scalars['String']['input'];
};

export type RemoteBraintreePaymentMethodInput = {
  customerId: Scalars['String']['input'];
  paymentMethodToken: Scalars['String']['input'];
};

export type RemoteStripePaymentMethodInput = {
  customerId: Scalars['String']['input'];
  paymentMethodId: Scalars['String']['input'];
};

export const ResourceAlertIcon = {
  CheckmarkCircle: 'CHECKMARK_CIRCLE',
  InformationCircle: 'INFORMATION_CIRCLE'
} as const;

export type ResourceAlertIcon = typeof ResourceAlertIcon[keyof typeof ResourceAlertIcon];
export const ResourceAlertSeverity = {
  Critical: 'CRITICAL',
  Default: 'DEFAULT',
  Error: 'ERROR',
  Info: 'INFO',
  Success: 'SUCCESS',
  Warning: 'WARNING'
} as const;

export type ResourceAlertSeverity = typeof ResourceAlertSeverity[keyof typeof ResourceAlertSeverity];
export type ResourceFeedbackCreateInput = {
  channelId?: InputMaybe<Scalars['ID']['input']>;
  feedbackGeneratedAt: Scalars['DateTime']['input'];
  messages?: InputMaybe<Array<Scalars['String']['input']>>;
  state: ResourceFeedbackState;
};

export const ResourceFeedbackState = {
  Accepted: 'ACCEPTED',
  RequiresAction: 'REQUIRES_ACTION'
} as const;

export type ResourceFeedbackState = typeof ResourceFeedbackState[keyof typeof ResourceFeedbackState];
export const ResourceOperationStatus = {
  Active: 'ACTIVE',
  Complete: 'COMPLETE',
  Created: 'CREATED'
} as const;

export type ResourceOperationStatus = typeof ResourceOperationStatus[keyof typeof ResourceOperationStatus];
export type RestockingFeeInput = {
  percentage: Scalars['Float']['input'];
};

export type ReturnApproveRequestInput = {
  id: Scalars['ID']['input'];
  notifyCustomer?: InputMaybe<Scalars['Boolean']['input']>;
  /** @deprecated This field is temporary to support the transition to Returns Processing APIs. */
  unprocessed?: InputMaybe<Scalars['Boolean']['input']>;
};

export const ReturnDeclineReason = {
  FinalSale: 'FINAL_SALE',
  Other: 'OTHER',
  ReturnPeriodEnded: 'RETURN_PERIOD_ENDED'
} as const;

export type ReturnDeclineReason = typeof ReturnDeclineReason[keyof typeof ReturnDeclineReason];
export type ReturnDeclineRequestInput = {
  declineNote?: InputMaybe<Scalars['String']['input']>;
  declineReason: ReturnDeclineReason;
  id: Scalars['ID']['input'];
  notifyCustomer?: InputMaybe<Scalars['Boolean']['input']>;
};

export const ReturnErrorCode = {
  AlreadyExists: 'ALREADY_EXISTS',
  Blank: 'BLANK',
  CreationFailed: 'CREATION_FAILED',
  EqualTo: 'EQUAL_TO',
  FeatureNotEnabled: 'FEATURE_NOT_ENABLED',
  GreaterThan: 'GREATER_THAN',
  GreaterThanOrEqualTo: 'GREATER_THAN_OR_EQUAL_TO',
  Inclusion: 'INCLUSION',
  IncompatibleWithStandardPolicy: 'INCOMPATIBLE_WITH_STANDARD_POLICY',
  InternalError: 'INTERNAL_ERROR',
  Invalid: 'INVALID',
  InvalidState: 'INVALID_STATE',
  LessThan: 'LESS_THAN',
  LessThanOrEqualTo: 'LESS_THAN_OR_EQUAL_TO',
  MissingPermission: 'MISSING_PERMISSION',
  NotificationFailed: 'NOTIFICATION_FAILED',
  NotANumber: 'NOT_A_NUMBER',
  NotEditable: 'NOT_EDITABLE',
  NotFound: 'NOT_FOUND',
  Present: 'PRESENT',
  Taken: 'TAKEN',
  TooBig: 'TOO_BIG',
  TooLong: 'TOO_LONG',
  TooManyArguments: 'TOO_MANY_ARGUMENTS',
  TooShort: 'TOO_SHORT',
  WrongLength: 'WRONG_LENGTH'
} as const;

export type ReturnErrorCode = typeof ReturnErrorCode[keyof typeof ReturnErrorCode];
export type ReturnInput = {
  exchangeLineItems?: InputMaybe<Array<ExchangeLineItemInput>>;
  /** @deprecated This field is no longer supported and any value provided to it is currently ignored. */
  notifyCustomer?: InputMaybe<Scalars['Boolean']['input']>;
  orderId: Scalars['ID']['input'];
  requestedAt?: InputMaybe<Scalars['DateTime']['input']>;
  returnLineItems: Array<ReturnLineItemInput>;
  returnShippingFee?: InputMaybe<ReturnShippingFeeInput>;
  /** @deprecated This field is temporary to support the transition to Returns Processing APIs. */
  unprocessed?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ReturnLineItemInput = {
  fulfillmentLineItemId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  restockingFee?: InputMaybe<RestockingFeeInput>;
  /** @deprecated Use `returnReasonDefinitionId` instead. This field will be removed in the future. */
  returnReason?: InputMaybe<ReturnReason>;
  returnReasonDefinitionId?: InputMaybe<Scalars['ID']['input']>;
  returnReasonNote?: InputMaybe<Scalars['String']['input']>;
};

export type ReturnLineItemRemoveFromReturnInput = {
  quantity: Scalars['Int']['input'];
  returnLineItemId: Scalars['ID']['input'];
};

export type ReturnProcessExchangeLineItemInput = {
  id: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type ReturnProcessFinancialTransferInput =
  { issueRefund: ReturnProcessRefundInput; };

export type ReturnProcessInput = {
  exchangeLineItems?: InputMaybe<Array<ReturnProcessExchangeLineItemInput>>;
  financialTransfer?: InputMaybe<ReturnProcessFinancialTransferInput>;
  note?: InputMaybe<Scalars['String']['input']>;
  notifyCustomer?: InputMaybe<Scalars['Boolean']['input']>;
  refundDuties?: InputMaybe<Array<RefundDutyInput>>;
  refundShipping?: InputMaybe<RefundShippingInput>;
  returnId: Scalars['ID']['input'];
  returnLineItems?: InputMaybe<Array<ReturnProcessReturnLineItemInput>>;
  tipLineId?: InputMaybe<Scalars['ID']['input']>;
};

export type ReturnProcessRefundInput = {
  allowOverRefunding?: InputMaybe<Scalars['Boolean']['input']>;
  orderTransactions: Array<ReturnRefundOrderTransactionInput>;
  refundMethods?: InputMaybe<Array<RefundMethodInput>>;
};

export type ReturnProcessReturnLineItemInput = {
  dispositions?: InputMaybe<Array<ReverseFulfillmentOrderDisposeInput>>;
  id: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export const ReturnProcessingStatusFilterInput = {
  Processable: 'PROCESSABLE',
  Processed: 'PROCESSED'
} as const;

export type ReturnProcessingStatusFilterInput = typeof ReturnProcessingStatusFilterInput[keyof typeof ReturnProcessingStatusFilterInput];
export const ReturnReason = {
  Color: 'COLOR',
  Defective: 'DEFECTIVE',
  NotAsDescribed: 'NOT_AS_DESCRIBED',
  Other: 'OTHER',
  SizeTooLarge: 'SIZE_TOO_LARGE',
  SizeTooSmall: 'SIZE_TOO_SMALL',
  Style: 'STYLE',
  Unknown: 'UNKNOWN',
  Unwanted: 'UNWANTED',
  WrongItem: 'WRONG_ITEM'
} as const;

export type ReturnReason = typeof ReturnReason[keyof typeof ReturnReason];
export const ReturnReasonDefinitionSortKeys = {
  Handle: 'HANDLE',
  Id: 'ID',
  Name: 'NAME'
} as const;

export type ReturnReasonDefinitionSortKeys = typeof ReturnReasonDefinitionSortKeys[keyof typeof ReturnReasonDefinitionSortKeys];
export type ReturnRefundInput = {
  notifyCustomer?: InputMaybe<Scalars['Boolean']['input']>;
  orderTransactions?: InputMaybe<Array<ReturnRefundOrderTransactionInput>>;
  refundDuties?: InputMaybe<Array<RefundDutyInput>>;
  refundShipping?: InputMaybe<RefundShippingInput>;
  returnId: Scalars['ID']['input'];
  returnRefundLineItems: Array<ReturnRefundLineItemInput>;
};

export type ReturnRefundLineItemInput = {
  quantity: Scalars['Int']['input'];
  returnLineItemId: Scalars['ID']['input'];
};

export type ReturnRefundOrderTransactionInput = {
  parentId: Scalars['ID']['input'];
  transactionAmount: MoneyInput;
};

export type ReturnRequestInput = {
  orderId: Scalars['ID']['input'];
  returnLineItems: Array<ReturnRequestLineItemInput>;
  returnShippingFee?: InputMaybe<ReturnShippingFeeInput>;
};

export type ReturnRequestLineItemInput = {
  customerNote?: InputMaybe<Scalars['String']['input']>;
  fulfillmentLineItemId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  restockingFee?: InputMaybe<RestockingFeeInput>;
  /** @deprecated Use `returnReasonDefinitionId` instead. This field will be removed in the future. */
  returnReason?: InputMaybe<ReturnReason>;
  returnReasonDefinitionId?: InputMaybe<Scalars['ID']['input']>;
};

export type ReturnShippingFeeInput = {
  amount: MoneyInput;
};

export const ReturnStatus = {
  Canceled: 'CANCELED',
  Closed: 'CLOSED',
  Declined: 'DECLINED',
  Open: 'OPEN',
  Requested: 'REQUESTED'
} as const;

export type ReturnStatus = typeof ReturnStatus[keyof typeof ReturnStatus];
export type ReverseDeliveryLabelInput = {
  fileUrl: Scalars['URL']['input'];
};

export type ReverseDeliveryLineItemInput = {
  quantity: Scalars['Int']['input'];
  reverseFulfillmentOrderLineItemId: Scalars['ID']['input'];
};

export type ReverseDeliveryTrackingInput = {
  number?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['URL']['input']>;
};

export type ReverseFulfillmentOrderDisposeInput = {
  dispositionType: ReverseFulfillmentOrderDispositionType;
  locationId?: InputMaybe<Scalars['ID']['input']>;
  quantity: Scalars['Int']['input'];
  reverseFulfillmentOrderLineItemId: Scalars['ID']['input'];
};

export const ReverseFulfillmentOrderDispositionType = {
  Missing: 'MISSING',
  NotRestocked: 'NOT_RESTOCKED',
  ProcessingRequired: 'PROCESSING_REQUIRED',
  Restocked: 'RESTOCKED'
} as const;

export type ReverseFulfillmentOrderDispositionType = typeof ReverseFulfillmentOrderDispositionType[keyof typeof ReverseFulfillmentOrderDispositionType];
export const ReverseFulfillmentOrderStatus = {
  Canceled: 'CANCELED',
  Closed: 'CLOSED',
  Open: 'OPEN'
} as const;

export type ReverseFulfillmentOrderStatus = typeof ReverseFulfillmentOrderStatus[keyof typeof ReverseFulfillmentOrderStatus];
export const ReverseFulfillmentOrderThirdPartyConfirmationStatus = {
  Accepted: 'ACCEPTED',
  CancelAccepted: 'CANCEL_ACCEPTED',
  CancelRejected: 'CANCEL_REJECTED',
  PendingAcceptance: 'PENDING_ACCEPTANCE',
  PendingCancelation: 'PENDING_CANCELATION',
  Rejected: 'REJECTED'
} as const;

export type ReverseFulfillmentOrderThirdPartyConfirmationStatus = typeof ReverseFulfillmentOrderThirdPartyConfirmationStatus[keyof typeof ReverseFulfillmentOrderThirdPartyConfirmationStatus];
export const RiskAssessmentResult = {
  High: 'HIGH',
  Low: 'LOW',
  Medium: 'MEDIUM',
  None: 'NONE',
  Pending: 'PENDING'
} as const;

export type RiskAssessmentResult = typeof RiskAssessmentResult[keyof typeof RiskAssessmentResult];
export const RiskFactSentiment = {
  Negative: 'NEGATIVE',
  Neutral: 'NEUTRAL',
  Positive: 'POSITIVE'
} as const;

export type RiskFactSentiment = typeof RiskFactSentiment[keyof typeof RiskFactSentiment];
export type SeoInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export const SaleActionType = {
  Order: 'ORDER',
  Return: 'RETURN',
  Unknown: 'UNKNOWN',
  Update: 'UPDATE'
} as const;

export type SaleActionType = typeof SaleActionType[keyof typeof SaleActionType];
export const SaleLineType = {
  AdditionalFee: 'ADDITIONAL_FEE',
  Adjustment: 'ADJUSTMENT',
  Duty: 'DUTY',
  Fee: 'FEE',
  GiftCard: 'GIFT_CARD',
  Product: 'PRODUCT',
  Shipping: 'SHIPPING',
  Tip: 'TIP',
  Unknown: 'UNKNOWN'
} as const;

export type SaleLineType = typeof SaleLineType[keyof typeof SaleLineType];
export type SavedSearchCreateInput = {
  name: Scalars['String']['input'];
  query: Scalars['String']['input'];
  resourceType: SearchResultType;
};

export type SavedSearchDeleteInput = {
  id: Scalars['ID']['input'];
};

export type SavedSearchUpdateInput = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};

export const ScheduledChangeSortKeys = {
  ExpectedAt: 'EXPECTED_AT',
  Id: 'ID'
} as const;

export type ScheduledChangeSortKeys = typeof ScheduledChangeSortKeys[keyof typeof ScheduledChangeSortKeys];
export const ScriptTagDisplayScope = {
  All: 'ALL',
  OnlineStore: 'ONLINE_STORE',
  OrderStatus: 'ORDER_STATUS'
} as const;

export type ScriptTagDisplayScope = typeof ScriptTagDisplayScope[keyof typeof ScriptTagDisplayScope];
export type ScriptTagInput = {
  cache?: InputMaybe<Scalars['Boolean']['input']>;
  displayScope?: InputMaybe<ScriptTagDisplayScope>;
  src?: InputMaybe<Scalars['URL']['input']>;
};

export const SearchResultType = {
  Article: 'ARTICLE',
  BalanceTransaction: 'BALANCE_TRANSACTION',
  Blog: 'BLOG',
  Collection: 'COLLECTION',
  Customer: 'CUSTOMER',
  DiscountRedeemCode: 'DISCOUNT_REDEEM_CODE',
  DraftOrder: 'DRAFT_ORDER',
  File: 'FILE',
  InventoryTransfer: 'INVENTORY_TRANSFER',
  Order: 'ORDER',
  Page: 'PAGE',
  PriceRule: 'PRICE_RULE',
  Product: 'PRODUCT',
  UrlRedirect: 'URL_REDIRECT'
} as const;

export type SearchResultType = typeof SearchResultType[keyof typeof SearchResultType];
export const SegmentSortKeys = {
  CreationDate: 'CREATION_DATE',
  Id: 'ID',
  LastEditDate: 'LAST_EDIT_DATE',
  Relevance: 'RELEVANCE'
} as const;

export type SegmentSortKeys = typeof SegmentSortKeys[keyof typeof SegmentSortKeys];
export type SelectedVariantOptionInput = {
  linkedMetafieldValue?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type SellingPlanAnchorInput = {
  cutoffDay?: InputMaybe<Scalars['Int']['input']>;
  day?: InputMaybe<Scalars['Int']['input']>;
  month?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<SellingPlanAnchorType>;
};

export const SellingPlanAnchorType = {
  Monthday: 'MONTHDAY',
  Weekday: 'WEEKDAY',
  Yearday: 'YEARDAY'
} as const;

export type SellingPlanAnchorType = typeof SellingPlanAnchorType[keyof typeof SellingPlanAnchorType];
export type SellingPlanBillingPolicyInput = {
  fixed?: InputMaybe<SellingPlanFixedBillingPolicyInput>;
  recurring?: InputMaybe<SellingPlanRecurringBillingPolicyInput>;
};

export const SellingPlanCategory = {
  Other: 'OTHER',
  PreOrder: 'PRE_ORDER',
  Subscription: 'SUBSCRIPTION',
  TryBeforeYouBuy: 'TRY_BEFORE_YOU_BUY'
} as const;

export type SellingPlanCategory = typeof SellingPlanCategory[keyof typeof SellingPlanCategory];
export type SellingPlanCheckoutChargeInput = {
  type?: InputMaybe<SellingPlanCheckoutChargeType>;
  value?: InputMaybe<SellingPlanCheckoutChargeValueInput>;
};

export const SellingPlanCheckoutChargeType = {
  Percentage: 'PERCENTAGE',
  Price: 'PRICE'
} as const;

export type SellingPlanCheckoutChargeType = typeof SellingPlanCheckoutChargeType[keyof typeof SellingPlanCheckoutChargeType];
export type SellingPlanCheckoutChargeValueInput = {
  fixedValue?: InputMaybe<Scalars['Decimal']['input']>;
  percentage?: InputMaybe<Scalars['Float']['input']>;
};

export type SellingPlanDeliveryPolicyInput = {
  fixed?: InputMaybe<SellingPlanFixedDeliveryPolicyInput>;
  recurring?: InputMaybe<SellingPlanRecurringDeliveryPolicyInput>;
};

export type SellingPlanFixedBillingPolicyInput = {
  checkoutCharge?: InputMaybe<SellingPlanCheckoutChargeInput>;
  remainingBalanceChargeExactTime?: InputMaybe<Scalars['DateTime']['input']>;
  remainingBalanceChargeTimeAfterCheckout?: InputMaybe<Scalars['String']['input']>;
  remainingBalanceChargeTrigger?: InputMaybe<SellingPlanRemainingBalanceChargeTrigger>;
};

export type SellingPlanFixedDeliveryPolicyInput = {
  anchors?: InputMaybe<Array<SellingPlanAnchorInput>>;
  cutoff?: InputMaybe<Scalars['Int']['input']>;
  fulfillmentExactTime?: InputMaybe<Scalars['DateTime']['input']>;
  fulfillmentTrigger?: InputMaybe<SellingPlanFulfillmentTrigger>;
  intent?: InputMaybe<SellingPlanFixedDeliveryPolicyIntent>;
  preAnchorBehavior?: InputMaybe<SellingPlanFixedDeliveryPolicyPreAnchorBehavior>;
};

export const SellingPlanFixedDeliveryPolicyIntent = {
  FulfillmentBegin: 'FULFILLMENT_BEGIN'
} as const;

export type SellingPlanFixedDeliveryPolicyIntent = typeof SellingPlanFixedDeliveryPolicyIntent[keyof typeof SellingPlanFixedDeliveryPolicyIntent];
export const SellingPlanFixedDeliveryPolicyPreAnchorBehavior = {
  Asap: 'ASAP',
  Next: 'NEXT'
} as const;

export type SellingPlanFixedDeliveryPolicyPreAnchorBehavior = typeof SellingPlanFixedDeliveryPolicyPreAnchorBehavior[keyof typeof SellingPlanFixedDeliveryPolicyPreAnchorBehavior];
export type SellingPlanFixedPricingPolicyInput = {
  adjustmentType?: InputMaybe<SellingPlanPricingPolicyAdjustmentType>;
  adjustmentValue?: InputMaybe<SellingPlanPricingPolicyValueInput>;
  id?: InputMaybe<Scalars['ID']['input']>;
};

export const SellingPlanFulfillmentTrigger = {
  Anchor: 'ANCHOR',
  Asap: 'ASAP',
  ExactTime: 'EXACT_TIME',
  Unknown: 'UNKNOWN'
} as const;

export type SellingPlanFulfillmentTrigger = typeof SellingPlanFulfillmentTrigger[keyof typeof SellingPlanFulfillmentTrigger];
export type SellingPlanGroupInput = {
  appId?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  merchantCode?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  options?: InputMaybe<Array<Scalars['String']['input']>>;
  position?: InputMaybe<Scalars['Int']['input']>;
  sellingPlansToCreate?: InputMaybe<Array<SellingPlanInput>>;
  sellingPlansToDelete?: InputMaybe<Array<Scalars['ID']['input']>>;
  sellingPlansToUpdate?: InputMaybe<Array<SellingPlanInput>>;
};

export type SellingPlanGroupResourceInput = {
  productIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  productVariantIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export const SellingPlanGroupSortKeys = {
  CreatedAt: 'CREATED_AT',
  Id: 'ID',
  Name: 'NAME',
  UpdatedAt: 'UPDATED_AT'
} as const;

export type SellingPlanGroupSortKeys = typeof SellingPlanGroupSortKeys[keyof typeof SellingPlanGroupSortKeys];
export const SellingPlanGroupUserErrorCode = {
  BillingAndDeliveryPolicyTypesMustBeTheSame: 'BILLING_AND_DELIVERY_POLICY_TYPES_MUST_BE_THE_SAME',
  BillingPolicyIntervalTooLarge: 'BILLING_POLICY_INTERVAL_TOO_LARGE',
  Blank: 'BLANK',
  CheckoutChargeValueAndTypeMustMatch: 'CHECKOUT_CHARGE_VALUE_AND_TYPE_MUST_MATCH',
  DeliveryPolicyIntervalTooLarge: 'DELIVERY_POLICY_INTERVAL_TOO_LARGE',
  EqualTo: 'EQUAL_TO',
  ErrorAddingResourceToGroup: 'ERROR_ADDING_RESOURCE_TO_GROUP',
  FulfillmentExactTimeNotAllowed: 'FULFILLMENT_EXACT_TIME_NOT_ALLOWED',
  FulfillmentExactTimeRequired: 'FULFILLMENT_EXACT_TIME_REQUIRED',
  GreaterThan: 'GREATER_THAN',
  GreaterThanOrEqualTo: 'GREATER_THAN_OR_EQUAL_TO',
  GroupCouldNotBeDeleted: 'GROUP_COULD_NOT_BE_DELETED',
  GroupDoesNotExist: 'GROUP_DOES_NOT_EXIST',
  Inclusion: 'INCLUSION',
  Invalid: 'INVALID',
  InvalidInput: 'INVALID_INPUT',
  LessThan: 'LESS_THAN',
  LessThanOrEqualTo: 'LESS_THAN_OR_EQUAL_TO',
  NotANumber: 'NOT_A_NUMBER',
  NotFound: 'NOT_FOUND',
  OnlyNeedOneBillingPolicyType: 'ONLY_NEED_ONE_BILLING_POLICY_TYPE',
  OnlyNeedOneCheckoutChargeValue: 'ONLY_NEED_ONE_CHECKOUT_CHARGE_VALUE',
  OnlyNeedOneDeliveryPolicyType: 'ONLY_NEED_ONE_DELIVERY_POLICY_TYPE',
  OnlyNeedOnePricingPolicyType: 'ONLY_NEED_ONE_PRICING_POLICY_TYPE',
  OnlyNeedOnePricingPolicyValue: 'ONLY_NEED_ONE_PRICING_POLICY_VALUE',
  OnlyOneOfFixedOrRecurringBilling: 'ONLY_ONE_OF_FIXED_OR_RECURRING_BILLING',
  OnlyOneOfFixedOrRecurringDelivery: 'ONLY_ONE_OF_FIXED_OR_RECURRING_DELIVERY',
  PlanDoesNotExist: 'PLAN_DOES_NOT_EXIST',
  PlanIdMustBeSpecifiedToUpdate: 'PLAN_ID_MUST_BE_SPECIFIED_TO_UPDATE',
  Present: 'PRESENT',
  PricingPolicyAdjustmentValueAndTypeMustMatch: 'PRICING_POLICY_ADJUSTMENT_VALUE_AND_TYPE_MUST_MATCH',
  ProductDoesNotExist: 'PRODUCT_DOES_NOT_EXIST',
  ProductVariantDoesNotExist: 'PRODUCT_VARIANT_DOES_NOT_EXIST',
  RemainingBalanceChargeExactTimeNotAllowed: 'REMAINING_BALANCE_CHARGE_EXACT_TIME_NOT_ALLOWED',
  RemainingBalanceChargeExactTimeRequired: 'REMAINING_BALANCE_CHARGE_EXACT_TIME_REQUIRED',
  RemainingBalanceChargeTimeAfterCheckoutMustBeGreaterThanZero: 'REMAINING_BALANCE_CHARGE_TIME_AFTER_CHECKOUT_MUST_BE_GREATER_THAN_ZERO',
  RemainingBalanceChargeTriggerNoRemainingBalanceOnPartialPercentageCheckoutCharge: 'REMAINING_BALANCE_CHARGE_TRIGGER_NO_REMAINING_BALANCE_ON_PARTIAL_PERCENTAGE_CHECKOUT_CHARGE',
  RemainingBalanceChargeTriggerNoRemainingBalanceOnPriceCheckoutCharge: 'REMAINING_BALANCE_CHARGE_TRIGGER_NO_REMAINING_BALANCE_ON_PRICE_CHECKOUT_CHARGE',
  RemainingBalanceChargeTriggerOnFullCheckout: 'REMAINING_BALANCE_CHARGE_TRIGGER_ON_FULL_CHECKOUT',
  ResourceListContainsInvalidIds: 'RESOURCE_LIST_CONTAINS_INVALID_IDS',
  SellingPlanAnchorsNotAllowed: 'SELLING_PLAN_ANCHORS_NOT_ALLOWED',
  SellingPlanAnchorsRequired: 'SELLING_PLAN_ANCHORS_REQUIRED',
  SellingPlanBillingAndDeliveryPolicyAnchorsMustBeEqual: 'SELLING_PLAN_BILLING_AND_DELIVERY_POLICY_ANCHORS_MUST_BE_EQUAL',
  SellingPlanBillingCycleMustBeAMultipleOfDeliveryCycle: 'SELLING_PLAN_BILLING_CYCLE_MUST_BE_A_MULTIPLE_OF_DELIVERY_CYCLE',
  SellingPlanBillingPolicyMissing: 'SELLING_PLAN_BILLING_POLICY_MISSING',
  SellingPlanCountLowerBound: 'SELLING_PLAN_COUNT_LOWER_BOUND',
  SellingPlanCountUpperBound: 'SELLING_PLAN_COUNT_UPPER_BOUND',
  SellingPlanDeliveryPolicyMissing: 'SELLING_PLAN_DELIVERY_POLICY_MISSING',
  SellingPlanDuplicateName: 'SELLING_PLAN_DUPLICATE_NAME',
  SellingPlanDuplicateOptions: 'SELLING_PLAN_DUPLICATE_OPTIONS',
  SellingPlanFixedPricingPoliciesLimit: 'SELLING_PLAN_FIXED_PRICING_POLICIES_LIMIT',
  SellingPlanMaxCyclesMustBeGreaterThanMinCycles: 'SELLING_PLAN_MAX_CYCLES_MUST_BE_GREATER_THAN_MIN_CYCLES',
  SellingPlanMissingOption2LabelOnParentGroup: 'SELLING_PLAN_MISSING_OPTION2_LABEL_ON_PARENT_GROUP',
  SellingPlanMissingOption3LabelOnParentGroup: 'SELLING_PLAN_MISSING_OPTION3_LABEL_ON_PARENT_GROUP',
  SellingPlanOption2RequiredAsDefinedOnParentGroup: 'SELLING_PLAN_OPTION2_REQUIRED_AS_DEFINED_ON_PARENT_GROUP',
  SellingPlanOption3RequiredAsDefinedOnParentGroup: 'SELLING_PLAN_OPTION3_REQUIRED_AS_DEFINED_ON_PARENT_GROUP',
  SellingPlanPricingPoliciesLimit: 'SELLING_PLAN_PRICING_POLICIES_LIMIT',
  SellingPlanPricingPoliciesMustContainAFixedPricingPolicy: 'SELLING_PLAN_PRICING_POLICIES_MUST_CONTAIN_A_FIXED_PRICING_POLICY',
  Taken: 'TAKEN',
  TooBig: 'TOO_BIG',
  TooLong: 'TOO_LONG',
  TooShort: 'TOO_SHORT',
  WrongLength: 'WRONG_LENGTH'
} as const;

export type SellingPlanGroupUserErrorCode = typeof SellingPlanGroupUserErrorCode[keyof typeof SellingPlanGroupUserErrorCode];
export type SellingPlanInput = {
  billingPolicy?: InputMaybe<SellingPlanBillingPolicyInput>;
  category?: InputMaybe<SellingPlanCategory>;
  deliveryPolicy?: InputMaybe<SellingPlanDeliveryPolicyInput>;
  description?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  inventoryPolicy?: InputMaybe<SellingPlanInventoryPolicyInput>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
  options?: InputMaybe<Array<Scalars['String']['input']>>;
  position?: InputMaybe<Scalars['Int']['input']>;
  pricingPolicies?: InputMaybe<Array<SellingPlanPricingPolicyInput>>;
};

export const SellingPlanInterval = {
  Day: 'DAY',
  Month: 'MONTH',
  Week: 'WEEK',
  Year: 'YEAR'
} as const;

export type SellingPlanInterval = typeof SellingPlanInterval[keyof typeof SellingPlanInterval];
export type SellingPlanInventoryPolicyInput = {
  reserve?: InputMaybe<SellingPlanReserve>;
};

export const SellingPlanPricingPolicyAdjustmentType = {
  FixedAmount: 'FIXED_AMOUNT',
  Percentage: 'PERCENTAGE',
  Price: 'PRICE'
} as const;

export type SellingPlanPricingPolicyAdjustmentType = typeof SellingPlanPricingPolicyAdjustmentType[keyof typeof SellingPlanPricingPolicyAdjustmentType];
export type SellingPlanPricingPolicyInput = {
  fixed?: InputMaybe<SellingPlanFixedPricingPolicyInput>;
  recurring?: InputMaybe<SellingPlanRecurringPricingPolicyInput>;
};

export type SellingPlanPricingPolicyValueInput = {
  fixedValue?: InputMaybe<Scalars['Decimal']['input']>;
  percentage?: InputMaybe<Scalars['Float']['input']>;
};

export type SellingPlanRecurringBillingPolicyInput = {
  anchors?: InputMaybe<Array<SellingPlanAnchorInput>>;
  interval?: InputMaybe<SellingPlanInterval>;
  intervalCount?: InputMaybe<Scalars['Int']['input']>;
  maxCycles?: InputMaybe<Scalars['Int']['input']>;
  minCycles?: InputMaybe<Scalars['Int']['input']>;
};

export type SellingPlanRecurringDeliveryPolicyInput = {
  anchors?: InputMaybe<Array<SellingPlanAnchorInput>>;
  cutoff?: InputMaybe<Scalars['Int']['input']>;
  intent?: InputMaybe<SellingPlanRecurringDeliveryPolicyIntent>;
  interval?: InputMaybe<SellingPlanInterval>;
  intervalCount?: InputMaybe<Scalars['Int']['input']>;
  preAnchorBehavior?: InputMaybe<SellingPlanRecurringDeliveryPolicyPreAnchorBehavior>;
};

export const SellingPlanRecurringDeliveryPolicyIntent = {
  FulfillmentBegin: 'FULFILLMENT_BEGIN'
} as const;

export type SellingPlanRecurringDeliveryPolicyIntent = typeof SellingPlanRecurringDeliveryPolicyIntent[keyof typeof SellingPlanRecurringDeliveryPolicyIntent];
export const SellingPlanRecurringDeliveryPolicyPreAnchorBehavior = {
  Asap: 'ASAP',
  Next: 'NEXT'
} as const;

export type SellingPlanRecurringDeliveryPolicyPreAnchorBehavior = typeof SellingPlanRecurringDeliveryPolicyPreAnchorBehavior[keyof typeof SellingPlanRecurringDeliveryPolicyPreAnchorBehavior];
export type SellingPlanRecurringPricingPolicyInput = {
  adjustmentType?: InputMaybe<SellingPlanPricingPolicyAdjustmentType>;
  adjustmentValue?: InputMaybe<SellingPlanPricingPolicyValueInput>;
  afterCycle: Scalars['Int']['input'];
  id?: InputMaybe<Scalars['ID']['input']>;
};

export const SellingPlanRemainingBalanceChargeTrigger = {
  ExactTime: 'EXACT_TIME',
  NoRemainingBalance: 'NO_REMAINING_BALANCE',
  OnFulfillment: 'ON_FULFILLMENT',
  TimeAfterCheckout: 'TIME_AFTER_CHECKOUT'
} as const;

export type SellingPlanRemainingBalanceChargeTrigger = typeof SellingPlanRemainingBalanceChargeTrigger[keyof typeof SellingPlanRemainingBalanceChargeTrigger];
export const SellingPlanReserve = {
  OnFulfillment: 'ON_FULFILLMENT',
  OnSale: 'ON_SALE'
} as const;

export type SellingPlanReserve = typeof SellingPlanReserve[keyof typeof SellingPlanReserve];
export const ServerPixelStatus = {
  Connected: 'CONNECTED',
  DisconnectedConfigured: 'DISCONNECTED_CONFIGURED',
  DisconnectedUnconfigured: 'DISCONNECTED_UNCONFIGURED'
} as const;

export type ServerPixelStatus = typeof ServerPixelStatus[keyof typeof ServerPixelStatus];
export const ShipmentLineItemSortKeys = {
  Id: 'ID'
} as const;

export type ShipmentLineItemSortKeys = typeof ShipmentLineItemSortKeys[keyof typeof ShipmentLineItemSortKeys];
export type ShippingCarrierPackageInput = {
  carrierCode: Scalars['String']['input'];
  carrierPackageCode: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};

export type ShippingConfigurationCreateInput = {
  isEnabled: Scalars['Boolean']['input'];
  optionDefinitions?: InputMaybe<Array<DeliveryOptionDefinitionCreateInput>>;
};

export type ShippingConfigurationUpdateInput = {
  isEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  optionDefinitionsToCreate?: InputMaybe<Array<DeliveryOptionDefinitionCreateInput>>;
  optionDefinitionsToDelete?: InputMaybe<Array<Scalars['ID']['input']>>;
  optionDefinitionsToUpdate?: InputMaybe<Array<DeliveryOptionDefinitionUpdateInput>>;
};

export const ShippingDiscountClass = {
  Shipping: 'SHIPPING'
} as const;

export type ShippingDiscountClass = typeof ShippingDiscountClass[keyof typeof ShippingDiscountClass];
export const ShippingDocumentType = {
  CustomsForm: 'CUSTOMS_FORM',
  Label: 'LABEL'
} as const;

export type ShippingDocumentType = typeof ShippingDocumentType[keyof typeof ShippingDocumentType];
export const ShippingEnumsFileFormat = {
  Pdf: 'PDF',
  Zpl: 'ZPL'
} as const;

export type ShippingEnumsFileFormat = typeof ShippingEnumsFileFormat[keyof typeof ShippingEnumsFileFormat];
export type ShippingLabelPurchaseCustomPackageInput = {
  dimensions: ObjectDimensionsInput;
  type?: InputMaybe<ShippingPackageType>;
  weight: WeightInput;
};

export const ShippingLabelPurchaseErrorCode = {
  CarrierNotAvailable: 'CARRIER_NOT_AVAILABLE',
  ConnectionError: 'CONNECTION_ERROR',
  DisabledShippingAccount: 'DISABLED_SHIPPING_ACCOUNT',
  JobNotEnqueued: 'JOB_NOT_ENQUEUED',
  KillSwitch: 'KILL_SWITCH',
  PermanentError: 'PERMANENT_ERROR',
  PurchaseInProgress: 'PURCHASE_IN_PROGRESS',
  PurchaseLabelValidationError: 'PURCHASE_LABEL_VALIDATION_ERROR',
  TransientError: 'TRANSIENT_ERROR',
  UnknownError: 'UNKNOWN_ERROR'
} as const;

export type ShippingLabelPurchaseErrorCode = typeof ShippingLabelPurchaseErrorCode[keyof typeof ShippingLabelPurchaseErrorCode];
export type ShippingLabelPurchaseInput = {
  fulfillmentOrderId: Scalars['ID']['input'];
  notifyCustomer?: InputMaybe<Scalars['Boolean']['input']>;
  originAddress?: InputMaybe<MailingAddressInput>;
  packageInfo?: InputMaybe<PackageInfoInput>;
  preferredRateSelection?: InputMaybe<PreferredRateSelectionInput>;
  shippingDatetime: Scalars['DateTime']['input'];
  totalWeight?: InputMaybe<WeightInput>;
};

export const ShippingLabelPurchaseResultStatus = {
  PendingPurchase: 'PENDING_PURCHASE',
  Purchased: 'PURCHASED',
  PurchaseFailed: 'PURCHASE_FAILED'
} as const;

export type ShippingLabelPurchaseResultStatus = typeof ShippingLabelPurchaseResultStatus[keyof typeof ShippingLabelPurchaseResultStatus];
export const ShippingLabelPurchaseUserErrorCode = {
  AtLeast_1ItemRequired: 'AT_LEAST_1_ITEM_REQUIRED',
  CarrierNotSupported: 'CARRIER_NOT_SUPPORTED',
  FulfillmentOrderInvalid: 'FULFILLMENT_ORDER_INVALID',
  InvalidPackageDimensions: 'INVALID_PACKAGE_DIMENSIONS',
  KillSwitch: 'KILL_SWITCH',
  MissingCountryOfOrigin: 'MISSING_COUNTRY_OF_ORIGIN',
  MissingHsCode: 'MISSING_HS_CODE',
  MissingInsuranceCoverageAmount: 'MISSING_INSURANCE_COVERAGE_AMOUNT',
  MissingInsuranceCoverageCurrency: 'MISSING_INSURANCE_COVERAGE_CURRENCY',
  MissingShippingDate: 'MISSING_SHIPPING_DATE',
  MissingShippingRate: 'MISSING_SHIPPING_RATE',
  NotFound: 'NOT_FOUND',
  PhoneNumberNotFullyQualifiedDestination: 'PHONE_NUMBER_NOT_FULLY_QUALIFIED_DESTINATION',
  PhoneNumberNotFullyQualifiedOrigin: 'PHONE_NUMBER_NOT_FULLY_QUALIFIED_ORIGIN',
  PurchaseFailed: 'PURCHASE_FAILED',
  RatesNotFound: 'RATES_NOT_FOUND',
  ShippingDateInThePast: 'SHIPPING_DATE_IN_THE_PAST',
  TermsOfServiceNotAccepted: 'TERMS_OF_SERVICE_NOT_ACCEPTED',
  TotalWeightZero: 'TOTAL_WEIGHT_ZERO'
} as const;

export type ShippingLabelPurchaseUserErrorCode = typeof ShippingLabelPurchaseUserErrorCode[keyof typeof ShippingLabelPurchaseUserErrorCode];
export type ShippingLineInput = {
  /** @deprecated `priceWithCurrency` should be used instead, where currencies can be specified. */
  price?: InputMaybe<Scalars['Money']['input']>;
  priceWithCurrency?: InputMaybe<MoneyInput>;
  shippingRateHandle?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export const ShippingPackageType = {
  Box: 'BOX',
  Envelope: 'ENVELOPE',
  FlatRate: 'FLAT_RATE',
  SoftPack: 'SOFT_PACK'
} as const;

export type ShippingPackageType = typeof ShippingPackageType[keyof typeof ShippingPackageType];
export type ShippingRefundInput = {
  amount?: InputMaybe<Scalars['Money']['input']>;
  fullRefund?: InputMaybe<Scalars['Boolean']['input']>;
};

export const ShopBranding = {
  Rogers: 'ROGERS',
  Shopify: 'SHOPIFY',
  ShopifyGold: 'SHOPIFY_GOLD',
  ShopifyPlus: 'SHOPIFY_PLUS'
} as const;

export type ShopBranding = typeof ShopBranding[keyof typeof ShopBranding];
export const ShopCustomerAccountsSetting = {
  Disabled: 'DISABLED',
  Optional: 'OPTIONAL',
  Required: 'REQUIRED'
} as const;

export type ShopCustomerAccountsSetting = typeof ShopCustomerAccountsSetting[keyof typeof ShopCustomerAccountsSetting];
export type ShopLocaleInput = {
  marketWebPresenceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  published?: InputMaybe<Scalars['Boolean']['input']>;
};

export const ShopPayPaymentRequestDeliveryMethodType = {
  Pickup: 'PICKUP',
  Shipping: 'SHIPPING'
} as const;

export type ShopPayPaymentRequestDeliveryMethodType = typeof ShopPayPaymentRequestDeliveryMethodType[keyof typeof ShopPayPaymentRequestDeliveryMethodType];
export const ShopPayPaymentRequestReceiptProcessingStatusErrorCode = {
  AmountTooSmall: 'AMOUNT_TOO_SMALL',
  CallIssuer: 'CALL_ISSUER',
  CardDeclined: 'CARD_DECLINED',
  ConfigError: 'CONFIG_ERROR',
  CvvAttemptsExceeded: 'CVV_ATTEMPTS_EXCEEDED',
  ExpiredCard: 'EXPIRED_CARD',
  FraudSuspected: 'FRAUD_SUSPECTED',
  GenericError: 'GENERIC_ERROR',
  IncorrectAddress: 'INCORRECT_ADDRESS',
  IncorrectCvc: 'INCORRECT_CVC',
  IncorrectNumber: 'INCORRECT_NUMBER',
  IncorrectPin: 'INCORRECT_PIN',
  IncorrectZip: 'INCORRECT_ZIP',
  InvalidAmount: 'INVALID_AMOUNT',
  InvalidCountry: 'INVALID_COUNTRY',
  InvalidCvc: 'INVALID_CVC',
  InvalidExpiryDate: 'INVALID_EXPIRY_DATE',
  InvalidNumber: 'INVALID_NUMBER',
  PaymentMethodUnavailable: 'PAYMENT_METHOD_UNAVAILABLE',
  PickUpCard: 'PICK_UP_CARD',
  ProcessingError: 'PROCESSING_ERROR',
  TestModeLiveCard: 'TEST_MODE_LIVE_CARD',
  ThreeDSecureFailed: 'THREE_D_SECURE_FAILED',
  UnsupportedFeature: 'UNSUPPORTED_FEATURE'
} as const;

export type ShopPayPaymentRequestReceiptProcessingStatusErrorCode = typeof ShopPayPaymentRequestReceiptProcessingStatusErrorCode[keyof typeof ShopPayPaymentRequestReceiptProcessingStatusErrorCode];
export const ShopPayPaymentRequestReceiptProcessingStatusState = {
  ActionRequired: 'ACTION_REQUIRED',
  Completed: 'COMPLETED',
  Failed: 'FAILED',
  Processing: 'PROCESSING',
  Ready: 'READY'
} as const;

export type ShopPayPaymentRequestReceiptProcessingStatusState = typeof ShopPayPaymentRequestReceiptProcessingStatusState[keyof typeof ShopPayPaymentRequestReceiptProcessingStatusState];
export const ShopPayPaymentRequestReceiptsSortKeys = {
  CreatedAt: 'CREATED_AT',
  Id: 'ID'
} as const;

export type ShopPayPaymentRequestReceiptsSortKeys = typeof ShopPayPaymentRequestReceiptsSortKeys[keyof typeof ShopPayPaymentRequestReceiptsSortKeys];
export const ShopPolicyErrorCode = {
  TooBig: 'TOO_BIG'
} as const;

export type ShopPolicyErrorCode = typeof ShopPolicyErrorCode[keyof typeof ShopPolicyErrorCode];
export type ShopPolicyInput = {
  body: Scalars['String']['input'];
  type: ShopPolicyType;
};

export const ShopPolicyType = {
  ContactInformation: 'CONTACT_INFORMATION',
  LegalNotice: 'LEGAL_NOTICE',
  PrivacyPolicy: 'PRIVACY_POLICY',
  RefundPolicy: 'REFUND_POLICY',
  ShippingPolicy: 'SHIPPING_POLICY',
  SubscriptionPolicy: 'SUBSCRIPTION_POLICY',
  TermsOfSale: 'TERMS_OF_SALE',
  TermsOfService: 'TERMS_OF_SERVICE'
} as const;

export type ShopPolicyType = typeof ShopPolicyType[keyof typeof ShopPolicyType];
export const ShopResourceFeedbackCreateUserErrorCode = {
  Blank: 'BLANK',
  FeedbackDateInFuture: 'FEEDBACK_DATE_IN_FUTURE',
  Invalid: 'INVALID',
  NotFound: 'NOT_FOUND',
  OutdatedFeedback: 'OUTDATED_FEEDBACK',
  Present: 'PRESENT'
} as const;

export type ShopResourceFeedbackCreateUserErrorCode = typeof ShopResourceFeedbackCreateUserErrorCode[keyof typeof ShopResourceFeedbackCreateUserErrorCode];
export const ShopTagSort = {
  Alphabetical: 'ALPHABETICAL',
  Popular: 'POPULAR'
} as const;

export type ShopTagSort = typeof ShopTagSort[keyof typeof ShopTagSort];
export const ShopifyPaymentsBalanceTransactionPayoutStatus = {
  ActionRequired: 'ACTION_REQUIRED',
  Canceled: 'CANCELED',
  Failed: 'FAILED',
  InTransit: 'IN_TRANSIT',
  Paid: 'PAID',
  Pending: 'PENDING',
  Scheduled: 'SCHEDULED'
} as const;

export type ShopifyPaymentsBalanceTransactionPayoutStatus = typeof ShopifyPaymentsBalanceTransactionPayoutStatus[keyof typeof ShopifyPaymentsBalanceTransactionPayoutStatus];
export const ShopifyPaymentsBankAccountStatus = {
  Errored: 'ERRORED',
  New: 'NEW',
  Validated: 'VALIDATED',
  Verified: 'VERIFIED'
} as const;

export type ShopifyPaymentsBankAccountStatus = typeof ShopifyPaymentsBankAccountStatus[keyof typeof ShopifyPaymentsBankAccountStatus];
export const ShopifyPaymentsBusinessType = {
  Corporation: 'CORPORATION',
  FreeZoneEstablishment: 'FREE_ZONE_ESTABLISHMENT',
  FreeZoneLlc: 'FREE_ZONE_LLC',
  Government: 'GOVERNMENT',
  IncorporatedPartnership: 'INCORPORATED_PARTNERSHIP',
  Individual: 'INDIVIDUAL',
  Llc: 'LLC',
  NonProfit: 'NON_PROFIT',
  NonProfitIncorporated: 'NON_PROFIT_INCORPORATED',
  NonProfitRegisteredCharity: 'NON_PROFIT_REGISTERED_CHARITY',
  NonProfitUnincorporated: 'NON_PROFIT_UNINCORPORATED',
  NonProfitUnincorporatedAssociation: 'NON_PROFIT_UNINCORPORATED_ASSOCIATION',
  NotSet: 'NOT_SET',
  Partnership: 'PARTNERSHIP',
  PrivateCorporation: 'PRIVATE_CORPORATION',
  PrivateMultiMemberLlc: 'PRIVATE_MULTI_MEMBER_LLC',
  PrivatePartnership: 'PRIVATE_PARTNERSHIP',
  PrivateSingleMemberLlc: 'PRIVATE_SINGLE_MEMBER_LLC',
  PrivateUnincorporatedAssociation: 'PRIVATE_UNINCORPORATED_ASSOCIATION',
  PublicCompany: 'PUBLIC_COMPANY',
  PublicCorporation: 'PUBLIC_CORPORATION',
  PublicPartnership: 'PUBLIC_PARTNERSHIP',
  SoleEstablishment: 'SOLE_ESTABLISHMENT',
  SoleProp: 'SOLE_PROP',
  UnincorporatedPartnership: 'UNINCORPORATED_PARTNERSHIP'
} as const;

export type ShopifyPaymentsBusinessType = typeof ShopifyPaymentsBusinessType[keyof typeof ShopifyPaymentsBusinessType];
export const ShopifyPaymentsDisputeEvidenceFileType = {
  CancellationPolicyFile: 'CANCELLATION_POLICY_FILE',
  CustomerCommunicationFile: 'CUSTOMER_COMMUNICATION_FILE',
  RefundPolicyFile: 'REFUND_POLICY_FILE',
  ResponseSummaryFile: 'RESPONSE_SUMMARY_FILE',
  ServiceDocumentationFile: 'SERVICE_DOCUMENTATION_FILE',
  ShippingDocumentationFile: 'SHIPPING_DOCUMENTATION_FILE',
  UncategorizedFile: 'UNCATEGORIZED_FILE'
} as const;

export type ShopifyPaymentsDisputeEvidenceFileType = typeof ShopifyPaymentsDisputeEvidenceFileType[keyof typeof ShopifyPaymentsDisputeEvidenceFileType];
export type ShopifyPaymentsDisputeEvidenceUpdateInput = {
  accessActivityLog?: InputMaybe<Scalars['String']['input']>;
  cancellationPolicyDisclosure?: InputMaybe<Scalars['String']['input']>;
  cancellationPolicyFile?: InputMaybe<ShopifyPaymentsDisputeFileUploadUpdateInput>;
  cancellationRebuttal?: InputMaybe<Scalars['String']['input']>;
  customerCommunicationFile?: InputMaybe<ShopifyPaymentsDisputeFileUploadUpdateInput>;
  customerEmailAddress?: InputMaybe<Scalars['String']['input']>;
  customerFirstName?: InputMaybe<Scalars['String']['input']>;
  customerLastName?: InputMaybe<Scalars['String']['input']>;
  refundPolicyDisclosure?: InputMaybe<Scalars['String']['input']>;
  refundPolicyFile?: InputMaybe<ShopifyPaymentsDisputeFileUploadUpdateInput>;
  refundRefusalExplanation?: InputMaybe<Scalars['String']['input']>;
  serviceDocumentationFile?: InputMaybe<ShopifyPaymentsDisputeFileUploadUpdateInput>;
  shippingAddress?: InputMaybe<MailingAddressInput>;
  shippingDocumentationFile?: InputMaybe<ShopifyPaymentsDisputeFileUploadUpdateInput>;
  submitEvidence?: InputMaybe<Scalars['Boolean']['input']>;
  uncategorizedFile?: InputMaybe<ShopifyPaymentsDisputeFileUploadUpdateInput>;
  uncategorizedText?: InputMaybe<Scalars['String']['input']>;
};

export type ShopifyPaymentsDisputeFileUploadUpdateInput = {
  destroy?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
};

export const ShopifyPaymentsDisputeReason = {
  BankCannotProcess: 'BANK_CANNOT_PROCESS',
  CreditNotProcessed: 'CREDIT_NOT_PROCESSED',
  CustomerInitiated: 'CUSTOMER_INITIATED',
  DebitNotAuthorized: 'DEBIT_NOT_AUTHORIZED',
  Duplicate: 'DUPLICATE',
  Fraudulent: 'FRAUDULENT',
  General: 'GENERAL',
  IncorrectAccountDetails: 'INCORRECT_ACCOUNT_DETAILS',
  InsufficientFunds: 'INSUFFICIENT_FUNDS',
  Noncompliant: 'NONCOMPLIANT',
  ProductNotReceived: 'PRODUCT_NOT_RECEIVED',
  ProductUnacceptable: 'PRODUCT_UNACCEPTABLE',
  SubscriptionCancelled: 'SUBSCRIPTION_CANCELLED',
  Unrecognized: 'UNRECOGNIZED'
} as const;

export type ShopifyPaymentsDisputeReason = typeof ShopifyPaymentsDisputeReason[keyof typeof ShopifyPaymentsDisputeReason];
export const ShopifyPaymentsPayoutAlternateCurrencyCreateUserErrorCode = {
  AlternateCurrencyPayoutFailedNoEligibleBalance: 'ALTERNATE_CURRENCY_PAYOUT_FAILED_NO_ELIGIBLE_BALANCE',
  AlternateCurrencyPayoutFailedStripeError: 'ALTERNATE_CURRENCY_PAYOUT_FAILED_STRIPE_ERROR',
  MissingProviderAccount: 'MISSING_PROVIDER_ACCOUNT',
  UnknownCoreError: 'UNKNOWN_CORE_ERROR'
} as const;

export type ShopifyPaymentsPayoutAlternateCurrencyCreateUserErrorCode = typeof ShopifyPaymentsPayoutAlternateCurrencyCreateUserErrorCode[keyof typeof ShopifyPaymentsPayoutAlternateCurrencyCreateUserErrorCode];
export const ShopifyPaymentsPayoutInterval = {
  Daily: 'DAILY',
  Manual: 'MANUAL',
  Monthly: 'MONTHLY',
  Weekly: 'WEEKLY'
} as const;

export type ShopifyPaymentsPayoutInterval = typeof ShopifyPaymentsPayoutInterval[keyof typeof ShopifyPaymentsPayoutInterval];
export const ShopifyPaymentsPayoutStatus = {
  Canceled: 'CANCELED',
  Failed: 'FAILED',
  InTransit: 'IN_TRANSIT',
  Paid: 'PAID',
  Scheduled: 'SCHEDULED'
} as const;

export type ShopifyPaymentsPayoutStatus = typeof ShopifyPaymentsPayoutStatus[keyof typeof ShopifyPaymentsPayoutStatus];
export const ShopifyPaymentsPayoutTransactionType = {
  Deposit: 'DEPOSIT',
  Withdrawal: 'WITHDRAWAL'
} as const;

export type ShopifyPaymentsPayoutTransactionType = typeof ShopifyPaymentsPayoutTransactionType[keyof typeof ShopifyPaymentsPayoutTransactionType];
export const ShopifyPaymentsSourceType = {
  Adjustment: 'ADJUSTMENT',
  AdjustmentReversal: 'ADJUSTMENT_REVERSAL',
  Charge: 'CHARGE',
  Dispute: 'DISPUTE',
  Refund: 'REFUND',
  SystemAdjustment: 'SYSTEM_ADJUSTMENT',
  Transfer: 'TRANSFER'
} as const;

export type ShopifyPaymentsSourceType = typeof ShopifyPaymentsSourceType[keyof typeof ShopifyPaymentsSourceType];
export const ShopifyPaymentsTaxIdentificationType = {
  Ein: 'EIN',
  FullSsn: 'FULL_SSN',
  SsnLast4Digits: 'SSN_LAST4_DIGITS'
} as const;

export type ShopifyPaymentsTaxIdentificationType = typeof ShopifyPaymentsTaxIdentificationType[keyof typeof ShopifyPaymentsTaxIdentificationType];
export const ShopifyPaymentsTransactionType = {
  AchBankFailureDebitFee: 'ACH_BANK_FAILURE_DEBIT_FEE',
  AchBankFailureDebitReversalFee: 'ACH_BANK_FAILURE_DEBIT_REVERSAL_FEE',
  Adjustment: 'ADJUSTMENT',
  AdsPublisherCredit: 'ADS_PUBLISHER_CREDIT',
  AdsPublisherCreditReversal: 'ADS_PUBLISHER_CREDIT_REVERSAL',
  Advance: 'ADVANCE',
  AdvanceFunding: 'ADVANCE_FUNDING',
  AnomalyCredit: 'ANOMALY_CREDIT',
  AnomalyCreditReversal: 'ANOMALY_CREDIT_REVERSAL',
  AnomalyDebit: 'ANOMALY_DEBIT',
  AnomalyDebitReversal: 'ANOMALY_DEBIT_REVERSAL',
  ApplicationFeeRefund: 'APPLICATION_FEE_REFUND',
  BalanceTransferInbound: 'BALANCE_TRANSFER_INBOUND',
  BalanceTransferOutbound: 'BALANCE_TRANSFER_OUTBOUND',
  BillingDebit: 'BILLING_DEBIT',
  BillingDebitReversal: 'BILLING_DEBIT_REVERSAL',
  ChannelCredit: 'CHANNEL_CREDIT',
  ChannelCreditReversal: 'CHANNEL_CREDIT_REVERSAL',
  ChannelPromotionCredit: 'CHANNEL_PROMOTION_CREDIT',
  ChannelPromotionCreditReversal: 'CHANNEL_PROMOTION_CREDIT_REVERSAL',
  ChannelTransferCredit: 'CHANNEL_TRANSFER_CREDIT',
  ChannelTransferCreditReversal: 'CHANNEL_TRANSFER_CREDIT_REVERSAL',
  ChannelTransferDebit: 'CHANNEL_TRANSFER_DEBIT',
  ChannelTransferDebitReversal: 'CHANNEL_TRANSFER_DEBIT_REVERSAL',
  Charge: 'CHARGE',
  ChargebackFee: 'CHARGEBACK_FEE',
  ChargebackFeeRefund: 'CHARGEBACK_FEE_REFUND',
  ChargebackHold: 'CHARGEBACK_HOLD',
  ChargebackHoldRelease: 'CHARGEBACK_HOLD_RELEASE',
  ChargebackProtectionCredit: 'CHARGEBACK_PROTECTION_CREDIT',
  ChargebackProtectionCreditReversal: 'CHARGEBACK_PROTECTION_CREDIT_REVERSAL',
  ChargebackProtectionDebit: 'CHARGEBACK_PROTECTION_DEBIT',
  ChargebackProtectionDebitReversal: 'CHARGEBACK_PROTECTION_DEBIT_REVERSAL',
  ChargeAdjustment: 'CHARGE_ADJUSTMENT',
  CollectionsCredit: 'COLLECTIONS_CREDIT',
  CollectionsCreditReversal: 'COLLECTIONS_CREDIT_REVERSAL',
  CustomsDuty: 'CUSTOMS_DUTY',
  CustomsDutyAdjustment: 'CUSTOMS_DUTY_ADJUSTMENT',
  DisputeReversal: 'DISPUTE_REVERSAL',
  DisputeWithdrawal: 'DISPUTE_WITHDRAWAL',
  ImportTax: 'IMPORT_TAX',
  ImportTaxAdjustment: 'IMPORT_TAX_ADJUSTMENT',
  ImportTaxRefund: 'IMPORT_TAX_REFUND',
  LendingCapitalRefund: 'LENDING_CAPITAL_REFUND',
  LendingCapitalRefundReversal: 'LENDING_CAPITAL_REFUND_REVERSAL',
  LendingCapitalRemittance: 'LENDING_CAPITAL_REMITTANCE',
  LendingCapitalRemittanceReversal: 'LENDING_CAPITAL_REMITTANCE_REVERSAL',
  LendingCredit: 'LENDING_CREDIT',
  LendingCreditRefund: 'LENDING_CREDIT_REFUND',
  LendingCreditRefundReversal: 'LENDING_CREDIT_REFUND_REVERSAL',
  LendingCreditRemittance: 'LENDING_CREDIT_REMITTANCE',
  LendingCreditRemittanceReversal: 'LENDING_CREDIT_REMITTANCE_REVERSAL',
  LendingCreditReversal: 'LENDING_CREDIT_REVERSAL',
  LendingDebit: 'LENDING_DEBIT',
  LendingDebitReversal: 'LENDING_DEBIT_REVERSAL',
  MarketplaceFeeCredit: 'MARKETPLACE_FEE_CREDIT',
  MarketplaceFeeCreditReversal: 'MARKETPLACE_FEE_CREDIT_REVERSAL',
  MarketsProCredit: 'MARKETS_PRO_CREDIT',
  MerchantGoodwillCredit: 'MERCHANT_GOODWILL_CREDIT',
  MerchantGoodwillCreditReversal: 'MERCHANT_GOODWILL_CREDIT_REVERSAL',
  MerchantToMerchantCredit: 'MERCHANT_TO_MERCHANT_CREDIT',
  MerchantToMerchantCreditReversal: 'MERCHANT_TO_MERCHANT_CREDIT_REVERSAL',
  MerchantToMerchantDebit: 'MERCHANT_TO_MERCHANT_DEBIT',
  MerchantToMerchantDebitReversal: 'MERCHANT_TO_MERCHANT_DEBIT_REVERSAL',
  PromotionCredit: 'PROMOTION_CREDIT',
  PromotionCreditReversal: 'PROMOTION_CREDIT_REVERSAL',
  ReferralFee: 'REFERRAL_FEE',
  ReferralFeeTax: 'REFERRAL_FEE_TAX',
  Refund: 'REFUND',
  RefundAdjustment: 'REFUND_ADJUSTMENT',
  RefundFailure: 'REFUND_FAILURE',
  ReservedFunds: 'RESERVED_FUNDS',
  ReservedFundsReversal: 'RESERVED_FUNDS_REVERSAL',
  ReservedFundsWithdrawal: 'RESERVED_FUNDS_WITHDRAWAL',
  RiskReversal: 'RISK_REVERSAL',
  RiskWithdrawal: 'RISK_WITHDRAWAL',
  SellerProtectionCredit: 'SELLER_PROTECTION_CREDIT',
  SellerProtectionCreditReversal: 'SELLER_PROTECTION_CREDIT_REVERSAL',
  ShippingLabel: 'SHIPPING_LABEL',
  ShippingLabelAdjustment: 'SHIPPING_LABEL_ADJUSTMENT',
  ShippingLabelAdjustmentBase: 'SHIPPING_LABEL_ADJUSTMENT_BASE',
  ShippingLabelAdjustmentSurcharge: 'SHIPPING_LABEL_ADJUSTMENT_SURCHARGE',
  ShippingOtherCarrierChargeAdjustment: 'SHIPPING_OTHER_CARRIER_CHARGE_ADJUSTMENT',
  ShippingReturnToOriginAdjustment: 'SHIPPING_RETURN_TO_ORIGIN_ADJUSTMENT',
  ShopifyCollectiveCredit: 'SHOPIFY_COLLECTIVE_CREDIT',
  ShopifyCollectiveCreditReversal: 'SHOPIFY_COLLECTIVE_CREDIT_REVERSAL',
  ShopifyCollectiveDebit: 'SHOPIFY_COLLECTIVE_DEBIT',
  ShopifyCollectiveDebitReversal: 'SHOPIFY_COLLECTIVE_DEBIT_REVERSAL',
  ShopifySourceCredit: 'SHOPIFY_SOURCE_CREDIT',
  ShopifySourceCreditReversal: 'SHOPIFY_SOURCE_CREDIT_REVERSAL',
  ShopifySourceDebit: 'SHOPIFY_SOURCE_DEBIT',
  ShopifySourceDebitReversal: 'SHOPIFY_SOURCE_DEBIT_REVERSAL',
  ShopCashBillingDebit: 'SHOP_CASH_BILLING_DEBIT',
  ShopCashBillingDebitReversal: 'SHOP_CASH_BILLING_DEBIT_REVERSAL',
  ShopCashCampaignBillingCredit: 'SHOP_CASH_CAMPAIGN_BILLING_CREDIT',
  ShopCashCampaignBillingCreditReversal: 'SHOP_CASH_CAMPAIGN_BILLING_CREDIT_REVERSAL',
  ShopCashCampaignBillingDebit: 'SHOP_CASH_CAMPAIGN_BILLING_DEBIT',
  ShopCashCampaignBillingDebitReversal: 'SHOP_CASH_CAMPAIGN_BILLING_DEBIT_REVERSAL',
  ShopCashCredit: 'SHOP_CASH_CREDIT',
  ShopCashCreditReversal: 'SHOP_CASH_CREDIT_REVERSAL',
  ShopCashRefundDebit: 'SHOP_CASH_REFUND_DEBIT',
  ShopCashRefundDebitReversal: 'SHOP_CASH_REFUND_DEBIT_REVERSAL',
  StripeFee: 'STRIPE_FEE',
  TaxAdjustmentCredit: 'TAX_ADJUSTMENT_CREDIT',
  TaxAdjustmentCreditReversal: 'TAX_ADJUSTMENT_CREDIT_REVERSAL',
  TaxAdjustmentDebit: 'TAX_ADJUSTMENT_DEBIT',
  TaxAdjustmentDebitReversal: 'TAX_ADJUSTMENT_DEBIT_REVERSAL',
  Transfer: 'TRANSFER',
  TransferCancel: 'TRANSFER_CANCEL',
  TransferFailure: 'TRANSFER_FAILURE',
  TransferRefund: 'TRANSFER_REFUND',
  VatRefundCredit: 'VAT_REFUND_CREDIT',
  VatRefundCreditReversal: 'VAT_REFUND_CREDIT_REVERSAL'
} as const;

export type ShopifyPaymentsTransactionType = typeof ShopifyPaymentsTransactionType[keyof typeof ShopifyPaymentsTransactionType];
export const ShopifyProtectEligibilityStatus = {
  Eligible: 'ELIGIBLE',
  NotEligible: 'NOT_ELIGIBLE',
  Pending: 'PENDING'
} as const;

export type ShopifyProtectEligibilityStatus = typeof ShopifyProtectEligibilityStatus[keyof typeof ShopifyProtectEligibilityStatus];
export const ShopifyProtectStatus = {
  Active: 'ACTIVE',
  Inactive: 'INACTIVE',
  NotProtected: 'NOT_PROTECTED',
  Pending: 'PENDING',
  Protected: 'PROTECTED'
} as const;

export type ShopifyProtectStatus = typeof ShopifyProtectStatus[keyof typeof ShopifyProtectStatus];
export const ShopifyqlColumnOrigin = {
  Generated: 'GENERATED',
  Requested: 'REQUESTED',
  Unspecified: 'UNSPECIFIED'
} as const;

export type ShopifyqlColumnOrigin = typeof ShopifyqlColumnOrigin[keyof typeof ShopifyqlColumnOrigin];
export const ShopifyqlDynamicColumnType = {
  Attribution: 'ATTRIBUTION',
  AttributionComparison: 'ATTRIBUTION_COMPARISON',
  AttributionComparisonCumulative: 'ATTRIBUTION_COMPARISON_CUMULATIVE',
  AttributionComparisonTotals: 'ATTRIBUTION_COMPARISON_TOTALS',
  AttributionCumulative: 'ATTRIBUTION_CUMULATIVE',
  AttributionPercentChange: 'ATTRIBUTION_PERCENT_CHANGE',
  AttributionTotals: 'ATTRIBUTION_TOTALS',
  Benchmarks: 'BENCHMARKS',
  BenchmarkTotals: 'BENCHMARK_TOTALS',
  Comparison: 'COMPARISON',
  ComparisonCumulative: 'COMPARISON_CUMULATIVE',
  ComparisonTotals: 'COMPARISON_TOTALS',
  Cumulative: 'CUMULATIVE',
  PercentChange: 'PERCENT_CHANGE',
  RolloutResults: 'ROLLOUT_RESULTS',
  Totals: 'TOTALS',
  Unspecified: 'UNSPECIFIED'
} as const;

export type ShopifyqlDynamicColumnType = typeof ShopifyqlDynamicColumnType[keyof typeof ShopifyqlDynamicColumnType];
export const StaffMemberDefaultImage = {
  Default: 'DEFAULT',
  NotFound: 'NOT_FOUND',
  Transparent: 'TRANSPARENT'
} as const;

export type StaffMemberDefaultImage = typeof StaffMemberDefaultImage[keyof typeof StaffMemberDefaultImage];
export const StaffMemberPermission = {
  Applications: 'APPLICATIONS',
  Channels: 'CHANNELS',
  CreateAndEditCustomers: 'CREATE_AND_EDIT_CUSTOMERS',
  CreateAndEditGiftCards: 'CREATE_AND_EDIT_GIFT_CARDS',
  CreateAndEditMarkets: 'CREATE_AND_EDIT_MARKETS',
  Customers: 'CUSTOMERS',
  Dashboard: 'DASHBOARD',
  DeactivateGiftCards: 'DEACTIVATE_GIFT_CARDS',
  DeleteCustomers: 'DELETE_CUSTOMERS',
  DeleteMarkets: 'DELETE_MARKETS',
  Domains: 'DOMAINS',
  DraftOrders: 'DRAFT_ORDERS',
  EditOrders: 'EDIT_ORDERS',
  EraseCustomerData: 'ERASE_CUSTOMER_DATA',
  ExportCustomers: 'EXPORT_CUSTOMERS',
  ExportGiftCards: 'EXPORT_GIFT_CARDS',
  Full: 'FULL',
  GiftCards: 'GIFT_CARDS',
  Links: 'LINKS',
  Locations: 'LOCATIONS',
  Marketing: 'MARKETING',
  MarketingSection: 'MARKETING_SECTION',
  MergeCustomers: 'MERGE_CUSTOMERS',
  Orders: 'ORDERS',
  Overviews: 'OVERVIEWS',
  Pages: 'PAGES',
  PayOrdersByVaultedCard: 'PAY_ORDERS_BY_VAULTED_CARD',
  Preferences: 'PREFERENCES',
  Products: 'PRODUCTS',
  Reports: 'REPORTS',
  RequestCustomerData: 'REQUEST_CUSTOMER_DATA',
  Themes: 'THEMES',
  Translations: 'TRANSLATIONS',
  ViewMarkets: 'VIEW_MARKETS'
} as const;

export type StaffMemberPermission = typeof StaffMemberPermission[keyof typeof StaffMemberPermission];
export const StaffMembersSortKeys = {
  Email: 'EMAIL',
  FirstName: 'FIRST_NAME',
  Id: 'ID',
  LastName: 'LAST_NAME'
} as const;

export type StaffMembersSortKeys = typeof StaffMembersSortKeys[keyof typeof StaffMembersSortKeys];
export type StageImageInput = {
  filename: Scalars['String']['input'];
  httpMethod?: InputMaybe<StagedUploadHttpMethodType>;
  mimeType: Scalars['String']['input'];
  resource: StagedUploadTargetGenerateUploadResource;
};

export const StagedUploadHttpMethodType = {
  Post: 'POST',
  Put: 'PUT'
} as const;

export type StagedUploadHttpMethodType = typeof StagedUploadHttpMethodType[keyof typeof StagedUploadHttpMethodType];
export type StagedUploadInput = {
  fileSize?: InputMaybe<Scalars['UnsignedInt64']['input']>;
  filename: Scalars['String']['input'];
  httpMethod?: InputMaybe<StagedUploadHttpMethodType>;
  mimeType: Scalars['String']['input'];
  resource: StagedUploadTargetGenerateUploadResource;
};

export type StagedUploadTargetGenerateInput = {
  fileSize?: InputMaybe<Scalars['UnsignedInt64']['input']>;
  filename: Scalars['String']['input'];
  httpMethod?: InputMaybe<StagedUploadHttpMethodType>;
  mimeType: Scalars['String']['input'];
  resource: StagedUploadTargetGenerateUploadResource;
};

export const StagedUploadTargetGenerateUploadResource = {
  BulkMutationVariables: 'BULK_MUTATION_VARIABLES',
  CollectionImage: 'COLLECTION_IMAGE',
  DisputeFileUpload: 'DISPUTE_FILE_UPLOAD',
  File: 'FILE',
  Image: 'IMAGE',
  Model_3D: 'MODEL_3D',
  ProductImage: 'PRODUCT_IMAGE',
  ReturnLabel: 'RETURN_LABEL',
  ShopImage: 'SHOP_IMAGE',
  UrlRedirectImport: 'URL_REDIRECT_IMPORT',
  Video: 'VIDEO'
} as const;

export type StagedUploadTargetGenerateUploadResource = typeof StagedUploadTargetGenerateUploadResource[keyof typeof StagedUploadTargetGenerateUploadResource];
export type StandardMetafieldDefinitionAccessInput = {
  admin?: InputMaybe<MetafieldAdminAccessInput>;
  customerAccount?: InputMaybe<MetafieldCustomerAccountAccessInput>;
  storefront?: InputMaybe<MetafieldStorefrontAccessInput>;
};

export const StandardMetafieldDefinitionEnableUserErrorCode = {
  AdminAccessInputNotAllowed: 'ADMIN_ACCESS_INPUT_NOT_ALLOWED',
  CapabilityCannotBeDisabled: 'CAPABILITY_CANNOT_BE_DISABLED',
  Invalid: 'INVALID',
  InvalidCapability: 'INVALID_CAPABILITY',
  InvalidInputCombination: 'INVALID_INPUT_COMBINATION',
  InvalidStandardMetaobject: 'INVALID_STANDARD_METAOBJECT',
  LimitExceeded: 'LIMIT_EXCEEDED',
  OwnerTypeLimitExceededForUseAsAdminFilters: 'OWNER_TYPE_LIMIT_EXCEEDED_FOR_USE_AS_ADMIN_FILTERS',
  Taken: 'TAKEN',
  TemplateNotFound: 'TEMPLATE_NOT_FOUND',
  TypeNotAllowedForConditions: 'TYPE_NOT_ALLOWED_FOR_CONDITIONS',
  UnstructuredAlreadyExists: 'UNSTRUCTURED_ALREADY_EXISTS',
  UnsupportedPinning: 'UNSUPPORTED_PINNING'
} as const;

export type StandardMetafieldDefinitionEnableUserErrorCode = typeof StandardMetafieldDefinitionEnableUserErrorCode[keyof typeof StandardMetafieldDefinitionEnableUserErrorCode];
export type StoreCreditAccountCreditInput = {
  creditAmount: MoneyInput;
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  notify?: InputMaybe<Scalars['Boolean']['input']>;
};

export const StoreCreditAccountCreditUserErrorCode = {
  AccountNotFound: 'ACCOUNT_NOT_FOUND',
  CreditLimitExceeded: 'CREDIT_LIMIT_EXCEEDED',
  ExpiresAtInPast: 'EXPIRES_AT_IN_PAST',
  MismatchingCurrency: 'MISMATCHING_CURRENCY',
  NegativeOrZeroAmount: 'NEGATIVE_OR_ZERO_AMOUNT',
  OwnerNotFound: 'OWNER_NOT_FOUND',
  UnsupportedCurrency: 'UNSUPPORTED_CURRENCY'
} as const;

export type StoreCreditAccountCreditUserErrorCode = typeof StoreCreditAccountCreditUserErrorCode[keyof typeof StoreCreditAccountCreditUserErrorCode];
export type StoreCreditAccountDebitInput = {
  debitAmount: MoneyInput;
};

export const StoreCreditAccountDebitUserErrorCode = {
  AccountNotFound: 'ACCOUNT_NOT_FOUND',
  InsufficientFunds: 'INSUFFICIENT_FUNDS',
  MismatchingCurrency: 'MISMATCHING_CURRENCY',
  NegativeOrZeroAmount: 'NEGATIVE_OR_ZERO_AMOUNT'
} as const;

export type StoreCreditAccountDebitUserErrorCode = typeof StoreCreditAccountDebitUserErrorCode[keyof typeof StoreCreditAccountDebitUserErrorCode];
export type StoreCreditRefundInput = {
  amount: MoneyInput;
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export const StoreCreditSystemEvent = {
  Adjustment: 'ADJUSTMENT',
  OrderCancellation: 'ORDER_CANCELLATION',
  OrderPayment: 'ORDER_PAYMENT',
  OrderRefund: 'ORDER_REFUND',
  PaymentFailure: 'PAYMENT_FAILURE',
  PaymentReturned: 'PAYMENT_RETURNED',
  TaxFinalization: 'TAX_FINALIZATION'
} as const;

export type StoreCreditSystemEvent = typeof StoreCreditSystemEvent[keyof typeof StoreCreditSystemEvent];
export type StorefrontAccessTokenDeleteInput = {
  id: Scalars['ID']['input'];
};

export type StorefrontAccessTokenInput = {
  title: Scalars['String']['input'];
};

export const SubCollectionIneligibleReason = {
  ChainReference: 'CHAIN_REFERENCE',
  InvalidCollectionReference: 'INVALID_COLLECTION_REFERENCE',
  SelfReference: 'SELF_REFERENCE'
} as const;

export type SubCollectionIneligibleReason = typeof SubCollectionIneligibleReason[keyof typeof SubCollectionIneligibleReason];
export const SubscriptionActor = {
  Customer: 'CUSTOMER',
  Merchant: 'MERCHANT',
  Partner: 'PARTNER'
} as const;

export type SubscriptionActor = typeof SubscriptionActor[keyof typeof SubscriptionActor];
export type SubscriptionAtomicLineInput = {
  discounts?: InputMaybe<Array<SubscriptionAtomicManualDiscountInput>>;
  line: SubscriptionLineInput;
};

export type SubscriptionAtomicManualDiscountInput = {
  recurringCycleLimit?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<SubscriptionManualDiscountValueInput>;
};

export const SubscriptionBillingAttemptErrorCode = {
  AmountTooLarge: 'AMOUNT_TOO_LARGE',
  AmountTooSmall: 'AMOUNT_TOO_SMALL',
  AuthenticationError: 'AUTHENTICATION_ERROR',
  AuthenticationFailed: 'AUTHENTICATION_FAILED',
  AuthenticationRequired: 'AUTHENTICATION_REQUIRED',
  BuyerCanceledPaymentMethod: 'BUYER_CANCELED_PAYMENT_METHOD',
  CallIssuer: 'CALL_ISSUER',
  CancelledPayment: 'CANCELLED_PAYMENT',
  CardDeclined: 'CARD_DECLINED',
  CardNumberIncorrect: 'CARD_NUMBER_INCORRECT',
  ConfirmationRejected: 'CONFIRMATION_REJECTED',
  CustomerInvalid: 'CUSTOMER_INVALID',
  CustomerNotFound: 'CUSTOMER_NOT_FOUND',
  DoNotHonor: 'DO_NOT_HONOR',
  ExpiredBuyerAction: 'EXPIRED_BUYER_ACTION',
  ExpiredCard: 'EXPIRED_CARD',
  ExpiredPaymentMethod: 'EXPIRED_PAYMENT_METHOD',
  FraudSuspected: 'FRAUD_SUSPECTED',
  FreeGiftCardNotAllowed: 'FREE_GIFT_CARD_NOT_ALLOWED',
  GenericError: 'GENERIC_ERROR',
  IncorrectAddress: 'INCORRECT_ADDRESS',
  IncorrectCvc: 'INCORRECT_CVC',
  IncorrectNumber: 'INCORRECT_NUMBER',
  IncorrectPin: 'INCORRECT_PIN',
  IncorrectZip: 'INCORRECT_ZIP',
  InsufficientFunds: 'INSUFFICIENT_FUNDS',
  InsufficientInventory: 'INSUFFICIENT_INVENTORY',
  InvalidAmount: 'INVALID_AMOUNT',
  InvalidBillingAddress: 'INVALID_BILLING_ADDRESS',
  InvalidCurrency: 'INVALID_CURRENCY',
  InvalidCustomerBillingAgreement: 'INVALID_CUSTOMER_BILLING_AGREEMENT',
  InvalidCvc: 'INVALID_CVC',
  InvalidExpiryDate: 'INVALID_EXPIRY_DATE',
  InvalidNumber: 'INVALID_NUMBER',
  InvalidPaymentMethod: 'INVALID_PAYMENT_METHOD',
  InvalidPurchaseType: 'INVALID_PURCHASE_TYPE',
  InvalidRequest: 'INVALID_REQUEST',
  InvalidShippingAddress: 'INVALID_SHIPPING_ADDRESS',
  InventoryAllocationsNotFound: 'INVENTORY_ALLOCATIONS_NOT_FOUND',
  InvoiceAlreadyPaid: 'INVOICE_ALREADY_PAID',
  MerchantAccountError: 'MERCHANT_ACCOUNT_ERROR',
  MerchantRule: 'MERCHANT_RULE',
  NonTestOrderLimitReached: 'NON_TEST_ORDER_LIMIT_REACHED',
  OffSessionRejected: 'OFF_SESSION_REJECTED',
  PaymentMethodDeclined: 'PAYMENT_METHOD_DECLINED',
  PaymentMethodIncompatibleWithGatewayConfig: 'PAYMENT_METHOD_INCOMPATIBLE_WITH_GATEWAY_CONFIG',
  PaymentMethodNotFound: 'PAYMENT_METHOD_NOT_FOUND',
  PaymentMethodNotSpecified: 'PAYMENT_METHOD_NOT_SPECIFIED',
  PaymentMethodUnsupported: 'PAYMENT_METHOD_UNSUPPORTED',
  PaymentProviderError: 'PAYMENT_PROVIDER_ERROR',
  PaymentProviderIsNotEnabled: 'PAYMENT_PROVIDER_IS_NOT_ENABLED',
  PaypalErrorGeneral: 'PAYPAL_ERROR_GENERAL',
  ProcessingError: 'PROCESSING_ERROR',
  PurchaseTypeNotSupported: 'PURCHASE_TYPE_NOT_SUPPORTED',
  RetryDeclined: 'RETRY_DECLINED',
  TestMode: 'TEST_MODE',
  TransactionLimitExceeded: 'TRANSACTION_LIMIT_EXCEEDED',
  TransientError: 'TRANSIENT_ERROR',
  UnexpectedError: 'UNEXPECTED_ERROR'
} as const;

export type SubscriptionBillingAttemptErrorCode = typeof SubscriptionBillingAttemptErrorCode[keyof typeof SubscriptionBillingAttemptErrorCode];
export const SubscriptionBillingAttemptGeneralErrorCode = {
  CustomerInvalid: 'CUSTOMER_INVALID',
  CustomerNotFound: 'CUSTOMER_NOT_FOUND',
  FreeGiftCardNotAllowed: 'FREE_GIFT_CARD_NOT_ALLOWED',
  InvalidBillingAddress: 'INVALID_BILLING_ADDRESS',
  MerchantAccountError: 'MERCHANT_ACCOUNT_ERROR',
  NonTestOrderLimitReached: 'NON_TEST_ORDER_LIMIT_REACHED',
  PaymentMethodIncompatibleWithGatewayConfig: 'PAYMENT_METHOD_INCOMPATIBLE_WITH_GATEWAY_CONFIG',
  PaymentMethodNotFound: 'PAYMENT_METHOD_NOT_FOUND',
  PaymentMethodNotSpecified: 'PAYMENT_METHOD_NOT_SPECIFIED',
  PaymentProviderIsNotEnabled: 'PAYMENT_PROVIDER_IS_NOT_ENABLED'
} as const;

export type SubscriptionBillingAttemptGeneralErrorCode = typeof SubscriptionBillingAttemptGeneralErrorCode[keyof typeof SubscriptionBillingAttemptGeneralErrorCode];
export type SubscriptionBillingAttemptInput = {
  actor?: InputMaybe<SubscriptionActor>;
  billingCycleSelector?: InputMaybe<SubscriptionBillingCycleSelector>;
  idempotencyKey: Scalars['String']['input'];
  inventoryPolicy?: InputMaybe<SubscriptionBillingAttemptInventoryPolicy>;
  originTime?: InputMaybe<Scalars['DateTime']['input']>;
  paymentProcessingPolicy?: InputMaybe<SubscriptionBillingAttemptPaymentProcessingPolicy>;
};

export const SubscriptionBillingAttemptInventoryErrorCode = {
  InsufficientInventory: 'INSUFFICIENT_INVENTORY',
  InventoryAllocationsNotFound: 'INVENTORY_ALLOCATIONS_NOT_FOUND'
} as const;

export type SubscriptionBillingAttemptInventoryErrorCode = typeof SubscriptionBillingAttemptInventoryErrorCode[keyof typeof SubscriptionBillingAttemptInventoryErrorCode];
export const SubscriptionBillingAttemptInventoryPolicy = {
  AllowOverselling: 'ALLOW_OVERSELLING',
  ProductVariantInventoryPolicy: 'PRODUCT_VARIANT_INVENTORY_POLICY'
} as const;

export type SubscriptionBillingAttemptInventoryPolicy = typeof SubscriptionBillingAttemptInventoryPolicy[keyof typeof SubscriptionBillingAttemptInventoryPolicy];
export const SubscriptionBillingAttemptPaymentChallengeStatus = {
  OffSessionRejected: 'OFF_SESSION_REJECTED',
  OnSessionChallenged: 'ON_SESSION_CHALLENGED'
} as const;

export type SubscriptionBillingAttemptPaymentChallengeStatus = typeof SubscriptionBillingAttemptPaymentChallengeStatus[keyof typeof SubscriptionBillingAttemptPaymentChallengeStatus];
export const SubscriptionBillingAttemptPaymentErrorCode = {
  AmountTooLarge: 'AMOUNT_TOO_LARGE',
  AmountTooSmall: 'AMOUNT_TOO_SMALL',
  AuthenticationError: 'AUTHENTICATION_ERROR',
  AuthenticationFailed: 'AUTHENTICATION_FAILED',
  AuthenticationRequired: 'AUTHENTICATION_REQUIRED',
  BuyerCanceledPaymentMethod: 'BUYER_CANCELED_PAYMENT_METHOD',
  CallIssuer: 'CALL_ISSUER',
  CancelledPayment: 'CANCELLED_PAYMENT',
  CardDeclined: 'CARD_DECLINED',
  CardNumberIncorrect: 'CARD_NUMBER_INCORRECT',
  ConfirmationRejected: 'CONFIRMATION_REJECTED',
  DoNotHonor: 'DO_NOT_HONOR',
  ExpiredBuyerAction: 'EXPIRED_BUYER_ACTION',
  ExpiredCard: 'EXPIRED_CARD',
  ExpiredPaymentMethod: 'EXPIRED_PAYMENT_METHOD',
  FraudSuspected: 'FRAUD_SUSPECTED',
  GenericError: 'GENERIC_ERROR',
  IncorrectAddress: 'INCORRECT_ADDRESS',
  IncorrectCvc: 'INCORRECT_CVC',
  IncorrectNumber: 'INCORRECT_NUMBER',
  IncorrectPin: 'INCORRECT_PIN',
  IncorrectZip: 'INCORRECT_ZIP',
  InsufficientFunds: 'INSUFFICIENT_FUNDS',
  InvalidAmount: 'INVALID_AMOUNT',
  InvalidCurrency: 'INVALID_CURRENCY',
  InvalidCustomerBillingAgreement: 'INVALID_CUSTOMER_BILLING_AGREEMENT',
  InvalidCvc: 'INVALID_CVC',
  InvalidExpiryDate: 'INVALID_EXPIRY_DATE',
  InvalidNumber: 'INVALID_NUMBER',
  InvalidPaymentMethod: 'INVALID_PAYMENT_METHOD',
  InvalidPurchaseType: 'INVALID_PURCHASE_TYPE',
  InvalidRequest: 'INVALID_REQUEST',
  InvalidShippingAddress: 'INVALID_SHIPPING_ADDRESS',
  InvoiceAlreadyPaid: 'INVOICE_ALREADY_PAID',
  MerchantRule: 'MERCHANT_RULE',
  OffSessionRejected: 'OFF_SESSION_REJECTED',
  PaymentMethodDeclined: 'PAYMENT_METHOD_DECLINED',
  PaymentMethodUnsupported: 'PAYMENT_METHOD_UNSUPPORTED',
  PaymentProviderError: 'PAYMENT_PROVIDER_ERROR',
  PaypalErrorGeneral: 'PAYPAL_ERROR_GENERAL',
  ProcessingError: 'PROCESSING_ERROR',
  PurchaseTypeNotSupported: 'PURCHASE_TYPE_NOT_SUPPORTED',
  RetryDeclined: 'RETRY_DECLINED',
  TestMode: 'TEST_MODE',
  TransactionLimitExceeded: 'TRANSACTION_LIMIT_EXCEEDED',
  TransientError: 'TRANSIENT_ERROR'
} as const;

export type SubscriptionBillingAttemptPaymentErrorCode = typeof SubscriptionBillingAttemptPaymentErrorCode[keyof typeof SubscriptionBillingAttemptPaymentErrorCode];
export const SubscriptionBillingAttemptPaymentProcessingPolicy = {
  FailUnlessValidPaymentMethod: 'FAIL_UNLESS_VALID_PAYMENT_METHOD',
  SkipPaymentAndCreateUnpaidOrder: 'SKIP_PAYMENT_AND_CREATE_UNPAID_ORDER'
} as const;

export type SubscriptionBillingAttemptPaymentProcessingPolicy = typeof SubscriptionBillingAttemptPaymentProcessingPolicy[keyof typeof SubscriptionBillingAttemptPaymentProcessingPolicy];
export const SubscriptionBillingAttemptsSortKeys = {
  CreatedAt: 'CREATED_AT',
  Id: 'ID'
} as const;

export type SubscriptionBillingAttemptsSortKeys = typeof SubscriptionBillingAttemptsSortKeys[keyof typeof SubscriptionBillingAttemptsSortKeys];
export const SubscriptionBillingCycleBillingAttemptStatus = {
  Any: 'ANY',
  HasAttempt: 'HAS_ATTEMPT',
  NoAttempt: 'NO_ATTEMPT'
} as const;

export type SubscriptionBillingCycleBillingAttemptStatus = typeof SubscriptionBillingCycleBillingAttemptStatus[keyof typeof SubscriptionBillingCycleBillingAttemptStatus];
export const SubscriptionBillingCycleBillingCycleStatus = {
  Billed: 'BILLED',
  Unbilled: 'UNBILLED'
} as const;

export type SubscriptionBillingCycleBillingCycleStatus = typeof SubscriptionBillingCycleBillingCycleStatus[keyof typeof SubscriptionBillingCycleBillingCycleStatus];
export type SubscriptionBillingCycleBulkFilters = {
  billingAttemptStatus?: InputMaybe<SubscriptionBillingCycleBillingAttemptStatus>;
  billingCycleStatus?: InputMaybe<Array<SubscriptionBillingCycleBillingCycleStatus>>;
  contractStatus?: InputMaybe<Array<SubscriptionContractSubscriptionStatus>>;
};

export const SubscriptionBillingCycleBulkUserErrorCode = {
  Blank: 'BLANK',
  EndDateInTheFuture: 'END_DATE_IN_THE_FUTURE',
  Invalid: 'INVALID',
  InvalidDateRange: 'INVALID_DATE_RANGE',
  StartDateBeforeEndDate: 'START_DATE_BEFORE_END_DATE'
} as const;

export type SubscriptionBillingCycleBulkUserErrorCode = typeof SubscriptionBillingCycleBulkUserErrorCode[keyof typeof SubscriptionBillingCycleBulkUserErrorCode];
export const SubscriptionBillingCycleErrorCode = {
  BillingDateSetOnSkipped: 'BILLING_DATE_SET_ON_SKIPPED',
  CycleIndexOutOfRange: 'CYCLE_INDEX_OUT_OF_RANGE',
  CycleNotFound: 'CYCLE_NOT_FOUND',
  CycleStartDateOutOfRange: 'CYCLE_START_DATE_OUT_OF_RANGE',
  EmptyBillingCycleEditScheduleInput: 'EMPTY_BILLING_CYCLE_EDIT_SCHEDULE_INPUT',
  IncompleteBillingAttempts: 'INCOMPLETE_BILLING_ATTEMPTS',
  Invalid: 'INVALID',
  InvalidCycleIndex: 'INVALID_CYCLE_INDEX',
  InvalidDate: 'INVALID_DATE',
  NoCycleEdits: 'NO_CYCLE_EDITS',
  OutOfBounds: 'OUT_OF_BOUNDS',
  UpcomingCycleLimitExceeded: 'UPCOMING_CYCLE_LIMIT_EXCEEDED'
} as const;

export type SubscriptionBillingCycleErrorCode = typeof SubscriptionBillingCycleErrorCode[keyof typeof SubscriptionBillingCycleErrorCode];
export type SubscriptionBillingCycleInput = {
  contractId: Scalars['ID']['input'];
  selector: SubscriptionBillingCycleSelector;
};

export type SubscriptionBillingCycleScheduleEditInput = {
  billingDate?: InputMaybe<Scalars['DateTime']['input']>;
  reason: SubscriptionBillingCycleScheduleEditInputScheduleEditReason;
  skip?: InputMaybe<Scalars['Boolean']['input']>;
};

export const SubscriptionBillingCycleScheduleEditInputScheduleEditReason = {
  BuyerInitiated: 'BUYER_INITIATED',
  DevInitiated: 'DEV_INITIATED',
  MerchantInitiated: 'MERCHANT_INITIATED'
} as const;

export type SubscriptionBillingCycleScheduleEditInputScheduleEditReason = typeof SubscriptionBillingCycleScheduleEditInputScheduleEditReason[keyof typeof SubscriptionBillingCycleScheduleEditInputScheduleEditReason];
export type SubscriptionBillingCycleSelector = {
  date?: InputMaybe<Scalars['DateTime']['input']>;
  index?: InputMaybe<Scalars['Int']['input']>;
};

export const SubscriptionBillingCycleSkipUserErrorCode = {
  Invalid: 'INVALID'
} as const;

export type SubscriptionBillingCycleSkipUserErrorCode = typeof SubscriptionBillingCycleSkipUserErrorCode[keyof typeof SubscriptionBillingCycleSkipUserErrorCode];
export const SubscriptionBillingCycleUnskipUserErrorCode = {
  Invalid: 'INVALID'
} as const;

export type SubscriptionBillingCycleUnskipUserErrorCode = typeof SubscriptionBillingCycleUnskipUserErrorCode[keyof typeof SubscriptionBillingCycleUnskipUserErrorCode];
export type SubscriptionBillingCyclesDateRangeSelector = {
  endDate: Scalars['DateTime']['input'];
  startDate: Scalars['DateTime']['input'];
};

export type SubscriptionBillingCyclesIndexRangeSelector = {
  endIndex: Scalars['Int']['input'];
  startIndex: Scalars['Int']['input'];
};

export const SubscriptionBillingCyclesSortKeys = {
  CycleIndex: 'CYCLE_INDEX',
  Id: 'ID'
} as const;

export type SubscriptionBillingCyclesSortKeys = typeof SubscriptionBillingCyclesSortKeys[keyof typeof SubscriptionBillingCyclesSortKeys];
export const SubscriptionBillingCyclesTargetSelection = {
  All: 'ALL'
} as const;

export type SubscriptionBillingCyclesTargetSelection = typeof SubscriptionBillingCyclesTargetSelection[keyof typeof SubscriptionBillingCyclesTargetSelection];
export type SubscriptionBillingPolicyInput = {
  anchors?: InputMaybe<Array<SellingPlanAnchorInput>>;
  interval: SellingPlanInterval;
  intervalCount: Scalars['Int']['input'];
  maxCycles?: InputMaybe<Scalars['Int']['input']>;
  minCycles?: InputMaybe<Scalars['Int']['input']>;
};

export type SubscriptionContractAtomicCreateInput = {
  actor?: InputMaybe<SubscriptionActor>;
  contract: SubscriptionDraftInput;
  currencyCode: CurrencyCode;
  customerId: Scalars['ID']['input'];
  discountCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  lines: Array<SubscriptionAtomicLineInput>;
  nextBillingDate: Scalars['DateTime']['input'];
};

export type SubscriptionContractCreateInput = {
  actor?: InputMaybe<SubscriptionActor>;
  contract: SubscriptionDraftInput;
  currencyCode: CurrencyCode;
  customerId: Scalars['ID']['input'];
  nextBillingDate: Scalars['DateTime']['input'];
};

export const SubscriptionContractErrorCode = {
  Invalid: 'INVALID'
} as const;

export type SubscriptionContractErrorCode = typeof SubscriptionContractErrorCode[keyof typeof SubscriptionContractErrorCode];
export const SubscriptionContractLastBillingErrorType = {
  CustomerError: 'CUSTOMER_ERROR',
  InventoryError: 'INVENTORY_ERROR',
  Other: 'OTHER',
  PaymentError: 'PAYMENT_ERROR'
} as const;

export type SubscriptionContractLastBillingErrorType = typeof SubscriptionContractLastBillingErrorType[keyof typeof SubscriptionContractLastBillingErrorType];
export const SubscriptionContractLastPaymentStatus = {
  Failed: 'FAILED',
  Succeeded: 'SUCCEEDED'
} as const;

export type SubscriptionContractLastPaymentStatus = typeof SubscriptionContractLastPaymentStatus[keyof typeof SubscriptionContractLastPaymentStatus];
export type SubscriptionContractProductChangeInput = {
  currentPrice?: InputMaybe<Scalars['Decimal']['input']>;
  productVariantId?: InputMaybe<Scalars['ID']['input']>;
};

export const SubscriptionContractStatusUpdateErrorCode = {
  ContractTerminated: 'CONTRACT_TERMINATED',
  Invalid: 'INVALID'
} as const;

export type SubscriptionContractStatusUpdateErrorCode = typeof SubscriptionContractStatusUpdateErrorCode[keyof typeof SubscriptionContractStatusUpdateErrorCode];
export const SubscriptionContractSubscriptionStatus = {
  Active: 'ACTIVE',
  Cancelled: 'CANCELLED',
  Expired: 'EXPIRED',
  Failed: 'FAILED',
  Paused: 'PAUSED'
} as const;

export type SubscriptionContractSubscriptionStatus = typeof SubscriptionContractSubscriptionStatus[keyof typeof SubscriptionContractSubscriptionStatus];
export const SubscriptionContractsSortKeys = {
  CreatedAt: 'CREATED_AT',
  Id: 'ID',
  Status: 'STATUS',
  UpdatedAt: 'UPDATED_AT'
} as const;

export type SubscriptionContractsSortKeys = typeof SubscriptionContractsSortKeys[keyof typeof SubscriptionContractsSortKeys];
export type SubscriptionDeliveryMethodInput = {
  localDelivery?: InputMaybe<SubscriptionDeliveryMethodLocalDeliveryInput>;
  pickup?: InputMaybe<SubscriptionDeliveryMethodPickupInput>;
  shipping?: InputMaybe<SubscriptionDeliveryMethodShippingInput>;
};

export type SubscriptionDeliveryMethodLocalDeliveryInput = {
  address?: InputMaybe<MailingAddressInput>;
  localDeliveryOption?: InputMaybe<SubscriptionDeliveryMethodLocalDeliveryOptionInput>;
};

export type SubscriptionDeliveryMethodLocalDeliveryOptionInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  instructions?: InputMaybe<Scalars['String']['input']>;
  phone: Scalars['String']['input'];
  presentmentTitle?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type SubscriptionDeliveryMethodPickupInput = {
  pickupOption?: InputMaybe<SubscriptionDeliveryMethodPickupOptionInput>;
};

export type SubscriptionDeliveryMethodPickupOptionInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  locationId: Scalars['ID']['input'];
  presentmentTitle?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type SubscriptionDeliveryMethodShippingInput = {
  address?: InputMaybe<MailingAddressInput>;
  shippingOption?: InputMaybe<SubscriptionDeliveryMethodShippingOptionInput>;
};

export type SubscriptionDeliveryMethodShippingOptionInput = {
  carrierServiceId?: InputMaybe<Scalars['ID']['input']>;
  code?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  presentmentTitle?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type SubscriptionDeliveryPolicyInput = {
  anchors?: InputMaybe<Array<SellingPlanAnchorInput>>;
  interval: SellingPlanInterval;
  intervalCount: Scalars['Int']['input'];
};

export const SubscriptionDiscountRejectionReason = {
  CurrentlyInactive: 'CURRENTLY_INACTIVE',
  CustomerNotEligible: 'CUSTOMER_NOT_ELIGIBLE',
  CustomerUsageLimitReached: 'CUSTOMER_USAGE_LIMIT_REACHED',
  IncompatiblePurchaseType: 'INCOMPATIBLE_PURCHASE_TYPE',
  InternalError: 'INTERNAL_ERROR',
  NotFound: 'NOT_FOUND',
  NoEntitledLineItems: 'NO_ENTITLED_LINE_ITEMS',
  NoEntitledShippingLines: 'NO_ENTITLED_SHIPPING_LINES',
  PurchaseNotInRange: 'PURCHASE_NOT_IN_RANGE',
  QuantityNotInRange: 'QUANTITY_NOT_IN_RANGE',
  UsageLimitReached: 'USAGE_LIMIT_REACHED'
} as const;

export type SubscriptionDiscountRejectionReason = typeof SubscriptionDiscountRejectionReason[keyof typeof SubscriptionDiscountRejectionReason];
export const SubscriptionDraftErrorCode = {
  AlreadyRemoved: 'ALREADY_REMOVED',
  BillingCycleAbsent: 'BILLING_CYCLE_ABSENT',
  BillingCycleContractDraftBillingPolicyInvalid: 'BILLING_CYCLE_CONTRACT_DRAFT_BILLING_POLICY_INVALID',
  BillingCycleContractDraftDeliveryPolicyInvalid: 'BILLING_CYCLE_CONTRACT_DRAFT_DELIVERY_POLICY_INVALID',
  BillingCyclePresent: 'BILLING_CYCLE_PRESENT',
  Blank: 'BLANK',
  Committed: 'COMMITTED',
  ConcatenationBillingCycleContractDraftRequired: 'CONCATENATION_BILLING_CYCLE_CONTRACT_DRAFT_REQUIRED',
  ConcatenationUncommittedContractDraft: 'CONCATENATION_UNCOMMITTED_CONTRACT_DRAFT',
  CurrencyNotEnabled: 'CURRENCY_NOT_ENABLED',
  CustomerDoesNotExist: 'CUSTOMER_DOES_NOT_EXIST',
  CustomerMismatch: 'CUSTOMER_MISMATCH',
  CustomerRedacted: 'CUSTOMER_REDACTED',
  CycleDiscountsUniqueAfterCycle: 'CYCLE_DISCOUNTS_UNIQUE_AFTER_CYCLE',
  CycleIndexOutOfRange: 'CYCLE_INDEX_OUT_OF_RANGE',
  CycleSelectorValidateOneOf: 'CYCLE_SELECTOR_VALIDATE_ONE_OF',
  CycleStartDateOutOfRange: 'CYCLE_START_DATE_OUT_OF_RANGE',
  DeliveryMethodRequired: 'DELIVERY_METHOD_REQUIRED',
  DeliveryMustBeMultipleOfBilling: 'DELIVERY_MUST_BE_MULTIPLE_OF_BILLING',
  DuplicateConcatenatedContracts: 'DUPLICATE_CONCATENATED_CONTRACTS',
  ExceededMaxConcatenatedContracts: 'EXCEEDED_MAX_CONCATENATED_CONTRACTS',
  GreaterThan: 'GREATER_THAN',
  GreaterThanOrEqualTo: 'GREATER_THAN_OR_EQUAL_TO',
  HasFutureEdits: 'HAS_FUTURE_EDITS',
  Invalid: 'INVALID',
  InvalidAdjustmentType: 'INVALID_ADJUSTMENT_TYPE',
  InvalidAdjustmentValue: 'INVALID_ADJUSTMENT_VALUE',
  InvalidBillingDate: 'INVALID_BILLING_DATE',
  InvalidLines: 'INVALID_LINES',
  InvalidNoteLength: 'INVALID_NOTE_LENGTH',
  LessThan: 'LESS_THAN',
  LessThanOrEqualTo: 'LESS_THAN_OR_EQUAL_TO',
  MissingCustomerPaymentMethod: 'MISSING_CUSTOMER_PAYMENT_METHOD',
  MissingLocalDeliveryOptions: 'MISSING_LOCAL_DELIVERY_OPTIONS',
  NotAnInteger: 'NOT_AN_INTEGER',
  NotInRange: 'NOT_IN_RANGE',
  NoEntitledLines: 'NO_ENTITLED_LINES',
  Presence: 'PRESENCE',
  SellingPlanMaxCyclesMustBeGreaterThanMinCycles: 'SELLING_PLAN_MAX_CYCLES_MUST_BE_GREATER_THAN_MIN_CYCLES',
  StaleContract: 'STALE_CONTRACT',
  TooLong: 'TOO_LONG',
  TooManyDiscounts: 'TOO_MANY_DISCOUNTS',
  TooManyLines: 'TOO_MANY_LINES',
  TooShort: 'TOO_SHORT',
  UpcomingCycleLimitExceeded: 'UPCOMING_CYCLE_LIMIT_EXCEEDED'
} as const;

export type SubscriptionDraftErrorCode = typeof SubscriptionDraftErrorCode[keyof typeof SubscriptionDraftErrorCode];
export type SubscriptionDraftInput = {
  billingPolicy?: InputMaybe<SubscriptionBillingPolicyInput>;
  customAttributes?: InputMaybe<Array<AttributeInput>>;
  deliveryMethod?: InputMaybe<SubscriptionDeliveryMethodInput>;
  deliveryPolicy?: InputMaybe<SubscriptionDeliveryPolicyInput>;
  deliveryPrice?: InputMaybe<Scalars['Decimal']['input']>;
  nextBillingDate?: InputMaybe<Scalars['DateTime']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  paymentMethodId?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<SubscriptionContractSubscriptionStatus>;
};

export type SubscriptionFreeShippingDiscountInput = {
  recurringCycleLimit?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type SubscriptionLineInput = {
  currentPrice: Scalars['Decimal']['input'];
  customAttributes?: InputMaybe<Array<AttributeInput>>;
  pricingPolicy?: InputMaybe<SubscriptionPricingPolicyInput>;
  productVariantId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  sellingPlanId?: InputMaybe<Scalars['ID']['input']>;
  sellingPlanName?: InputMaybe<Scalars['String']['input']>;
};

export type SubscriptionLineUpdateInput = {
  currentPrice?: InputMaybe<Scalars['Decimal']['input']>;
  customAttributes?: InputMaybe<Array<AttributeInput>>;
  pricingPolicy?: InputMaybe<SubscriptionPricingPolicyInput>;
  productVariantId?: InputMaybe<Scalars['ID']['input']>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
  sellingPlanId?: InputMaybe<Scalars['ID']['input']>;
  sellingPlanName?: InputMaybe<Scalars['String']['input']>;
};

export type SubscriptionManualDiscountEntitledLinesInput = {
  all?: InputMaybe<Scalars['Boolean']['input']>;
  lines?: InputMaybe<SubscriptionManualDiscountLinesInput>;
};

export type SubscriptionManualDiscountFixedAmountInput = {
  amount?: InputMaybe<Scalars['Float']['input']>;
  appliesOnEachItem?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SubscriptionManualDiscountInput = {
  entitledLines?: InputMaybe<SubscriptionManualDiscountEntitledLinesInput>;
  recurringCycleLimit?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<SubscriptionManualDiscountValueInput>;
};

export type SubscriptionManualDiscountLinesInput = {
  add?: InputMaybe<Array<Scalars['ID']['input']>>;
  remove?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type SubscriptionManualDiscountValueInput = {
  fixedAmount?: InputMaybe<SubscriptionManualDiscountFixedAmountInput>;
  percentage?: InputMaybe<Scalars['Int']['input']>;
};

export type SubscriptionPricingPolicyCycleDiscountsInput = {
  adjustmentType: SellingPlanPricingPolicyAdjustmentType;
  adjustmentValue: SellingPlanPricingPolicyValueInput;
  afterCycle: Scalars['Int']['input'];
  computedPrice: Scalars['Decimal']['input'];
};

export type SubscriptionPricingPolicyInput = {
  basePrice: Scalars['Decimal']['input'];
  cycleDiscounts: Array<SubscriptionPricingPolicyCycleDiscountsInput>;
};

export const SuggestedOrderTransactionKind = {
  SuggestedRefund: 'SUGGESTED_REFUND'
} as const;

export type SuggestedOrderTransactionKind = typeof SuggestedOrderTransactionKind[keyof typeof SuggestedOrderTransactionKind];
export type SuggestedOutcomeExchangeLineItemInput = {
  id: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type SuggestedOutcomeReturnLineItemInput = {
  id: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export const TaxAppConfigureUserErrorCode = {
  TaxPartnerAlreadyActive: 'TAX_PARTNER_ALREADY_ACTIVE',
  TaxPartnerNotFound: 'TAX_PARTNER_NOT_FOUND',
  TaxPartnerStateUpdateFailed: 'TAX_PARTNER_STATE_UPDATE_FAILED'
} as const;

export type TaxAppConfigureUserErrorCode = typeof TaxAppConfigureUserErrorCode[keyof typeof TaxAppConfigureUserErrorCode];
export const TaxExemption = {
  CaBcCommercialFisheryExemption: 'CA_BC_COMMERCIAL_FISHERY_EXEMPTION',
  CaBcContractorExemption: 'CA_BC_CONTRACTOR_EXEMPTION',
  CaBcProductionAndMachineryExemption: 'CA_BC_PRODUCTION_AND_MACHINERY_EXEMPTION',
  CaBcResellerExemption: 'CA_BC_RESELLER_EXEMPTION',
  CaBcSubContractorExemption: 'CA_BC_SUB_CONTRACTOR_EXEMPTION',
  CaDiplomatExemption: 'CA_DIPLOMAT_EXEMPTION',
  CaMbCommercialFisheryExemption: 'CA_MB_COMMERCIAL_FISHERY_EXEMPTION',
  CaMbFarmerExemption: 'CA_MB_FARMER_EXEMPTION',
  CaMbResellerExemption: 'CA_MB_RESELLER_EXEMPTION',
  CaNlVptResellerExemption: 'CA_NL_VPT_RESELLER_EXEMPTION',
  CaNsCommercialFisheryExemption: 'CA_NS_COMMERCIAL_FISHERY_EXEMPTION',
  CaNsFarmerExemption: 'CA_NS_FARMER_EXEMPTION',
  CaOnPurchaseExemption: 'CA_ON_PURCHASE_EXEMPTION',
  CaPeCommercialFisheryExemption: 'CA_PE_COMMERCIAL_FISHERY_EXEMPTION',
  CaSkCommercialFisheryExemption: 'CA_SK_COMMERCIAL_FISHERY_EXEMPTION',
  CaSkContractorExemption: 'CA_SK_CONTRACTOR_EXEMPTION',
  CaSkFarmerExemption: 'CA_SK_FARMER_EXEMPTION',
  CaSkProductionAndMachineryExemption: 'CA_SK_PRODUCTION_AND_MACHINERY_EXEMPTION',
  CaSkResellerExemption: 'CA_SK_RESELLER_EXEMPTION',
  CaSkSubContractorExemption: 'CA_SK_SUB_CONTRACTOR_EXEMPTION',
  CaSkVptResellerExemption: 'CA_SK_VPT_RESELLER_EXEMPTION',
  CaStatusCardExemption: 'CA_STATUS_CARD_EXEMPTION',
  EuReverseChargeExemptionRule: 'EU_REVERSE_CHARGE_EXEMPTION_RULE',
  UsAkResellerExemption: 'US_AK_RESELLER_EXEMPTION',
  UsAlResellerExemption: 'US_AL_RESELLER_EXEMPTION',
  UsArResellerExemption: 'US_AR_RESELLER_EXEMPTION',
  UsAzResellerExemption: 'US_AZ_RESELLER_EXEMPTION',
  UsCaResellerExemption: 'US_CA_RESELLER_EXEMPTION',
  UsCoResellerExemption: 'US_CO_RESELLER_EXEMPTION',
  UsCtResellerExemption: 'US_CT_RESELLER_EXEMPTION',
  UsDcResellerExemption: 'US_DC_RESELLER_EXEMPTION',
  UsDeResellerExemption: 'US_DE_RESELLER_EXEMPTION',
  UsFlResellerExemption: 'US_FL_RESELLER_EXEMPTION',
  UsGaResellerExemption: 'US_GA_RESELLER_EXEMPTION',
  UsHiResellerExemption: 'US_HI_RESELLER_EXEMPTION',
  UsIaResellerExemption: 'US_IA_RESELLER_EXEMPTION',
  UsIdResellerExemption: 'US_ID_RESELLER_EXEMPTION',
  UsIlResellerExemption: 'US_IL_RESELLER_EXEMPTION',
  UsInResellerExemption: 'US_IN_RESELLER_EXEMPTION',
  UsKsResellerExemption: 'US_KS_RESELLER_EXEMPTION',
  UsKyResellerExemption: 'US_KY_RESELLER_EXEMPTION',
  UsLaResellerExemption: 'US_LA_RESELLER_EXEMPTION',
  UsMaResellerExemption: 'US_MA_RESELLER_EXEMPTION',
  UsMdResellerExemption: 'US_MD_RESELLER_EXEMPTION',
  UsMeResellerExemption: 'US_ME_RESELLER_EXEMPTION',
  UsMiResellerExemption: 'US_MI_RESELLER_EXEMPTION',
  UsMnResellerExemption: 'US_MN_RESELLER_EXEMPTION',
  UsMoResellerExemption: 'US_MO_RESELLER_EXEMPTION',
  UsMsResellerExemption: 'US_MS_RESELLER_EXEMPTION',
  UsMtResellerExemption: 'US_MT_RESELLER_EXEMPTION',
  UsNcResellerExemption: 'US_NC_RESELLER_EXEMPTION',
  UsNdResellerExemption: 'US_ND_RESELLER_EXEMPTION',
  UsNeResellerExemption: 'US_NE_RESELLER_EXEMPTION',
  UsNhResellerExemption: 'US_NH_RESELLER_EXEMPTION',
  UsNjResellerExemption: 'US_NJ_RESELLER_EXEMPTION',
  UsNmResellerExemption: 'US_NM_RESELLER_EXEMPTION',
  UsNvResellerExemption: 'US_NV_RESELLER_EXEMPTION',
  UsNyResellerExemption: 'US_NY_RESELLER_EXEMPTION',
  UsOhResellerExemption: 'US_OH_RESELLER_EXEMPTION',
  UsOkResellerExemption: 'US_OK_RESELLER_EXEMPTION',
  UsOrResellerExemption: 'US_OR_RESELLER_EXEMPTION',
  UsPaResellerExemption: 'US_PA_RESELLER_EXEMPTION',
  UsRiResellerExemption: 'US_RI_RESELLER_EXEMPTION',
  UsScResellerExemption: 'US_SC_RESELLER_EXEMPTION',
  UsSdResellerExemption: 'US_SD_RESELLER_EXEMPTION',
  UsTnResellerExemption: 'US_TN_RESELLER_EXEMPTION',
  UsTxResellerExemption: 'US_TX_RESELLER_EXEMPTION',
  UsUtResellerExemption: 'US_UT_RESELLER_EXEMPTION',
  UsVaResellerExemption: 'US_VA_RESELLER_EXEMPTION',
  UsVtResellerExemption: 'US_VT_RESELLER_EXEMPTION',
  UsWaResellerExemption: 'US_WA_RESELLER_EXEMPTION',
  UsWiResellerExemption: 'US_WI_RESELLER_EXEMPTION',
  UsWvResellerExemption: 'US_WV_RESELLER_EXEMPTION',
  UsWyResellerExemption: 'US_WY_RESELLER_EXEMPTION'
} as const;

export type TaxExemption = typeof TaxExemption[keyof typeof TaxExemption];
export const TaxPartnerState = {
  Active: 'ACTIVE',
  Pending: 'PENDING',
  Ready: 'READY'
} as const;

export type TaxPartnerState = typeof TaxPartnerState[keyof typeof TaxPartnerState];
export const TaxSummaryCreateUserErrorCode = {
  GeneralError: 'GENERAL_ERROR',
  OrderNotFound: 'ORDER_NOT_FOUND'
} as const;

export type TaxSummaryCreateUserErrorCode = typeof TaxSummaryCreateUserErrorCode[keyof typeof TaxSummaryCreateUserErrorCode];
export const ThemeCreateUserErrorCode = {
  InvalidThemeRoleForThemeCreation: 'INVALID_THEME_ROLE_FOR_THEME_CREATION',
  InvalidZip: 'INVALID_ZIP',
  ThemeCreationNotAllowedForThemeLimitedPlan: 'THEME_CREATION_NOT_ALLOWED_FOR_THEME_LIMITED_PLAN',
  ZipIsEmpty: 'ZIP_IS_EMPTY',
  ZipTooLarge: 'ZIP_TOO_LARGE'
} as const;

export type ThemeCreateUserErrorCode = typeof ThemeCreateUserErrorCode[keyof typeof ThemeCreateUserErrorCode];
export const ThemeDeleteUserErrorCode = {
  NotFound: 'NOT_FOUND'
} as const;

export type ThemeDeleteUserErrorCode = typeof ThemeDeleteUserErrorCode[keyof typeof ThemeDeleteUserErrorCode];
export const ThemeDuplicateUserErrorCode = {
  NotFound: 'NOT_FOUND'
} as const;

export type ThemeDuplicateUserErrorCode = typeof ThemeDuplicateUserErrorCode[keyof typeof ThemeDuplicateUserErrorCode];
export type ThemeFilesCopyFileInput = {
  dstFilename: Scalars['String']['input'];
  srcFilename: Scalars['String']['input'];
};

export const ThemePublishUserErrorCode = {
  CannotPublishThemeDuringInstall: 'CANNOT_PUBLISH_THEME_DURING_INSTALL',
  NotFound: 'NOT_FOUND',
  ThemePublishNotAvailableForThemeLimitedPlan: 'THEME_PUBLISH_NOT_AVAILABLE_FOR_THEME_LIMITED_PLAN'
} as const;

export type ThemePublishUserErrorCode = typeof ThemePublishUserErrorCode[keyof typeof ThemePublishUserErrorCode];
export const ThemeRole = {
  Archived: 'ARCHIVED',
  Demo: 'DEMO',
  Development: 'DEVELOPMENT',
  Locked: 'LOCKED',
  Main: 'MAIN',
  Mobile: 'MOBILE',
  Unpublished: 'UNPUBLISHED'
} as const;

export type ThemeRole = typeof ThemeRole[keyof typeof ThemeRole];
export const ThemeUpdateUserErrorCode = {
  Invalid: 'INVALID',
  NotFound: 'NOT_FOUND',
  TooLong: 'TOO_LONG'
} as const;

export type ThemeUpdateUserErrorCode = typeof ThemeUpdateUserErrorCode[keyof typeof ThemeUpdateUserErrorCode];
export const TransactionSortKeys = {
  CreatedAt: 'CREATED_AT',
  ExpiresAt: 'EXPIRES_AT'
} as const;

export type TransactionSortKeys = typeof TransactionSortKeys[keyof typeof TransactionSortKeys];
export const TransactionVoidUserErrorCode = {
  AuthNotSuccessful: 'AUTH_NOT_SUCCESSFUL',
  AuthNotVoidable: 'AUTH_NOT_VOIDABLE',
  GenericError: 'GENERIC_ERROR',
  TransactionNotFound: 'TRANSACTION_NOT_FOUND'
} as const;

export type TransactionVoidUserErrorCode = typeof TransactionVoidUserErrorCode[keyof typeof TransactionVoidUserErrorCode];
export const TransferSortKeys = {
  CreatedAt: 'CREATED_AT',
  DestinationName: 'DESTINATION_NAME',
  ExpectedShipmentArrival: 'EXPECTED_SHIPMENT_ARRIVAL',
  Id: 'ID',
  Name: 'NAME',
  OriginName: 'ORIGIN_NAME',
  SourceName: 'SOURCE_NAME',
  Status: 'STATUS'
} as const;

export type TransferSortKeys = typeof TransferSortKeys[keyof typeof TransferSortKeys];
export const TranslatableResourceType = {
  Article: 'ARTICLE',
  ArticleImage: 'ARTICLE_IMAGE',
  Blog: 'BLOG',
  Collection: 'COLLECTION',
  CollectionImage: 'COLLECTION_IMAGE',
  DeliveryMethodDefinition: 'DELIVERY_METHOD_DEFINITION',
  EmailTemplate: 'EMAIL_TEMPLATE',
  Filter: 'FILTER',
  Link: 'LINK',
  MediaImage: 'MEDIA_IMAGE',
  Menu: 'MENU',
  Metafield: 'METAFIELD',
  Metaobject: 'METAOBJECT',
  OnlineStoreTheme: 'ONLINE_STORE_THEME',
  OnlineStoreThemeAppEmbed: 'ONLINE_STORE_THEME_APP_EMBED',
  OnlineStoreThemeJsonTemplate: 'ONLINE_STORE_THEME_JSON_TEMPLATE',
  OnlineStoreThemeLocaleContent: 'ONLINE_STORE_THEME_LOCALE_CONTENT',
  OnlineStoreThemeSectionGroup: 'ONLINE_STORE_THEME_SECTION_GROUP',
  OnlineStoreThemeSettingsCategory: 'ONLINE_STORE_THEME_SETTINGS_CATEGORY',
  OnlineStoreThemeSettingsDataSections: 'ONLINE_STORE_THEME_SETTINGS_DATA_SECTIONS',
  PackingSlipTemplate: 'PACKING_SLIP_TEMPLATE',
  Page: 'PAGE',
  PaymentGateway: 'PAYMENT_GATEWAY',
  Product: 'PRODUCT',
  ProductOption: 'PRODUCT_OPTION',
  ProductOptionValue: 'PRODUCT_OPTION_VALUE',
  SellingPlan: 'SELLING_PLAN',
  SellingPlanGroup: 'SELLING_PLAN_GROUP',
  Shop: 'SHOP',
  ShopPolicy: 'SHOP_POLICY'
} as const;

export type TranslatableResourceType = typeof TranslatableResourceType[keyof typeof TranslatableResourceType];
export const TranslationErrorCode = {
  Blank: 'BLANK',
  FailsResourceValidation: 'FAILS_RESOURCE_VALIDATION',
  Invalid: 'INVALID',
  InvalidCode: 'INVALID_CODE',
  InvalidFormat: 'INVALID_FORMAT',
  InvalidKeyForModel: 'INVALID_KEY_FOR_MODEL',
  InvalidLocaleForMarket: 'INVALID_LOCALE_FOR_MARKET',
  InvalidLocaleForShop: 'INVALID_LOCALE_FOR_SHOP',
  InvalidMarketLocalizableContent: 'INVALID_MARKET_LOCALIZABLE_CONTENT',
  InvalidTranslatableContent: 'INVALID_TRANSLATABLE_CONTENT',
  InvalidValueForHandleTranslation: 'INVALID_VALUE_FOR_HANDLE_TRANSLATION',
  MarketCustomContentNotAllowed: 'MARKET_CUSTOM_CONTENT_NOT_ALLOWED',
  MarketDoesNotExist: 'MARKET_DOES_NOT_EXIST',
  MarketLocaleCreationFailed: 'MARKET_LOCALE_CREATION_FAILED',
  ResourceNotFound: 'RESOURCE_NOT_FOUND',
  ResourceNotMarketCustomizable: 'RESOURCE_NOT_MARKET_CUSTOMIZABLE',
  ResourceNotTranslatable: 'RESOURCE_NOT_TRANSLATABLE',
  TooManyKeysForResource: 'TOO_MANY_KEYS_FOR_RESOURCE'
} as const;

export type TranslationErrorCode = typeof TranslationErrorCode[keyof typeof TranslationErrorCode];
export type TranslationInput = {
  key: Scalars['String']['input'];
  locale: Scalars['String']['input'];
  marketId?: InputMaybe<Scalars['ID']['input']>;
  translatableContentDigest: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type UtmInput = {
  campaign: Scalars['String']['input'];
  medium: Scalars['String']['input'];
  source: Scalars['String']['input'];
};

export type UniqueMetafieldValueInput = {
  key: Scalars['String']['input'];
  namespace?: InputMaybe<Scalars['String']['input']>;
  value: Scalars['String']['input'];
};

export type UnitPriceMeasurementInput = {
  quantityUnit?: InputMaybe<UnitPriceMeasurementMeasuredUnit>;
  quantityValue?: InputMaybe<Scalars['Float']['input']>;
  referenceUnit?: InputMaybe<UnitPriceMeasurementMeasuredUnit>;
  referenceValue?: InputMaybe<Scalars['Int']['input']>;
};

export const UnitPriceMeasurementMeasuredType = {
  Area: 'AREA',
  Count: 'COUNT',
  Length: 'LENGTH',
  Unknown: 'UNKNOWN',
  Volume: 'VOLUME',
  Weight: 'WEIGHT'
} as const;

export type UnitPriceMeasurementMeasuredType = typeof UnitPriceMeasurementMeasuredType[keyof typeof UnitPriceMeasurementMeasuredType];
export const UnitPriceMeasurementMeasuredUnit = {
  Cl: 'CL',
  Cm: 'CM',
  Floz: 'FLOZ',
  Ft: 'FT',
  Ft2: 'FT2',
  G: 'G',
  Gal: 'GAL',
  In: 'IN',
  Item: 'ITEM',
  Kg: 'KG',
  L: 'L',
  Lb: 'LB',
  M: 'M',
  M2: 'M2',
  M3: 'M3',
  Mg: 'MG',
  Ml: 'ML',
  Mm: 'MM',
  Oz: 'OZ',
  Pt: 'PT',
  Qt: 'QT',
  Unknown: 'UNKNOWN',
  Yd: 'YD'
} as const;

export type UnitPriceMeasurementMeasuredUnit = typeof UnitPriceMeasurementMeasuredUnit[keyof typeof UnitPriceMeasurementMeasuredUnit];
export const UnitSystem = {
  ImperialSystem: 'IMPERIAL_SYSTEM',
  MetricSystem: 'METRIC_SYSTEM'
} as const;

export type UnitSystem = typeof UnitSystem[keyof typeof UnitSystem];
export type UpdateMediaInput = {
  alt?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  previewImageSource?: InputMaybe<Scalars['String']['input']>;
};

export const UrlRedirectBulkDeleteByIdsUserErrorCode = {
  IdsEmpty: 'IDS_EMPTY'
} as const;

export type UrlRedirectBulkDeleteByIdsUserErrorCode = typeof UrlRedirectBulkDeleteByIdsUserErrorCode[keyof typeof UrlRedirectBulkDeleteByIdsUserErrorCode];
export const UrlRedirectBulkDeleteBySavedSearchUserErrorCode = {
  InvalidSavedSearchQuery: 'INVALID_SAVED_SEARCH_QUERY',
  SavedSearchNotFound: 'SAVED_SEARCH_NOT_FOUND'
} as const;

export type UrlRedirectBulkDeleteBySavedSearchUserErrorCode = typeof UrlRedirectBulkDeleteBySavedSearchUserErrorCode[keyof typeof UrlRedirectBulkDeleteBySavedSearchUserErrorCode];
export const UrlRedirectBulkDeleteBySearchUserErrorCode = {
  InvalidSearchArgument: 'INVALID_SEARCH_ARGUMENT'
} as const;

export type UrlRedirectBulkDeleteBySearchUserErrorCode = typeof UrlRedirectBulkDeleteBySearchUserErrorCode[keyof typeof UrlRedirectBulkDeleteBySearchUserErrorCode];
export const UrlRedirectErrorCode = {
  CreateFailed: 'CREATE_FAILED',
  DeleteFailed: 'DELETE_FAILED',
  DoesNotExist: 'DOES_NOT_EXIST',
  UpdateFailed: 'UPDATE_FAILED'
} as const;

export type UrlRedirectErrorCode = typeof UrlRedirectErrorCode[keyof typeof UrlRedirectErrorCode];
export const UrlRedirectImportErrorCode = {
  AlreadyImported: 'ALREADY_IMPORTED',
  FileDoesNotExist: 'FILE_DOES_NOT_EXIST',
  InProgress: 'IN_PROGRESS',
  NotFound: 'NOT_FOUND'
} as const;

export type UrlRedirectImportErrorCode = typeof UrlRedirectImportErrorCode[keyof typeof UrlRedirectImportErrorCode];
export type UrlRedirectInput = {
  path?: InputMaybe<Scalars['String']['input']>;
  target?: InputMaybe<Scalars['String']['input']>;
};

export const UrlRedirectSortKeys = {
  Id: 'ID',
  Path: 'PATH',
  Relevance: 'RELEVANCE'
} as const;

export type UrlRedirectSortKeys = typeof UrlRedirectSortKeys[keyof typeof UrlRedirectSortKeys];
export type ValidationCreateInput = {
  blockOnFailure?: InputMaybe<Scalars['Boolean']['input']>;
  enable?: InputMaybe<Scalars['Boolean']['input']>;
  functionHandle?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use `functionHandle` instead. */
  functionId?: InputMaybe<Scalars['String']['input']>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export const ValidationSortKeys = {
  Id: 'ID'
} as const;

export type ValidationSortKeys = typeof ValidationSortKeys[keyof typeof ValidationSortKeys];
export type ValidationUpdateInput = {
  blockOnFailure?: InputMaybe<Scalars['Boolean']['input']>;
  enable?: InputMaybe<Scalars['Boolean']['input']>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export const ValidationUserErrorCode = {
  AppNotAuthorized: 'APP_NOT_AUTHORIZED',
  Blank: 'BLANK',
  CapabilityViolation: 'CAPABILITY_VIOLATION',
  CustomAppFunctionNotEligible: 'CUSTOM_APP_FUNCTION_NOT_ELIGIBLE',
  DisallowedOwnerType: 'DISALLOWED_OWNER_TYPE',
  FunctionDoesNotImplement: 'FUNCTION_DOES_NOT_IMPLEMENT',
  FunctionNotFound: 'FUNCTION_NOT_FOUND',
  FunctionPendingDeletion: 'FUNCTION_PENDING_DELETION',
  Inclusion: 'INCLUSION',
  InternalError: 'INTERNAL_ERROR',
  Invalid: 'INVALID',
  InvalidType: 'INVALID_TYPE',
  InvalidValue: 'INVALID_VALUE',
  MaxValidationsActivated: 'MAX_VALIDATIONS_ACTIVATED',
  MissingFunctionIdentifier: 'MISSING_FUNCTION_IDENTIFIER',
  MultipleFunctionIdentifiers: 'MULTIPLE_FUNCTION_IDENTIFIERS',
  NotFound: 'NOT_FOUND',
  Present: 'PRESENT',
  PublicAppNotAllowed: 'PUBLIC_APP_NOT_ALLOWED',
  Taken: 'TAKEN',
  TooLong: 'TOO_LONG',
  TooShort: 'TOO_SHORT',
  UnstructuredReservedNamespace: 'UNSTRUCTURED_RESERVED_NAMESPACE'
} as const;

export type ValidationUserErrorCode = typeof ValidationUserErrorCode[keyof typeof ValidationUserErrorCode];
export type VariantOptionValueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  linkedMetafieldValue?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  optionId?: InputMaybe<Scalars['ID']['input']>;
  optionName?: InputMaybe<Scalars['String']['input']>;
};

export type WebPixelInput = {
  settings: Scalars['JSON']['input'];
};

export type WebPresenceCreateInput = {
  alternateLocales?: InputMaybe<Array<Scalars['String']['input']>>;
  defaultLocale: Scalars['String']['input'];
  domainId?: InputMaybe<Scalars['ID']['input']>;
  subfolderSuffix?: InputMaybe<Scalars['String']['input']>;
};

export type WebPresenceUpdateInput = {
  alternateLocales?: InputMaybe<Array<Scalars['String']['input']>>;
  defaultLocale?: InputMaybe<Scalars['String']['input']>;
  subfolderSuffix?: InputMaybe<Scalars['String']['input']>;
};

export const WebhookSubscriptionFormat = {
  Json: 'JSON',
  Xml: 'XML'
} as const;

export type WebhookSubscriptionFormat = typeof WebhookSubscriptionFormat[keyof typeof WebhookSubscriptionFormat];
export type WebhookSubscriptionInput = {
  /** @deprecated Use `uri` instead. */
  callbackUrl?: InputMaybe<Scalars['URL']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
  format?: InputMaybe<WebhookSubscriptionFormat>;
  includeFields?: InputMaybe<Array<Scalars['String']['input']>>;
  metafieldNamespaces?: InputMaybe<Array<Scalars['String']['input']>>;
  metafields?: InputMaybe<Array<HasMetafieldsMetafieldIdentifierInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
  uri?: InputMaybe<Scalars['String']['input']>;
};

export const WebhookSubscriptionSortKeys = {
  CreatedAt: 'CREATED_AT',
  Id: 'ID'
} as const;

export type WebhookSubscriptionSortKeys = typeof WebhookSubscriptionSortKeys[keyof typeof WebhookSubscriptionSortKeys];
export const WebhookSubscriptionTopic = {
  AppPurchasesOneTimeUpdate: 'APP_PURCHASES_ONE_TIME_UPDATE',
  AppScopesUpdate: 'APP_SCOPES_UPDATE',
  AppSubscriptionsApproachingCappedAmount: 'APP_SUBSCRIPTIONS_APPROACHING_CAPPED_AMOUNT',
  AppSubscriptionsUpdate: 'APP_SUBSCRIPTIONS_UPDATE',
  AppUninstalled: 'APP_UNINSTALLED',
  AuditEventsAdminApiActivity: 'AUDIT_EVENTS_ADMIN_API_ACTIVITY',
  BulkOperationsFinish: 'BULK_OPERATIONS_FINISH',
  CartsCreate: 'CARTS_CREATE',
  CartsUpdate: 'CARTS_UPDATE',
  ChannelsDelete: 'CHANNELS_DELETE',
  CheckoutsCreate: 'CHECKOUTS_CREATE',
  CheckoutsDelete: 'CHECKOUTS_DELETE',
  CheckoutsUpdate: 'CHECKOUTS_UPDATE',
  CollectionsCreate: 'COLLECTIONS_CREATE',
  CollectionsDelete: 'COLLECTIONS_DELETE',
  CollectionsUpdate: 'COLLECTIONS_UPDATE',
  CollectionListingsAdd: 'COLLECTION_LISTINGS_ADD',
  CollectionListingsRemove: 'COLLECTION_LISTINGS_REMOVE',
  CollectionListingsUpdate: 'COLLECTION_LISTINGS_UPDATE',
  CollectionPublicationsCreate: 'COLLECTION_PUBLICATIONS_CREATE',
  CollectionPublicationsDelete: 'COLLECTION_PUBLICATIONS_DELETE',
  CollectionPublicationsUpdate: 'COLLECTION_PUBLICATIONS_UPDATE',
  CompaniesCreate: 'COMPANIES_CREATE',
  CompaniesDelete: 'COMPANIES_DELETE',
  CompaniesUpdate: 'COMPANIES_UPDATE',
  CompanyContactsCreate: 'COMPANY_CONTACTS_CREATE',
  CompanyContactsDelete: 'COMPANY_CONTACTS_DELETE',
  CompanyContactsUpdate: 'COMPANY_CONTACTS_UPDATE',
  CompanyContactRolesAssign: 'COMPANY_CONTACT_ROLES_ASSIGN',
  CompanyContactRolesRevoke: 'COMPANY_CONTACT_ROLES_REVOKE',
  CompanyLocationsCreate: 'COMPANY_LOCATIONS_CREATE',
  CompanyLocationsDelete: 'COMPANY_LOCATIONS_DELETE',
  CompanyLocationsUpdate: 'COMPANY_LOCATIONS_UPDATE',
  CustomersCreate: 'CUSTOMERS_CREATE',
  CustomersDelete: 'CUSTOMERS_DELETE',
  CustomersDisable: 'CUSTOMERS_DISABLE',
  CustomersEmailMarketingConsentUpdate: 'CUSTOMERS_EMAIL_MARKETING_CONSENT_UPDATE',
  CustomersEnable: 'CUSTOMERS_ENABLE',
  CustomersMarketingConsentUpdate: 'CUSTOMERS_MARKETING_CONSENT_UPDATE',
  CustomersMerge: 'CUSTOMERS_MERGE',
  CustomersPurchasingSummary: 'CUSTOMERS_PURCHASING_SUMMARY',
  CustomersUpdate: 'CUSTOMERS_UPDATE',
  CustomersWhatsAppMarketingConsentUpdate: 'CUSTOMERS_WHATS_APP_MARKETING_CONSENT_UPDATE',
  CustomerAccountSettingsUpdate: 'CUSTOMER_ACCOUNT_SETTINGS_UPDATE',
  CustomerGroupsCreate: 'CUSTOMER_GROUPS_CREATE',
  CustomerGroupsDelete: 'CUSTOMER_GROUPS_DELETE',
  CustomerGroupsUpdate: 'CUSTOMER_GROUPS_UPDATE',
  CustomerJoinedSegment: 'CUSTOMER_JOINED_SEGMENT',
  CustomerLeftSegment: 'CUSTOMER_LEFT_SEGMENT',
  CustomerPaymentMethodsCreate: 'CUSTOMER_PAYMENT_METHODS_CREATE',
  CustomerPaymentMethodsRevoke: 'CUSTOMER_PAYMENT_METHODS_REVOKE',
  CustomerPaymentMethodsUpdate: 'CUSTOMER_PAYMENT_METHODS_UPDATE',
  CustomerTagsAdded: 'CUSTOMER_TAGS_ADDED',
  CustomerTagsRemoved: 'CUSTOMER_TAGS_REMOVED',
  DeliveryPromiseSettingsUpdate: 'DELIVERY_PROMISE_SETTINGS_UPDATE',
  DiscountsCreate: 'DISCOUNTS_CREATE',
  DiscountsDelete: 'DISCOUNTS_DELETE',
  DiscountsRedeemcodeAdded: 'DISCOUNTS_REDEEMCODE_ADDED',
  DiscountsRedeemcodeRemoved: 'DISCOUNTS_REDEEMCODE_REMOVED',
  DiscountsUpdate: 'DISCOUNTS_UPDATE',
  DisputesCreate: 'DISPUTES_CREATE',
  DisputesUpdate: 'DISPUTES_UPDATE',
  DomainsCreate: 'DOMAINS_CREATE',
  DomainsDestroy: 'DOMAINS_DESTROY',
  DomainsUpdate: 'DOMAINS_UPDATE',
  DraftOrdersCreate: 'DRAFT_ORDERS_CREATE',
  DraftOrdersDelete: 'DRAFT_ORDERS_DELETE',
  DraftOrdersUpdate: 'DRAFT_ORDERS_UPDATE',
  FinanceAppStaffMemberDelete: 'FINANCE_APP_STAFF_MEMBER_DELETE',
  FinanceAppStaffMemberGrant: 'FINANCE_APP_STAFF_MEMBER_GRANT',
  FinanceAppStaffMemberRevoke: 'FINANCE_APP_STAFF_MEMBER_REVOKE',
  FinanceAppStaffMemberUpdate: 'FINANCE_APP_STAFF_MEMBER_UPDATE',
  FinanceKycInformationUpdate: 'FINANCE_KYC_INFORMATION_UPDATE',
  FulfillmentsCreate: 'FULFILLMENTS_CREATE',
  FulfillmentsUpdate: 'FULFILLMENTS_UPDATE',
  FulfillmentEventsCreate: 'FULFILLMENT_EVENTS_CREATE',
  FulfillmentEventsDelete: 'FULFILLMENT_EVENTS_DELETE',
  FulfillmentHoldsAdded: 'FULFILLMENT_HOLDS_ADDED',
  FulfillmentHoldsReleased: 'FULFILLMENT_HOLDS_RELEASED',
  FulfillmentOrdersCancellationRequestAccepted: 'FULFILLMENT_ORDERS_CANCELLATION_REQUEST_ACCEPTED',
  FulfillmentOrdersCancellationRequestRejected: 'FULFILLMENT_ORDERS_CANCELLATION_REQUEST_REJECTED',
  FulfillmentOrdersCancellationRequestSubmitted: 'FULFILLMENT_ORDERS_CANCELLATION_REQUEST_SUBMITTED',
  FulfillmentOrdersCancelled: 'FULFILLMENT_ORDERS_CANCELLED',
  FulfillmentOrdersFulfillmentRequestAccepted: 'FULFILLMENT_ORDERS_FULFILLMENT_REQUEST_ACCEPTED',
  FulfillmentOrdersFulfillmentRequestRejected: 'FULFILLMENT_ORDERS_FULFILLMENT_REQUEST_REJECTED',
  FulfillmentOrdersFulfillmentRequestSubmitted: 'FULFILLMENT_ORDERS_FULFILLMENT_REQUEST_SUBMITTED',
  FulfillmentOrdersFulfillmentServiceFailedToComplete: 'FULFILLMENT_ORDERS_FULFILLMENT_SERVICE_FAILED_TO_COMPLETE',
  FulfillmentOrdersHoldReleased: 'FULFILLMENT_ORDERS_HOLD_RELEASED',
  FulfillmentOrdersLineItemsPreparedForLocalDelivery: 'FULFILLMENT_ORDERS_LINE_ITEMS_PREPARED_FOR_LOCAL_DELIVERY',
  FulfillmentOrdersLineItemsPreparedForPickup: 'FULFILLMENT_ORDERS_LINE_ITEMS_PREPARED_FOR_PICKUP',
  FulfillmentOrdersManuallyReportedProgressStopped: 'FULFILLMENT_ORDERS_MANUALLY_REPORTED_PROGRESS_STOPPED',
  FulfillmentOrdersMerged: 'FULFILLMENT_ORDERS_MERGED',
  FulfillmentOrdersMoved: 'FULFILLMENT_ORDERS_MOVED',
  FulfillmentOrdersOrderRoutingComplete: 'FULFILLMENT_ORDERS_ORDER_ROUTING_COMPLETE',
  FulfillmentOrdersPlacedOnHold: 'FULFILLMENT_ORDERS_PLACED_ON_HOLD',
  FulfillmentOrdersProgressReported: 'FULFILLMENT_ORDERS_PROGRESS_REPORTED',
  FulfillmentOrdersRescheduled: 'FULFILLMENT_ORDERS_RESCHEDULED',
  FulfillmentOrdersScheduledFulfillmentOrderReady: 'FULFILLMENT_ORDERS_SCHEDULED_FULFILLMENT_ORDER_READY',
  FulfillmentOrdersSplit: 'FULFILLMENT_ORDERS_SPLIT',
  InventoryItemsCreate: 'INVENTORY_ITEMS_CREATE',
  InventoryItemsDelete: 'INVENTORY_ITEMS_DELETE',
  InventoryItemsUpdate: 'INVENTORY_ITEMS_UPDATE',
  InventoryLevelsConnect: 'INVENTORY_LEVELS_CONNECT',
  InventoryLevelsDisconnect: 'INVENTORY_LEVELS_DISCONNECT',
  InventoryLevelsUpdate: 'INVENTORY_LEVELS_UPDATE',
  InventoryShipmentsAddItems: 'INVENTORY_SHIPMENTS_ADD_ITEMS',
  InventoryShipmentsCreate: 'INVENTORY_SHIPMENTS_CREATE',
  InventoryShipmentsDelete: 'INVENTORY_SHIPMENTS_DELETE',
  InventoryShipmentsMarkInTransit: 'INVENTORY_SHIPMENTS_MARK_IN_TRANSIT',
  InventoryShipmentsReceiveItems: 'INVENTORY_SHIPMENTS_RECEIVE_ITEMS',
  InventoryShipmentsRemoveItems: 'INVENTORY_SHIPMENTS_REMOVE_ITEMS',
  InventoryShipmentsUpdateItemQuantities: 'INVENTORY_SHIPMENTS_UPDATE_ITEM_QUANTITIES',
  InventoryShipmentsUpdateTracking: 'INVENTORY_SHIPMENTS_UPDATE_TRACKING',
  InventoryTransfersAddItems: 'INVENTORY_TRANSFERS_ADD_ITEMS',
  InventoryTransfersCancel: 'INVENTORY_TRANSFERS_CANCEL',
  InventoryTransfersComplete: 'INVENTORY_TRANSFERS_COMPLETE',
  InventoryTransfersReadyToShip: 'INVENTORY_TRANSFERS_READY_TO_SHIP',
  InventoryTransfersRemoveItems: 'INVENTORY_TRANSFERS_REMOVE_ITEMS',
  InventoryTransfersUpdated: 'INVENTORY_TRANSFERS_UPDATED',
  InventoryTransfersUpdateItemQuantities: 'INVENTORY_TRANSFERS_UPDATE_ITEM_QUANTITIES',
  LocalesCreate: 'LOCALES_CREATE',
  LocalesDestroy: 'LOCALES_DESTROY',
  LocalesUpdate: 'LOCALES_UPDATE',
  LocationsActivate: 'LOCATIONS_ACTIVATE',
  LocationsCreate: 'LOCATIONS_CREATE',
  LocationsDeactivate: 'LOCATIONS_DEACTIVATE',
  LocationsDelete: 'LOCATIONS_DELETE',
  LocationsUpdate: 'LOCATIONS_UPDATE',
  MarketsBackupRegionUpdate: 'MARKETS_BACKUP_REGION_UPDATE',
  MarketsCreate: 'MARKETS_CREATE',
  MarketsDelete: 'MARKETS_DELETE',
  MarketsUpdate: 'MARKETS_UPDATE',
  MetafieldDefinitionsCreate: 'METAFIELD_DEFINITIONS_CREATE',
  MetafieldDefinitionsDelete: 'METAFIELD_DEFINITIONS_DELETE',
  MetafieldDefinitionsUpdate: 'METAFIELD_DEFINITIONS_UPDATE',
  MetaobjectsCreate: 'METAOBJECTS_CREATE',
  MetaobjectsDelete: 'METAOBJECTS_DELETE',
  MetaobjectsUpdate: 'METAOBJECTS_UPDATE',
  OrdersCancelled: 'ORDERS_CANCELLED',
  OrdersCreate: 'ORDERS_CREATE',
  OrdersDelete: 'ORDERS_DELETE',
  OrdersEdited: 'ORDERS_EDITED',
  OrdersFulfilled: 'ORDERS_FULFILLED',
  OrdersLinkRequested: 'ORDERS_LINK_REQUESTED',
  OrdersPaid: 'ORDERS_PAID',
  OrdersPartiallyFulfilled: 'ORDERS_PARTIALLY_FULFILLED',
  OrdersRiskAssessmentChanged: 'ORDERS_RISK_ASSESSMENT_CHANGED',
  OrdersShopifyProtectEligibilityChanged: 'ORDERS_SHOPIFY_PROTECT_ELIGIBILITY_CHANGED',
  OrdersUpdated: 'ORDERS_UPDATED',
  OrderTransactionsCreate: 'ORDER_TRANSACTIONS_CREATE',
  PaymentSchedulesDue: 'PAYMENT_SCHEDULES_DUE',
  PaymentTermsCreate: 'PAYMENT_TERMS_CREATE',
  PaymentTermsDelete: 'PAYMENT_TERMS_DELETE',
  PaymentTermsUpdate: 'PAYMENT_TERMS_UPDATE',
  ProductsCreate: 'PRODUCTS_CREATE',
  ProductsDelete: 'PRODUCTS_DELETE',
  ProductsUpdate: 'PRODUCTS_UPDATE',
  ProductFeedsCreate: 'PRODUCT_FEEDS_CREATE',
  ProductFeedsFullSync: 'PRODUCT_FEEDS_FULL_SYNC',
  ProductFeedsFullSyncFinish: 'PRODUCT_FEEDS_FULL_SYNC_FINISH',
  ProductFeedsIncrementalSync: 'PRODUCT_FEEDS_INCREMENTAL_SYNC',
  ProductFeedsUpdate: 'PRODUCT_FEEDS_UPDATE',
  ProductListingsAdd: 'PRODUCT_LISTINGS_ADD',
  ProductListingsRemove: 'PRODUCT_LISTINGS_REMOVE',
  ProductListingsUpdate: 'PRODUCT_LISTINGS_UPDATE',
  ProductPublicationsCreate: 'PRODUCT_PUBLICATIONS_CREATE',
  ProductPublicationsDelete: 'PRODUCT_PUBLICATIONS_DELETE',
  ProductPublicationsUpdate: 'PRODUCT_PUBLICATIONS_UPDATE',
  ProfilesCreate: 'PROFILES_CREATE',
  ProfilesDelete: 'PROFILES_DELETE',
  ProfilesUpdate: 'PROFILES_UPDATE',
  RefundsCreate: 'REFUNDS_CREATE',
  ReturnsApprove: 'RETURNS_APPROVE',
  ReturnsCancel: 'RETURNS_CANCEL',
  ReturnsClose: 'RETURNS_CLOSE',
  ReturnsDecline: 'RETURNS_DECLINE',
  ReturnsProcess: 'RETURNS_PROCESS',
  ReturnsReopen: 'RETURNS_REOPEN',
  ReturnsRequest: 'RETURNS_REQUEST',
  ReturnsUpdate: 'RETURNS_UPDATE',
  ReverseDeliveriesAttachDeliverable: 'REVERSE_DELIVERIES_ATTACH_DELIVERABLE',
  ReverseFulfillmentOrdersDispose: 'REVERSE_FULFILLMENT_ORDERS_DISPOSE',
  ScheduledProductListingsAdd: 'SCHEDULED_PRODUCT_LISTINGS_ADD',
  ScheduledProductListingsRemove: 'SCHEDULED_PRODUCT_LISTINGS_REMOVE',
  ScheduledProductListingsUpdate: 'SCHEDULED_PRODUCT_LISTINGS_UPDATE',
  SegmentsCreate: 'SEGMENTS_CREATE',
  SegmentsDelete: 'SEGMENTS_DELETE',
  SegmentsUpdate: 'SEGMENTS_UPDATE',
  SellingPlanGroupsCreate: 'SELLING_PLAN_GROUPS_CREATE',
  SellingPlanGroupsDelete: 'SELLING_PLAN_GROUPS_DELETE',
  SellingPlanGroupsUpdate: 'SELLING_PLAN_GROUPS_UPDATE',
  ShippingAddressesCreate: 'SHIPPING_ADDRESSES_CREATE',
  ShippingAddressesUpdate: 'SHIPPING_ADDRESSES_UPDATE',
  ShopUpdate: 'SHOP_UPDATE',
  SubscriptionBillingAttemptsChallenged: 'SUBSCRIPTION_BILLING_ATTEMPTS_CHALLENGED',
  SubscriptionBillingAttemptsFailure: 'SUBSCRIPTION_BILLING_ATTEMPTS_FAILURE',
  SubscriptionBillingAttemptsSuccess: 'SUBSCRIPTION_BILLING_ATTEMPTS_SUCCESS',
  SubscriptionBillingCyclesSkip: 'SUBSCRIPTION_BILLING_CYCLES_SKIP',
  SubscriptionBillingCyclesUnskip: 'SUBSCRIPTION_BILLING_CYCLES_UNSKIP',
  SubscriptionBillingCycleEditsCreate: 'SUBSCRIPTION_BILLING_CYCLE_EDITS_CREATE',
  SubscriptionBillingCycleEditsDelete: 'SUBSCRIPTION_BILLING_CYCLE_EDITS_DELETE',
  SubscriptionBillingCycleEditsUpdate: 'SUBSCRIPTION_BILLING_CYCLE_EDITS_UPDATE',
  SubscriptionContractsActivate: 'SUBSCRIPTION_CONTRACTS_ACTIVATE',
  SubscriptionContractsCancel: 'SUBSCRIPTION_CONTRACTS_CANCEL',
  SubscriptionContractsCreate: 'SUBSCRIPTION_CONTRACTS_CREATE',
  SubscriptionContractsExpire: 'SUBSCRIPTION_CONTRACTS_EXPIRE',
  SubscriptionContractsFail: 'SUBSCRIPTION_CONTRACTS_FAIL',
  SubscriptionContractsPause: 'SUBSCRIPTION_CONTRACTS_PAUSE',
  SubscriptionContractsUpdate: 'SUBSCRIPTION_CONTRACTS_UPDATE',
  TaxServicesCreate: 'TAX_SERVICES_CREATE',
  TaxServicesUpdate: 'TAX_SERVICES_UPDATE',
  TenderTransactionsCreate: 'TENDER_TRANSACTIONS_CREATE',
  ThemesCreate: 'THEMES_CREATE',
  ThemesDelete: 'THEMES_DELETE',
  ThemesPublish: 'THEMES_PUBLISH',
  ThemesUpdate: 'THEMES_UPDATE',
  VariantsInStock: 'VARIANTS_IN_STOCK',
  VariantsOutOfStock: 'VARIANTS_OUT_OF_STOCK'
} as const;

export type WebhookSubscriptionTopic = typeof WebhookSubscriptionTopic[keyof typeof WebhookSubscriptionTopic];
export type WeightInput = {
  unit: WeightUnit;
  value: Scalars['Float']['input'];
};

export const WeightUnit = {
  Grams: 'GRAMS',
  Kilograms: 'KILOGRAMS',
  Ounces: 'OUNCES',
  Pounds: 'POUNDS'
} as const;

export type WeightUnit = typeof WeightUnit[keyof typeof WeightUnit];