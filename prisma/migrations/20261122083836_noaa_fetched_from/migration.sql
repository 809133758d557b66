-- AlterTable
ALTER TABLE "WeatherStation" ADD COLUMN     "fetchedFrom" DATE;
