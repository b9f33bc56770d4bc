import com.typesafe.sslconfig.akka.AkkaSSLConfig

object Tls {
  val cfg = AkkaSSLConfig().mapSettings(s => s.withLoose(s.loose.withAcceptAnyCertificate(false)))
}
