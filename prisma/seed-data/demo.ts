// The demo data set listed in the README. Every demo user's password is DEMO_PASSWORD.

export const DEMO_PASSWORD = "Portal-Demo-2026!";

export const DEMO_COMPANIES = [
  {
    name: "Portal Admin",
    agencyCode: "ADMIN",
    email: "admin@example.com",
    role: "ADMIN",
    commission: "0",
    street: "1 Market Street",
    city: "Philadelphia",
    state: "PA",
    zipCode: "19106",
  },
  {
    name: "Summit Underwriting",
    agencyCode: "SUMMIT",
    email: "underwriting@example.com",
    role: "UNDERWRITER",
    commission: "0",
    street: "200 Park Avenue",
    city: "New York",
    state: "NY",
    zipCode: "10166",
  },
  {
    name: "Brightline Brokers",
    agencyCode: "BRIGHT01",
    email: "office@brightline.example.com",
    role: "BROKER",
    commission: "15.00",
    street: "77 West Wacker Drive",
    city: "Chicago",
    state: "IL",
    zipCode: "60601",
  },
  {
    name: "Harbor Insurance Agency",
    agencyCode: "HARBOR01",
    email: "office@harbor.example.com",
    role: "BROKER",
    commission: "12.50",
    street: "1 Harbor Way",
    city: "Seattle",
    state: "WA",
    zipCode: "98101",
  },
] as const;

export const DEMO_USERS = [
  {
    firstName: "Alex",
    lastName: "Admin",
    email: "admin@example.com",
    role: "ROLE_ADMIN",
    permissionLevel: "VIEW_COMPANY_INDICATIONS",
    companyName: "Portal Admin",
  },
  {
    firstName: "Uma",
    lastName: "Underwood",
    email: "underwriter@example.com",
    role: "ROLE_UNDERWRITER",
    permissionLevel: "VIEW_COMPANY_INDICATIONS",
    companyName: "Summit Underwriting",
  },
  {
    firstName: "Brooke",
    lastName: "Bright",
    email: "broker@example.com",
    role: "ROLE_BROKER",
    permissionLevel: "VIEW_COMPANY_INDICATIONS",
    companyName: "Brightline Brokers",
    licenceNumber: "NY-BR-0042117",
  },
  {
    firstName: "Owen",
    lastName: "Ownes",
    email: "broker.own@example.com",
    role: "ROLE_BROKER",
    permissionLevel: "VIEW_MY_INDICATIONS",
    companyName: "Brightline Brokers",
    licenceNumber: "NY-BR-0042388",
  },
  {
    firstName: "Hana",
    lastName: "Harbor",
    email: "broker@harbor.example.com",
    role: "ROLE_BROKER",
    permissionLevel: "VIEW_COMPANY_INDICATIONS",
    companyName: "Harbor Insurance Agency",
    licenceNumber: "MA-1987654",
  },
] as const;

/** Rater settings: sensible defaults an admin tunes in Settings → Rater. */
export const DEFAULT_APP_CONFIG = {
  maintenanceMode: false,
  maintenanceModeMessage: "",
  minimumPremium: "250",
  maximumLimitPerDay: "500000",
  maximumLimit: "2000000",
  clf: "1.4",
  clfWithClaim: "1.8",
  weatherWorksFee: "150",
  lightningFee: "250",
  raterTimeSpanInYears: 20,
  raterTimeSpanInDaysPrior: 7,
  raterTimeSpanInDaysAfter: 7,
  maximumEventDays: 14,
  maximumRate: "0.5",
  minimumRate: "0.02",
  maximumStationDistanceMiles: 25,
  quotationExpiryDays: 30,
};

/** A binder covering this year and next. */
export const DEMO_BINDER = () => {
  const year = new Date().getUTCFullYear();
  return {
    uniqueMarketReference: `B0999WEP${year}01`,
    value: "25000000",
    from: new Date(Date.UTC(year, 0, 1)),
    until: new Date(Date.UTC(year + 1, 11, 31)),
  };
};
