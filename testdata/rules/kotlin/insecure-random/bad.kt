import java.util.Random

fun newResetToken(): String {
    val r = Random() // want "kotlin/insecure-random"
    return r.nextLong().toString(36)
}


val csrfToken = Random.nextInt() // want "kotlin/insecure-random"
