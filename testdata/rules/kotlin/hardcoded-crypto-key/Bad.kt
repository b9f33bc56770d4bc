fun cipher(): Cipher {
    val key = SecretKeySpec("0123456789abcdef".toByteArray(), "AES") // want "kotlin/hardcoded-crypto-key"
    val iv = IvParameterSpec(ByteArray(16)) // want "kotlin/hardcoded-crypto-key"
    return Cipher.getInstance("AES/CBC/PKCS5Padding").apply { init(Cipher.ENCRYPT_MODE, key, iv) }
}
