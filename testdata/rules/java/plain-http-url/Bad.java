class Rates {
  String get() throws Exception {
    URL u = new URL("http://rates.bank.com/today"); // want "java/plain-http-url"
    return rest.getForObject("http://billing.acme.io/api", String.class); // want "java/plain-http-url"
  }
}
