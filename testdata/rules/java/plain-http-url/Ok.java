class Rates {
  String get() throws Exception {
    URL u = new URL("https://rates.bank.com/today");
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    return rest.getForObject("http://localhost:8080/api", String.class);
  }
}
