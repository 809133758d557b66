// Seeds reference data and the demo data set. Every part is written only into empty tables, so a
// second run, or a run against a database with real data, changes nothing.
import zipcodes from "zipcodes";
import { db } from "@/server/db";
import { hashPassword } from "@/server/auth/password";
import { STATE_FEES } from "./seed-data/state-fees";
import { kentuckyLocalTaxRows } from "./seed-data/kentucky-local-premium-tax";
import { DEFAULT_APP_CONFIG, DEMO_BINDER, DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from "./seed-data/demo";

async function seedConfig() {
  if (await db.appConfig.findUnique({ where: { id: 1 } })) return false;
  await db.appConfig.create({ data: { id: 1, ...DEFAULT_APP_CONFIG } });
  return true;
}

async function seedStateFees() {
  if ((await db.stateFee.count()) > 0) return false;
  await db.stateFee.createMany({
    data: STATE_FEES.map((s) => ({
      state: s.state,
      name: s.name,
      tax: s.tax,
      stampingFee: s.stampingFee,
      municipalityTax: s.municipalityTax,
      description: s.description,
      source: s.source,
    })),
  });
  return true;
}

async function seedLocalPremiumTaxes() {
  if ((await db.localPremiumTax.count()) > 0) return false;
  await db.localPremiumTax.createMany({ data: kentuckyLocalTaxRows() });
  return true;
}

async function seedLocations() {
  if ((await db.location.count()) > 0) return false;
  const rows = Object.values(
    zipcodes.codes as Record<string, { zip: string; city: string; state: string; latitude: number; longitude: number; country: string }>,
  )
    .filter((z) => z.country === "US" && /^\d{5}$/.test(z.zip) && Number.isFinite(z.latitude) && Number.isFinite(z.longitude))
    .map((z) => ({ zipCode: z.zip, city: z.city, state: z.state, latitude: z.latitude, longitude: z.longitude }));
  for (let i = 0; i < rows.length; i += 5000) {
    await db.location.createMany({ data: rows.slice(i, i + 5000), skipDuplicates: true });
  }
  return true;
}

async function seedDemo() {
  if ((await db.company.count()) > 0 || (await db.user.count()) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.$transaction(async (tx) => {
    const companies = new Map<string, number>();
    for (const company of DEMO_COMPANIES) {
      const created = await tx.company.create({ data: company });
      companies.set(company.name, created.id);
    }
    for (const { companyName, ...user } of DEMO_USERS) {
      await tx.user.create({ data: { ...user, companyId: companies.get(companyName)!, passwordHash, status: "ACTIVE" } });
    }
    if ((await tx.binder.count()) === 0) await tx.binder.create({ data: DEMO_BINDER() });
  });
  return true;
}

export async function seed(log: (line: string) => void = console.log) {
  const done = {
    config: await seedConfig(),
    stateFees: await seedStateFees(),
    localPremiumTaxes: await seedLocalPremiumTaxes(),
    locations: await seedLocations(),
    // DEMO_DATA=off keeps the published demo accounts out of a production database.
    demo: process.env.DEMO_DATA === "off" ? false : await seedDemo(),
  };
  const added = Object.entries(done)
    .filter(([, v]) => v)
    .map(([k]) => k);
  log(added.length ? `seeded: ${added.join(", ")}` : "seed: database already has data, nothing added");
}

if (process.argv[1] && /seed\.(ts|js|mjs)$/.test(process.argv[1])) {
  seed()
    .then(() => db.$disconnect())
    .then(() => process.exit(0))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
