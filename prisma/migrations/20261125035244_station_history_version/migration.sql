-- AlterTable
ALTER TABLE "WeatherStation" ADD COLUMN     "historyVersion" INTEGER NOT NULL DEFAULT 1;
