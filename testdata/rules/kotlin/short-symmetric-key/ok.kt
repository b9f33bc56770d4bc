import javax.crypto.KeyGenerator

fun key() {
    val keyGen = KeyGenerator.getInstance("AES")
    keyGen.init(256)
    counter.init(64)
}
