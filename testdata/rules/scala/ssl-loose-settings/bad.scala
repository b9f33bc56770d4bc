import com.typesafe.sslconfig.akka.AkkaSSLConfig

object Tls {
  val cfg = AkkaSSLConfig().mapSettings(s => s.withLoose(s.loose.withAcceptAnyCertificate(true))) // want "scala/ssl-loose-settings"
  val cfg2 = AkkaSSLConfig().mapSettings(s => s.withLoose(s.loose.withDisableHostnameVerification(true))) // want "scala/ssl-loose-settings"
}
