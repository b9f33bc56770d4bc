import play.api.libs.ws.WSClient

class Weather(ws: WSClient) {
  def today = ws.url("http://api.weather.io/v1/today").get() // want "scala/plain-http-url"
  val endpoint = new java.net.URL("http://payments.vendor.io/charge") // want "scala/plain-http-url"
}
