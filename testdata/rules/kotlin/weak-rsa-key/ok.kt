import java.security.KeyPairGenerator

fun keys() {
    val kpg = KeyPairGenerator.getInstance("RSA")
    kpg.initialize(3072)
    cache.initialize(1024)
}

fun applied() = KeyPairGenerator.getInstance("RSA").apply { initialize(3072) }.generateKeyPair()

fun other(cache: Cache) = cache.apply { initialize(1024) }
