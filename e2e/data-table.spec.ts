import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD } from "./support/db";
import { signIn, waitForApp } from "./support/session";

// The list table's rows, header and cells load beside the list's first request (off the page's
// first load): on a fresh load and after a client navigation the table must come up whole, sort
// and page through the URL, and log no error (hydration included).

test("a list table loads on a fresh page and after a navigation, sorts, filters and pages through the URL", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  await signIn(page, "admin@example.com", DEMO_PASSWORD);

  await page.goto("/users");
  await waitForApp(page);
  const users = page.getByRole("table", { name: "Users" });
  await expect(users.getByRole("row").nth(1)).toBeVisible();
  await expect(page.getByTestId("skeleton-row")).toHaveCount(0);

  // The sort cycle: the default (ascending) name, descending, then back to the default.
  const name = users.getByRole("columnheader", { name: "Name", exact: true });
  await expect(name).toHaveAttribute("aria-sort", "ascending");
  await name.getByRole("button").click();
  await expect(page).toHaveURL(/s%5Bfield%5D=lastName&s%5Bdirection%5D=desc/);
  await expect(name).toHaveAttribute("aria-sort", "descending");
  await name.getByRole("button").click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(name).toHaveAttribute("aria-sort", "ascending");

  await page.getByRole("combobox", { name: "Rows per page" }).selectOption("25");
  await expect(page).toHaveURL(/p%5Bsize%5D=25/);
  await expect(page.getByRole("button", { name: "Previous page" })).toBeDisabled();
  // A page beyond the end moves to the last one.
  await page.goto("/users?p[index]=9");
  await expect(page).not.toHaveURL(/index/);
  await expect(page.getByTestId("page-range")).toHaveText(/^1–\d+ of \d+$/);

  await page.goto("/");
  await waitForApp(page);
  await page.getByTestId("side-menu").getByRole("link", { name: "Companies" }).click();
  const companies = page.getByRole("table", { name: "Companies" });
  await expect(companies.getByRole("row").nth(1)).toBeVisible();
  await page.getByLabel("Role").selectOption("ADMIN");
  await expect(page).toHaveURL(/role=ADMIN/);
  await expect(companies.getByRole("link", { name: "Portal Admin" })).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/companies$/);

  expect(errors).toEqual([]);
});
