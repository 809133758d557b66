-- CreateTable
CREATE TABLE "WeatherStation" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "state" TEXT,
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,
    "elevationM" DOUBLE PRECISION,
    "firstDate" DATE,
    "lastDate" DATE,
    "elements" TEXT[],
    "source" TEXT NOT NULL DEFAULT 'file',
    "fetchedAt" TIMESTAMP(3),

    CONSTRAINT "WeatherStation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WeatherObservation" (
    "stationId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "prcp" INTEGER,
    "snow" INTEGER,
    "tmax" INTEGER,
    "tmin" INTEGER,
    "awnd" INTEGER,
    "wsf2" INTEGER,
    "thunder" BOOLEAN,

    CONSTRAINT "WeatherObservation_pkey" PRIMARY KEY ("stationId","date")
);

-- AddForeignKey
ALTER TABLE "WeatherObservation" ADD CONSTRAINT "WeatherObservation_stationId_fkey" FOREIGN KEY ("stationId") REFERENCES "WeatherStation"("id") ON DELETE CASCADE ON UPDATE CASCADE;
