import org.apache.http.impl.client.DefaultHttpClient

fun client() = DefaultHttpClient() // want "kotlin/default-http-client"
