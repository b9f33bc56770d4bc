fun cipher(key: SecretKey): Cipher {
    val iv = ByteArray(12).also { SecureRandom().nextBytes(it) }
    return Cipher.getInstance("AES/GCM/NoPadding").apply { init(Cipher.ENCRYPT_MODE, key, GCMParameterSpec(128, iv)) }
}
