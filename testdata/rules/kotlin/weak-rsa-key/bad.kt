import java.security.KeyPairGenerator

fun keys() {
    val kpg = KeyPairGenerator.getInstance("RSA")
    kpg.initialize(1024) // want "kotlin/weak-rsa-key"
}

fun chained() = KeyPairGenerator.getInstance("RSA").initialize(512) // want "kotlin/weak-rsa-key"

fun applied() = KeyPairGenerator.getInstance("RSA").apply { initialize(1024) }.generateKeyPair() // want "kotlin/weak-rsa-key"
