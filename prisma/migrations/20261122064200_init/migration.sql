-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "CompanyRole" AS ENUM ('ADMIN', 'UNDERWRITER', 'BROKER');

-- CreateEnum
CREATE TYPE "UserRole" AS ENUM ('ROLE_ADMIN', 'ROLE_UNDERWRITER', 'ROLE_BROKER');

-- CreateEnum
CREATE TYPE "PermissionLevel" AS ENUM ('VIEW_COMPANY_INDICATIONS', 'VIEW_MY_INDICATIONS');

-- CreateEnum
CREATE TYPE "UserStatus" AS ENUM ('INVITED', 'ACTIVE');

-- CreateEnum
CREATE TYPE "TimeZoneCode" AS ENUM ('AST', 'EST', 'CST', 'MST', 'PST', 'HST');

-- CreateEnum
CREATE TYPE "UserTokenType" AS ENUM ('PASSWORD_RESET', 'INVITATION');

-- CreateEnum
CREATE TYPE "QuotationStatus" AS ENUM ('NEW', 'RATING_IN_PROGRESS', 'RATING_COMPLETED', 'READY', 'REFERRED_TO_UNDERWRITER', 'PRE_BOUND_REFERRED_TO_UNDERWRITER', 'PRE_BOUND', 'SIGNED', 'READY_TO_BIND', 'BOUND', 'EXPIRED', 'DECLINED', 'NTU');

-- CreateEnum
CREATE TYPE "OfferKind" AS ENUM ('EVENT', 'PROMOTION');

-- CreateEnum
CREATE TYPE "Peril" AS ENUM ('rainfall', 'snowfall', 'windSpeed', 'adverseWeather', 'lightning', 'maximumTemperature', 'minimumTemperature');

-- CreateEnum
CREATE TYPE "ClaimsVerificationSource" AS ENUM ('CLOSEST_WEATHER_STATION', 'OFFSITE_OBSERVER', 'ONSITE_OBSERVER');

-- CreateEnum
CREATE TYPE "DocumentType" AS ENUM ('IWO', 'BEAZLEY_APPLICATION_FORM', 'OTHER_APPLICATION_FORM');

-- CreateEnum
CREATE TYPE "SigningStatus" AS ENUM ('PENDING', 'SIGNED', 'FAILED');

-- CreateEnum
CREATE TYPE "PolicyStatus" AS ENUM ('LIVE', 'CANCELLATION_REQUESTED', 'CANCELLED', 'FINAL_SALES_SUBMITTED', 'BOUND_UPDATED');

-- CreateEnum
CREATE TYPE "EndorsementKind" AS ENUM ('GENERAL', 'CANCELLATION');

-- CreateEnum
CREATE TYPE "FinalSalesStatus" AS ENUM ('SUBMITTED', 'REVIEWED');

-- CreateEnum
CREATE TYPE "CancellationStatus" AS ENUM ('REQUESTED', 'APPROVED', 'REJECTED', 'CANCELLED');

-- CreateEnum
CREATE TYPE "InvoiceKind" AS ENUM ('BIND', 'FINAL_SALES', 'CANCELLATION');

-- CreateEnum
CREATE TYPE "PolicyFileKind" AS ENUM ('POLICY_WORDING', 'INVOICE', 'ENDORSEMENT', 'PROPOSAL', 'UPLOADED');

-- CreateEnum
CREATE TYPE "NoteVisibility" AS ENUM ('ALL', 'COMPANY');

-- CreateEnum
CREATE TYPE "EmailStatus" AS ENUM ('PENDING', 'SENT', 'FAILED', 'STORED');

