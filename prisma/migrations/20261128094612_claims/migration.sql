-- CreateEnum
CREATE TYPE "ClaimStatus" AS ENUM ('NOTIFIED', 'DETERMINED', 'APPROVED', 'PAID', 'DECLINED');

-- CreateEnum
CREATE TYPE "ClaimOrigin" AS ENUM ('AUTOMATIC', 'LOSS_NOTICE');

-- CreateEnum
CREATE TYPE "DeterminationResult" AS ENUM ('TRIGGERED', 'NOT_TRIGGERED', 'NO_DATA');

-- CreateEnum
CREATE TYPE "DeterminationSource" AS ENUM ('STATION', 'OFFSITE_OBSERVER', 'ONSITE_OBSERVER', 'LIGHTNING_REPORT');

-- CreateEnum
CREATE TYPE "ClaimFileKind" AS ENUM ('LOSS_NOTICE', 'OBSERVER_REPORT', 'LIGHTNING_REPORT');

-- AlterTable
ALTER TABLE "WeatherStation" ADD COLUMN     "dueFetchFailures" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "dueFetchLastError" TEXT,
ADD COLUMN     "dueFetchNextAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "Claim" (
    "id" SERIAL NOT NULL,
    "claimNumber" TEXT NOT NULL,
    "policyId" INTEGER NOT NULL,
    "brokerCompanyId" INTEGER NOT NULL,
    "brokerUserId" INTEGER NOT NULL,
    "status" "ClaimStatus" NOT NULL,
    "origin" "ClaimOrigin" NOT NULL,
    "grossAmount" DECIMAL(14,2),
    "deductibleApplied" DECIMAL(14,2),
    "aggregateRemaining" DECIMAL(14,2),
    "amount" DECIMAL(14,2),
    "noticeDates" DATE[],
    "noticePerils" "Peril"[],
    "noticeDescription" TEXT,
    "notifiedById" INTEGER,
    "declineReason" TEXT,
    "paidAt" DATE,
    "paymentReference" TEXT,
    "paidAmount" DECIMAL(14,2),
    "determinedAt" TIMESTAMP(3),
    "decidedById" INTEGER,
    "decidedAt" TIMESTAMP(3),
    "paymentRecordedById" INTEGER,
    "paymentRecordedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Claim_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LossDetermination" (
    "id" SERIAL NOT NULL,
    "policyId" INTEGER NOT NULL,
    "claimId" INTEGER,
    "date" DATE NOT NULL,
    "peril" "Peril" NOT NULL,
    "observed" DECIMAL(10,3),
    "threshold" DECIMAL(10,3),
    "unit" TEXT,
    "detail" TEXT,
    "result" "DeterminationResult" NOT NULL,
    "source" "DeterminationSource" NOT NULL,
    "stationId" TEXT,
    "limitPerDay" DECIMAL(14,2) NOT NULL,
    "reportFileId" INTEGER,
    "determinedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LossDetermination_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ClaimFile" (
    "id" SERIAL NOT NULL,
    "claimId" INTEGER NOT NULL,
    "fileId" INTEGER NOT NULL,
    "kind" "ClaimFileKind" NOT NULL,
    "values" JSONB,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ClaimFile_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Claim_claimNumber_key" ON "Claim"("claimNumber");

-- CreateIndex
CREATE INDEX "Claim_policyId_idx" ON "Claim"("policyId");

-- CreateIndex
CREATE INDEX "Claim_status_createdAt_idx" ON "Claim"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Claim_brokerCompanyId_createdAt_idx" ON "Claim"("brokerCompanyId", "createdAt");

-- CreateIndex
CREATE INDEX "Claim_createdAt_idx" ON "Claim"("createdAt");

-- CreateIndex
CREATE INDEX "LossDetermination_claimId_idx" ON "LossDetermination"("claimId");

-- CreateIndex
CREATE INDEX "LossDetermination_result_date_idx" ON "LossDetermination"("result", "date");

-- CreateIndex
CREATE UNIQUE INDEX "LossDetermination_policyId_date_peril_key" ON "LossDetermination"("policyId", "date", "peril");

-- CreateIndex
CREATE INDEX "ClaimFile_claimId_idx" ON "ClaimFile"("claimId");

-- CreateIndex
CREATE INDEX "Policy_dateUntil_dateFrom_idx" ON "Policy"("dateUntil", "dateFrom");

-- AddForeignKey
ALTER TABLE "Claim" ADD CONSTRAINT "Claim_policyId_fkey" FOREIGN KEY ("policyId") REFERENCES "Policy"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LossDetermination" ADD CONSTRAINT "LossDetermination_policyId_fkey" FOREIGN KEY ("policyId") REFERENCES "Policy"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LossDetermination" ADD CONSTRAINT "LossDetermination_claimId_fkey" FOREIGN KEY ("claimId") REFERENCES "Claim"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClaimFile" ADD CONSTRAINT "ClaimFile_claimId_fkey" FOREIGN KEY ("claimId") REFERENCES "Claim"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClaimFile" ADD CONSTRAINT "ClaimFile_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
