-- CreateTable
CREATE TABLE "SigningLink" (
    "quotationId" INTEGER NOT NULL,
    "nonce" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SigningLink_pkey" PRIMARY KEY ("quotationId")
);
