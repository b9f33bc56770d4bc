import java.security.SecureRandom

fun token(): Int {
    val r = SecureRandom()
    r.setSeed(42L) // want "kotlin/secure-random-fixed-seed"
    val s = SecureRandom("seed".toByteArray()) // want "kotlin/secure-random-fixed-seed"
    return r.nextInt() + s.nextInt()
}
