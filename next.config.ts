import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  serverExternalPackages: ["@node-rs/argon2", "pg", "@electric-sql/pglite", "@electric-sql/pglite-socket", "zipcodes", "nodemailer"],
  typedRoutes: false,
};

export default nextConfig;