-- CreateTable
CREATE TABLE "Company" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "agencyCode" TEXT,
    "email" TEXT,
    "role" "CompanyRole" NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "commission" DECIMAL(5,2) NOT NULL DEFAULT 0,
    "street" TEXT,
    "city" TEXT,
    "state" CHAR(2),
    "zipCode" TEXT,
    "logoFileId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Company_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "User" (
    "id" SERIAL NOT NULL,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT,
    "role" "UserRole" NOT NULL,
    "companyId" INTEGER NOT NULL,
    "permissionLevel" "PermissionLevel" NOT NULL DEFAULT 'VIEW_COMPANY_INDICATIONS',
    "status" "UserStatus" NOT NULL DEFAULT 'INVITED',
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "accessStartDate" DATE,
    "accessEndDate" DATE,
    "timeZone" "TimeZoneCode" NOT NULL DEFAULT 'EST',
    "language" TEXT NOT NULL DEFAULT 'EN',
    "country" TEXT NOT NULL DEFAULT 'USA',
    "dateFormat" TEXT NOT NULL DEFAULT 'MM/dd/yyyy',
    "timeFormat" TEXT NOT NULL DEFAULT 'HH:mm',
    "lastLoginAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Session" (
    "id" UUID NOT NULL,
    "userId" INTEGER NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ip" TEXT,
    "userAgent" TEXT,

    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserToken" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "type" "UserTokenType" NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UserToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LoginAttempt" (
    "id" BIGSERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "ip" TEXT,
    "succeeded" BOOLEAN NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LoginAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AppConfig" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "maintenanceMode" BOOLEAN NOT NULL DEFAULT false,
    "maintenanceModeMessage" TEXT NOT NULL DEFAULT '',
    "minimumPremium" DECIMAL(14,2) NOT NULL,
    "maximumLimitPerDay" DECIMAL(14,2) NOT NULL,
    "maximumLimit" DECIMAL(14,2) NOT NULL,
    "clf" DECIMAL(9,6) NOT NULL,
    "clfWithClaim" DECIMAL(9,6) NOT NULL,
    "weatherWorksFee" DECIMAL(14,2) NOT NULL,
    "lightningFee" DECIMAL(14,2) NOT NULL,
    "raterTimeSpanInYears" INTEGER NOT NULL,
    "raterTimeSpanInDaysPrior" INTEGER NOT NULL,
    "raterTimeSpanInDaysAfter" INTEGER NOT NULL,
    "maximumEventDays" INTEGER NOT NULL,
    "maximumRate" DECIMAL(9,6) NOT NULL,
    "minimumRate" DECIMAL(9,6) NOT NULL,
    "maximumStationDistanceMiles" INTEGER NOT NULL DEFAULT 25,
    "quotationExpiryDays" INTEGER NOT NULL DEFAULT 30,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AppConfig_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Binder" (
    "id" SERIAL NOT NULL,
    "uniqueMarketReference" TEXT NOT NULL,
    "value" DECIMAL(14,2) NOT NULL,
    "from" DATE NOT NULL,
    "until" DATE NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Binder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StateFee" (
    "id" SERIAL NOT NULL,
    "state" CHAR(2) NOT NULL,
    "name" TEXT NOT NULL,
    "tax" DECIMAL(9,6) NOT NULL,
    "stampingFee" DECIMAL(9,6) NOT NULL DEFAULT 0,
    "municipalityTax" BOOLEAN NOT NULL DEFAULT false,
    "description" TEXT NOT NULL DEFAULT '',
    "source" TEXT NOT NULL DEFAULT '',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StateFee_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Location" (
    "zipCode" VARCHAR(5) NOT NULL,
    "city" TEXT NOT NULL,
    "state" CHAR(2) NOT NULL,
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "Location_pkey" PRIMARY KEY ("zipCode")
);

-- CreateTable
CREATE TABLE "Quotation" (
    "id" SERIAL NOT NULL,
    "quotationNumber" TEXT NOT NULL,
    "brokerCompanyId" INTEGER NOT NULL,
    "brokerUserId" INTEGER NOT NULL,
    "createdById" INTEGER NOT NULL,
    "copiedFromId" INTEGER,
    "status" "QuotationStatus" NOT NULL DEFAULT 'NEW',
    "insuredName" TEXT NOT NULL DEFAULT '',
    "eventDate" DATE,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Quotation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QuotationVersion" (
    "id" SERIAL NOT NULL,
    "quotationId" INTEGER NOT NULL,
    "versionNumber" INTEGER NOT NULL,
    "status" "QuotationStatus" NOT NULL DEFAULT 'NEW',
    "readOnly" BOOLEAN NOT NULL DEFAULT false,
    "kind" "OfferKind",
    "applicantName" TEXT,
    "applicantEmail" TEXT,
    "applicantStreet" TEXT,
    "applicantCity" TEXT,
    "applicantState" CHAR(2),
    "applicantZipCode" TEXT,
    "eventName" TEXT,
    "eventType" TEXT,
    "datesOfCoverage" DATE[],
    "hoursOfCoverageFrom" TEXT,
    "hoursOfCoverageTo" TEXT,
    "promotionName" TEXT,
    "promotionPeriodFrom" DATE,
    "promotionPeriodUntil" DATE,
    "promotionDate" DATE,
    "finalEstimatedSales" DECIMAL(14,2),
    "locationName" TEXT,
    "locationStreet" TEXT,
    "locationCity" TEXT,
    "locationState" CHAR(2),
    "locationZipCode" TEXT,
    "limitPerDay" DECIMAL(14,2),
    "deductible" DECIMAL(14,2),
    "claimsVerificationSource" "ClaimsVerificationSource" NOT NULL DEFAULT 'CLOSEST_WEATHER_STATION',
    "priorLoss" BOOLEAN,
    "priorLossDetails" TEXT,
    "declarationAccepted" BOOLEAN NOT NULL DEFAULT false,
    "stationId" TEXT,
    "stationDistanceMiles" DECIMAL(8,2),
    "rating" JSONB,
    "fees" DECIMAL(14,2),
    "totalPremium" DECIMAL(14,2),
    "referralReasons" TEXT[],
    "submittedAt" TIMESTAMP(3),
    "expiresAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "QuotationVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PerilValue" (
    "id" SERIAL NOT NULL,
    "versionId" INTEGER NOT NULL,
    "peril" "Peril" NOT NULL,
    "threshold" DECIMAL(10,3),
    "limitPerDay" DECIMAL(14,2),
    "limit" DECIMAL(14,2),
    "rate" DECIMAL(9,6),
    "probability" DECIMAL(9,6),
    "samples" INTEGER,
    "hits" INTEGER,
    "premiumFromRater" DECIMAL(14,2),
    "premiumAfterReview" DECIMAL(14,2),
    "premium" DECIMAL(14,2),
    "selected" BOOLEAN NOT NULL DEFAULT false,
    "quotable" BOOLEAN NOT NULL DEFAULT false,
    "reason" TEXT,

    CONSTRAINT "PerilValue_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QuotationDocument" (
    "id" SERIAL NOT NULL,
    "quotationId" INTEGER NOT NULL,
    "fileId" INTEGER NOT NULL,
    "type" "DocumentType",
    "uploadedById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QuotationDocument_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QuotationProposal" (
    "id" SERIAL NOT NULL,
    "versionId" INTEGER NOT NULL,
    "fileId" INTEGER NOT NULL,
    "signed" BOOLEAN NOT NULL DEFAULT false,
    "uploadedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QuotationProposal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SigningRequest" (
    "id" SERIAL NOT NULL,
    "versionId" INTEGER NOT NULL,
    "provider" TEXT NOT NULL,
    "externalId" TEXT,
    "status" "SigningStatus" NOT NULL DEFAULT 'PENDING',
    "signerName" TEXT,
    "signerEmail" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "SigningRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Policy" (
    "id" SERIAL NOT NULL,
    "policyNumber" TEXT NOT NULL,
    "quotationId" INTEGER NOT NULL,
    "quotationVersionId" INTEGER NOT NULL,
    "brokerCompanyId" INTEGER NOT NULL,
    "brokerUserId" INTEGER NOT NULL,
    "underwriterCompanyId" INTEGER,
    "binderId" INTEGER NOT NULL,
    "insuredName" TEXT NOT NULL,
    "insuredEmail" TEXT,
    "insuredStreet" TEXT,
    "insuredCity" TEXT,
    "insuredState" CHAR(2),
    "insuredZipCode" TEXT,
    "kind" "OfferKind" NOT NULL,
    "itemName" TEXT NOT NULL,
    "dateFrom" DATE NOT NULL,
    "dateUntil" DATE NOT NULL,
    "deductible" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "aggregateLimit" DECIMAL(14,2) NOT NULL,
    "premium" DECIMAL(14,2) NOT NULL,
    "finalSalesDate" DATE,
    "status" "PolicyStatus" NOT NULL DEFAULT 'LIVE',
    "boundById" INTEGER,
    "boundAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Policy_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Endorsement" (
    "id" SERIAL NOT NULL,
    "policyId" INTEGER NOT NULL,
    "endorsementNumber" INTEGER NOT NULL,
    "kind" "EndorsementKind" NOT NULL DEFAULT 'GENERAL',
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Endorsement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FinalSalesRevision" (
    "id" SERIAL NOT NULL,
    "policyId" INTEGER NOT NULL,
    "finalSalesAmount" DECIMAL(14,2) NOT NULL,
    "additionalPremiumDue" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "premium" DECIMAL(14,2) NOT NULL,
    "municipalityTax" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "status" "FinalSalesStatus" NOT NULL DEFAULT 'SUBMITTED',
    "submittedById" INTEGER,
    "reviewedById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reviewedAt" TIMESTAMP(3),

    CONSTRAINT "FinalSalesRevision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Cancellation" (
    "id" SERIAL NOT NULL,
    "policyId" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "cancellationDate" DATE NOT NULL,
    "status" "CancellationStatus" NOT NULL,
    "requestedById" INTEGER,
    "decidedById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMP(3),

    CONSTRAINT "Cancellation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Invoice" (
    "id" SERIAL NOT NULL,
    "invoiceNumber" TEXT NOT NULL,
    "policyId" INTEGER NOT NULL,
    "kind" "InvoiceKind" NOT NULL DEFAULT 'BIND',
    "grossBoundPremium" DECIMAL(14,2) NOT NULL,
    "commissionRate" DECIMAL(5,2) NOT NULL,
    "commission" DECIMAL(14,2) NOT NULL,
    "stateTax" DECIMAL(14,2) NOT NULL,
    "stampingFee" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "municipalityTax" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "fees" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "amountDue" DECIMAL(14,2) NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Invoice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PolicyFile" (
    "id" SERIAL NOT NULL,
    "policyId" INTEGER NOT NULL,
    "fileId" INTEGER NOT NULL,
    "kind" "PolicyFileKind" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PolicyFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StoredFile" (
    "id" SERIAL NOT NULL,
    "storageKey" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StoredFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Note" (
    "id" SERIAL NOT NULL,
    "content" TEXT NOT NULL,
    "visibility" "NoteVisibility" NOT NULL DEFAULT 'ALL',
    "authorId" INTEGER NOT NULL,
    "authorCompanyId" INTEGER NOT NULL,
    "quotationId" INTEGER,
    "policyId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Note_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditEvent" (
    "id" BIGSERIAL NOT NULL,
    "actorId" INTEGER,
    "action" TEXT NOT NULL,
    "subjectType" TEXT NOT NULL,
    "subjectId" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmailOutbox" (
    "id" SERIAL NOT NULL,
    "to" TEXT[],
    "subject" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "template" TEXT NOT NULL,
    "status" "EmailStatus" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastError" TEXT,
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmailOutbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Company_agencyCode_key" ON "Company"("agencyCode");

-- CreateIndex
CREATE UNIQUE INDEX "Company_logoFileId_key" ON "Company"("logoFileId");

-- CreateIndex
CREATE INDEX "Company_name_idx" ON "Company"("name");

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "User_companyId_idx" ON "User"("companyId");

-- CreateIndex
CREATE INDEX "User_lastName_firstName_idx" ON "User"("lastName", "firstName");

-- CreateIndex
CREATE INDEX "Session_userId_idx" ON "Session"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "UserToken_tokenHash_key" ON "UserToken"("tokenHash");

-- CreateIndex
CREATE INDEX "UserToken_userId_idx" ON "UserToken"("userId");

-- CreateIndex
CREATE INDEX "LoginAttempt_email_createdAt_idx" ON "LoginAttempt"("email", "createdAt");

-- CreateIndex
CREATE INDEX "LoginAttempt_ip_createdAt_idx" ON "LoginAttempt"("ip", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Binder_uniqueMarketReference_key" ON "Binder"("uniqueMarketReference");

-- CreateIndex
CREATE UNIQUE INDEX "StateFee_state_key" ON "StateFee"("state");

-- CreateIndex
CREATE INDEX "Location_state_idx" ON "Location"("state");

-- CreateIndex
CREATE INDEX "Location_city_idx" ON "Location"("city");

-- CreateIndex
CREATE UNIQUE INDEX "Quotation_quotationNumber_key" ON "Quotation"("quotationNumber");

-- CreateIndex
CREATE INDEX "Quotation_brokerCompanyId_createdAt_idx" ON "Quotation"("brokerCompanyId", "createdAt");

-- CreateIndex
CREATE INDEX "Quotation_brokerUserId_createdAt_idx" ON "Quotation"("brokerUserId", "createdAt");

-- CreateIndex
CREATE INDEX "Quotation_status_createdAt_idx" ON "Quotation"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Quotation_createdAt_idx" ON "Quotation"("createdAt");

-- CreateIndex
CREATE INDEX "QuotationVersion_status_idx" ON "QuotationVersion"("status");

-- CreateIndex
CREATE UNIQUE INDEX "QuotationVersion_quotationId_versionNumber_key" ON "QuotationVersion"("quotationId", "versionNumber");

-- CreateIndex
CREATE UNIQUE INDEX "PerilValue_versionId_peril_key" ON "PerilValue"("versionId", "peril");

-- CreateIndex
CREATE INDEX "QuotationDocument_quotationId_idx" ON "QuotationDocument"("quotationId");

-- CreateIndex
CREATE INDEX "QuotationProposal_versionId_idx" ON "QuotationProposal"("versionId");

-- CreateIndex
CREATE UNIQUE INDEX "SigningRequest_externalId_key" ON "SigningRequest"("externalId");

-- CreateIndex
CREATE INDEX "SigningRequest_versionId_idx" ON "SigningRequest"("versionId");

-- CreateIndex
CREATE UNIQUE INDEX "Policy_policyNumber_key" ON "Policy"("policyNumber");

-- CreateIndex
CREATE UNIQUE INDEX "Policy_quotationId_key" ON "Policy"("quotationId");

-- CreateIndex
CREATE UNIQUE INDEX "Policy_quotationVersionId_key" ON "Policy"("quotationVersionId");

-- CreateIndex
CREATE INDEX "Policy_brokerCompanyId_createdAt_idx" ON "Policy"("brokerCompanyId", "createdAt");

-- CreateIndex
CREATE INDEX "Policy_brokerUserId_createdAt_idx" ON "Policy"("brokerUserId", "createdAt");

-- CreateIndex
CREATE INDEX "Policy_status_createdAt_idx" ON "Policy"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Policy_binderId_idx" ON "Policy"("binderId");

-- CreateIndex
CREATE UNIQUE INDEX "Endorsement_policyId_endorsementNumber_key" ON "Endorsement"("policyId", "endorsementNumber");

-- CreateIndex
CREATE INDEX "FinalSalesRevision_policyId_idx" ON "FinalSalesRevision"("policyId");

-- CreateIndex
CREATE INDEX "Cancellation_policyId_idx" ON "Cancellation"("policyId");

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_invoiceNumber_key" ON "Invoice"("invoiceNumber");

-- CreateIndex
CREATE INDEX "Invoice_policyId_idx" ON "Invoice"("policyId");

-- CreateIndex
CREATE INDEX "PolicyFile_policyId_idx" ON "PolicyFile"("policyId");

-- CreateIndex
CREATE UNIQUE INDEX "StoredFile_storageKey_key" ON "StoredFile"("storageKey");

-- CreateIndex
CREATE INDEX "Note_quotationId_createdAt_idx" ON "Note"("quotationId", "createdAt");

-- CreateIndex
CREATE INDEX "Note_policyId_createdAt_idx" ON "Note"("policyId", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEvent_subjectType_subjectId_createdAt_idx" ON "AuditEvent"("subjectType", "subjectId", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEvent_createdAt_idx" ON "AuditEvent"("createdAt");

-- CreateIndex
CREATE INDEX "EmailOutbox_status_nextAttemptAt_idx" ON "EmailOutbox"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "EmailOutbox_createdAt_idx" ON "EmailOutbox"("createdAt");

-- AddForeignKey
ALTER TABLE "Company" ADD CONSTRAINT "Company_logoFileId_fkey" FOREIGN KEY ("logoFileId") REFERENCES "StoredFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserToken" ADD CONSTRAINT "UserToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Quotation" ADD CONSTRAINT "Quotation_brokerCompanyId_fkey" FOREIGN KEY ("brokerCompanyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Quotation" ADD CONSTRAINT "Quotation_brokerUserId_fkey" FOREIGN KEY ("brokerUserId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Quotation" ADD CONSTRAINT "Quotation_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Quotation" ADD CONSTRAINT "Quotation_copiedFromId_fkey" FOREIGN KEY ("copiedFromId") REFERENCES "Quotation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuotationVersion" ADD CONSTRAINT "QuotationVersion_quotationId_fkey" FOREIGN KEY ("quotationId") REFERENCES "Quotation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PerilValue" ADD CONSTRAINT "PerilValue_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "QuotationVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuotationDocument" ADD CONSTRAINT "QuotationDocument_quotationId_fkey" FOREIGN KEY ("quotationId") REFERENCES "Quotation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuotationDocument" ADD CONSTRAINT "QuotationDocument_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuotationProposal" ADD CONSTRAINT "QuotationProposal_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "QuotationVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuotationProposal" ADD CONSTRAINT "QuotationProposal_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SigningRequest" ADD CONSTRAINT "SigningRequest_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "QuotationVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Policy" ADD CONSTRAINT "Policy_quotationId_fkey" FOREIGN KEY ("quotationId") REFERENCES "Quotation"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Policy" ADD CONSTRAINT "Policy_quotationVersionId_fkey" FOREIGN KEY ("quotationVersionId") REFERENCES "QuotationVersion"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Policy" ADD CONSTRAINT "Policy_brokerCompanyId_fkey" FOREIGN KEY ("brokerCompanyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Policy" ADD CONSTRAINT "Policy_brokerUserId_fkey" FOREIGN KEY ("brokerUserId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Policy" ADD CONSTRAINT "Policy_underwriterCompanyId_fkey" FOREIGN KEY ("underwriterCompanyId") REFERENCES "Company"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Policy" ADD CONSTRAINT "Policy_binderId_fkey" FOREIGN KEY ("binderId") REFERENCES "Binder"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Endorsement" ADD CONSTRAINT "Endorsement_policyId_fkey" FOREIGN KEY ("policyId") REFERENCES "Policy"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FinalSalesRevision" ADD CONSTRAINT "FinalSalesRevision_policyId_fkey" FOREIGN KEY ("policyId") REFERENCES "Policy"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Cancellation" ADD CONSTRAINT "Cancellation_policyId_fkey" FOREIGN KEY ("policyId") REFERENCES "Policy"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_policyId_fkey" FOREIGN KEY ("policyId") REFERENCES "Policy"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PolicyFile" ADD CONSTRAINT "PolicyFile_policyId_fkey" FOREIGN KEY ("policyId") REFERENCES "Policy"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PolicyFile" ADD CONSTRAINT "PolicyFile_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Note" ADD CONSTRAINT "Note_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Note" ADD CONSTRAINT "Note_authorCompanyId_fkey" FOREIGN KEY ("authorCompanyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Note" ADD CONSTRAINT "Note_quotationId_fkey" FOREIGN KEY ("quotationId") REFERENCES "Quotation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Note" ADD CONSTRAINT "Note_policyId_fkey" FOREIGN KEY ("policyId") REFERENCES "Policy"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditEvent" ADD CONSTRAINT "AuditEvent_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
