-- CreateTable
CREATE TABLE "PasswordRecoveryRequest" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PasswordRecoveryRequest_pkey" PRIMARY KEY ("id")
);
