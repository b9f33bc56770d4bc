if (typeof window === "undefined") {
  console.log("server");
}
if (typeof n === "bigint" || typeof f == "function" || kind === "strng") {
  console.log("ok");
}
