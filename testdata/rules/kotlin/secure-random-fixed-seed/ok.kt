import java.security.SecureRandom
import kotlin.random.Random

fun token(): Int = SecureRandom().nextInt()

fun simulation(): Int {
    val rnd = java.util.Random()
    rnd.setSeed(42L)
    return rnd.nextInt()
}
