import type { VpnProvider } from "@data/schema/vpn";
import { formatDate } from "~/lib/format-date";

// Plain-language renderings of provider facts, shared by the review, the table and the ranking.

export const LOGGING_LABELS = { "no-logs": "No activity or connection logs", minimal: "Minimal logs (some connection data)", logs: "Keeps logs" } as const;
export const PAYMENT_LABELS = {
  cash: "cash by post",
  monero: "Monero",
  bitcoin: "Bitcoin",
  "other-crypto": "other cryptocurrencies",
  "gift-cards": "gift cards",
} as const;

export function yesNo(value: boolean | null | undefined): string {
  return value === true ? "Yes" : value === false ? "No" : "Not verified";
}

export function openSourceLabel(value: VpnProvider["open_source_clients"]["value"]): string {
  return value === true ? "Yes, all clients" : value === "partial" ? "Some clients" : value === false ? "No" : "Not verified";
}

export function priceLabel(price: VpnProvider["price"]["value"]): string {
  if (!price) return "Not verified";
  const money = (amount: number) => new Intl.NumberFormat("en-GB", { style: "currency", currency: price.currency }).format(amount);
  const parts = [price.monthly !== null ? `${money(price.monthly)} a month` : null, price.yearly !== null ? `${money(price.yearly)} a year` : null].filter(
    Boolean,
  );
  return `${parts.join("; ") || "Not published"} (checked ${formatDate(price.checked)})`;
}

export function moneyLabel(amount: number | null, currency: string | null): string {
  if (amount === null || currency === null) return "—";
  return new Intl.NumberFormat("en-GB", { style: "currency", currency }).format(amount);
}
