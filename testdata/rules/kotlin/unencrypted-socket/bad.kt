import java.net.ServerSocket
import java.net.Socket

fun connect(host: String) {
    val s = Socket(host, 4444) // want "kotlin/unencrypted-socket"
    val server = ServerSocket(8080) // want "kotlin/unencrypted-socket"
}

fun qualified(host: String) = java.net.Socket(host, 80) // want "kotlin/unencrypted-socket"
