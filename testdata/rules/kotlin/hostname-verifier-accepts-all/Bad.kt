val client = OkHttpClient.Builder()
    .hostnameVerifier { _, _ -> true } // want "kotlin/hostname-verifier-accepts-all"
    .build()
val v = HostnameVerifier { hostname, session -> true } // want "kotlin/hostname-verifier-accepts-all"
class AllHosts : HostnameVerifier {
    override fun verify(hostname: String?, session: SSLSession?): Boolean = true // want "kotlin/hostname-verifier-accepts-all"
}

fun trustAllHosts() {
    javax.net.ssl.HttpsURLConnection.setDefaultHostnameVerifier { _, _ -> true } // want "kotlin/hostname-verifier-accepts-all"
}
