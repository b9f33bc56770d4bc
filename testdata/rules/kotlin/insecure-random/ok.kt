import java.security.SecureRandom
import java.util.Random

fun newResetToken(): String {
    val bytes = ByteArray(32)
    SecureRandom().nextBytes(bytes)
    return java.util.Base64.getUrlEncoder().withoutPadding().encodeToString(bytes)
}

fun shuffleDeck(cards: MutableList<Int>) = cards.shuffle(Random(42))
