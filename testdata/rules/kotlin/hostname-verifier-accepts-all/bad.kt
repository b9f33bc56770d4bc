
fun trustAllHosts() {
    javax.net.ssl.HttpsURLConnection.setDefaultHostnameVerifier { _, _ -> true } // want "kotlin/hostname-verifier-accepts-all"
}
