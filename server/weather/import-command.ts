import "server-only";
// npm run weather:import -- <dir>   (see scripts/weather-import.mjs)
import { db } from "@/server/db";
import { importWeatherDirectory } from "./import-weather-directory";

const dir = process.argv[2] ?? process.env.WEATHER_DATA_DIR;
if (!dir) {
  console.error("usage: npm run weather:import -- <directory with stations.csv and daily/>");
  process.exit(2);
}
importWeatherDirectory(dir, console.log)
  .then((summary) => console.log(`imported ${summary.length} stations`))
  .then(() => db.$disconnect())
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
