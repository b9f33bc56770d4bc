import java.net.Socket
import javax.net.ssl.SSLSocketFactory

fun connect(host: String) {
    val s = SSLSocketFactory.getDefault().createSocket(host, 443)
    val local = Socket("localhost", 5432)
}

fun tls(host: String) = javax.net.ssl.SSLSocketFactory.getDefault().createSocket(host, 443)
