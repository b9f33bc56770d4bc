object Crypto {
  val key = new SecretKeySpec("0123456789abcdef".getBytes("UTF-8"), "AES") // want "scala/hardcoded-crypto-key"
  val iv = new IvParameterSpec(new Array[Byte](16)) // want "scala/hardcoded-crypto-key"
}
