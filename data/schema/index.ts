export * from "./legislation";
export * from "./vpn";
