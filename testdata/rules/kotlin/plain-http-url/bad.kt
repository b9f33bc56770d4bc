import java.net.URL
import okhttp3.Request

fun fetch(): String = URL("http://api.weather.io/v1/today").readText() // want "kotlin/plain-http-url"

fun request() = Request.Builder().url("http://payments.vendor.io/charge").build() // want "kotlin/plain-http-url"
