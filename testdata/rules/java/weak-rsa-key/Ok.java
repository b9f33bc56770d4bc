class Gen {
  KeyPair gen() throws Exception {
    KeyPairGenerator kpg = KeyPairGenerator.getInstance("RSA");
    kpg.initialize(3072);
    cache.initialize(1024);
    return kpg.generateKeyPair();
  }
}
