export * from "./legislation";
