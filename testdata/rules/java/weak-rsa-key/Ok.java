class Gen {
  KeyPair gen() throws Exception {
    KeyPairGenerator kpg = KeyPairGenerator.getInstance("RSA");
    kpg.initialize(3072);
    kpg.initialize(new RSAKeyGenParameterSpec(3072, RSAKeyGenParameterSpec.F4));
    cache.initialize(1024);
    return kpg.generateKeyPair();
  }
}
