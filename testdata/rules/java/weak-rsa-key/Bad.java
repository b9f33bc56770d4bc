class Gen {
  KeyPair gen() throws Exception {
    KeyPairGenerator kpg = KeyPairGenerator.getInstance("RSA");
    kpg.initialize(1024); // want "java/weak-rsa-key"
    return kpg.generateKeyPair();
  }
}
