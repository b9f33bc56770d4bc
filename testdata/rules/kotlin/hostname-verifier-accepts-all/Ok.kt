val client = OkHttpClient.Builder()
    .hostnameVerifier { host, session -> OkHostnameVerifier.verify(host, session) }
    .build()
class Rule {
    fun verify(input: String): Boolean = true
}
