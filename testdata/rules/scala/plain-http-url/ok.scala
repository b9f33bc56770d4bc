import play.api.libs.ws.WSClient

class Weather(ws: WSClient) {
  def today = ws.url("https://api.weather.io/v1/today").get()
  val local = new java.net.URL("http://localhost:9000/health")
}
