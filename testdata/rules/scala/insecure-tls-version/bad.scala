import javax.net.ssl.SSLContext

object Tls {
  val context: SSLContext = SSLContext.getInstance("SSLv3") // want "scala/insecure-tls-version"
  def legacy(socket: javax.net.ssl.SSLSocket): Unit =
    socket.setEnabledProtocols(Array("TLSv1", "TLSv1.2")) // want "scala/insecure-tls-version"
}
