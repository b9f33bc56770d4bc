object Crypto {
  val key = new SecretKeySpec(Base64.getDecoder.decode(sys.env("DATA_KEY")), "AES")
  val iv = { val b = new Array[Byte](12); new SecureRandom().nextBytes(b); new GCMParameterSpec(128, b) }
}
