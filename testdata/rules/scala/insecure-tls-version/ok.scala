import javax.net.ssl.SSLContext

object Tls {
  val context: SSLContext = SSLContext.getInstance("TLSv1.3")
  def modern(socket: javax.net.ssl.SSLSocket): Unit =
    socket.setEnabledProtocols(Array("TLSv1.3", "TLSv1.2"))
}
