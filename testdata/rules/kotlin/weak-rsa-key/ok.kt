import java.security.KeyPairGenerator

fun keys() {
    val kpg = KeyPairGenerator.getInstance("RSA")
    kpg.initialize(3072)
    cache.initialize(1024)
}
